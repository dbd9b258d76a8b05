"""Events only Segmentation Fault reports; the generic ones live in engine.game.

Positions are 0-based; ``None`` as a position means the card just played,
which points "as if it were in your row" but lies on the discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.events import Event


@dataclass(frozen=True)
class Declared(Event):
    """``seat`` played ``card`` and said it will point ``n`` times."""

    seat: int
    card: int
    n: int


@dataclass(frozen=True)
class PointerStep(Event):
    """One hop of the chain: the card at ``from`` points to the card at ``to``."""

    from_seat: int
    from_pos: int | None
    to_seat: int
    to_pos: int


@dataclass(frozen=True)
class Segfault(Event):
    """``seat`` pointed from the king at (``card_seat``, ``card_pos``) and crashed."""

    seat: int
    card_seat: int
    card_pos: int | None


@dataclass(frozen=True)
class Swapped(Event):
    """``seat`` exchanged its card at ``pos`` with the last card pointed to."""

    seat: int
    pos: int
    other_seat: int
    other_pos: int


@dataclass(frozen=True)
class RoundWon(Event):
    """``seat`` won the round; ``positions`` are the cards of the pattern, if any."""

    seat: int
    pattern: str
    positions: tuple[int, ...]


@dataclass(frozen=True)
class NewRound(Event):
    """Round ``number`` (from 1) is about to be dealt."""

    number: int


@dataclass(frozen=True)
class RoundDrawn(Event):
    """Round ``number`` reached ``turns`` turns without a winner: it counts for nobody."""

    number: int
    turns: int
