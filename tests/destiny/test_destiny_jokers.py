"""Jokers, as a variant deals them: where they rank, and that the game, the log,
what a seat may know and the AI take them like any other card (records of the
jokers variant replay: tests/test_every_game.py)."""

import random

import pytest

from destiny_helpers import arranged, play, rules
from game_helpers import check_levels_play_whole_games, rules_without_variant

from deskcards.engine.cards import BLACK_JOKER, FULL_DECK, RED_JOKER, parse_card
from deskcards.engine.game import check_conservation
from deskcards.games.agents import make_agent
from deskcards.games.destiny.ai.memory import remember
from deskcards.games.destiny.ai.odds import BLIND, Worlds
from deskcards.games.destiny.cards import parse_place
from deskcards.games.destiny.events import PotWon
from deskcards.games.destiny.narrate import narrate

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]
LEVELS = ["random", "easy", "medium", "hard"]


def low_jokers(players: int = 3):
    return rules_without_variant("destiny", players, jokers=2, joker_rank="low")


def called_wager_round(state):
    while state.phase == "wager1":
        play(state, "check" if state.can_check(state.current_player) else "call")


def test_the_jokers_variant_deals_two_jokers_above_the_ace_of_spades_the_red_one_highest():
    ruleset = rules(4, "jokers")
    assert sorted(ruleset.deck) == [*FULL_DECK, BLACK_JOKER, RED_JOKER]
    assert ruleset.rank(RED_JOKER) > ruleset.rank(BLACK_JOKER) > ruleset.rank(parse_card("As"))
    state = ruleset.new_state(1)
    assert len(state.field) + len(state.deck) + len(state.discard) == 54


def test_low_jokers_rank_below_the_two_of_clubs_the_red_one_above_the_black():
    ruleset = low_jokers()
    assert ruleset.rank(parse_card("2c")) > ruleset.rank(RED_JOKER) > ruleset.rank(BLACK_JOKER)


def test_a_deck_with_one_joker_has_the_red_one():
    assert set(rules_without_variant("destiny", 3, jokers=1).deck) - set(FULL_DECK) == {RED_JOKER}


@pytest.mark.parametrize("ruleset, winner", [(rules(3, "jokers"), 0), (low_jokers(), 2)])
def test_a_held_joker_wins_or_loses_as_the_variant_ranks_it_and_the_log_names_it(ruleset, winner):
    state = arranged(players=3, dealer=0, field={"a1": "2c", "b1": "As", "c1": "RJ"}, ruleset=ruleset)
    called_wager_round(state)
    before = state.clone()
    events = play(state, "look e5", "hold a1", "look e4", "hold b1", "look e3", "hold c1", "check", "check", "check")
    assert [event.seat for event in events if isinstance(event, PotWon)] == [winner]
    assert "Ann plays the red joker from c1" in narrate(events, NAMES, None, before)


def test_only_the_seat_that_lifts_a_joker_reads_its_name():
    state = arranged(players=3, dealer=0, field={"c3": "BJ"}, ruleset=rules(3, "jokers"))
    called_wager_round(state)
    before = state.clone()
    events = play(state, "look c3")
    assert "You see the black joker" in narrate(events, NAMES, 1, before)
    assert not any("joker" in line for line in narrate(events, NAMES, 0, before))


@pytest.mark.parametrize("ruleset", [rules(5, "jokers"), low_jokers(5)])
def test_random_games_with_jokers_keep_every_card_once(ruleset):
    for seed in range(3):
        state = ruleset.new_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            check_conservation(state, ruleset.deck)


def test_a_determinized_world_keeps_a_joker_the_seat_saw_and_deals_the_other():
    state = arranged(players=4, dealer=0, field={"c3": "RJ"}, ruleset=rules(4, "jokers"))
    called_wager_round(state)
    play(state, "look c3")  # seat 1 lifts the red joker
    observation = state.observation(1)
    assert RED_JOKER not in observation.unseen() and BLACK_JOKER in observation.unseen()
    for seed in range(10):
        world = observation.determinize(random.Random(seed))
        assert world.field[parse_place("c3")] == RED_JOKER and world.observation(1) == observation
        check_conservation(world, state.ruleset.deck)


@pytest.mark.parametrize("ruleset, chance", [(rules(3, "jokers"), 1.0), (low_jokers(), 0.0)])
def test_the_ais_odds_rank_a_known_joker_as_the_variant_does(ruleset, chance):
    state = arranged(players=3, dealer=0, field={"c3": "RJ"}, ruleset=ruleset)
    called_wager_round(state)
    play(state, "look c3")
    worlds = Worlds(remember(state.observation(1)), [BLIND, BLIND], random.Random(1))
    assert worlds.chance(RED_JOKER) == chance


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", [rules(4, "jokers"), low_jokers(4)])
def test_whole_games_with_jokers_and_every_level_stay_legal(ruleset):
    check_levels_play_whole_games(ruleset, [make_agent("destiny", name) for name in LEVELS], range(1))
