"""The oracle: SEES EVERY CARD; FOR BENCHMARKS ONLY, never offered to players.

It measures a game's ceiling (issue 37): how often hard's own search would
win if it searched the true position instead of worlds dealt from what the
seat has seen. It wraps a searching agent (``SearchingAgent``) that draws
its worlds through ``observation.determinize``, and hands it the seat's
observation with ``determinize`` giving a copy of the true state instead:
the same search, budget and hooks as hard, every world the real one (the
deck's order too, so it also knows what is still to be drawn).

It has no ``choose``: it is not an ``Agent``, so nothing that seats agents
from observations can seat it. ``deskcards.sim.play_game`` alone hands it the
true state (``choose_seeing``); ``deskcards.games.oracles`` builds it.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from deskcards.ai.agent import SearchingAgent
from deskcards.engine.game import Action, Observation, State

ORACLE = "oracle"  # its name in benchmark matches


def seeing(observation: Observation, state: State) -> Observation:
    """``observation`` whose every determinized world is a copy of the true ``state``."""
    seen = copy.copy(observation)
    # An instance attribute shadows the method; the observations are frozen dataclasses.
    object.__setattr__(seen, "determinize", lambda rng: state.clone())
    return seen


class OracleAgent:
    """Hard's search on the true position: sees every card; benchmarks only."""

    sees_every_card = True

    def __init__(self, searcher: SearchingAgent[Any]):
        self.name = ORACLE
        self.searcher = searcher

    def choose_seeing(self, state: State, seat: int, rng: random.Random) -> Action:
        """The move for ``seat`` in the true ``state`` (whose turn it is)."""
        return self.searcher.choose(seeing(state.observation(seat), state), rng)
