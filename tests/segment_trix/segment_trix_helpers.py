"""Builders shared by the Segment Trix tests."""

from __future__ import annotations

import random

from game_helpers import play  # noqa: F401  (the games share it; re-exported here)

from deskcards.games import load_game


def rules(players: int = 4, variant: str = "standard"):
    return load_game("segment-trix", variant, players)


def cards(ruleset, text: str) -> list[int]:
    return [ruleset.plays.names.parse(word) for word in text.split()]


def random_game(ruleset, seed: int, on_step=None):
    """Play a whole game with seeded random choices; returns (state, action texts)."""
    state, rng, texts = ruleset.new_state(seed), random.Random(seed), []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        texts.append(str(action))
        state.apply(action)
        if on_step is not None:
            on_step(state)
    return state, texts
