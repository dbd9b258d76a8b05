"""Runtime Error's appraiser for the coach: the prover where it answers, hard's score elsewhere.

From the seat's observation alone ("expected score", 0 to 1):

- a claim ("input 7c forever", "loop 8d forever") the prover proves from what
  the seat knows (every unseen card may be drawn) is a won game: 1.0. The
  prover is asked, as hard asks it, about the cards that can start a PULL
  cycle or a LOAD loop that outlasts the deck (``HardAgent.candidates``);
- any other claim is worth what the same card played plainly is, since an
  unproven claim plays on as a plain input; where a false claim ends the turn
  (``false_claim`` "ends_turn") it is worth 0.0;
- every other action gets hard's score (``HardAgent.score``, points of
  ``potential``) mapped below a proven win: ``TOP`` for the best score, and
  ``TOP / e`` for every ``SCALE`` points below it, so the value falls with the
  gap to hard's choice and never reaches 0 or a proof's 1.0.

Thinking time scales the prover's steps (``HardAgent.scale_budget``); the
steps are counted, so the same observation gives the same appraisal anywhere.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import cast

from deskcards.ai.agent import THINKING
from deskcards.ai.appraisal import Appraisal
from deskcards.engine.game import Action, Observation
from deskcards.engine.words import relay

from ..actions import Input, Loop, unclaimed
from ..claims import loop_position
from ..observation import RuntimeErrorObservation
from ..phases import INPUT, LOOPING
from .hard import PROVEN, HardAgent

TOP = 0.9  # the value of hard's best-scored action when no claim is proven
SCALE = 4.0  # points of potential (four hand cards' worth) that divide a value by e
UNIT = "expected score"


class RuntimeErrorAppraiser:
    """The prover's verdicts and hard's scores for every choice of the seat."""

    def __init__(self) -> None:
        self._agents: dict[str, HardAgent] = {}  # one per thinking time: each keeps its prover verdicts

    def appraise(self, observation: Observation, rng: random.Random, thinking: str = "normal") -> Appraisal:
        seen = cast(RuntimeErrorObservation, observation)
        agent = self._agent(thinking)
        legal = seen.legal_actions()
        proven = self._proven(agent, seen)
        scores = {action: agent.score(seen, action) for action in unclaimed(legal)}
        top = max(scores.values())
        values: dict[Action, float] = {
            action: TOP * math.exp((score - top) / SCALE) for action, score in scores.items()}
        ends_turn = seen.ruleset.settings.false_claim == "ends_turn"
        for action in legal:
            if isinstance(action, (Input, Loop)) and action.forever:
                plain = 0.0 if ends_turn else values[replace(action, forever=False)]
                values[action] = 1.0 if action.card in proven else plain
        # between equals, a plain input before its unproven claim: hard claims only what is proved
        best = max(legal, key=lambda action: (values[action], action in scores or values[action] == 1.0, rng.random()))
        reason = relay("hints", PROVEN) if values[best] == 1.0 else None
        return Appraisal(values, UNIT, best, reason, 0)

    def _agent(self, thinking: str) -> HardAgent:
        if thinking not in THINKING:
            raise ValueError(f"unknown thinking time {thinking!r}; choose from {', '.join(THINKING)}")
        if thinking not in self._agents:
            agent = HardAgent()
            agent.scale_budget(THINKING[thinking])
            self._agents[thinking] = agent
        return self._agents[thinking]

    @staticmethod
    def _proven(agent: HardAgent, seen: RuntimeErrorObservation) -> set[int]:
        """The hand cards whose claim the prover proves from what ``seen`` knows."""
        if seen.phase not in (INPUT, LOOPING):
            return set()
        pool = seen.unseen()
        proven = set()
        for card in agent.candidates(seen, pool):
            hand = [other for other in seen.hand if other != card]
            position = loop_position(seen.seat, seen.table, hand, card, seen.discard, pool, seen.deck_size)
            if agent.verdict(position):
                proven.add(card)
        return proven
