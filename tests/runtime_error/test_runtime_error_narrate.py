"""The game log: a sentence for each thing that happened, hidden cards unnamed."""

import random

import pytest

from runtime_error_helpers import play, position, rules

from deskcards.engine.events import CardMoved
from deskcards.games.runtime_error.narrate import narrate

NAMES = ["Ada", "Bo", "Cy"]


def test_a_turn_reads_as_sentences_in_order():
    state = position("7c Tc 2s", statements=("Ad Kd 4d, Ah Kh 4c, As Ks 4s", "2c 9c 5h"), other="3h",
                     deck="8c 8h", discard="6d")
    before = state.clone()
    lines = narrate(play(state, "input 7c", "edit 1.0.upper Tc"), NAMES, 0, before)
    assert lines[:3] == ["You play the 7♣ as the input card", "Your statement 1 runs EDIT",
                         ("You edit Bo's statement 1: the 9♣ (its upper bound) goes to the discard pile and "
                          "a card goes face down in its place; the statement is inactive until the input card is "
                          "discarded")]
    assert "Your statement 3 runs LOOP" in lines
    assert "The edited cards turn face up: the 10♣ in Bo's statement 1" in lines
    assert not any("8♥" in line for line in lines)  # LOAD's card stays unnamed: "You draw a card"
    assert "You draw a card from the deck" in lines


@pytest.mark.slow
def test_every_event_of_random_games_is_told_without_error():
    for seed in range(3):
        state, rng = rules(3).new_state(seed), random.Random(seed)
        while not state.is_terminal():
            before = state.clone()
            events = state.apply(rng.choice(state.legal_actions()))
            lines = narrate(events, NAMES, None, before)
            told = [event for event in events if not isinstance(event, CardMoved) or event.source != "hand:0"]
            assert all(isinstance(line, str) and line for line in lines) and (lines or not told)
        assert lines[-1].startswith("Game over")


def test_a_claim_proven_tells_the_proof_once_with_the_seats_by_name():
    # Example 1 with an EDIT on 6..9: the proof puts 10♣ for Bo's upper bound 9♣.
    state = position("7c Tc", statements=("6d 9d Ad, 5h Qh 2h, 4s Ts 3s", "2c 9c 4d"), other="Kd",
                     deck="2d 3d Jc", discard="8d")
    lines = narrate(play(state, "input 7c forever"), NAMES, 0, None)
    [claim] = [line for line in lines if "claim" in line]
    assert claim.startswith("You claim the turn runs forever, and the prover proves it. Play 7♣: EDIT puts 10♣ "
                            "for 9♣ (the upper bound of Bo's statement 1)")
    assert "seat" not in claim and "proven" not in claim
    assert lines[-1] == "Game over: Ada won: an infinite loop, proven"  # the proof is told once, above


def test_a_claim_refused_says_why_in_one_sentence():
    state = position("7c 2s", statements=("Ac Kc 4c",), other="3h", deck="5d 6d")
    lines = narrate(play(state, "input 7c forever"), NAMES, 1, None)
    assert ("Ada claims the turn runs forever, but the prover does not accept it: some order of the deck "
            "ends the turn") in lines


def test_an_edit_of_the_players_own_statement_says_their_own():
    state = position("7c 8c 9h", statements=("Ad Kd 4d, Ac Kc 4c",), deck="8d Jh", other="3h")
    lines = narrate(play(state, "input 7c", "edit 0.1.function 9h"), NAMES, 1, None)
    assert ("Ada edits their own statement 2: the 4♣ (its function card) goes to the discard pile and a "
            "card goes face down in its place; the statement is inactive until the input card is discarded") in lines


def test_a_loop_shown_by_a_repeat_is_told_as_shown_not_as_a_claim():
    state = position("7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd", deck="2d 3d", discard="8d")
    play(state, "input 7c", "loop 8d")
    lines = narrate(play(state, "loop 7c"), NAMES, 1, None)
    assert "The position came back with nothing left to chance, so Ada's turn runs forever" in lines
    assert lines[-1] == "Game over: Ada won: an infinite loop, shown"
