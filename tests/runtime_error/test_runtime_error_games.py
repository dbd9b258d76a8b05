"""Whole games: the 52 cards are conserved, random games reach every kind of
action, and a loop shown by repeating a position wins (records, step vs apply,
clones and action texts: tests/test_every_game.py)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game_helpers import random_game
from runtime_error_helpers import play, position, rules

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.events import GameOver
from deskcards.engine.game import check_conservation
from deskcards.games import load_game
from deskcards.games.runtime_error.events import LoopJudged


def test_random_games_offer_every_kind_of_action():
    seen = set()
    for seed in range(6):
        state, rng = rules(2).new_state(seed), random.Random(seed)
        while not state.is_terminal():
            seen.update(str(action).split()[0] for action in state.legal_actions())
            state.apply(rng.choice(state.legal_actions()))
    assert seen == {"no", "script", "input", "edit", "loop"}


@pytest.mark.parametrize("text, words", [
    ("script 5h Qh", "not an action"), ("input 7x", "not a card"), ("input 7c always", "only 'forever'"),
    ("edit 1.0.middle 9d", "seat.slot.part"), ("edit one.0.lower 9d", "seat.slot.part"), ("", "not an action"),
    ("loop", "not an action"),
])
def test_bad_action_texts_say_what_is_wrong(text, words):
    with pytest.raises(ValueError, match=words):
        rules(2).parse_action(text)


def test_a_new_game_deals_the_hands_and_keeps_the_rest_in_the_deck():
    ruleset = load_game("runtime-error", "big-hands", 3)
    state = ruleset.new_state(4)
    assert [len(state.hand(seat)) for seat in range(3)] == [7, 7, 7] and state.deck_size == 52 - 21
    assert state.turn == 1 and state.discard == ()


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32), choices=st.randoms(use_true_random=False))
def test_the_52_cards_are_conserved_through_a_game(players, seed, choices):
    state = rules(players).new_state(seed)
    check_conservation(state, FULL_DECK)
    while not state.is_terminal():
        state.apply(choices.choice(state.legal_actions()))
        check_conservation(state, FULL_DECK)
        assert all(len(statements) <= 4 for statements in map(state.statements, range(players)))


@pytest.mark.slow
def test_random_games_end_with_a_winner_or_a_draw_at_the_turn_limit():
    for seed in range(10):
        state = rules(2).new_state(seed)
        random_game(state, seed)
        assert state.is_terminal() and (len(state.winners) == 1 or state.turn == 400)


def test_a_position_that_comes_back_with_nothing_to_chance_wins():
    """The seed's example 1 with one card in hand: PULL and LOOP swap 7c and 8d for ever."""
    state = position("7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd", deck="2d 3d", discard="8d")
    play(state, "input 7c", "loop 8d")
    assert not state.is_terminal()
    events = play(state, "loop 7c")  # hand, input card, pile and deck as after "input 7c"
    judged = [event for event in events if isinstance(event, LoopJudged)]
    assert judged and judged[0].proven and not judged[0].claimed
    assert state.winners == (0,) and isinstance(events[-1], GameOver) and "same position" in events[-1].reason


def test_only_a_draw_that_could_have_given_another_card_forgets_the_positions_seen():
    state = position("7c", statements=("Ac Kc 4c, As Ks 3s",), other="Kd", deck="2d 3d")
    play(state, "input 7c")  # LOAD draws 3d from a deck of two: chance
    assert state.since_draw == frozenset() and state.phase == "loop"
    play(state, "loop 3d")  # LOAD draws 2d, the only card left: no chance
    assert len(state.since_draw) == 1
