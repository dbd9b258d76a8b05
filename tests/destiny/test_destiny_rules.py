"""The variants load and say what they change, bad settings are one clear
message, and the game log reads as plain English."""

import random

import pytest

from destiny_helpers import arranged, play, rules

from deskcards.engine.variants import VariantError
from deskcards.games import check_variant_file, load_game
from deskcards.games.destiny.events import Looked, Wagered
from deskcards.games.destiny.narrate import narrate

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def test_the_variants_set_what_they_say():
    standard = load_game("destiny", "standard", 4)
    assert (standard.stack, standard.small_blind, standard.big_blind, standard.betting) == (200, 1, 2, "no-limit")
    assert standard.settings.players.default == 4 and standard.hand_limit == 100
    assert load_game("destiny", "pot-limit", 4).betting == "pot-limit"
    assert load_game("destiny", "fixed-limit", 4).betting == "fixed-limit"
    short = load_game("destiny", "short-stacks", 8)
    assert (short.stack, short.small_blind, short.big_blind) == (40, 2, 4)


@pytest.mark.parametrize("players", [2, 9])
def test_three_to_eight_players(players):
    with pytest.raises(ValueError, match="3 to 8 players"):
        load_game("destiny", "standard", players)


def write(tmp_path, settings: str):
    path = tmp_path / "house.yaml"
    path.write_text(f"title: House\ndescription: a test\nextends: standard\nsettings:\n{settings}")
    return path


@pytest.mark.parametrize("settings, words", [
    ("  jokers: 3\n", "jokers: expected a whole number from 0 to 2, got 3"),
    ("  jokers: 2\n  joker_rank: middle\n", "joker_rank: expected one of 'high', 'low'"),
    ("  blinds: {small: 5, big: 2}\n", "must not be bigger than the big one"),
    ("  betting: spread-limit\n", "one of 'no-limit', 'pot-limit', 'fixed-limit'"),
    ("  stack: 0\n", "stack"),
    ("  hand_limit: 0\n", "hand_limit"),
])
def test_bad_settings_are_refused_with_a_clear_message(tmp_path, settings, words):
    with pytest.raises(VariantError, match=words):
        check_variant_file(write(tmp_path, settings), game="destiny")


def test_a_house_rule_file_changes_the_game(tmp_path):
    variant = check_variant_file(write(tmp_path, "  stack: 75\n  hand_limit: 12\n"), game="destiny")
    assert (variant.settings.stack, variant.settings.hand_limit) == (75, 12)


def test_the_log_tells_a_round_and_names_a_lifted_card_only_to_its_owner():
    state = arranged(players=4, dealer=0, field={"c3": "As", "a1": "Kd"}, deck_top="Qh")
    before = state.clone()
    events = play(state, "raise 6", "all in", "call", "fold")
    events += play(state, "look c3", "hold a1", "look b1", "benediction", "look b2", "hold b3")
    events += play(state, "raise 20", "call")
    lines = narrate(events, NAMES, 1, before)
    assert lines[:4] == ["Dan raises to 6", "Ann goes all in, a standing call: calls 6 chips now and every later bet",
                         "You call 5", "Cat folds"]
    assert "Now the play on the field: You are first" in lines
    assert "You look at c3" in lines and "You see the A♠" in lines
    assert "Dan makes the Benediction hand" in lines and "Dan plays the Q♥ off the deck" in lines
    assert "You play the K♦ from a1" in lines and "Ann's standing call follows with 20 chips" in lines
    assert "You win the main pot, 80 chips" in lines and "Hand 2: You deal" in lines
    others = narrate(events, NAMES, 0, before)
    assert "Ben looks at c3" in others and not any("A♠" in line for line in others)


def test_a_whole_game_is_told_and_each_seat_reads_only_its_own_lifted_cards():
    state, rng, events = rules(4).new_state(9), random.Random(9), []
    before = state.clone()
    while not state.is_terminal():
        events += state.apply(rng.choice(state.legal_actions()))
    for you in range(4):
        lines = narrate(events, NAMES, you, before)
        own_looks = sum(1 for e in events if isinstance(e, Looked) and e.seat == you)
        assert sum(line.startswith("You see the ") for line in lines) == own_looks
        assert all(line and line[0].isupper() for line in lines) and lines[-1].startswith("Game over: ")


def test_all_in_with_nothing_to_call_says_so_not_that_no_chips_are_left():
    """Issue 33: "You go all in, a standing call (0 chips now)" read as a stack of 0."""
    lines = narrate([Wagered(0, "all in"), Wagered(1, "all in")], NAMES, 0, None)
    assert lines == ["You go all in, a standing call: nothing to call now, you call every later bet",
                     "Ben goes all in, a standing call: nothing to call now, calls every later bet"]


def test_the_opening_events_are_round_1_s_dealer_and_blinds_as_new_state_dealt_them():
    """Issue 33: hand 1's blinds were posted before any action, so the log never said so."""
    ruleset = rules(4)
    state = ruleset.new_state(5)
    dealer = state.observation(0).dealer
    lines = narrate(ruleset.opening_events(5), NAMES, None, None)
    small, big = NAMES[(dealer + 1) % 4], NAMES[(dealer + 2) % 4]
    assert lines == [f"Hand 1: {NAMES[dealer]} deals", f"{small} posts the small blind, 1 chip",
                     f"{big} posts the big blind, 2 chips"]
    assert state.observation(0).bets == tuple(1 if seat == (dealer + 1) % 4 else 2 if seat == (dealer + 2) % 4
                                              else 0 for seat in range(4))
