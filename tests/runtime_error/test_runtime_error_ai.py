"""The AI levels: legal whole games, decisions that never depend on hidden cards,
and the medium level's preferences."""

import random

import pytest

from game_helpers import check_hidden_cards_never_change_a_decision, check_levels_play_whole_games, play
from runtime_error_helpers import cards, position, rules

from deskcards.games.agents import agent_names, make_agent
from deskcards.games.runtime_error.actions import Edit, Input
from deskcards.games.runtime_error.ai import EasyAgent, MediumAgent
from deskcards.sim import play_rotating_match


def test_the_levels_are_registered():
    assert agent_names("runtime-error") == ["random", "easy", "medium", "hard"]


@pytest.mark.slow
def test_every_level_plays_whole_games_legally():
    levels = [make_agent("runtime-error", name) for name in ("random", "easy", "medium")]
    check_levels_play_whole_games(rules(3), levels, range(3))
    check_levels_play_whole_games(rules(2), [MediumAgent(), EasyAgent()], range(3))


@pytest.mark.slow
def test_easy_beats_random_in_a_seeded_match():
    # Seats alternate, so an even player wins 6 of these 12 games. Easy won 3 of them when it
    # never claimed a loop (random claims at random), 8 once it claimed the loops it can prove.
    result = play_rotating_match("runtime-error", "easy", "random", 12, seed=1, players=2)
    assert result.wins >= 8


def test_hidden_cards_never_change_a_decision():
    a = position("7c 9c 2s 5h", statements=("Ac Kc 4c, As Ts 3s",), other="3h 4h", deck="8c 8h Js")
    b = position("7c 9c 2s 5h", statements=("Ac Kc 4c, As Ts 3s",), other="3h Js", deck="8c 8h 4h")
    for agent in (EasyAgent, MediumAgent):
        check_hidden_cards_never_change_a_decision(a, b, agent, range(4))


def test_easy_and_medium_claim_the_loop_they_can_prove_and_nothing_else():
    example_1 = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="8d")
    for seed in range(4):
        for agent in (EasyAgent(), MediumAgent()):
            assert str(agent.choose(example_1.observation(0), random.Random(seed))) == "input 7c forever"
    # With the 8 of diamonds gone, PULL brings back nothing LOOP would take again.
    no_loop = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="Kh")
    for seed in range(4):
        for agent in (EasyAgent(), MediumAgent()):
            assert not getattr(agent.choose(no_loop.observation(0), random.Random(seed)), "forever", False)


def test_medium_builds_the_widest_loop_statement_it_can():
    state = position("Ah 3h 9h 2s 5d", script=True)
    assert str(MediumAgent().choose(state.observation(0), random.Random(1))) == "script Ah 9h 2s"


def test_medium_plays_the_input_that_loads_and_keeps_its_cards_otherwise():
    state = position("7c Kd", statements=("5h 9h 2c",), other="3h", deck="8c 8h")
    assert MediumAgent().choose(state.observation(0), random.Random(1)) == Input(cards("7c")[0])
    idle = position("Kd Qd", statements=("5h 9h 2c",), other="3h", deck="8c 8h")
    assert str(MediumAgent().choose(idle.observation(0), random.Random(1))) == "no input"


def test_medium_edits_an_opponents_loop():
    state = position("7c Tc 2s", statements=("Ad Kd 4d", "2c 9c 5s"), other="3h", deck="8c 8h")
    play(state, "input 7c")
    choice = MediumAgent().choose(state.observation(0), random.Random(1))
    assert isinstance(choice, Edit) and choice.seat == 1
