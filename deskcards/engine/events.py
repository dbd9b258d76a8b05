"""What ``apply`` reports: the table animates these in order and the game log words them.

The events every game shares: a card moved, a shuffle, a turn, a seat out, the
end. A game's own events subclass ``Event`` in its ``events`` module.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    """Base of everything ``apply`` reports; the table animates these in order."""


@dataclass(frozen=True)
class CardMoved(Event):
    """Card ``card`` went from ``source``[``source_index``] to ``target``[``target_index``].

    Zones are named ``deck``, ``discard``, or ``<kind>:<seat>`` (``row:2``).
    An index of -1 means the top (end) of a pile.
    """

    card: int
    source: str
    source_index: int
    target: str
    target_index: int
    face_up: bool = True


@dataclass(frozen=True)
class Shuffled(Event):
    """The discard pile (all but ``kept`` top cards) became a new face-down deck."""

    cards: int
    kept: int = 0


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class SeatOut(Event):
    seat: int
    reason: str


@dataclass(frozen=True)
class GameOver(Event):
    """``winners`` empty means a draw; ``reason`` is a sentence for the log."""

    winners: tuple[int, ...]
    reason: str
