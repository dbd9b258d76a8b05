"""Sentences about seats for the game logs: the human's seat is "you".

A game's ``narrate.py`` makes a ``Speaker`` from the seat names and the human's
seat and words its own events with ``subject``/``owner``; the engine's
``GameOver`` has one sentence for every game, ``game_over``.
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.game import GameOver

PILE_WORDS = {"deck": "draw pile", "discard": "discard pile"}  # the piles most games share, as said


def plural(count: int, noun: str) -> str:
    """A count and its noun, the noun plural unless the count is one.

    >>> plural(1, "chip"), plural(0, "card"), plural(3, "unused chip")
    ('1 chip', '0 cards', '3 unused chips')
    """
    return f"{count} {noun}{'' if count == 1 else 's'}"


class Speaker:
    """Names seats in sentences; the human's seat is "you" (You play, your 9♥)."""

    def __init__(self, names: Sequence[str], you: int | None):
        self.names, self.you = names, you

    def subject(self, seat: int, verb: str) -> str:
        """``verb`` in the third person ("plays"), agreed with the seat's name.

        >>> say = Speaker(["You", "Ann"], you=0)
        >>> say.subject(1, "goes"), say.subject(0, "goes"), say.subject(0, "plays")
        ('Ann goes', 'You go', 'You play')
        """
        if seat == self.you:
            plain = {"is": "are", "has": "have", "goes": "go"}.get(verb, verb[:-1] if verb.endswith("s") else verb)
            return "You " + plain
        return f"{self.names[seat]} {verb}"

    def owner(self, seat: int) -> str:
        return "your" if seat == self.you else f"{self.names[seat]}'s"

    def name(self, seat: int) -> str:
        """The seat as an object of a sentence: "you", or its name."""
        return "you" if seat == self.you else self.names[seat]

    def game_over(self, event: GameOver) -> str:
        """The winners by name (the human's too, not "you"), or the reason nobody won."""
        if not event.winners:
            return f"Game over: {event.reason}"
        return f"Game over: {' and '.join(self.names[seat] for seat in event.winners)} won"
