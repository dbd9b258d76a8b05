"""Destiny's card order and the places of the 5x5 field.

Every card has its own rank: by value 2 < 3 < ... < K < A, and within a value
clubs < diamonds < hearts < spades, so no two cards ever tie. Jokers, when a
variant deals them, rank above the ace of spades (``joker_rank`` high) or
below the 2 of clubs (low); of two jokers the red one ranks above the black.

>>> from deskcards.engine.cards import BLACK_JOKER, RED_JOKER, parse_card
>>> destiny_rank(parse_card("2c")), destiny_rank(parse_card("As"))
(0, 51)
>>> destiny_rank(parse_card("Kh")) < destiny_rank(parse_card("Ac"))
True
>>> [destiny_rank(joker, rank) for rank in JOKER_RANKS for joker in (BLACK_JOKER, RED_JOKER)]
[52, 53, -2, -1]
>>> place_text(parse_place("c4")), parse_place("a1"), parse_place("e5")
('c4', 0, 24)
"""

from __future__ import annotations

from deskcards.engine.cards import DECK_SIZE, RED_JOKER, is_joker, rank, suit

SIDE = 5
FIELD_SIZE = SIDE * SIDE
COLUMNS = "abcde"
JOKER_RANKS = ("high", "low")


def destiny_rank(card: int, joker_rank: str = "high") -> int:
    """0 for the 2 of clubs up to 51 for the ace of spades; the black and the red
    joker 52 and 53 when they rank high, -2 and -1 when they rank low."""
    if is_joker(card):
        return (DECK_SIZE if joker_rank == "high" else -2) + (card == RED_JOKER)
    value = 12 if rank(card) == 1 else rank(card) - 2  # the ace is high
    return value * 4 + suit(card)


def best_card(cards: list[int] | tuple[int, ...], joker_rank: str = "high") -> int:
    return max(cards, key=lambda card: destiny_rank(card, joker_rank))


def place_text(place: int) -> str:
    """Column letter then row number: place 0 is a1, place 7 (row 2, column 3) is c2."""
    row, column = divmod(place, SIDE)
    return f"{COLUMNS[column]}{row + 1}"


def parse_place(text: str) -> int:
    """``c3`` (case-insensitive) as a place 0..24; ValueError naming the form otherwise."""
    t = text.strip().lower()
    if len(t) != 2 or t[0] not in COLUMNS or t[1] not in "12345":
        raise ValueError(f"{text!r} is not a field place; write a column a-e and a row 1-5, like c3")
    return (int(t[1]) - 1) * SIDE + COLUMNS.index(t[0])

