"""How the hard AI values every choice a seat has: ``Appraisal`` and ``Appraiser``.

The coach grades a decision by the gap between the value of the best legal
action and the one played. An appraiser works from the seat's observation only
(``observation.determinize`` is its one way to hidden cards), so a grade never
rests on a card the seat could not see. Each game's ``GameSpec.appraiser``
builds its own from its hard AI.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from deskcards.engine.game import Action, Observation


@dataclass(frozen=True)
class Appraisal:
    """The value of each legal action to the seat, the best of them and why."""

    # every legal action of the seat -> its value to the seat, 0..1 (win chance;
    # a game with an expected score scales it to 0..1 and says so in `unit`)
    values: dict[Action, float]
    unit: str  # "win chance" or "expected score", perhaps saying what in brackets (words for the report)
    best: Action  # the action with the highest value
    reason: str | None  # why `best`, in the words hints use (the game's hooks.reason / advise), or None
    samples: int  # how much evidence (simulations, worlds) stands behind the values; 0 for exact


class Appraiser(Protocol):
    """Values a seat's legal actions from its observation; ``thinking`` scales the budget.

    An appraiser may also have ``contrast(observation, best, played) -> str | None``:
    why ``best`` beats ``played``, naming both, in the words hints use; the coach
    then shows that instead of ``reason`` (``search_appraiser.SearchAppraiser`` has one).
    """

    def appraise(self, observation: Observation, rng: random.Random, thinking: str = "normal") -> Appraisal: ...
