"""Segment Trix's only action: play a card, possibly upside down, as a digit.

Text forms: ``play 7p`` (upright, as itself), ``play 2b=8`` (upright, chips
make it an 8), ``play 6g~9`` (turned upside down, read as 9). Every form a
ruleset allows is built once (``PlayTable``) and parsing returns that object.

Turning a card over only changes how it lies: two forms of a card read as the
same digit are the same play (the chips they need are the same too: the
digit's segments less the card's). So plays compare equal on card, digit and
chips, and only one form of each, the upright one where there is one, is
offered; the turned twin an older record may hold still parses and plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import FULL_DECK, CardNames, colour_of, value_of
from .font import Font


@dataclass(frozen=True, slots=True)
class Play:
    card: int
    upside_down: bool = field(compare=False)  # how the card lies; the same play either way
    digit: int
    chips: int  # follows from the font; a play claiming another price is not the font's
    text: str = field(compare=False, repr=False)

    def __str__(self) -> str:
        return self.text


def _text(names: CardNames, card: int, upside_down: bool, digit: int) -> str:
    card_text = names.text(card)
    if upside_down:
        return f"play {card_text}~{digit}"
    return f"play {card_text}" if digit == value_of(card) else f"play {card_text}={digit}"


class PlayTable:
    """Every form the font allows; per card the plays offered (upright ones
    first, each way cheapest first, no twins); and the parser."""

    __slots__ = ("names", "by_card", "_forms", "_by_text")

    def __init__(self, font: Font, names: CardNames):
        self.names = names
        forms = [[Play(card, upside_down, digit, chips, _text(names, card, upside_down, digit))
                  for upside_down in (False, True)
                  for digit, chips in font.reachable(value_of(card), upside_down).items()]
                 for card in FULL_DECK]
        # dict.fromkeys keeps the first of equal plays: a turned twin equals the upright form before it
        self.by_card: tuple[tuple[Play, ...], ...] = tuple(tuple(dict.fromkeys(plays)) for plays in forms)
        self._forms = {(play.card, play.upside_down, play.digit): play for plays in forms for play in plays}
        self._by_text = {play.text: play for play in self._forms.values()}

    def form(self, card: int, upside_down: bool, digit: int) -> Play | None:
        """The play of ``card`` lying that way up read as ``digit``, at the font's
        price; None if the font cannot make it (or ``card`` is no card)."""
        return self._forms.get((card, upside_down, digit))

    def makes(self, play: Play) -> bool:
        """Whether the font makes ``play``: its card, that way up, read as its digit for exactly its chips."""
        form = self.form(play.card, play.upside_down, play.digit)
        return form is not None and form.chips == play.chips

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
        form_text = _text(self.names, card, mark == "~", int(digit_text) if mark else value_of(card))
        play = self._by_text.get(form_text)
        if play is None:
            raise ValueError(f"{self.names.name(card)} cannot be played as {digit_text or value_of(card)}"
                             f"{' upside down' if mark == '~' else ''} in this font")
        return play


def legal_plays(table: PlayTable, hand: tuple[int, ...] | list[int], trick: tuple[Play, ...] | list[Play],
                chips: int) -> tuple[Play, ...]:
    """Per card in hand order, its offered plays: only the lead colour if the
    hand holds it, and no more chips than are unused."""
    if trick:
        lead = colour_of(trick[0].card)
        hand = [card for card in hand if colour_of(card) == lead] or hand
    by_card = table.by_card
    return tuple(play for card in hand for play in by_card[card] if play.chips <= chips)
