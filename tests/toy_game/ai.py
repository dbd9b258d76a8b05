"""High card's AI players; like every agent they read only the observation.

- easy plays its lowest card that beats the trick so far, else its lowest card;
- medium and hard search (``deskcards.ai.ismcts``) over worlds dealt by
  ``observation.determinize``, with the budgets of ``deskcards.ai.agent.DIFFICULTY``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from deskcards.ai.agent import DIFFICULTY, Agent
from deskcards.ai.ismcts import ISMCTSAgent


class EasyAgent:
    name = "easy"

    def choose(self, observation: Any, rng: random.Random) -> Any:
        strength = observation.ruleset.strength
        plays = sorted(observation.legal_actions(), key=lambda play: strength[play.card])
        best_so_far = max(map(strength.__getitem__, observation.trick), default=-1)
        return next((play for play in plays if strength[play.card] > best_so_far), plays[0])


def searching(level: str) -> Callable[[], Agent]:
    return lambda: ISMCTSAgent(level, limits=DIFFICULTY[level], stop_when_decided=True)


AGENTS: dict[str, Callable[[], Agent]] = {"easy": EasyAgent, "medium": searching("medium"), "hard": searching("hard")}
