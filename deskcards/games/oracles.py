"""The oracle of each game that has one: SEES EVERY CARD; FOR BENCHMARKS ONLY.

Kept apart from ``deskcards.games.agents`` on purpose: the app lists and
builds players there (``agent_names``, ``make_agent``), and the oracle is in
neither. Benchmarks ask for it here by name (``ORACLE``) and only
``deskcards.sim.play_game`` can seat it, handing it the true state.

Each oracle is its game's hard agent, at hard's budget, on the true
position, knowing where every card lies but not the deck's order or later
deals (``deskcards.ai.oracle``): in the games whose hard agent draws worlds
through ``observation.determinize``, every world is the true state with its
chance drawn afresh (``SearchOracle`` with the game's ``present`` below);
Runtime Error's hard asks its prover with the real deck's cards and scores
with the rivals' real hands (``deskcards.games.runtime_error.ai.oracle``);
Destiny's hard weighs its exact odds knowing every field card
(``deskcards.games.destiny.ai.oracle``).
"""

from __future__ import annotations

import random
from typing import Any

from deskcards.ai.agent import SearchingAgent
from deskcards.ai.oracle import ORACLE, OracleAgent, Present, SearchOracle
from deskcards.engine.rng import fresh_seed
from deskcards.games.agents import make_agent

# Sees every card; benchmarks only: the games with an oracle.
ORACLE_GAMES = ("segfault", "blackjack", "segment-trix", "runtime-error", "destiny")

__all__ = ["ORACLE", "ORACLE_GAMES", "make_oracle"]


def make_oracle(game: str) -> OracleAgent:
    """``game``'s oracle; ValueError for a game without one (a game added later)."""
    if game not in ORACLE_GAMES:
        raise ValueError(f"no oracle for {game}; the games with one: {', '.join(ORACLE_GAMES)}")
    if game == "runtime-error":
        from deskcards.games.runtime_error.ai.oracle import RuntimeErrorOracle  # its AI loads only when asked

        return RuntimeErrorOracle()
    if game == "destiny":
        from deskcards.games.destiny.ai.oracle import DestinyOracle  # its AI loads only when asked

        return DestinyOracle()
    hard = make_agent(game, "hard")
    assert isinstance(hard, SearchingAgent)  # every other game in ORACLE_GAMES searches
    return SearchOracle(hard, PRESENT[game])


def segfault_present(state: Any, seen: Any, rng: random.Random) -> Any:
    # Every card but the deck's is face up, so hard's own worlds are the present:
    # here the oracle is hard, move for move.
    return seen.determinize(rng)


def blackjack_present(state: Any, seen: Any, rng: random.Random) -> Any:
    zones = state.zones()
    hands = [sum(1 << card for card in zones[f"hand:{seat}"]) for seat in range(len(seen.hand_sizes))]
    deck = sorted(zones["deck"])
    rng.shuffle(deck)
    return seen.ruleset.state_from_public(seen, hands, deck, fresh_seed(rng))


def segment_trix_present(state: Any, seen: Any, rng: random.Random) -> Any:
    from deskcards.games.segment_trix.state import SegmentTrixState  # its rules load only when asked

    hands = [state.hand(seat) for seat in range(len(seen.hand_sizes))]
    return SegmentTrixState.from_public(seen, hands, fresh_seed(rng))  # later rounds dealt afresh


PRESENT: dict[str, Present] = {"segfault": segfault_present, "blackjack": blackjack_present,
                               "segment-trix": segment_trix_present}
