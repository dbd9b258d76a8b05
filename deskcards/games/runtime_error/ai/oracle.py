"""Runtime Error's oracle: SEES EVERY CARD; FOR BENCHMARKS ONLY.

Hard (``hard.HardAgent``) with the true position: the prover asked about a
claim with the real deck's cards as the pool (the question the engine
itself asks of a claim), and every rival's real hand in its scores of
threats and EDITs. ``deskcards.games.oracles`` builds it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from deskcards.ai.oracle import OracleAgent
from deskcards.engine.game import Action, State

from ..observation import RuntimeErrorObservation
from ..state import RuntimeErrorState
from .hard import HardAgent


class SeeingHard(HardAgent):
    """Hard reading ``state``, the true one, for what it cannot see."""

    state: RuntimeErrorState  # the true state, set before each choice (``RuntimeErrorOracle``)

    def pool(self, seen: RuntimeErrorObservation) -> Sequence[int]:
        return self.state.zones()["deck"]

    def rival_hand(self, seen: RuntimeErrorObservation, seat: int) -> Sequence[int]:
        return self.state.hand(seat)


class RuntimeErrorOracle(OracleAgent):
    """Hard's prover and scores on the true position: sees every card; benchmarks only."""

    player: SeeingHard

    def __init__(self) -> None:
        self.player = SeeingHard()  # one for the game: it keeps hard's memory of the prover's verdicts

    def choose_seeing(self, state: State, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, RuntimeErrorState)
        self.player.state = state
        return self.player.choose(state.observation(seat), rng)
