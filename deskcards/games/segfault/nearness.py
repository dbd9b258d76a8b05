"""How far a row of six cards is from a winning pattern, quickly.

The AI judges rows in every playout, so a row's rank and suit counts are
kept as packed 4-bit counters in one int (a card adds 1 to its rank's field
and its suit's field) and compared with a threshold in a couple of
operations, instead of counting into lists. ``completers`` gives the cards
that would finish a row as a 52-bit mask, so a playout checks a card reached
by a chain with one bit test.

>>> from deskcards.engine.cards import parse_card
>>> deficits([parse_card(t) for t in "7c 7d 7h 2s 9c Jd".split()])  # four of a kind, run, flush
(1, 2, 4)
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence

from deskcards.engine.cards import FULL_DECK, rank, suit

from .actions import ROW_SIZE
from .patterns import HAS_RUN, RUN_LENGTH, RUN_MASKS

_RANKS = 13
_RANK_COUNTER = tuple(1 << 4 * (rank(card) - 1) for card in FULL_DECK)
_SUIT_COUNTER = tuple(1 << 4 * suit(card) for card in FULL_DECK)
_RANK_SHIFT = tuple(4 * (rank(card) - 1) for card in FULL_DECK)  # its field in the rank counters
_RANK_BIT = tuple(1 << (rank(card) - 1) for card in FULL_DECK)  # ace = bit 0, as in RUN_MASKS
_ONES = sum(1 << 4 * field for field in range(_RANKS))  # a 1 in every field
_HIGHS = _ONES << 3  # each field's top bit


# ``(counters + _AT_LEAST[count]) & _HIGHS`` is nonzero when a field holds
# ``count`` or more: a field holds 0..6, so adding 8 - count sets its top bit
# exactly then, without carrying into the next field.
_AT_LEAST = tuple((8 - count) * _ONES for count in range(8))


@functools.cache
def _most_of_a_suit(suits: int) -> int:
    """The largest suit counter (few counters come up: four small fields)."""
    return max(suits >> shift & 0xF for shift in range(0, 16, 4))


Counts = tuple[int, int, int]  # rank counters, suit counters, set of ranks


def _count(cards: Sequence[int]) -> Counts:
    ranks = suits = present = 0
    for card in cards:
        ranks += _RANK_COUNTER[card]
        suits += _SUIT_COUNTER[card]
        present |= _RANK_BIT[card]
    return ranks, suits, present


def _each_left_out(cards: Sequence[int], counts: Counts) -> Iterator[Counts]:
    """``counts`` without each of ``cards`` (counted in them) in turn."""
    ranks, suits, present = counts
    for card in cards:
        others = ranks - _RANK_COUNTER[card]
        kept = present if others >> _RANK_SHIFT[card] & 0xF else present & ~_RANK_BIT[card]
        yield others, suits - _SUIT_COUNTER[card], kept


# Per set of ranks (13 bits): the most ranks of one wrapping run of five in it.
_RUN_COVER = bytes(max((present & run).bit_count() for run in RUN_MASKS) for present in range(1 << _RANKS))


def deficits(row: Sequence[int]) -> tuple[int, int, int]:
    """Cards missing for four of a kind, a run of five and a flush."""
    return _deficits(_count(row))


def _deficits(counts: Counts) -> tuple[int, int, int]:
    ranks, suits, present = counts
    # The most cards of one rank is 1 to 4, and most often 2.
    if (ranks + _AT_LEAST[3]) & _HIGHS:
        kind = 0 if (ranks + _AT_LEAST[4]) & _HIGHS else 1
    else:
        kind = 2 if (ranks + _AT_LEAST[2]) & _HIGHS else 3
    return kind, RUN_LENGTH - _RUN_COVER[present], ROW_SIZE - _most_of_a_suit(suits)


def shortfall(row: Sequence[int]) -> int:
    """Cards missing from the nearest winning pattern: 0 for a winning row.

    A turn changes at most one card of a row for one that is on the table
    (the swap) and one for the card drawn, so a row short of 2 or more cannot
    win on its owner's next turn without luck.
    """
    return min(_deficits(_count(row)))


def shortfalls_with(row: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``shortfall`` of the row with ``card`` in place of each of its cards in turn."""
    cards = (*row, card)
    return tuple(min(_deficits(counts)) for counts in _each_left_out(row, _count(cards)))


