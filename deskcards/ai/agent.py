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

import random
from dataclasses import dataclass
from typing import Any, Protocol

from deskcards.engine.game import Observation


class Agent(Protocol):
    name: str

    def choose(self, observation: Observation, rng: random.Random) -> Any: ...


class RandomAgent:
    """Uniform over the legal actions: the baseline every AI must beat."""

    def __init__(self, name: str = "random"):
        self.name = name

    def choose(self, observation: Observation, rng: random.Random) -> Any:
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
