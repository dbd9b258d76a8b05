"""Whole games: cards and chips are conserved, and every action's text parses
back (records, step vs apply and clones: tests/test_every_game.py)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from segment_trix_helpers import rules

from deskcards.engine.game import check_conservation
from deskcards.games.segment_trix.cards import FULL_DECK


def test_every_play_text_parses_back_to_the_same_play():
    for variant in ("standard", "left-seven"):
        ruleset = rules(4, variant)
        for plays in ruleset.plays.by_card:
            for action in plays:
                assert ruleset.parse_action(str(action)) is action


@pytest.mark.parametrize("text, words", [
    ("play 9p", "not a card"), ("play 2b=6", "cannot be played as 6"), ("play 6b~", "=D"),
    ("lead 7p", "not an action"), ("play 7x", "not a card"),
])
def test_bad_action_texts_say_what_is_wrong(text, words):
    with pytest.raises(ValueError, match=words):
        rules(4).parse_action(text)


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(players=st.sampled_from([3, 4]), seed=st.integers(0, 2**32), choices=st.randoms(use_true_random=False))
def test_cards_and_chips_are_conserved_through_a_game(players, seed, choices):
    ruleset = rules(players)
    state = ruleset.new_state(seed)
    supply = ruleset.setup.chips * players
    while not state.is_terminal():
        state.apply(choices.choice(state.legal_actions()))
        check_conservation(state, FULL_DECK)
        on_trick = sum(play.chips for play in state.trick)
        assert sum(state.unused_chips) + on_trick + sum(state.chips_collected) == supply
        assert all(chips >= 0 for chips in state.unused_chips)
