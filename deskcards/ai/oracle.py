"""The oracle: SEES EVERY CARD; FOR BENCHMARKS ONLY, never offered to players.

It measures a game's ceiling (issue 37): how often hard's own way of
choosing would win if it knew the true position instead of what the seat
has seen. An ``OracleAgent`` has no ``choose``: it is not an ``Agent``, so
nothing that seats agents from observations can seat it.
``deskcards.sim.play_game`` alone hands it the true state
(``choose_seeing``); ``deskcards.games.oracles`` builds each game's.

``SearchOracle`` serves the games whose hard agent (a ``SearchingAgent``)
draws its worlds through ``observation.determinize``: it hands hard the
seat's observation with ``determinize`` giving a copy of the true state
instead. The same search, budget and hooks as hard, every world the real
one (the deck's order too, so it also knows what is still to be drawn).
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
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


def seeing(observation: Observation, state: State) -> Observation:
    """``observation`` whose every determinized world is a copy of the true ``state``."""
    seen = copy.copy(observation)
    # An instance attribute shadows the method; the observations are frozen dataclasses.
    object.__setattr__(seen, "determinize", lambda rng: state.clone())
    return seen


class SearchOracle(OracleAgent):
    """Hard's search on the true position: sees every card; benchmarks only."""

    player: SearchingAgent[Any]

    def __init__(self, searcher: SearchingAgent[Any]):
        self.player = searcher

    def choose_seeing(self, state: State, seat: int, rng: random.Random) -> Action:
        return self.player.choose(seeing(state.observation(seat), state), rng)
