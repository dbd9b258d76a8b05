"""Events only Segment Trix reports; cards move as ``CardMoved`` between
``deck``, ``hand:<seat>``, ``trick``, ``won:<seat>`` and ``box`` (the cards a
three-player game leaves out)."""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.events import Event


@dataclass(frozen=True)
class CardReadAs(Event):
    """``seat``'s card on the trick reads as ``digit`` (turned over if ``upside_down``)."""

    seat: int
    card: int
    digit: int
    upside_down: bool


@dataclass(frozen=True)
class ChipsPlaced(Event):
    """``seat`` put ``chips`` segment chips on ``card``; ``left`` are still unused."""

    seat: int
    card: int
    chips: int
    left: int


@dataclass(frozen=True)
class TrickWon(Event):
    """``seat`` took the trick: its cards and the ``chips`` lying on them."""

    seat: int
    cards: tuple[int, ...]
    chips: int


@dataclass(frozen=True)
class RoundScored(Event):
    """Round ``number`` (from 1) ended: each seat's ``scores`` and the running ``totals``."""

    number: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round ``number`` (from 1) is dealt; ``leader`` plays first."""

    number: int
    leader: int
