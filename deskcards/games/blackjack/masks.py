"""Cards as bits: a hand is an int whose bit ``c`` is set when it holds card ``c``.

Which cards may be played is then an ``&`` with a precomputed mask, and the
matching actions come from prebuilt tuples found by the masked hand itself
(a dict lookup), so the engine's inner loop makes no per-card Python calls.

A *target* says what may open a cycle: ``card * 4 + suit`` for a card on the
pile acting as ``suit`` (its own, or the one an Ace calls), or ``FREE`` when
any card goes (an empty pile, or after a Queen). ``TARGET[target]`` is the
mask of the cards that may go, and ``OPENERS[target]`` finds their plays in
two parts: the suit to match, then the other cards (same rank, other Aces).

>>> from deskcards.engine.cards import parse_card
>>> nine_hearts = parse_card("9h")
>>> hand = BITS[nine_hearts] | BITS[parse_card("9c")] | BITS[parse_card("Ks")] | BITS[parse_card("Ad")]
>>> suit_table, suit_mask, outside_table, outside_mask = OPENERS[nine_hearts * 4 + 2]
>>> [str(play) for play in suit_table[hand & suit_mask] + outside_table[hand & outside_mask]]
['play 9h', 'play Ad=c', 'play Ad=d', 'play Ad=h', 'play Ad=s', 'play 9c']
>>> [str(play) for play in plays_in(hand)]
['play 9c', 'play Ad=c', 'play Ad=d', 'play Ad=h', 'play Ad=s', 'play 9h', 'play Ks']
"""

from __future__ import annotations

import random
import struct
from collections.abc import Sequence

from deskcards.engine.cards import ACE, DECK_SIZE, JACK, KING, QUEEN, rank

from .actions import CLOSE, PLAYS, Close, Play

FULL = (1 << DECK_SIZE) - 1
# A list, not a tuple, as ``shuffled`` explains: the deal sums ``map(BITS.__getitem__, ...)``.
BITS: list[int] = [1 << card for card in range(DECK_SIZE)]
# RANK_MASK[r]: the four cards of rank r (index 0 unused); SUIT_MASK[s]: the 13 of suit s.
RANK_MASK: tuple[int, ...] = (0, *(0xF << 4 * (r - 1) for r in range(1, 14)))
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << (4 * k + s) for k in range(13)) for s in range(4))
ACES = RANK_MASK[ACE]
# What may open a turn while a pick-up is pending.
ANSWERS = ACES | RANK_MASK[2] | RANK_MASK[JACK]
POWER = sum(RANK_MASK[r] for r in (ACE, 2, 3, 8, JACK, QUEEN, KING))
FREE = DECK_SIZE * 4
# TARGET[t]: what may open a cycle on target t: its suit, its rank, and any Ace;
# everything for FREE.
TARGET: tuple[int, ...] = (
    *(SUIT_MASK[t & 3] | RANK_MASK[rank(t >> 2)] | ACES for t in range(FREE)),
    FULL,
)
_KEYS = struct.Struct(f"<{DECK_SIZE}Q")  # little-endian everywhere, so records replay on any machine


def target_of(top: int | None, acting_suit: int | None, queen_free: bool) -> int:
    """The target of ``top``: FREE on an empty pile or after a Queen."""
    if top is None or queen_free:
        return FREE
    assert acting_suit is not None  # a top card has a suit to match
    return top << 2 | acting_suit


def cards_in(mask: int) -> tuple[int, ...]:
    """The cards of ``mask`` in ascending order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return tuple(cards)


def shuffled(cards: Sequence[int], rng: random.Random) -> list[int]:
    """``cards`` in a uniformly random order: each card gets a random 64-bit key.

    Twice as fast as ``rng.shuffle`` (one call for all the random bits, one
    sort), and a shuffle happens every time the discard pile turns over.
    """
    # A list, not the tuple unpack gives: a list's __getitem__ is a fast builtin
    # method, a tuple's a slot wrapper that builds an argument tuple per card.
    keys = list(_KEYS.unpack(rng.getrandbits(64 * DECK_SIZE).to_bytes(8 * DECK_SIZE, "little")))
    return sorted(cards, key=keys.__getitem__)


def _subset_table(cards: Sequence[int]) -> dict[int, tuple[Play, ...]]:
    """For every subset of ``cards`` (ascending), its mask -> its plays by card (an Ace gives four)."""
    own = {card: tuple(play for (held, _), play in PLAYS.items() if held == card) for card in cards}
    masks: list[int] = [0]
    plays: list[tuple[Play, ...]] = [()]
    for index in range(1, 1 << len(cards)):  # built from the subset without its lowest card
        low = index & -index
        card = cards[low.bit_length() - 1]
        masks.append(masks[index ^ low] | 1 << card)
        plays.append(own[card] + plays[index ^ low])
    return dict(zip(masks, plays))


BY_SUIT = tuple(_subset_table(range(s, DECK_SIZE, 4)) for s in range(4))
# EXTENDING[r][hand >> RANK_SHIFT[r] & 15]: the actions of the extend phase for a
# cycle of rank r, CLOSE included, so that phase's legal actions are one lookup
# (index 0 unused). Tuples found by the rank's four bits, not dicts found by the
# masked hand: those masks leave the low bits empty, where a dict looks first.
RANK_SHIFT: tuple[int, ...] = (0, *(4 * (r - 1) for r in range(1, 14)))
EXTENDING: tuple[tuple[tuple[Play | Close, ...], ...], ...] = ((), *(
    tuple(plays + (CLOSE,) for _, plays in sorted(_subset_table(range(4 * (r - 1), 4 * r)).items()))
    for r in range(1, 14)
))
_outside = tuple(TARGET[t] & ~SUIT_MASK[t & 3] for t in range(FREE))
_outside_tables = {mask: _subset_table(cards_in(mask)) for mask in set(_outside)}


def plays_in(mask: int) -> tuple[Play, ...]:
    """Every play of a card in ``mask``, by suit, then rank."""
    return (BY_SUIT[0][mask & SUIT_MASK[0]] + BY_SUIT[1][mask & SUIT_MASK[1]]
            + BY_SUIT[2][mask & SUIT_MASK[2]] + BY_SUIT[3][mask & SUIT_MASK[3]])


class _AnyCard(dict[int, tuple[Play, ...]]):
    """The table of FREE, where any card goes: empty, so each lookup falls to ``plays_in``."""

    def __missing__(self, mask: int) -> tuple[Play, ...]:
        return plays_in(mask)


# OPENERS[t] = (table, mask, table, mask): the suit of t, then the cards of TARGET[t]
# outside it; OPENERS[FREE] finds every card, so legal_actions need not ask for FREE.
OPENERS: tuple[tuple[dict[int, tuple[Play, ...]], int, dict[int, tuple[Play, ...]], int], ...] = (
    *((BY_SUIT[t & 3], SUIT_MASK[t & 3], _outside_tables[_outside[t]], _outside[t]) for t in range(FREE)),
    (_AnyCard(), FULL, {0: ()}, 0),
)

