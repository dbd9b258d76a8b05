"""Whole games: cards and chips are conserved, every game ends, and the command
line plays (records, step vs apply and clones: tests/test_every_game.py)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from destiny_helpers import rules
from game_helpers import check_levels_play_whole_games, random_game

from deskcards.ai.agent import RandomAgent
from deskcards.cli import main
from deskcards.engine.cards import FULL_DECK
from deskcards.engine.game import check_conservation
from deskcards.games.destiny.actions import Benediction, Call, Check, Look

VARIANTS = ["standard", "pot-limit", "fixed-limit", "short-stacks"]


def test_random_players_play_whole_games():
    ruleset = rules(5, "short-stacks")
    check_levels_play_whole_games(ruleset, [RandomAgent()] * 5, range(10))


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(players=st.integers(3, 8), variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32),
       choices=st.randoms(use_true_random=False))
def test_cards_and_chips_are_conserved_and_every_game_ends(players, variant, seed, choices):
    ruleset = rules(players, variant)
    state = ruleset.new_state(seed)
    total = ruleset.stack * players
    last_round = 1
    while not state.is_terminal():
        state.apply(choices.choice(state.legal_actions()))
        check_conservation(state, FULL_DECK)
        chips = state.chips()
        assert sum(chips) == total and all(isinstance(c, int) and c >= 0 for c in chips)
        assert all(stack >= 0 for stack in state.betting.stacks)
        assert state.round_number >= last_round  # rounds only go forward
        last_round = state.round_number
    assert state.round_number <= ruleset.hand_limit
    assert max(state.chips()) == state.chips()[state.winners[0]]


def test_everyone_blessing_the_deck_still_ends_at_the_hand_limit():
    state, played = rules(3).new_state(4), 0
    while not state.is_terminal():
        legal = state.legal_actions()
        choice = next((a for a in legal if isinstance(a, (Look, Benediction, Check))), None) or \
            next(a for a in legal if isinstance(a, Call))
        state.apply(choice)
        played += 1
    assert state.round_number == state.ruleset.hand_limit == 100
    assert sum(card is not None for card in state.field) == 25  # nothing was ever played from the field


def test_the_command_line_simulates_and_lists_the_variants(capsys):
    assert main(["sim", "destiny", "--games", "3"]) in (0, None)
    out = capsys.readouterr().out
    assert "destiny (standard), 4 players, 3 games" in out
    assert main(["variants", "list", "destiny"]) in (0, None)
    listed = capsys.readouterr().out
    assert all(name in listed for name in VARIANTS)


def test_games_with_every_player_count_end_with_a_winner():
    rng = random.Random(5)
    for players in range(3, 9):
        state = rules(players).new_state(rng.getrandbits(32))
        random_game(state, seed=players)
        assert state.is_terminal() and state.winners and sum(state.returns()) == pytest.approx(1.0)
