"""Determinized flat Monte Carlo (deskcards.ai.playouts) on a toy game.

The toy: the deciding seat names a door; a hidden draw then decides whether
it wins. Door 1 wins four times in five, door 0 once in five, door 2 never.
"""

from __future__ import annotations

import random

from deskcards.ai.agent import SearchLimits
from deskcards.ai.playouts import FlatMonteCarloAgent, PlayoutHooks

WIN_CHANCE = (0.2, 0.8, 0.0)
ROOMY = SearchLimits(max_simulations=600, time_budget_s=30.0)


class DoorState:
    def __init__(self, luck: float):
        self.luck = luck  # the hidden draw: a door wins if luck < its chance
        self.door: int | None = None
        self.current_player = 0

    def clone(self) -> DoorState:
        twin = DoorState(self.luck)
        twin.door = self.door
        return twin

    def step(self, door: int) -> None:
        self.door = door
        self.current_player = None

    def is_terminal(self) -> bool:
        return self.door is not None

    def returns(self) -> tuple[float, float]:
        won = self.luck < WIN_CHANCE[self.door]
        return (1.0, 0.0) if won else (0.0, 1.0)


class DoorObservation:
    seat = 0

    def __init__(self):
        self.worlds = 0

    def legal_actions(self):
        return (0, 1, 2)

    def determinize(self, rng: random.Random) -> DoorState:
        self.worlds += 1
        return DoorState(rng.random())


class DoorHooks(PlayoutHooks):
    def __init__(self, prior=None, candidates=(0, 1, 2)):
        self._prior, self._candidates = prior, candidates

    def prior(self, observation):
        return self._prior

    def candidates(self, observation):
        return self._candidates

    def play_out(self, state, seat, rng):
        assert state.is_terminal()  # the toy game ends with the first move


def test_it_picks_the_move_that_wins_most_often():
    agent = FlatMonteCarloAgent("test", DoorHooks(), ROOMY)
    assert [agent.choose(DoorObservation(), random.Random(seed)) for seed in range(5)] == [1] * 5


def test_every_candidate_meets_the_same_worlds_and_the_cap_holds():
    agent = FlatMonteCarloAgent("test", DoorHooks(), SearchLimits(max_simulations=31, time_budget_s=30.0))
    observation = DoorObservation()
    agent.choose(observation, random.Random(1))
    assert observation.worlds == 10  # one world per round, shared by the three doors
    assert agent.last_simulations == 30  # a whole round more would pass 31


def test_ties_go_to_the_first_candidate():
    agent = FlatMonteCarloAgent("test", DoorHooks(candidates=(2, 0)), SearchLimits(4, 30.0))
    observation = DoorObservation()
    choices = set()
    for seed in range(20):
        choice = agent.choose(observation, random.Random(seed))
        choices.add(choice)
    # Door 0 wins now and then, door 2 never: 2 only when door 0 also lost both rounds.
    assert choices == {0, 2}


def test_a_prior_or_a_single_candidate_plays_without_playouts():
    observation = DoorObservation()
    agent = FlatMonteCarloAgent("test", DoorHooks(prior=2), ROOMY)
    assert agent.choose(observation, random.Random(0)) == 2
    agent = FlatMonteCarloAgent("test", DoorHooks(candidates=(0,)), ROOMY)
    assert agent.choose(observation, random.Random(0)) == 0
    assert agent.last_simulations == 0 and observation.worlds == 0


def test_stopping_once_decided_keeps_the_answer_and_saves_playouts():
    saved = 0
    for candidates in ((0, 1, 2), (2, 0)):
        for seed in range(10):
            stopping = FlatMonteCarloAgent("test", DoorHooks(candidates=candidates), ROOMY, stop_when_decided=True)
            full = FlatMonteCarloAgent("test", DoorHooks(candidates=candidates), ROOMY)
            choice = stopping.choose(DoorObservation(), random.Random(seed))
            assert choice == full.choose(DoorObservation(), random.Random(seed))
            assert full.last_simulations == ROOMY.max_simulations
            saved += stopping.last_simulations < full.last_simulations
    assert saved == 20  # every one of these is a clear call
