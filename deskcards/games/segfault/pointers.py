"""Where cards point: the rank table and the walk along a chain of pointers.

An ace..six points to position 1..6 ("first".."last") of the seated player on
the owner's left, a seven..queen to position 1..6 of the one on the right, and
a king points nowhere. Positions here are 0-based. Rows are indexed by seat,
with ``None`` for a seat that has dropped out of the round.

>>> from deskcards.engine.cards import parse_card
>>> rows = [[parse_card(t) for t in "As 2s 3s 4s 5s 6s".split()]] * 2 + [None, None]
>>> points_to(neighbours(rows), 0, parse_card("Jc"))  # fifth on the right
(1, 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from deskcards.engine.cards import FULL_DECK, KING, rank

LEFT, RIGHT = 0, 1
Rows = Sequence[Sequence[int] | None]
Neighbours = tuple[tuple[int, ...], tuple[int, ...]]
RowT = TypeVar("RowT", bound=Sequence[int])


def seated(rows: Sequence[RowT | None], seat: int) -> RowT:
    """The row of a seat still in the round: only such a seat acts, or is pointed at."""
    row = rows[seat]
    assert row is not None
    return row


def _pointer(card: int) -> tuple[int, int] | None:
    value = rank(card)
    if value == KING:
        return None
    return (LEFT, value - 1) if value <= 6 else (RIGHT, value - 7)


# Per card: (LEFT or RIGHT, position) or None for a king; a lookup beats
# recomputing it on every hop of the AI's playouts.
POINTER: tuple[tuple[int, int] | None, ...] = tuple(_pointer(card) for card in FULL_DECK)


def neighbours(rows: Rows) -> Neighbours:
    """(left, right): for every seat, the nearest seated player each way.

    Left is the next seat in turn order, right the previous one; a lone seat
    is its own neighbour. Dropped-out seats get neighbours too, so the turn can
    pass on from a player who has just crashed.
    """
    count = len(rows)

    def nearest(seat: int, step: int) -> int:
        for distance in range(1, count):
            other = (seat + step * distance) % count
            if rows[other] is not None:
                return other
        return seat

    return tuple(nearest(s, 1) for s in range(count)), tuple(nearest(s, -1) for s in range(count))


def points_to(links: Neighbours, seat: int, card: int) -> tuple[int, int] | None:
    """(seat, position) that ``card`` points to when it lies in ``seat``'s row."""
    pointer = POINTER[card]
    if pointer is None:
        return None
    side, pos = pointer
    return links[side][seat], pos


def walk(rows: Rows, links: Neighbours, seat: int, card: int, n: int) -> tuple[list[tuple[int, int]], bool]:
    """Point ``n`` times from ``card`` held by ``seat``: (hops, crashed).

    ``hops`` lists each (seat, position) pointed to. Pointing *from* a king
    crashes the walk, which then stops: the crashing king is the last hop, or
    the starting card when there are no hops. Ending on a king is fine.
    """
    hops: list[tuple[int, int]] = []
    for _ in range(n):
        hop = points_to(links, seat, card)
        if hop is None:
            return hops, True
        hops.append(hop)
        seat, pos = hop
        card = rows[seat][pos]  # type: ignore[index]  # a seat pointed at is still in the round, so its row is known
    return hops, False


Place = tuple[int, int]


def chain_ends(rows: Rows, links: Neighbours, seat: int, card: int, most: int,
               gap: Place | None = None) -> tuple[list[Place], Place | None]:
    """Where pointing 1, 2 ... ``most`` times from ``card`` (held by ``seat``)
    can end, each place once in the order first reached, and where the walk
    would have gone next.

    Declaring n <= len(ends) ends on ``ends[n - 1]``. The next place is an
    earlier end when the chain loops (every larger n then ends on the loop
    too), ``gap`` when it runs into that place (a card not known yet), or
    None: pointing from a king, so every larger n crashes, or no pointings left.
    """
    ends: list[Place] = []
    while len(ends) < most:
        pointer = POINTER[card]  # points_to, inlined: the AI walks chains in every playout
        if pointer is None:
            return ends, None
        hop = links[pointer[0]][seat], pointer[1]
        if hop == gap or hop in ends:
            return ends, hop
        ends.append(hop)
        seat, pos = hop
        card = rows[seat][pos]  # type: ignore[index]  # a seat pointed at is still in the round, so its row is known
    return ends, None
