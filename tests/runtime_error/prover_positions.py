"""Positions for the prover's tests, written as card text."""

from __future__ import annotations

from deskcards.engine.cards import FULL_DECK, parse_card, rank
from deskcards.games.runtime_error.prover.loop_model import LoopPosition, Statement


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(t) for t in text.split())


def statement(text: str, active: bool = True) -> Statement:
    """``"5h Qh 2h"``: lower bound, upper bound, function card."""
    lower, upper, function = cards(text)
    return Statement(lower, upper, function, active)


def position(own: list[str], hand: str, input_card: str, discard: str = "", pool: str | None = None,
             deck_count: int | None = None, others: list[list[str]] = (), rest_in_pool: bool = False,
             exclude_ranks: tuple[int, ...] = ()) -> LoopPosition:
    """Seat 0 plays; ``others`` are the other seats' statements. With ``rest_in_pool``
    the pool is every card not placed elsewhere (minus ``exclude_ranks``)."""
    seats = tuple(tuple(statement(s) for s in seat) for seat in [own, *others])
    placed = {c for seat in seats for s in seat for c in (s.lower, s.upper, s.function)}
    placed |= set(cards(hand)) | set(cards(input_card)) | set(cards(discard))
    if rest_in_pool:
        drawable = frozenset(c for c in FULL_DECK if c not in placed and rank(c) not in exclude_ranks)
    else:
        drawable = frozenset(cards(pool or ""))
    count = len(drawable) if deck_count is None else deck_count
    return LoopPosition(0, seats, cards(hand), cards(input_card)[0], cards(discard), drawable, count)


def example_1(top_of_discard: str = "8d", pool: str = "") -> LoopPosition:
    """The seed's example 1: PULL on 5..Q, LOOP on 4..10, input 7c."""
    return position(["5h Qh 2h", "4s Ts 3s"], "", "7c", discard=top_of_discard, pool=pool)


def example_2(exclude_kings: bool = True) -> LoopPosition:
    """The seed's example 2: LOAD on A..K, LOOP on A..Q, input 5c, the rest of the deck in the pool."""
    return position(["Ac Kc 2c", "As Qs 3s"], "", "5c", rest_in_pool=True,
                    exclude_ranks=(13,) if exclude_kings else ())
