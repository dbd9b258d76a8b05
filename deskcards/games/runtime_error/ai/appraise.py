"""Runtime Error's appraiser for the coach: the prover where it answers, a fitted chance elsewhere.

From the seat's observation alone, every value is the seat's expected score
(``returns``: 1 for a win, 1/players for a draw at the turn limit, 0 for a loss):

- a claim ("input 7c forever", "loop 8d forever") the prover proves from what
  the seat knows (every unseen card may be drawn) is a won game: 1.0. So is
  the same card played plainly: the turn runs as the proof says, and the seat
  may claim at its next input. The prover is asked, as hard asks it, about
  the cards that can start a PULL cycle or a LOAD loop that outlasts the deck
  (``HardAgent.candidates``);
- any other claim is worth what the same card played plainly is, since an
  unproven claim plays on as a plain input; where a false claim ends the turn
  (``false_claim`` "ends_turn") it is worth the position with that card spent
  and the turn over;
- every other action is worth ``chance``: a logistic fit of the seat's score
  on hard's ``potential`` of the position the action leaves (the seat's row
  and hand, and the nearest opponent's row) and the number of players.

The reason for the best choice, and against the one played (``contrast``), is the
part of hard's ``potential`` that moves the value most (``standing``, in the
words of ``reasons``).

The fit's weights below come from ``benchmarks/runtime_error_calibration.py``,
which plays the games, fits them and shows the calibration.

Thinking time scales the prover's steps (``HardAgent.scale_budget``); the
steps are counted, so the same observation gives the same appraisal anywhere.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import cast

from deskcards.ai.agent import thinking_factor
from deskcards.ai.appraisal import Appraisal
from deskcards.engine.game import Action, Observation
from deskcards.engine.words import relay

from ..actions import NO_SCRIPT, Edit, Input, Loop, RuntimeErrorAction, Script, unclaimed
from ..claims import loop_position
from ..observation import RuntimeErrorObservation
from ..phases import INPUT, LOOPING
from ..reasons import Effect, false_claim, why, why_rather
from ..statements import Placed
from .hard import PROVEN, HardAgent, edited, potential
from .standing import effect

# The logistic fit of the seat's score: benchmarks/runtime_error_calibration.py --games 1200
# --seed 1, 2026-11-29 (hard and medium seats, a random move at 30% of decisions, 2 to 4
# players; 960 games fitted; on the other 240 each bin's mean score is within 0.03 of its
# prediction but the top one's, 87 decisions: 0.92 predicted, 0.98 scored; see
# benchmarks/coach_runtime_error.md).
INTERCEPT = -0.325
PER_PLAYER = -0.717  # times log(players - 1): an even share falls with the players
PER_OWN_POINT = 0.095  # per point of the seat's own potential after the action
PER_RIVAL_POINT = -0.083  # per point of the nearest opponent's potential after it
UNIT = "expected score"


def chance(players: int, own: float, rival: float) -> float:
    """The seat's expected score from the potentials a choice leaves (see the module's doc)."""
    logit = INTERCEPT + PER_PLAYER * math.log(players - 1) + PER_OWN_POINT * own + PER_RIVAL_POINT * rival
    return 1.0 / (1.0 + math.exp(-logit))


def potentials_after(agent: HardAgent, seen: RuntimeErrorObservation, action: RuntimeErrorAction
                     ) -> tuple[float, float]:
    """(own, rival): hard's ``potential`` of the seat's row and hand once ``action`` is played,
    as hard scores it (an input adds ``input_value``), and the highest of an opponent's row."""
    top = seen.discard[-1] if seen.discard else None
    row, hand = seen.table[seen.seat], list(seen.hand)
    rivals = {seat: potential(other, (), top) for seat, other in enumerate(seen.table) if seat != seen.seat}
    own = potential(row, hand, top)
    if isinstance(action, Script):
        placed = Placed(action.lower, action.upper, action.function)
        own = potential(row + (placed,), [card for card in hand if card not in placed.cards], top)
    elif isinstance(action, (Input, Loop)):
        own += agent.input_value(seen, action.card)
    elif isinstance(action, Edit) and action.seat == seen.seat:
        own += agent.edit_value(seen, action)
    elif isinstance(action, Edit):
        rivals[action.seat] = potential(edited(seen.table[action.seat], action), (), top)
        own = potential(row, [card for card in hand if card != action.card], top)
    return own, max(rivals.values())


