"""Positions and appraisers for the tests of the coach's appraisers (``deskcards.ai.appraisal``)."""

from __future__ import annotations

import random
from typing import Any

from deskcards.games import load_game, spec
from deskcards.games.agents import make_agent


def hard_positions(game: str, players: int, seed: int, count: int) -> list[tuple[Any, int]]:
    """(state, seat) at the first ``count`` decisions with a choice in seeded games of hard AIs."""
    rules, rng = load_game(game, players=players), random.Random(seed)
    agent = make_agent(game, "hard")
    found: list[tuple[Any, int]] = []
    while len(found) < count:
        state = rules.new_state(rng.getrandbits(32))
        while not state.is_terminal() and len(found) < count:
            seat = state.current_player
            seen = state.observation(seat)
            if len(seen.legal_actions()) > 1:
                found.append((state.clone(), seat))
            state.step(agent.choose(seen, rng))
    return found


def appraiser(game: str) -> Any:
    make = spec(game).appraiser
    assert make is not None
    return make()
