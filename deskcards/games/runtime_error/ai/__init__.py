"""Runtime Error's AI players: easy and medium (random comes from the registry; hard is in hard.py).

- easy builds a random statement when it can and plays random input cards,
  claiming a loop only when the prover proves it from what easy knows (a
  player who never says "it runs forever" cannot win: even a random seat,
  which claims at random, beat an easy one that never claimed: see benchmarks/strength.md);
- medium claims a loop with an input card when the prover proves it from
  what medium knows (every card it has not seen may be drawn); otherwise it
  builds the statement that moves it toward a loop (LOOP first, then
  LOAD and PULL, the widest condition first), plays the input card whose
  satisfied statements do the most (LOAD and PULL for cards, LOOP to keep
  going), keeps its cards when no input card does anything, and turns EDIT
  against its opponents' statements, their LOOP first.

Both read only the observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from deskcards.ai.agent import Agent
from deskcards.engine.cards import rank, suit

from ..actions import NO_INPUT, NO_SCRIPT, Edit, Input, Loop, RuntimeErrorAction, Script, unclaimed
from ..claims import provable_inputs
from ..observation import RuntimeErrorObservation
from ..phases import INPUT, LOOPING
from ..prover.loop_model import EDIT, LOAD, LOOP, PULL
from ..statements import Placed
from .hard import HardAgent

# The prover's budget (counted in steps) easy and medium give each input card before claiming with it.
CLAIM_BUDGET_MS = 50
# What medium expects from each function running once.
GAIN = {EDIT: 1.0, LOAD: 2.0, PULL: 1.5, LOOP: 1.0}
# How much medium wants a statement of each function, before its width counts.
WANTED = {LOOP: 8.0, LOAD: 6.0, PULL: 5.0, EDIT: 3.0}
# How much breaking an opponent's statement of each function is worth to medium.
THREAT = {LOOP: 10.0, LOAD: 4.0, PULL: 3.0, EDIT: 2.0}


def _proven_claim(observation: RuntimeErrorObservation,
                  legal: Sequence[RuntimeErrorAction]) -> RuntimeErrorAction | None:
    """The claim with an input card the prover proves a loop for, from what the seat knows, if any."""
    if observation.phase not in (INPUT, LOOPING):
        return None
    proven = provable_inputs(observation, CLAIM_BUDGET_MS)
    if not proven:
        return None
    return next(action for action in legal
                if isinstance(action, (Input, Loop)) and action.forever and action.card == proven[0])


class EasyAgent:
    """Any statement it can build, then any input card, but a loop it can prove it claims."""

    name = "easy"

    def choose(self, observation: RuntimeErrorObservation, rng: random.Random) -> RuntimeErrorAction:
        claim = _proven_claim(observation, observation.legal_actions())
        if claim is not None:
            return claim
        legal = unclaimed(observation.legal_actions())
        scripts = [action for action in legal if isinstance(action, Script)]
        return rng.choice(scripts or legal)


def _width(placed: Placed) -> int:
    assert placed.lower is not None and placed.upper is not None
    return rank(placed.upper) - rank(placed.lower)


def _kind(placed: Placed) -> int | None:
    return None if placed.function is None else suit(placed.function)


class MediumAgent:
    """Greedy by the tables above: every choice scored on what it does now."""

    name = "medium"

    def choose(self, observation: RuntimeErrorObservation, rng: random.Random) -> RuntimeErrorAction:
        legal = observation.legal_actions()
        claim = _proven_claim(observation, legal)
        if claim is not None:
            return claim
        scored = [(self.score(observation, action), rng.random(), action) for action in unclaimed(legal)]
        return max(scored, key=lambda entry: entry[:2])[2]

    def score(self, seen: RuntimeErrorObservation, action: RuntimeErrorAction) -> float:
        if isinstance(action, Script):
            return WANTED[suit(action.function)] + (rank(action.upper) - rank(action.lower)) / 2
        if action in (NO_SCRIPT, NO_INPUT):
            return 0.5 if action is NO_INPUT else 0.0  # an input that does nothing only throws a card away
        if isinstance(action, (Input, Loop)):
            return self.input_value(seen, action.card)
        assert isinstance(action, Edit)
        return self.edit_value(seen, action)

    def input_value(self, seen: RuntimeErrorObservation, card: int) -> float:
        """What playing ``card`` as the input runs for us, in cards gained and turns kept going."""
        own = seen.table[seen.seat]
        kinds = {_kind(placed) for placed in own if placed.active and _covers(placed, card)}
        value = sum(GAIN[kind] for kind in kinds if kind is not None)
        if PULL in kinds and not seen.discard:
            value -= GAIN[PULL]
        if EDIT in kinds and not self.threats(seen):
            value -= GAIN[EDIT]
        return value

    def threats(self, seen: RuntimeErrorObservation) -> list[Placed]:
        return [placed for seat, statements in enumerate(seen.table) if seat != seen.seat
                for placed in statements if _kind(placed) == LOOP]

    def edit_value(self, seen: RuntimeErrorObservation, edit: Edit) -> float:
        """Breaking an opponent's statement (narrower, or another function) is good; ours, bad."""
        before = seen.table[edit.seat][edit.slot]
        cards = list(before.cards)
        cards[edit.part] = edit.card
        after = Placed(*cards)
        lost_width = _width(before) - _width(after)
        kind, new_kind = _kind(before), _kind(after)
        changed = THREAT[kind] if kind != new_kind else 0.0  # type: ignore[index]  # EDIT targets only a face-up statement, so both functions are known
        value = changed + lost_width / 2 + THREAT[kind] / 4  # type: ignore[index]  # EDIT targets only a face-up statement, so both functions are known
        return value if edit.seat != seen.seat else -value


def _covers(placed: Placed, card: int) -> bool:
    assert placed.lower is not None and placed.upper is not None
    return rank(placed.lower) <= rank(card) <= rank(placed.upper)


AGENTS: dict[str, Callable[[], Agent[RuntimeErrorObservation]]] = {
    "easy": EasyAgent,
    "medium": MediumAgent,
    "hard": HardAgent,
}
