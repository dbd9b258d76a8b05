"""Segment Trix's only action: play a card, possibly upside down, as a digit.

Text forms: ``play 7p`` (upright, as itself), ``play 2b=8`` (upright, chips
make it an 8), ``play 6g~9`` (turned upside down, read as 9). Every play a
ruleset allows is built once (``PlayTable``) and parsing returns that object.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import FULL_DECK, CardNames, colour_of, value_of
from .font import Font


@dataclass(frozen=True, slots=True)
class Play:
    card: int
    upside_down: bool
    digit: int
    chips: int = field(compare=False)  # follows from the font; kept for the engine's inner loop
    text: str = field(compare=False, repr=False)

    def __str__(self) -> str:
        return self.text


def _text(names: CardNames, card: int, upside_down: bool, digit: int) -> str:
    card_text = names.text(card)
    if upside_down:
        return f"play {card_text}~{digit}"
    return f"play {card_text}" if digit == value_of(card) else f"play {card_text}={digit}"


class PlayTable:
    """Every play the font allows, per card, cheapest first; and the parser."""

    __slots__ = ("names", "by_card", "_by_text")

    def __init__(self, font: Font, names: CardNames):
        self.names = names
        self.by_card: tuple[tuple[Play, ...], ...] = tuple(
            tuple(
                Play(card, upside_down, digit, chips, _text(names, card, upside_down, digit))
                for upside_down in (False, True)
                for digit, chips in font.reachable(value_of(card), upside_down).items()
            )
            for card in FULL_DECK
        )
        self._by_text = {play.text: play for plays in self.by_card for play in plays}

    def parse(self, text: str) -> Play:
        """The prebuilt play for ``text``; ValueError saying what is wrong."""
        words = text.lower().split()
        if len(words) != 2 or words[0] != "play":
            raise ValueError(f"{text!r} is not an action; write play 7p, play 2b=8 or play 6g~9")
        written = words[1]
        card_text, mark, digit_text = written[:2], written[2:3], written[3:]
        card = self.names.parse(card_text)
        if mark and (mark not in "=~" or not digit_text.isdigit() or len(digit_text) != 1):
            raise ValueError(f"{text!r}: after the card write =D (upright as digit D) or ~D (upside down as D)")
        canonical = _text(self.names, card, mark == "~", int(digit_text) if mark else value_of(card))
        play = self._by_text.get(canonical)
        if play is None:
            raise ValueError(f"{self.names.text(card)} cannot be played as {digit_text or value_of(card)}"
                             f"{' upside down' if mark == '~' else ''} in this font")
        return play


def legal_plays(table: PlayTable, hand: tuple[int, ...] | list[int], trick: tuple[Play, ...] | list[Play],
                chips: int) -> tuple[Play, ...]:
    """Per card in hand order, its plays cheapest first: only the lead colour if
    the hand holds it, and no more chips than are unused."""
    if trick:
        lead = colour_of(trick[0].card)
        hand = [card for card in hand if colour_of(card) == lead] or hand
    by_card = table.by_card
    return tuple(play for card in hand for play in by_card[card] if play.chips <= chips)
