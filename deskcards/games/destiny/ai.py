"""Destiny's AI players: random, easy, medium and hard.

Each decides from its observation alone and rebuilds its memory from it on
every call (``memory``): easy forgets everything but the card in its left
hand; medium and hard remember their peeks, every public look and hold, and
every played card.

- easy looks anywhere, holds a blind place or blesses the deck, and bets
  plainly (``ai_wager.plain``) on a chance that knows only its look;
- medium looks where it has not looked, holds the known card or blind choice
  with the best chance, and bets plainly; it takes every card it has not seen
  as a blind draw (``showings.plain``);
- hard reads the history too (``showings.shrewd``: a rival holding a place it
  looked at before knows it holds something good), looks where information
  is worth most (``ai_play.look_score``), and wagers on pot odds, raising for
  value and bluffing at a fixed rate (``ai_wager.shrewd``).

Chances come from ``odds.Worlds``: a few hundred samples of where the unseen
cards lie, drawn from the agent's rng, so a decision is quick and the same
observation with the same seed gives the same choice.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from deskcards.ai.agent import Agent, RandomAgent

from . import ai_play, ai_wager, showings
from .actions import Look
from .memory import Memory, forget, remember
from .odds import Worlds

Reading = Callable[[Any, Memory], list]


class DestinyAgent:
    """A level: how much it remembers, how it reads the rivals, how it plays and bets."""

    def __init__(self, name: str, recall: Callable[[Any], Memory], reading: Reading, shrewd: bool):
        self.name = name
        self.recall = recall
        self.reading = reading
        self.shrewd = shrewd

    def choose(self, observation: Any, rng: random.Random) -> Any:
        legal = list(observation.legal_actions())
        if len(legal) == 1:
            return legal[0]
        memory = self.recall(observation)
        if isinstance(legal[0], Look):
            return self._look(observation, memory, legal, rng)
        if observation.phase == "play":
            return self._hold(observation, memory, legal, rng)
        return self._wager(observation, memory, rng)

    def _look(self, observation: Any, memory: Memory, legal: list, rng: random.Random) -> Any:
        if self.shrewd:
            return ai_play.shrewd_look(observation, memory, legal, rng)
        return ai_play.blind_look(memory, legal, rng)

    def _hold(self, observation: Any, memory: Memory, legal: list, rng: random.Random) -> Any:
        worlds = Worlds(memory, self.reading(observation, memory), rng)
        options = ai_play.hold_options(memory, legal, worlds, rng, peeked_weak=self.shrewd)
        return ai_play.best_hold(options)[1]

    def _wager(self, observation: Any, memory: Memory, rng: random.Random) -> Any:
        rivals = self.reading(observation, memory)
        spot = ai_wager.Spot.of(observation, len(rivals))
        chance = self.chance(observation, memory, rivals, rng)
        if self.shrewd:
            return ai_wager.shrewd(spot, chance, observation.phase == "wager1", rng)
        return ai_wager.plain(spot, chance)

    def chance(self, observation: Any, memory: Memory, rivals: list, rng: random.Random) -> float:
        """The chance to win the showdown: with the card held, or (before the
        play) with the best hold the seat could make."""
        worlds = Worlds(memory, rivals, rng)
        seat = observation.seat
        held = next((place for place, holder in observation.holds.items() if holder == seat), None)
        if held is not None:
            return worlds.chance(memory.known[held]) if memory.knows(held) else worlds.unseen_chance
        if seat in observation.benedictions:
            return worlds.deck_chance
        return ai_play.plan_chance(observation, memory, worlds)


def easy() -> DestinyAgent:
    return DestinyAgent("easy", forget, showings.plain, shrewd=False)


def medium() -> DestinyAgent:
    return DestinyAgent("medium", remember, showings.plain, shrewd=False)


def hard() -> DestinyAgent:
    return DestinyAgent("hard", remember, showings.shrewd, shrewd=True)


AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
    "easy": easy,
    "medium": medium,
    "hard": hard,
}
