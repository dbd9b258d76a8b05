"""Segment Trix cards as small ints: ``colour * 9 + value``, values 0-8.

The four colours come from the variant; a card's text (in actions and
records) is its value and the first letter of its colour: ``7p`` is the pink 7
under the standard colours. Players read its name, "the pink 7".
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.words import relay, translate

VALUES = 9
COLOURS = 4
DECK_SIZE = VALUES * COLOURS
FULL_DECK: tuple[int, ...] = tuple(range(DECK_SIZE))


def make_card(value: int, colour: int) -> int:
    return colour * VALUES + value


def value_of(card: int) -> int:
    return card % VALUES


def colour_of(card: int) -> int:
    return card // VALUES


class CardNames:
    """Card texts under one variant's colour names."""

    __slots__ = ("colours", "letters")

    def __init__(self, colours: Sequence[str]):
        self.colours = tuple(colours)
        self.letters = "".join(name[0].lower() for name in colours)

    def text(self, card: int) -> str:
        return f"{value_of(card)}{self.letters[colour_of(card)]}"

    def name(self, card: int) -> str:
        """The card as players read it: "the pink 7"."""
        return translate("segment-trix", "the {colour} {value}", colour=self.colour(colour_of(card)),
                         value=value_of(card))

    def colour(self, colour: int) -> str:
        """A colour's name, translated if it is one of the standard colours (a variant's own stays as written)."""
        return relay("segment-trix", self.colours[colour])

    def parse(self, text: str) -> int:
        t = text.strip().lower()
        if len(t) != 2 or not t[0].isdigit() or int(t[0]) >= VALUES or t[1] not in self.letters:
            raise ValueError(f"{text!r} is not a card; write a value 0-8 then a colour letter "
                             f"({', '.join(self.letters)}), like 7{self.letters[0]}")
        return make_card(int(t[0]), self.letters.index(t[1]))
