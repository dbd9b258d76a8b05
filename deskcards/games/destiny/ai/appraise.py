"""Destiny's appraiser for the coach: every legal action valued with hard's own odds.

From the seat's observation alone (``memory.remember``, hard's reading), for
every legal action: each raise from the smallest to the largest too, not only
the few sizes ``legal_actions`` lists, as a player may raise any whole amount.


- a wager is valued by the chips it is expected to leave the seat with after
  the hand, as a share of all the chips at the table ("expected score"): the
  chance to win the showdown hard wagers on, and hard's careful-table model of
  who calls a total and who folds to it (``ai_careful.stakes``); the chips of
  seats already folded go to the winner too. A fold keeps the stack; all in
  is a standing call, valued as the call (chips a later raise would ask of it
  are not counted);
- a hold is valued by its chance to win the showdown ("win chance"): a known
  card's, a blind place's or the Benediction's, before hard's pacing;
- a look is valued by what it tells (``ai_play.look_score``, 0 to 3, over 3;
  "expected score"): lifting a second strong known card while rivals are yet
  to play is worth the most, as hard does it.

The chances are counted exactly when hard's reading suspects no rival, else
sampled from ``rng`` (``odds.Worlds``): ``samples`` says which. Thinking time
does not change them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import cast

from deskcards.ai.agent import THINKING
from deskcards.ai.appraisal import Appraisal
from deskcards.engine.game import Action, Observation
from deskcards.engine.words import translate

from ..actions import AllIn, Benediction, Call, Check, DestinyAction, Fold, Hold, Look, Raise
from ..observation import DestinyObservation
from ..phases import PLAY
from . import careful as ai_careful
from . import hard
from . import play as ai_play
from .counting import Chances
from .memory import Memory
from .odds import Worlds
from .showings import live_rivals
from .wager import Spot

WIN_CHANCE, EXPECTED_SCORE = "win chance", "expected score"
Valued = tuple[dict[Action, float], str, int, Callable[[Action], str]]  # values, unit, samples, the reason for a best


class DestinyAppraiser:
    """Hard's odds for every choice of the seat."""

    def __init__(self) -> None:
        self.agent = hard()

    def appraise(self, observation: Observation, rng: random.Random, thinking: str = "normal") -> Appraisal:
        if thinking not in THINKING:
            raise ValueError(f"unknown thinking time {thinking!r}; choose from {', '.join(THINKING)}")
        seen = cast(DestinyObservation, observation)
        legal = list(seen.legal_actions())
        memory = self.agent.recall(seen)
        if isinstance(legal[0], Look):
            values, unit, samples, words = self._looks(seen, memory, legal)
        elif seen.phase == PLAY:
            values, unit, samples, words = self._holds(seen, memory, legal, rng)
        else:
            values, unit, samples, words = self._wagers(seen, memory, legal, rng)
        top = max(values.values())
        preferred = self.agent.choose(seen, rng)  # hard's own choice, where it is among the best
        best = preferred if values[preferred] == top else next(a for a, value in values.items() if value == top)
        return Appraisal(values, unit, best, words(best), samples)

    def _looks(self, seen: DestinyObservation, memory: Memory, legal: list[DestinyAction]) -> Valued:
        places = [action.place for action in legal if isinstance(action, Look)]
        spare = ai_play.spare_to_lift(seen, memory, set(places))
        values: dict[Action, float] = {}
        for place in places:
            score = ai_play.look_score(seen, memory, place)
            values[Look(place)] = 1.0 if place == spare else score / 3
        return values, EXPECTED_SCORE, 0, lambda best: ai_play.look_reason(seen, memory, cast(Look, best).place)

    def _holds(self, seen: DestinyObservation, memory: Memory, legal: list[DestinyAction],
               rng: random.Random) -> Valued:
        worlds = self.agent.worlds(seen, memory, self.agent.reading(seen, memory), rng)
        values: dict[Action, float] = {}
        for action in legal:
            if isinstance(action, Benediction):
                values[action] = worlds.deck_chance
            elif isinstance(action, Hold):
                known = memory.knows(action.place)
                values[action] = worlds.chance(memory.known[action.place]) if known else worlds.unseen_chance
        return values, WIN_CHANCE, _samples(worlds), lambda best: _chance_words(values[best])

    def _wagers(self, seen: DestinyObservation, memory: Memory, legal: list[DestinyAction],
                rng: random.Random) -> Valued:
        rivals = self.agent.wager_reading(seen, memory)
        worlds = self.agent.worlds(seen, memory, rivals, rng)
        chance = self.agent.held_chance(seen, memory, worlds)
        spot = Spot.of(seen, len(rivals))
        stakes = ai_careful.stakes(seen)
        live = set(live_rivals(seen))
        dead = sum(chips for other, chips in enumerate(seen.committed) if other != seen.seat and other not in live)
        table = sum(seen.stacks) + sum(seen.committed)
        mine = spot.stack + spot.committed
        values: dict[Action, float] = {}
        raises = [Raise(to) for to in range(spot.raise_low, spot.raise_high + 1)]  # any whole amount is legal
        for action in [*legal, *raises]:
            total = _total(spot, action)
            won = -spot.committed if total is None else ai_careful.expected_chips(chance, total, stakes) + chance * dead
            values[action] = min(1.0, max(0.0, (mine + won) / max(1, table)))
        return values, EXPECTED_SCORE, _samples(worlds), lambda best: _chance_words(chance)


def _total(spot: Spot, action: DestinyAction) -> int | None:
    """Our chips in the hand after ``action`` (None: a fold)."""
    earlier = spot.committed - spot.bet  # ours from the wager rounds before
    if isinstance(action, Raise):
        return min(spot.committed + spot.stack, earlier + action.to)
    if isinstance(action, (Call, AllIn)):  # all in stands as a call: what a later raise would add is not counted
        return spot.committed + min(spot.to_call, spot.stack)
    assert isinstance(action, (Check, Fold))
    return spot.committed if isinstance(action, Check) else None


def _chance_words(chance: float) -> str:
    return translate("hints", "about a {share} chance to win the showdown", share=f"{chance:.0%}")


def _samples(worlds: Chances) -> int:
    return worlds.samples if isinstance(worlds, Worlds) else 0
