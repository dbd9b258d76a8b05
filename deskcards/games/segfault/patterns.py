"""Judging a row: the winning patterns and the first-player order.

>>> from deskcards.engine.cards import parse_card
>>> row = [parse_card(t) for t in "Qs Kd Ac 2h 3h 4s".split()]
>>> winning_pattern(row), pattern_positions(row, "run")
('run', (0, 1, 2, 3, 4, 5))
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.cards import FULL_DECK, rank
from deskcards.engine.words import noop, relay

FOUR_OF_A_KIND, RUN, FLUSH = "four of a kind", "run", "flush"
LAST_PLAYER_IN = "last player in"
NAMED = {RUN: noop("segfault", "a run"), FLUSH: noop("segfault", "a flush"),
         FOUR_OF_A_KIND: noop("segfault", "four of a kind")}  # a pattern in a sentence
_HOW = {RUN: noop("segfault", "with a run"), FLUSH: noop("segfault", "with a flush"),
        FOUR_OF_A_KIND: noop("segfault", "with four of a kind"),
        LAST_PLAYER_IN: noop("segfault", "as the last player in")}


def how_won(pattern: str) -> str:
    """The words after "Ann wins the hand" for a round won by ``pattern`` (or by being the last player in)."""
    return relay("segfault", _HOW[pattern])
RUN_LENGTH = 5
_RANKS = 13
_ALL_RANKS = (1 << _RANKS) - 1

# One int per card: its rank bit (ace = bit 0) and, above those, its suit bit.
_CARD_BITS = tuple(1 << (rank(card) - 1) | 1 << (_RANKS + card % 4) for card in FULL_DECK)
# The thirteen runs of five ranks, wrapping from king to ace.
RUN_MASKS = tuple(
    sum(1 << (start + k) % _RANKS for k in range(RUN_LENGTH)) for start in range(_RANKS)
)


def _mark_runs() -> bytearray:
    """A table over all 8192 sets of ranks: 1 where the set contains a run."""
    table = bytearray(1 << _RANKS)
    for run in RUN_MASKS:
        free = _ALL_RANKS & ~run
        extra = free
        while True:  # every subset of the free ranks, added to the run
            table[run | extra] = 1
            if not extra:
                break
            extra = (extra - 1) & free
    return table


HAS_RUN = _mark_runs()


def winning_pattern(cards: Sequence[int]) -> str | None:
    """The pattern a row of six cards wins with, or None."""
    bits = 0
    for card in cards:
        bits |= _CARD_BITS[card]
    ranks = bits & _ALL_RANKS
    if HAS_RUN[ranks]:
        return RUN
    if (bits >> _RANKS).bit_count() == 1:
        return FLUSH
    # Four of one rank leaves room for at most two other ranks.
    if ranks.bit_count() <= 3 and _most_of_one_rank(cards) >= 4:
        return FOUR_OF_A_KIND
    return None


def _most_of_one_rank(cards: Sequence[int]) -> int:
    values = [rank(card) for card in cards]
    return max(values.count(value) for value in values)


def pattern_positions(cards: Sequence[int], pattern: str | None) -> tuple[int, ...]:
    """0-based positions of the cards that make ``pattern`` (for highlighting)."""
    values = [rank(card) for card in cards]
    if pattern == RUN:
        present = sum(1 << (value - 1) for value in set(values))
        in_run = 0
        for run in RUN_MASKS:
            if present & run == run:
                in_run |= run
        wanted = {value for value in values if in_run >> (value - 1) & 1}
    elif pattern == FOUR_OF_A_KIND:
        wanted = {value for value in values if values.count(value) >= 4}
    elif pattern == FLUSH:
        wanted = set(values)
    else:
        return ()
    return tuple(pos for pos, value in enumerate(values) if value in wanted)


def highest_rows(rows: Sequence[Sequence[int] | None]) -> list[int]:
    """Seats tied for the highest row: king high, ace low, then next-highest..."""
    keys = {seat: sorted(map(rank, row), reverse=True) for seat, row in enumerate(rows) if row is not None}
    best = max(keys.values())
    return [seat for seat, key in keys.items() if key == best]
