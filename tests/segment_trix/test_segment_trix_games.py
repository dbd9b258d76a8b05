"""Whole games: records replay, apply matches step, cards and chips are conserved,
and every action's text parses back."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from game_helpers import check_a_clone_is_independent, check_a_record_replays_the_game, check_step_matches_apply
from segment_trix_helpers import rules

from deskcards.engine.game import check_conservation
from deskcards.games.segment_trix.cards import FULL_DECK


def snapshot(state):
    return (state.zones(), state.unused_chips, state.tricks_won, state.chips_collected, state.totals,
            state.voids, state.current_player, state.round, state.winners)


@pytest.mark.parametrize("players, variant", [(3, "standard"), (4, "standard"), (4, "left-seven"), (3, "short")])
def test_a_whole_game_replays_from_its_record(players, variant):
    check_a_record_replays_the_game("segment-trix", variant, players, seed=21, play_seed=21)


def test_apply_and_step_leave_the_same_state():
    check_step_matches_apply(rules(4).new_state(3), seed=3)


def test_a_clone_is_independent():
    check_a_clone_is_independent(rules(3).new_state(8), snapshot)


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
