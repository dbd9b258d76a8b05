"""The oracle: SEES EVERY CARD; FOR BENCHMARKS ONLY, never offered to players.

It measures a game's ceiling (issue 37): how often hard's own way of
choosing would win if it knew the true position instead of what the seat
has seen. An ``OracleAgent`` has no ``choose``: it is not an ``Agent``, so
nothing that seats agents from observations can seat it.
``deskcards.sim.play_game`` alone hands it the true state
(``choose_seeing``); ``deskcards.games.oracles`` builds each game's.

What it knows, in every game: where each card lies now (every hand, every
face-down card, which cards the deck holds), but not what chance has still
to decide (the deck's order, later deals). No player could learn the
future of a shuffle, so knowing it would measure luck, not play.

``SearchOracle`` serves the games whose hard agent (a ``SearchingAgent``)
draws its worlds through ``observation.determinize``: it hands hard the
seat's observation with ``determinize`` giving the true state with its
chance drawn afresh (the game's ``present``). The same search, budget and
hooks as hard.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from deskcards.ai.agent import SearchingAgent
from deskcards.engine.game import Action, Observation, State

ORACLE = "oracle"  # its name in benchmark matches


class OracleAgent(ABC):
    """Chooses from the true state: sees every card; benchmarks only. ``player``
    is the hard agent inside it, the one to time and count."""

    name = ORACLE
    player: object

    @abstractmethod
    def choose_seeing(self, state: State, seat: int, rng: random.Random) -> Action:
        """The move for ``seat`` in the true ``state`` (whose turn it is)."""


# The true state with what chance has still to decide drawn afresh by the
# random source: each card where it lies, the deck's order and later deals new.
Present = Callable[[State, Observation, random.Random], State]


def seeing(observation: Observation, state: State, present: Present) -> Observation:
    """``observation`` whose every determinized world is ``present`` of the true ``state``."""
    seen = copy.copy(observation)
    # An instance attribute shadows the method; the observations are frozen dataclasses.
    object.__setattr__(seen, "determinize", lambda rng: present(state, observation, rng))
    return seen


class SearchOracle(OracleAgent):
    """Hard's search on the true position: sees every card; benchmarks only."""

    player: SearchingAgent[Any]

    def __init__(self, searcher: SearchingAgent[Any], present: Present):
        self.player = searcher
        self.present = present

    def choose_seeing(self, state: State, seat: int, rng: random.Random) -> Action:
        return self.player.choose(seeing(state.observation(seat), state, self.present), rng)
