"""Sentences about seats for the game logs: the human's seat is "you".

A game's ``narrate.py`` makes a ``Speaker`` from the seat names and the human's
seat and words its own events with ``says``; the engine's
``GameOver`` has one sentence for every game, ``game_over``.
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.events import GameOver
from deskcards.engine.words import noop, relay, translate, translate_count

# The piles most games share, as said; shown through relay("speech", ...).
PILE_WORDS = {"deck": noop("speech", "draw pile"), "discard": noop("speech", "discard pile")}


def plural(count: int, noun: str) -> str:
    """A count and its English noun, for the command line (the app's words use ``translate_count``).

    >>> plural(1, "chip"), plural(0, "card"), plural(3, "unused chip")
    ('1 chip', '0 cards', '3 unused chips')
    """
    return f"{count} {noun}{'' if count == 1 else 's'}"


def count_cards(count: int) -> str:
    """>>> count_cards(1), count_cards(0)
    ('1 card', '0 cards')
    """
    return translate_count("speech", count, "{count} card", "{count} cards")


def seat_words(seat: int) -> str:
    """A seat as the engine's sentences name it, by number: the table puts the player's name in.

    >>> seat_words(0)
    'Seat 1'
    """
    return translate("speech", "Seat {number}", number=seat + 1)


class Speaker:
    """Names seats in sentences; the human's seat is "you" (You play, your 9♥).

    ``says`` takes the two whole templates of a sentence, the human's and another
    seat's, so a translator words each: "You play {card}", "{player} plays {card}".
    """

    def __init__(self, names: Sequence[str], you: int | None):
        self.names, self.you = names, you

    def says(self, context: str, seat: int, you: str, other: str, /, **fields: object) -> str:
        """``you`` for the human's seat, else ``other`` with ``{player}`` the seat's name.

        >>> Speaker(["You", "Ann"], you=0).says("speech", 1, "You go", "{player} goes")
        'Ann goes'
        """
        if seat == self.you:
            return relay(context, you, **fields)
        return relay(context, other, player=self.names[seat], **fields)

    def name(self, seat: int) -> str:
        """The seat as an object of a sentence: "you", or its name."""
        return "you" if seat == self.you else self.names[seat]

    def game_over(self, event: GameOver) -> str:
        """The winners by name (the human's too, not "you"), or the reason nobody won."""
        if not event.winners:
            return translate("speech", "Game over: {reason}", reason=event.reason)
        *others, last = [self.names[seat] for seat in event.winners]
        if not others:
            return translate("speech", "Game over: {player} won", player=last)
        return translate("speech", "Game over: {players} and {last} won", players=", ".join(others), last=last)
