"""What an AI player is: something that turns an observation into an action.

Agents are handed an ``Observation`` (see ``deskcards.engine.game``), never the
real state, so an agent cannot peek at hidden cards even by mistake. All their
randomness comes from the ``rng`` passed to ``choose``: the same observation
and the same seed give the same decision.

>>> import random
>>> class OneTwo:
...     seat = 0
...     def legal_actions(self): return (1, 2)
>>> RandomAgent().choose(OneTwo(), random.Random(3)) in (1, 2)
True
"""

from __future__ import annotations

import math
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from deskcards.engine.game import Action, Observation
from deskcards.engine.words import noop, relay

ObservationT = TypeVar("ObservationT", bound=Observation, contravariant=True)


class Agent(Protocol[ObservationT]):
    """An AI player for the game whose observations are ``ObservationT``."""

    name: str

    def choose(self, observation: ObservationT, rng: random.Random) -> Action: ...


@dataclass(frozen=True)
class Advice:
    """A move an agent would make, and why in a few words where it can say
    ("leads to four of a kind"); ``reason`` None where it cannot."""

    action: Action
    reason: str | None = None


class Advisor(Agent[Observation], Protocol):
    """The optional part of the protocol: an agent that can say why. ``advise``
    chooses exactly as ``choose`` does with the same rng, then explains."""

    def advise(self, observation: Observation, rng: random.Random) -> Advice: ...


ONLY_MOVE = noop("hints", "it is the only move")  # shown through relay("hints", ...)


def advise(agent: Agent[Any], observation: Observation, rng: random.Random) -> Advice:
    """``agent``'s move for ``observation``, with its reason if it is an ``Advisor``."""
    if len(observation.legal_actions()) == 1:
        return Advice(observation.legal_actions()[0], relay("hints", ONLY_MOVE))
    explain = getattr(agent, "advise", None)
    return explain(observation, rng) if explain is not None else Advice(agent.choose(observation, rng))


class RandomAgent:
    """Uniform over the legal actions: the baseline every AI must beat."""

    def __init__(self, name: str = "random"):
        self.name = name

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        return rng.choice(observation.legal_actions())


@dataclass(frozen=True)
class SearchLimits:
    """A search stops at whichever limit it reaches first."""

    max_simulations: int
    time_budget_s: float


# The difficulty levels are only search budgets; a game's ai module decides
# what else (heuristics, pruning) each level gets. Hard must answer in 300 ms
# median, so its clock budget leaves room for the forced-move checks around it.
DIFFICULTY: dict[str, SearchLimits] = {
    "easy": SearchLimits(max_simulations=100, time_budget_s=0.05),
    "medium": SearchLimits(max_simulations=500, time_budget_s=0.12),
    "hard": SearchLimits(max_simulations=2000, time_budget_s=0.25),
}


# How long the hard AI may think (the ``ai_thinking`` preference): its search
# budget, both limits, times this.
THINKING: dict[str, float] = {"quick": 0.4, "normal": 1.0, "long": 3.0}


def thinking_factor(thinking: str) -> float:
    """What a thinking time of ``THINKING`` multiplies the budget by; ValueError naming them for another."""
    if thinking not in THINKING:
        raise ValueError(f"unknown thinking time {thinking!r}; choose from {', '.join(THINKING)}")
    return THINKING[thinking]


def scaled(limits: SearchLimits, factor: float) -> SearchLimits:
    """``limits``, both of them, times ``factor`` (at least one simulation)."""
    return SearchLimits(max(1, round(limits.max_simulations * factor)), limits.time_budget_s * factor)


def thinking_limits(limits: SearchLimits, thinking: str) -> SearchLimits:
    """``limits`` for a thinking time of ``THINKING``; ValueError naming them for another."""
    return scaled(limits, thinking_factor(thinking))


class PriorHooks(Protocol):
    """What every search's hooks answer around a search: a move before it, a reason after."""

    def prior(self, observation: Observation) -> Action | None:
        """An action to play without searching (an immediate win), or None."""
        ...

    def reason(self, observation: Observation, action: Action, value: float | None) -> str | None:
        """Why ``action`` (the search valued it ``value``), in a few words, or None."""
        ...


HooksT = TypeVar("HooksT", bound=PriorHooks)


class BudgetedAgent(ABC):
    """An agent with a budget that a player's thinking time stretches (``games.agents.make_agent``)."""

    @abstractmethod
    def scale_budget(self, factor: float) -> None:
        """Think ``factor`` times as long."""


class SearchingAgent(BudgetedAgent, Generic[HooksT]):
    """What the searching agents share: a forced move or the hooks' ``prior``
    is played without searching; otherwise ``_search`` decides. After each
    decision ``last_simulations`` and ``last_seconds`` say how much it took
    (0 for a move played without searching), and ``last_value`` what the
    search expects the move to be worth to the seat, from 0 to 1 (None
    without a search). ``advise`` asks the hooks' ``reason`` why."""

    search_unit = "simulations"

    def __init__(self, name: str, hooks: HooksT, limits: SearchLimits, stop_when_decided: bool = False):
        self.name = name
        self.hooks = hooks
        self.limits = limits
        self.stop_when_decided = stop_when_decided
        self.last_simulations = 0
        self.last_seconds = 0.0
        self.last_value: float | None = None

    def scale_budget(self, factor: float) -> None:
        """Search ``factor`` times as long and as many simulations (a player's thinking time)."""
        self.limits = scaled(self.limits, factor)

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        start = time.perf_counter()
        self.last_simulations = 0
        self.last_value = None
        legal = observation.legal_actions()
        action = legal[0] if len(legal) == 1 else self.hooks.prior(observation)
        if action is None:
            action = self._search(observation, rng, start)
        self.last_seconds = time.perf_counter() - start
        return action

    def advise(self, observation: Observation, rng: random.Random) -> Advice:
        action = self.choose(observation, rng)
        return Advice(action, self.hooks.reason(observation, action, self.last_value))

    def _search(self, observation: Observation, rng: random.Random, start: float) -> Action:
        raise NotImplementedError


# --- stopping a search once its answer is settled --------------------------------


def steps_left(done: int, cap: int, began: float, now: float, deadline: float) -> int:
    """Search steps (simulations, rounds) still to come: those left under
    ``cap``, or as many as fit before ``deadline`` at the pace so far."""
    pace = done / max(now - began, 1e-9)
    return min(cap - done, math.ceil(pace * (deadline - now)))


def settled(scores: Iterable[float], steps: int) -> bool:
    """Whether the leader of ``scores`` (none below 0) stays the leader if
    each of ``steps`` more steps adds at most 1 to one score: a runner-up
    that trails by more cannot even draw level (a draw could go its way)."""
    first = second = 0.0
    for score in scores:
        if score > first:
            first, second = score, first
        elif score > second:
            second = score
    return first - second > steps
