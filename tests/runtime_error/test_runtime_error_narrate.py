"""The game log: a sentence for each thing that happened, hidden cards unnamed."""

import random

import pytest
from runtime_error_helpers import play, position, rules

from deskcards.engine.game import CardMoved
from deskcards.games.runtime_error.narrate import narrate

NAMES = ["Ada", "Bo", "Cy"]


def test_a_turn_reads_as_sentences_in_order():
    state = position("7c Tc 2s", statements=("Ad Kd 4d, Ah Kh 4c, As Ks 4s", "2c 9c 5h"), other="3h",
                     deck="8c 8h", discard="6d")
    lines = narrate(play(state, "input 7c", "edit 1.0.upper Tc"), NAMES, 0)
    assert lines[:3] == ["You play the 7 of clubs as the input card", "Your statement 1 runs EDIT",
                         "You edit Bo's statement 1: the 9 of clubs (upper) goes to the discard pile and a card "
                         "goes face down in its place; the statement is inactive until the input card is discarded"]
    assert "Your statement 3 runs LOOP" in lines and "The edited cards turn face up: the 10 of clubs in Bo's " \
        "statement 1" in lines
    assert not any("8 of hearts" in line for line in lines)  # LOAD's card stays unnamed: "You draw a card"
    assert "You draw a card from the deck" in lines


@pytest.mark.slow
def test_every_event_of_random_games_is_told_without_error():
    for seed in range(3):
        state, rng = rules(3).new_state(seed), random.Random(seed)
        while not state.is_terminal():
            events = state.apply(rng.choice(state.legal_actions()))
            lines = narrate(events, NAMES, None)
            told = [event for event in events if not isinstance(event, CardMoved) or event.source != "hand:0"]
            assert all(isinstance(line, str) and line for line in lines) and (lines or not told)
        assert lines[-1].startswith("Game over")
