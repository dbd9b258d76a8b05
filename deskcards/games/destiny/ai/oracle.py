"""Destiny's oracle: SEES EVERY CARD; FOR BENCHMARKS ONLY.

Hard (``hard()``: its readings, odds, plays and wagers) with a memory that
knows every card in the field, so each rival's held card is known and who
wins the showdown is known up to the cards still to be drawn from the deck
(whose order it leaves to chance, as hard's exact odds do).
``deskcards.games.oracles`` builds it.
"""

from __future__ import annotations

import random
from dataclasses import replace

from deskcards.ai.oracle import OracleAgent
from deskcards.engine.game import Action, State

from ..observation import DestinyObservation
from ..state import DestinyState
from . import DestinyAgent, hard
from .memory import Memory, remember


class DestinyOracle(OracleAgent):
    """Hard's exact odds with every field card known: sees every card; benchmarks only."""

    player: DestinyAgent

    def __init__(self) -> None:
        self.player = hard()
        self.player.recall = self.every_card
        self.state: DestinyState | None = None

    def every_card(self, observation: DestinyObservation) -> Memory:
        """What hard remembers, and every card that lies in the field."""
        assert self.state is not None  # set by choose_seeing
        memory = remember(observation)
        known = {place: card for place, card in enumerate(self.state.field) if card is not None}
        unknown = tuple(card for card in memory.unknown if card not in set(known.values()))
        return replace(memory, known=known, unknown=unknown)

    def choose_seeing(self, state: State, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, DestinyState)
        self.state = state
        return self.player.choose(state.observation(seat), rng)
