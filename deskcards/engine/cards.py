"""Standard 52-card deck as small ints, with a two-character text form.

A card is ``(rank - 1) * 4 + suit``: rank 1 (ace) .. 13 (king), suit 0..3 in
the order clubs, diamonds, hearts, spades. Ints keep states cheap to clone.
The two jokers, for games that deal them, come after the 52: the black one
is 52 (``BJ``), the red one 53 (``RJ``); they have no rank or suit.

>>> card_text(parse_card("Td"))
'Td'
>>> rank(parse_card("As")), suit(parse_card("As"))
(1, 3)
>>> parse_card("rj", jokers=True) == RED_JOKER, card_label(RED_JOKER), is_red(RED_JOKER)
(True, 'red joker', True)
"""

from __future__ import annotations

import re

from deskcards.engine.words import noop, relay, translate

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
# Names in English, marked for translation: a player reads them through suit_name and rank_name.
SUIT_NAMES = (noop("cards", "clubs"), noop("cards", "diamonds"), noop("cards", "hearts"), noop("cards", "spades"))
RANK_NAMES = (noop("cards", "ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10",
              noop("cards", "jack"), noop("cards", "queen"), noop("cards", "king"))
RANK_WORDS = (noop("cards", "ace"), noop("cards", "two"), noop("cards", "three"), noop("cards", "four"),
              noop("cards", "five"), noop("cards", "six"), noop("cards", "seven"), noop("cards", "eight"),
              noop("cards", "nine"), noop("cards", "ten"), noop("cards", "jack"), noop("cards", "queen"),
              noop("cards", "king"))
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
DECK_SIZE = 52
FULL_DECK: tuple[int, ...] = tuple(range(DECK_SIZE))
BLACK_JOKER, RED_JOKER = DECK_SIZE, DECK_SIZE + 1
JOKERS = (RED_JOKER, BLACK_JOKER)  # a deck with one joker has the red one
JOKER_TEXTS = {BLACK_JOKER: "BJ", RED_JOKER: "RJ"}
JOKER_NAMES = {BLACK_JOKER: noop("cards", "black joker"), RED_JOKER: noop("cards", "red joker")}


def suit_name(suit_value: int) -> str:
    return relay("cards", SUIT_NAMES[suit_value])


def rank_name(rank_value: int) -> str:
    return relay("cards", RANK_NAMES[rank_value - 1])


def make_card(rank_value: int, suit_value: int) -> int:
    return (rank_value - 1) * 4 + suit_value


def rank(card: int) -> int:
    return (card >> 2) + 1


def suit(card: int) -> int:
    return card & 3


def is_joker(card: int) -> bool:
    return card in JOKER_TEXTS


def is_red(card: int) -> bool:
    return card == RED_JOKER if is_joker(card) else suit(card) in (1, 2)


def card_text(card: int) -> str:
    if is_joker(card):
        return JOKER_TEXTS[card]
    return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]


def card_label(card: int) -> str:
    """Short human form with a suit symbol, for logs and status lines: ``10♣``
    (a joker by its colour: ``red joker``)."""
    if is_joker(card):
        return relay("cards", JOKER_NAMES[card])
    r = rank(card)
    shown = "10" if r == 10 else RANK_CHARS[r - 1]
    return shown + SUIT_SYMBOLS[suit(card)]


def card_words(card: int) -> str:
    """The card in words, as a screen reader says it: ``seven of clubs``, ``red joker``.

    >>> card_words(parse_card("7c")), card_words(parse_card("Ts")), card_words(RED_JOKER)
    ('seven of clubs', 'ten of spades', 'red joker')
    """
    if is_joker(card):
        return relay("cards", JOKER_NAMES[card])
    return translate("cards", "{rank} of {suit}", rank=relay("cards", RANK_WORDS[rank(card) - 1]),
                     suit=suit_name(suit(card)))


# A card as ``card_label`` writes it, inside a sentence: "10♥", "A♠".
LABEL_IN_TEXT = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")


def spoken_text(text: str) -> str:
    """``text`` with each card written as ``card_label`` writes it put in words, for a
    screen reader, which says a suit symbol badly or not at all.

    >>> spoken_text("Bob plays 10♥, pointing at your A♠.")
    'Bob plays ten of hearts, pointing at your ace of spades.'
    """
    def words(found: re.Match[str]) -> str:
        shown = "T" if found[1] == "10" else found[1]
        return card_words(make_card(RANK_CHARS.index(shown) + 1, SUIT_SYMBOLS.index(found[2])))
    return LABEL_IN_TEXT.sub(words, text)


def parse_card(text: str, jokers: bool = False) -> int:
    """Parse ``As``, ``Td``, ``10d`` (case-insensitive), with ``jokers`` also ``RJ`` and
    ``BJ``; ValueError if not a card."""
    t = text.strip()
    if jokers and t.upper() in JOKER_TEXTS.values():
        return next(card for card, written in JOKER_TEXTS.items() if written == t.upper())
    if t[:2] == "10":
        t = "T" + t[2:]
    if len(t) != 2 or t[0].upper() not in RANK_CHARS or t[1].lower() not in SUIT_CHARS:
        raise ValueError(f"{text!r} is not a card; write rank then suit, like As, Td or 7c"
                         + (" (RJ and BJ are the jokers)" if jokers else ""))
    return make_card(RANK_CHARS.index(t[0].upper()) + 1, SUIT_CHARS.index(t[1].lower()))
