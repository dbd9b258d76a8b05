"""The oracle of each game that has one: SEES EVERY CARD; FOR BENCHMARKS ONLY.

Kept apart from ``deskcards.games.agents`` on purpose: the app lists and
builds players there (``agent_names``, ``make_agent``), and the oracle is in
neither. Benchmarks ask for it here by name (``ORACLE``) and only
``deskcards.sim.play_game`` can seat it, handing it the true state.

Each oracle is its game's hard agent, at hard's budget, searching the true
position (``deskcards.ai.oracle``): the games whose hard agent draws worlds
through ``observation.determinize``. Destiny (exact odds, no search) and
Runtime Error (the prover) have none yet.
"""

from __future__ import annotations

from deskcards.ai.agent import SearchingAgent
from deskcards.ai.oracle import ORACLE, OracleAgent
from deskcards.games.agents import make_agent

# Sees every card; benchmarks only: the games with an oracle.
ORACLE_GAMES = ("segfault", "blackjack", "segment-trix")

__all__ = ["ORACLE", "ORACLE_GAMES", "make_oracle"]


def make_oracle(game: str) -> OracleAgent:
    """``game``'s oracle; ValueError for a game without one."""
    if game not in ORACLE_GAMES:
        raise ValueError(f"no oracle for {game}; the games with one: {', '.join(ORACLE_GAMES)}")
    hard = make_agent(game, "hard")
    assert isinstance(hard, SearchingAgent)  # every game in ORACLE_GAMES searches
    return OracleAgent(hard)
