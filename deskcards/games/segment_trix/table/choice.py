"""What the chooser has set for the card you are about to play, and what the
engine says of it. Qt-free: the chooser draws it, the tests read it.

A choice is a card, which way up it lies, and the segments (as it lies) that
carry a chip. The font says which digit those segments make, if any; the
engine says whether that play is allowed now and, if not, why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.words import translate, translate_count

from ..actions import Play
from ..cards import value_of
from ..font import SEGMENTS, shape, turned
from ..legality import why_illegal

if TYPE_CHECKING:
    from ..rules import SegmentTrixRules
    from ..state import SegmentTrixState


class Choice:
    def __init__(self, ruleset: SegmentTrixRules, card: int):
        self.ruleset, self.card = ruleset, card
        self.upside_down = False
        self.chips: frozenset[str] = frozenset()

    @property
    def lit(self) -> str:
        """The segments the card itself shows, as it lies."""
        letters = self.ruleset.font.letters[value_of(self.card)]
        return turned(letters) if self.upside_down else letters

    @property
    def empty(self) -> str:
        """The segments a chip may go on: the ones the card leaves grey."""
        return "".join(letter for letter in SEGMENTS if letter not in self.lit)

    @property
    def digit(self) -> int | None:
        """The digit the card and its chips make, or None if they make none."""
        made = shape(self.lit + "".join(self.chips))
        shapes = self.ruleset.font.shapes
        return shapes.index(made) if made in shapes else None

    @property
    def play(self) -> Play | None:
        """The play as set, lying as chosen (a turned twin is the same play as the offered one)."""
        digit = self.digit
        return None if digit is None else self.ruleset.plays.form(self.card, self.upside_down, digit)

    def is_plain(self) -> bool:
        """Upright and without chips: the card as it is."""
        return not self.upside_down and not self.chips

    def toggle(self, letter: str) -> str | None:
        """Put a chip on an empty segment or take it off; a reason if it cannot go there."""
        if letter not in self.empty:
            return translate("segment-trix", "The card already shows segment {letter}: chips go on the grey segments",
                             letter=letter)
        self.chips = self.chips ^ {letter}
        return None

    def turn(self) -> None:
        """Turn the card over end to end; the chips come off, as their places change."""
        self.upside_down = not self.upside_down
        self.chips = frozenset()

    def options(self) -> dict[int, tuple[bool, int]]:
        """Each digit the card can be played as: which way up and how many chips,
        this way up when it can be, else the cheapest way."""
        value = value_of(self.card)
        found: dict[int, tuple[bool, int]] = {}
        for upside_down in (self.upside_down, not self.upside_down):
            for digit, chips in self.ruleset.font.reachable(value, upside_down).items():
                found.setdefault(digit, (upside_down, chips))
        return dict(sorted(found.items()))

    def pick(self, digit: int) -> str | None:
        """Set the card to read as ``digit``; a reason if the font cannot make it."""
        way = self.options().get(digit)
        if way is None:
            return translate("segment-trix", "You cannot make {card} into {digit} in this font", card=self.name(),
                             digit=digit)
        self.upside_down = way[0]
        self.chips = frozenset(letter for letter in self.ruleset.font.letters[digit] if letter not in self.lit)
        return None

    def name(self) -> str:
        return self.ruleset.plays.names.name(self.card)

    def chips_words(self) -> str:
        """The chips as set, for a screen reader: "no chip", "the chips on segments A, G"."""
        if not self.chips:
            return translate("segment-trix", "no chip")
        letters = ", ".join(sorted(letter.upper() for letter in self.chips))
        return translate_count("segment-trix", len(self.chips), "the chip on segment {letters}",
                               "the chips on segments {letters}", letters=letters)

    def reads_words(self, state: SegmentTrixState) -> str:
        """What the card plays as now, or why it cannot be played, for a screen reader."""
        problem = self.problem(state)
        if problem:
            return problem
        if self.upside_down:
            return translate("segment-trix", "plays as {digit} now, turned, using {chips}", digit=self.digit,
                             chips=self.chips_words())
        return translate("segment-trix", "plays as {digit} now, using {chips}", digit=self.digit,
                         chips=self.chips_words())

    def problem(self, state: SegmentTrixState) -> str | None:
        """Why this choice cannot be played now (the font's or the engine's
        reason), or None when it can."""
        play = self.play
        if play is None:
            return translate("segment-trix", "These segments make no digit of the font: add or take off chips")
        reason = why_illegal(state, play)
        return reason and reason[:1].upper() + reason[1:]
