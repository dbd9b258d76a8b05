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
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from deskcards.engine.game import Action, Observation

ObservationT = TypeVar("ObservationT", bound=Observation, contravariant=True)


class Agent(Protocol[ObservationT]):
    """An AI player for the game whose observations are ``ObservationT``."""

    name: str

    def choose(self, observation: ObservationT, rng: random.Random) -> Action: ...


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


class PriorHooks(Protocol):
    """What every search's hooks answer before a search."""

    def prior(self, observation: Observation) -> Action | None:
        """An action to play without searching (an immediate win), or None."""
        ...


HooksT = TypeVar("HooksT", bound=PriorHooks)


class SearchingAgent(Generic[HooksT]):
    """What the searching agents share: a forced move or the hooks' ``prior``
    is played without searching; otherwise ``_search`` decides. After each
    decision ``last_simulations`` and ``last_seconds`` say how much it took
    (0 for a move played without searching)."""

    search_unit = "simulations"

    def __init__(self, name: str, hooks: HooksT, limits: SearchLimits, stop_when_decided: bool = False):
        self.name = name
        self.hooks = hooks
        self.limits = limits
        self.stop_when_decided = stop_when_decided
        self.last_simulations = 0
        self.last_seconds = 0.0

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        start = time.perf_counter()
        self.last_simulations = 0
        legal = observation.legal_actions()
        action = legal[0] if len(legal) == 1 else self.hooks.prior(observation)
        if action is None:
            action = self._search(observation, rng, start)
        self.last_seconds = time.perf_counter() - start
        return action

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