def _one_short(counts: Counts) -> bool:
    """Three of a rank, five of a suit or four ranks of one run: for six
    cards, ``shortfall`` 1 or less; for more, needed for any six of them to be."""
    ranks, suits, present = counts
    return (bool((ranks + _AT_LEAST[3]) & _HIGHS) or bool((suits + _AT_LEAST[ROW_SIZE - 1]) & _HIGHS)
            or _RUN_COVER[present] >= RUN_LENGTH - 1)


def closeness(row: Sequence[int]) -> float:
    """How near a row is to winning, higher is nearer: each pattern counts a
    quarter as much per missing card, and the three add up, since a row with
    two ways to win is more likely to get there."""
    kind, run, flush = deficits(row)
    return _QUARTERS[kind] + _QUARTERS[run] + _QUARTERS[flush]


_QUARTERS = tuple(4.0 ** -missing for missing in range(ROW_SIZE + 1))


_SUIT_CARDS = tuple(sum(1 << (4 * r + s) for r in range(_RANKS)) for s in range(4))
_ALL_CARDS = (1 << len(FULL_DECK)) - 1


@functools.cache
def _cards_of_ranks(ranks: int) -> int:
    """The cards (as bits) of a set of ranks (ace = bit 0)."""
    return sum(0xF << 4 * value for value in range(_RANKS) if ranks >> value & 1)


@functools.cache
def _run_makers(ranks: int) -> int:
    """The ranks that, added to ``ranks``, make a run of five."""
    return sum(1 << value for value in range(_RANKS) if HAS_RUN[ranks | 1 << value])


def completers(row: Sequence[int]) -> int:
    """The cards (bit ``card`` set) that win in place of one of the row's cards;
    none exactly when ``shortfall(row)`` is 2 or more.

    Leaving out one card keeps five: four of a rank win with any card, three
    with their rank's fourth, five of a suit with that suit, and the ranks
    kept with the ranks that finish a run of five.
    """
    once, twice, _ = _rank_multiples(row)
    return _completers(_count(row), once & ~twice)


# A rollout meets the same hand (row and drawn card) again in many of the
# search's worlds, so the answers are remembered.
@functools.lru_cache(maxsize=1 << 16)
def completers_without_each(cards: tuple[int, ...]) -> tuple[int, ...]:
    """``completers`` of ``cards`` without each one of them in turn: seven
    cards give the six-card rows that keep all but one."""
    counts = _count(cards)
    if not _one_short(counts):  # then no part of them is either: the usual answer
        return (0,) * len(cards)
    once, twice, thrice = _rank_multiples(cards)
    singles, pairs = once & ~twice, twice & ~thrice
    found = []
    for card, left in zip(cards, _each_left_out(cards, counts)):
        bit = _RANK_BIT[card]  # leaving it out makes a pair's rank single, or a single's gone
        left_singles = singles | bit if pairs & bit else singles & ~bit
        found.append(_completers(left, left_singles))
    return tuple(found)


def _completers(counts: Counts, singles: int) -> int:
    ranks, suits, present = counts
    if (ranks + _AT_LEAST[4]) & _HIGHS:
        return _ALL_CARDS
    makers = _run_makers_leaving_one(present, singles)
    if (ranks + _AT_LEAST[3]) & _HIGHS:
        makers |= _ranks_held_three_times(ranks)
    return _cards_of_ranks(makers) | _flush_makers(suits)


def _rank_multiples(cards: Sequence[int]) -> tuple[int, int, int]:
    """The ranks held by at least one, two and three of ``cards``."""
    once = twice = thrice = 0
    for card in cards:
        bit = _RANK_BIT[card]
        thrice |= twice & bit
        twice |= once & bit
        once |= bit
    return once, twice, thrice


@functools.lru_cache(maxsize=1 << 14)
def _run_makers_leaving_one(present: int, singles: int) -> int:
    """The ranks that finish a run once one card is left out of a row with
    the ranks ``present``, of which ``singles`` are held by one card only
    (leaving out any other card keeps every rank)."""
    makers = _run_makers(present) if present != singles else 0
    for value in range(_RANKS):
        if singles >> value & 1:
            makers |= _run_makers(present & ~(1 << value))
    return makers


def _ranks_held_three_times(ranks: int) -> int:
    return sum(1 << value for value in range(_RANKS) if ranks >> 4 * value & 0xF >= 3)


@functools.cache
def _flush_makers(suits: int) -> int:
    """The cards of the suit that five or more of the row's cards share, if any."""
    for value in range(4):
        if suits >> 4 * value & 0xF >= ROW_SIZE - 1:
            return _SUIT_CARDS[value]
    return 0
