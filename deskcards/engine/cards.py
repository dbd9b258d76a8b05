"""Standard 52-card deck as small ints, with a two-character text form.

A card is ``(rank - 1) * 4 + suit``: rank 1 (ace) .. 13 (king), suit 0..3 in
the order clubs, diamonds, hearts, spades. Ints keep states cheap to clone.

>>> card_text(parse_card("Td"))
'Td'
>>> rank(parse_card("As")), suit(parse_card("As"))
(1, 3)
"""

from __future__ import annotations

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
DECK_SIZE = 52
FULL_DECK: tuple[int, ...] = tuple(range(DECK_SIZE))


def make_card(rank_value: int, suit_value: int) -> int:
    return (rank_value - 1) * 4 + suit_value


def rank(card: int) -> int:
    return (card >> 2) + 1


def suit(card: int) -> int:
    return card & 3


def is_red(card: int) -> bool:
    return suit(card) in (1, 2)


def card_text(card: int) -> str:
    return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]


def card_label(card: int) -> str:
    """Short human form with a suit symbol, for logs and status lines: ``10♣``."""
    r = rank(card)
    shown = "10" if r == 10 else RANK_CHARS[r - 1]
    return shown + SUIT_SYMBOLS[suit(card)]


def parse_card(text: str) -> int:
    """Parse ``As``, ``Td``, ``10d`` (case-insensitive); ValueError if not a card."""
    t = text.strip()
    if t[:2] == "10":
        t = "T" + t[2:]
    if len(t) != 2 or t[0].upper() not in RANK_CHARS or t[1].lower() not in SUIT_CHARS:
        raise ValueError(f"{text!r} is not a card; write rank then suit, like As, Td or 7c")
    return make_card(RANK_CHARS.index(t[0].upper()) + 1, SUIT_CHARS.index(t[1].lower()))
