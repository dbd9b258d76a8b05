"""Destiny's AI levels in whole games, and the fairness test: what a seat may
not know never changes what it chooses."""

import random

import pytest

from destiny_helpers import rules
from game_helpers import check_hidden_cards_never_change_a_decision, check_levels_play_whole_games

from deskcards.games.agents import agent_names, make_agent
from deskcards.games.destiny.ai import AGENTS
from deskcards.sim import combined, play_rotating_match

LEVELS = ["random", "easy", "medium", "hard"]


def test_every_level_is_registered():
    assert agent_names("destiny") == LEVELS


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["standard", "pot-limit", "fixed-limit"])
def test_whole_games_with_every_level_stay_legal(variant):
    ruleset = rules(4, variant)
    check_levels_play_whole_games(ruleset, [make_agent("destiny", name) for name in LEVELS], range(1))


@pytest.mark.slow
def test_three_players_of_the_remembering_levels_finish_a_game():
    ruleset = rules(3)
    players = [make_agent("destiny", name) for name in ("hard", "medium", "easy")]
    state, rngs = ruleset.new_state(11), [random.Random(seat) for seat in range(3)]
    while not state.is_terminal():
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat), rngs[seat]))
    assert sum(state.chips()) == 3 * ruleset.stack


def twin(state, seat):
    """``state`` with two field cards ``seat`` has not seen swapped (so what other
    seats saw there differs too) and the deck in reverse order."""
    other = state.clone()
    known = set(state.memory(seat))
    hidden = [place for place, card in enumerate(state.field) if card is not None and place not in known]
    first, second = hidden[0], hidden[-1]
    other._field[first], other._field[second] = other._field[second], other._field[first]
    other._deck.reverse()
    return other


def positions(count=12):
    """States from random play by the levels, at every kind of decision, where
    the seat to act has at least two unseen field cards and two choices."""
    found, kinds = [], {}
    for seed in range(40):
        state = rules(4).new_state(seed)
        players = [make_agent("destiny", name) for name in ("hard", "medium", "random", "easy")]
        rng = random.Random(seed)
        while not state.is_terminal() and len(found) < count:
            seat = state.current_player
            observation = state.observation(seat)
            kind = (observation.phase, observation.looked, state.round_number > 2)
            unseen = sum(1 for place, lies in enumerate(observation.field) if lies and place not in state.memory(seat))
            if unseen >= 2 and len(observation.legal_actions()) > 1 and kinds.get(kind, 0) < 2 and rng.random() < 0.3:
                kinds[kind] = kinds.get(kind, 0) + 1
                found.append(state.clone())
            state.apply(players[seat].choose(observation, rng))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("name", LEVELS)
def test_what_a_seat_may_not_know_never_changes_its_choice(name):
    states = positions()
    assert {(s.phase, s.phase == "play" and s.looked) for s in states} >= {
        ("wager1", False), ("play", False), ("play", True), ("wager2", False)}  # bets, looks, holds
    for state in states:
        seat = state.current_player
        check_hidden_cards_never_change_a_decision(state, twin(state, seat), AGENTS[name], range(2), seat=seat)


@pytest.mark.slow
def test_a_rotating_match_reports_every_seats_final_chips():
    whole = play_rotating_match("destiny", "medium", "easy", 2, seed=3)
    parts = combined([play_rotating_match("destiny", "medium", "easy", range(start, 2, 2), seed=3) for start in (0, 1)])
    assert len(whole.chips) == 2 and all(sum(game) == 4 * 200 for game in whole.chips)
    assert parts.chips == whole.chips
    assert "chips: medium" in whole.line() and "easy +3" in whole.line()
