"""Asking the infinite-loop prover about a turn: claims, demonstrated loops, hints.

The engine asks with the real deck (``pool`` is its cards); an observation
asks with every card its seat has not seen, so the assist hints never use the
real deck. ``judge`` turns the prover's verdict into a ``Judgement``: proven
or not, and why, in words every player may read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from . import prover
from .loop_model import LoopPosition
from .statements import Placed

# Positions the prover may explore per millisecond of budget when the answer must
# replay. Measured on real-game positions with benchmarks/prover_rate.py --games 1,
# since the never-EDIT and single-class checks made each position dearer: the
# slowest five 0.72-0.93 per CPU ms with 6,000 positions, 0.64-0.92 with 1,400.
# 0.6 keeps the 2000 ms budget (1,200 positions) for all of them.
STATES_PER_MS = 0.6


@dataclass(frozen=True)
class Judgement:
    proven: bool
    reason: str
    verdict: Any = None


def loop_position(player: int, table: Sequence[Sequence[Placed]], hand: Iterable[int], input_card: int,
                  discard: Iterable[int], pool: Iterable[int], deck_count: int) -> LoopPosition:
    """The prover's question: ``player`` has just played ``input_card``; the table's cards all known."""
    statements = tuple(tuple(placed.statement() for placed in seat) for seat in table)
    return LoopPosition(player, statements, tuple(hand), input_card, tuple(discard), frozenset(pool), deck_count)


def budget_positions(budget_ms: int) -> int:
    """The positions a replayable judgement of ``budget_ms`` may explore."""
    return int(budget_ms * STATES_PER_MS)


def judge(position: LoopPosition, budget_ms: int, replayable: bool = False) -> Judgement:
    """The prover's verdict on ``position`` within ``budget_ms``: proven only on a proof.

    ``replayable`` (the engine's own judgements) counts the budget in positions,
    ``STATES_PER_MS`` for each millisecond, instead of reading the clock: a record
    then replays to the same game on a faster or slower machine."""
    if replayable:
        verdict = prover.decide(position, max_states=budget_positions(budget_ms))
    else:
        verdict = prover.decide(position, budget_ms)
    if verdict.loops:
        return Judgement(True, "an infinite loop, proven. " + " ".join(verdict.explain()), verdict)
    if verdict.loops is None:
        return Judgement(False, f"the prover could not decide within its budget ({budget_ms} ms), so the claim "
                                "is not accepted", verdict)
    # Not the prover's words: its refutation may name cards of the real deck.
    return Judgement(False, "no infinite loop: some order of the deck ends the turn", verdict)


def judge_claim(state: Any) -> Judgement:
    """The verdict on the mover's "run forever", the input card just played."""
    return judge(state.loop_position(), state.ruleset.settings.prover_budget_ms, replayable=True)


def provable_inputs(seen: Any, budget_ms: int | None = None) -> tuple[int, ...]:
    """The cards of ``seen``'s hand (an observation of the mover) that would start a loop
    the prover proves with only what that seat knows: every unseen card may be drawn.
    Each card gets ``budget_ms`` (the variant's budget if None)."""
    budget = seen.ruleset.settings.prover_budget_ms if budget_ms is None else budget_ms
    pool = seen.unseen()
    proven = []
    for card in seen.hand:
        hand = [other for other in seen.hand if other != card]
        position = loop_position(seen.seat, seen.table, hand, card, seen.discard, pool, seen.deck_size)
        if judge(position, budget).proven:
            proven.append(card)
    return tuple(proven)
