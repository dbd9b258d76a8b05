"""Destiny's appraiser for the coach: every legal action valued with hard's own odds.

Every value, of a wager, a hold or a look alike, is the seat's expected score
(``chip_share``): its chips once the hand is over, as a share of all the
chips at the table, reckoned from the seat's observation alone
(``memory.remember``, hard's reading) as follows:

- a wager, by the chance to win the showdown hard wagers on and hard's
  reading of who calls a total and who folds to it (``chip_share``); each raise
  from the smallest to the largest, not only the few sizes ``legal_actions``
  lists, as a player may raise any whole amount. A fold keeps the stack; all
  in is a standing call, valued as the call (chips a later raise would ask of
  it are not counted);
- a hold, by its chance to win the showdown (a known card's, a blind place's
  or the Benediction's, before hard's pacing), wagered on as well as that
  model allows in the final wager round (``TableChips.best_wager``);
- a look, by the best hold it leaves, taken as above, on average over every
  card the look could show (each card the seat cannot place as likely): a
  card in the left hand cannot be held, by us or by a rival yet to play, and
  one we know is one the rivals do not draw. This is the look's worth in this
  hand; what the card it shows is worth in later hands, when the seat may
  hold it, is left out, so two looks that only differ there are valued alike.

The chances are counted exactly when hard's reading suspects no rival, else
sampled from ``rng`` (``odds.Worlds``): ``samples`` says how many worlds, over
all the chances an appraisal drew. Thinking time does not change them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from typing import Any, cast

from deskcards.ai.agent import thinking_factor
from deskcards.ai.appraisal import Appraisal
from deskcards.engine.game import Action, Observation
from deskcards.engine.words import translate

from ..actions import AllIn, Benediction, Call, Check, DestinyAction, Fold, Hold, Look, Raise
from ..observation import DestinyObservation
from ..phases import PLAY
from . import hard
from . import play as ai_play
from .chip_share import EXPECTED_SCORE, TableChips
from .counting import Chances
from .memory import LOOK, Memory
from .odds import SAMPLES, Worlds
from .wager import Spot

WORLDS = 3000  # sampled worlds behind one set of chances: about a point of chance of noise, where hard draws 300
Valued = tuple[dict[Action, float], int, Callable[[Action], str]]  # values, samples, the reason for a best


class DestinyAppraiser:
    """Hard's odds for every choice of the seat."""

    def __init__(self) -> None:
        self.agent = hard()

    def appraise(self, observation: Observation, rng: random.Random, thinking: str = "normal") -> Appraisal:
        thinking_factor(thinking)  # checks the name; Destiny's hard does not search, so it scales nothing
        seen = cast(DestinyObservation, observation)
        legal = list(seen.legal_actions())
        memory = self.agent.recall(seen)
        if isinstance(legal[0], Look):
            values, samples, words = self._looks(seen, memory, legal, rng)
        elif seen.phase == PLAY:
            values, samples, words = self._holds(seen, memory, legal, rng)
        else:
            values, samples, words = self._wagers(seen, memory, legal, rng)
        top = max(values.values())
        preferred = self.agent.choose(seen, rng)  # hard's own choice, where it is among the best
        best = preferred if values[preferred] == top else next(a for a, value in values.items() if value == top)
        return Appraisal(values, EXPECTED_SCORE, best, words(best), samples)

    def _looks(self, seen: DestinyObservation, memory: Memory, legal: list[DestinyAction],
               rng: random.Random) -> Valued:
        """Unseen places alike to hard's reading (the same rivals looked at them
        before) are worth the same: each such kind is valued once. Every look's
        worlds are drawn from one seed, so sampling noise shifts them alike."""
        seed = rng.getrandbits(64)
        values: dict[Action, float] = {}
        kinds: dict[frozenset[int], float] = {}
        samples = 0
        for action in cast(list[Look], legal):
            place = action.place
            if memory.knows(place):
                value, drawn = self._after_look(seen, place, memory.known[place], random.Random(seed), WORLDS)
            elif (kind := memory.peeked.get(place, frozenset())) in kinds:
                value, drawn = kinds[kind], 0
            else:
                shown = [self._after_look(seen, place, card, random.Random(seed), SAMPLES) for card in memory.unknown]
                value, drawn = sum(worth for worth, _ in shown) / len(shown), sum(count for _, count in shown)
                kinds[kind] = value
            values[action] = value
            samples += drawn
        return values, samples, lambda best: ai_play.look_reason(seen, memory, cast(Look, best).place)

    def _after_look(self, seen: DestinyObservation, place: int, card: int, rng: random.Random,
                    samples: int) -> tuple[float, int]:
        """The share the best hold leaves once ``card`` at ``place`` is in our left
        hand, and the worlds drawn to tell (``samples`` at most)."""
        looked = _looking(seen, place, card)
        memory = self.agent.recall(looked)
        worlds = self.agent.worlds(looked, memory, self.agent.reading(looked, memory), rng, samples)
        chances = _hold_chances(memory, list(looked.legal_actions()), worlds)
        chips = TableChips.of(looked, self.agent.careful_table(looked))
        return chips.best_wager(max(chances.values())), _samples(worlds)

    def _holds(self, seen: DestinyObservation, memory: Memory, legal: list[DestinyAction],
               rng: random.Random) -> Valued:
        worlds = self.agent.worlds(seen, memory, self.agent.reading(seen, memory), rng, WORLDS)
        chances = _hold_chances(memory, legal, worlds)
        chips = TableChips.of(seen, self.agent.careful_table(seen))
        values: dict[Action, float] = {action: chips.best_wager(chance) for action, chance in chances.items()}
        return values, _samples(worlds), lambda best: _chance_words(chances[best])

    def _wagers(self, seen: DestinyObservation, memory: Memory, legal: list[DestinyAction],
                rng: random.Random) -> Valued:
        rivals = self.agent.wager_reading(seen, memory)
        worlds = self.agent.worlds(seen, memory, rivals, rng, WORLDS)
        chance = self.agent.held_chance(seen, memory, worlds)
        spot = Spot.of(seen, len(rivals))
        chips = TableChips.of(seen, self.agent.careful_table(seen))
        values: dict[Action, float] = {}
        raises = [Raise(to) for to in range(spot.raise_low, spot.raise_high + 1)]  # any whole amount is legal
        for action in [*legal, *raises]:
            values[action] = chips.wagered(chance, _total(spot, action))
        return values, _samples(worlds), lambda best: _chance_words(chance)


def _looking(seen: DestinyObservation, place: int, card: int) -> DestinyObservation:
    """``seen`` once the seat has lifted ``card`` from ``place``: built field by
    field, so that whatever reads as an observation will do."""
    changes: dict[str, Any] = {"looked": True, "looks": {**seen.looks, place: seen.seat}, "my_look": (place, card),
               "history": (*seen.history, (seen.round_number, seen.seat, LOOK, place))}
    return DestinyObservation(**{field.name: changes.get(field.name, getattr(seen, field.name))
                                 for field in fields(DestinyObservation)})


def _hold_chances(memory: Memory, legal: list[DestinyAction], worlds: Chances) -> dict[Action, float]:
    """Each hold's chance to win the showdown: a known card's, a blind place's or the Benediction's."""
    chances: dict[Action, float] = {}
    for action in legal:
        if isinstance(action, Benediction):
            chances[action] = worlds.deck_chance
        elif isinstance(action, Hold):
            known = memory.knows(action.place)
            chances[action] = worlds.chance(memory.known[action.place]) if known else worlds.unseen_chance
    return chances


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