class RuntimeErrorAppraiser:
    """The prover's verdicts and the fitted chance of every choice of the seat."""

    def __init__(self) -> None:
        self._agents: dict[str, HardAgent] = {}  # one per thinking time: each keeps its prover verdicts

    def appraise(self, observation: Observation, rng: random.Random, thinking: str = "normal") -> Appraisal:
        seen = cast(RuntimeErrorObservation, observation)
        agent = self._agent(thinking)
        legal = seen.legal_actions()
        proven = self._proven(agent, seen)
        players = len(seen.hand_sizes)
        values: dict[Action, float] = {
            action: chance(players, *potentials_after(agent, seen, action)) for action in unclaimed(legal)}
        ends_turn = seen.ruleset.settings.false_claim == "ends_turn"
        for action in legal:
            if isinstance(action, (Input, Loop)) and action.card in proven:
                values[action] = 1.0
            elif isinstance(action, (Input, Loop)) and action.forever:
                values[action] = self._turn_ended(seen, action.card) if ends_turn else \
                    values[replace(action, forever=False)]
        # between equals, a proven card claimed before played plainly, and a plain input before
        # its unproven claim: hard claims what is proved, and only that
        best = max(legal, key=lambda action: (values[action], getattr(action, "forever", False)
                                              == (getattr(action, "card", None) in proven), rng.random()))
        return Appraisal(values, UNIT, best, self._reason(seen, best, values), 0)

    def contrast(self, observation: Observation, best: Action, played: Action) -> str | None:
        """Why ``best`` rather than ``played``, naming what each leaves (``reasons.why_rather``)."""
        seen = cast(RuntimeErrorObservation, observation)
        if getattr(best, "forever", False):  # the appraiser prefers a claim only where the prover proves it
            return relay("hints", PROVEN)
        if isinstance(played, (Input, Loop)) and played.forever and seen.ruleset.settings.false_claim == "ends_turn":
            return false_claim(played.card)
        return why_rather(self._effect(seen, best), self._effect(seen, played))

    def _reason(self, seen: RuntimeErrorObservation, best: Action, values: dict[Action, float]) -> str | None:
        """The prover's words for a proven loop; else what ``best`` gains most over the position
        as it stands (no statement built, no card played), or over the next lower choice."""
        if values[best] == 1.0:
            return relay("hints", PROVEN)
        chosen = self._effect(seen, best)
        lower = [action for action in values if values[action] < values[best]]
        now = why(chosen, self._effect(seen, NO_SCRIPT), now=True)
        if now or not lower:
            return now
        return why(chosen, self._effect(seen, max(lower, key=lambda action: (values[action], str(action)))))

    def _effect(self, seen: RuntimeErrorObservation, action: Action) -> Effect:
        """``standing.effect`` with the fit's weights (hard's scores need no prover, so any agent will do)."""
        return effect(self._agent("normal"), seen, cast(RuntimeErrorAction, action), (PER_OWN_POINT, PER_RIVAL_POINT))

    def _agent(self, thinking: str) -> HardAgent:
        factor = thinking_factor(thinking)  # refuses an unknown thinking time
        if thinking not in self._agents:
            agent = HardAgent()
            agent.scale_budget(factor)
            self._agents[thinking] = agent
        return self._agents[thinking]

    @staticmethod
    def _turn_ended(seen: RuntimeErrorObservation, card: int) -> float:
        """A false claim that ends the turn: ``card`` spent onto the discard pile, nothing run."""
        row, hand = seen.table[seen.seat], [other for other in seen.hand if other != card]
        rival = max(potential(other, (), card) for seat, other in enumerate(seen.table) if seat != seen.seat)
        return chance(len(seen.hand_sizes), potential(row, hand, card), rival)

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
