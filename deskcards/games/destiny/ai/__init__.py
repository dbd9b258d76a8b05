"""Destiny's AI players: random, easy, medium and hard.

Each decides from its observation alone and rebuilds its memory from it on
every call (``memory``): easy remembers only its own peeks of this round and
the last; medium and hard remember their peeks, every public look and hold,
and every played card.

- easy looks anywhere, holds the card it remembers or a blind choice with
  the best chance, and bets loosely (``ai_wager.loose``: plainly, but it
  calls on pot odds) on a chance that knows only its recent peeks;
- medium looks where it has not looked, holds the known card or blind choice
  with the best chance, and bets plainly; it takes every card it has not seen
  as a blind draw (``showings.plain``);
- hard reads the history too (``showings.shrewd``: a rival holding a place it
  looked at before, or raising, may know it holds something good, as far as
  its past showdowns bear that out), looks where information is worth most
  (``ai_play.look_score``) and lifts a strong card it will not hold so no
  rival can hold it. It plays for time: trailing, it would rather bless the
  deck than spend a blind field place, so the field lasts longer; leading,
  the other way round (``ai_play.paced``). At a wild table (rivals who raise
  and go all in a lot, ``ai_wager.wildness``) it wagers on pot odds with a
  premium for the chips at risk, raising for value and bluffing at a fixed
  rate, and pushes everything in when trailing as the field runs out
  (``ai_wager.shrewd``). At a careful table it reads each rival's chips in
  the pot as the chance that rival sees, sizes its value raises to what the
  rivals will call, and raises past what a rival's chance is worth when
  that wins more on average (``ai_careful``).

Chances come from ``counting.chances``: counted exactly for the plain
reading (easy, medium, and hard while it suspects no rival), else
(``odds.Worlds``) a few hundred samples of where
the unseen cards lie, drawn from the agent's rng, so a decision is quick and
the same observation with the same seed gives the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from deskcards.ai.agent import Advice, Agent, RandomAgent
from deskcards.engine.words import translate

from ..actions import DestinyAction, Look
from ..observation import DestinyObservation
from ..phases import FIRST_WAGER, PLAY
from . import careful as ai_careful
from . import play as ai_play
from . import showings
from . import wager as ai_wager
from .counting import Chances, chances
from .memory import Memory, forget, remember
from .odds import SAMPLES, Showing

Reading = Callable[[DestinyObservation, Memory], list[Showing]]
PlainWager = Callable[[ai_wager.Spot, float], DestinyAction]
WILD_TABLE = 0.5  # ai_wager.wildness from which hard waits for pot odds instead of reading careful bets


class DestinyAgent:
    """A level: how much it remembers, how it reads the rivals, how it plays and bets."""

    def __init__(self, name: str, recall: Callable[[DestinyObservation], Memory], reading: Reading, shrewd: bool,
                 plain_wager: PlainWager = ai_wager.plain):
        self.name = name
        self.recall = recall
        self.reading = reading
        self.shrewd = shrewd
        self.plain_wager = plain_wager  # how a level that is not shrewd bets

    def advise(self, observation: DestinyObservation, rng: random.Random) -> Advice:
        """``choose``'s move, and the chance to win the showdown it was weighed by
        (a look: what it learns)."""
        legal = list(observation.legal_actions())
        memory = self.recall(observation)
        if isinstance(legal[0], Look):
            look = self._look(observation, memory, legal, rng)
            return Advice(look, ai_play.look_reason(observation, memory, look.place))
        chance, action = (self._hold if observation.phase == PLAY else self._wager)(observation, memory, legal, rng)
        return Advice(action, translate("hints", "about a {share} chance to win the showdown", share=f"{chance:.0%}"))

    def choose(self, observation: DestinyObservation, rng: random.Random) -> DestinyAction:
        legal = list(observation.legal_actions())
        if len(legal) == 1:
            return legal[0]
        memory = self.recall(observation)
        if isinstance(legal[0], Look):
            return self._look(observation, memory, legal, rng)
        return (self._hold if observation.phase == PLAY else self._wager)(observation, memory, legal, rng)[1]

    def _look(self, observation: DestinyObservation, memory: Memory, legal: Sequence[DestinyAction],
              rng: random.Random) -> Look:
        looks: Sequence[Look] = legal  # type: ignore[assignment]  # before a look, every legal action is one
        if self.shrewd:
            return ai_play.shrewd_look(observation, memory, looks, rng)
        return ai_play.blind_look(memory, looks, rng)

    def _hold(self, observation: DestinyObservation, memory: Memory, legal: Sequence[DestinyAction],
              rng: random.Random) -> tuple[float, DestinyAction]:
        """The hold, and its chance to win (before any pacing)."""
        worlds = self.worlds(observation, memory, self.reading(observation, memory), rng)
        options = ai_play.hold_options(memory, legal, worlds, rng, peeked_weak=self.shrewd)
        chances = {action: chance for chance, _, action in options}
        if self.shrewd:
            options = ai_play.paced(options, memory, ai_play.trailing(observation))
        action = ai_play.best_hold(options)[1]
        return chances[action], action

    def _wager(self, observation: DestinyObservation, memory: Memory, legal: Sequence[DestinyAction],
               rng: random.Random) -> tuple[float, DestinyAction]:
        """The wager, and the chance to win it was made on."""
        first_wager = observation.phase == FIRST_WAGER
        careful = self.careful_table(observation)
        rivals = self.wager_reading(observation, memory)
        spot = ai_wager.Spot.of(observation, len(rivals))
        chance = self.chance(observation, memory, rivals, rng)
        if careful:
            return chance, ai_careful.careful(spot, chance, first_wager, ai_careful.stakes(observation))
        if self.shrewd:
            return chance, ai_wager.shrewd(spot, chance, first_wager, rng)
        return chance, self.plain_wager(spot, chance)

    def careful_table(self, observation: DestinyObservation) -> bool:
        """Whether this level reads the rivals' bets as careful ones (hard, at a careful table)."""
        return self.shrewd and ai_wager.wildness(observation) < WILD_TABLE

    def wager_reading(self, observation: DestinyObservation, memory: Memory) -> list[Showing]:
        """What the rivals will show, as this level reads them when it wagers."""
        if self.careful_table(observation):
            return ai_careful.read_bets(observation, memory, showings.plain(observation, memory))
        return self.reading(observation, memory)

    @staticmethod
    def worlds(observation: DestinyObservation, memory: Memory, rivals: list[Showing], rng: random.Random,
               samples: int = SAMPLES) -> Chances:
        """The chances, counted or from ``samples`` sampled worlds (``counting.chances``)."""
        free_known, free_unseen = showings.free_field(observation, memory)
        return chances(memory, rivals, rng, free_known=free_known, free_unseen=free_unseen, samples=samples)

    def chance(self, observation: DestinyObservation, memory: Memory, rivals: list[Showing],
               rng: random.Random) -> float:
        """The chance to win the showdown: with the card held, or (before the
        play) with the best hold the seat could make."""
        return self.held_chance(observation, memory, self.worlds(observation, memory, rivals, rng))

    @staticmethod
    def held_chance(observation: DestinyObservation, memory: Memory, worlds: Chances) -> float:
        """``chance`` from the chances ``worlds`` already drawn."""
        seat = observation.seat
        held = next((place for place, holder in observation.holds.items() if holder == seat), None)
        if held is not None:
            return worlds.chance(memory.known[held]) if memory.knows(held) else worlds.unseen_chance
        if seat in observation.benedictions:
            return worlds.deck_chance
        return ai_play.plan_chance(observation, memory, worlds)


def easy() -> DestinyAgent:
    return DestinyAgent("easy", forget, showings.plain, shrewd=False, plain_wager=ai_wager.loose)


def medium() -> DestinyAgent:
    return DestinyAgent("medium", remember, showings.plain, shrewd=False)


def hard() -> DestinyAgent:
    return DestinyAgent("hard", remember, showings.shrewd, shrewd=True)


AGENTS: dict[str, Callable[[], Agent[DestinyObservation]]] = {
    "random": RandomAgent,
    "easy": easy,
    "medium": medium,
    "hard": hard,
}
