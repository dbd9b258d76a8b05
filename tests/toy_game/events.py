"""The one event only High card reports; cards move as ``CardMoved`` between
``deck``, ``hand:<seat>``, ``trick`` and ``won:<seat>``."""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.events import Event


@dataclass(frozen=True)
class RoundWon(Event):
    """``seat`` took the round with ``card``, the highest on the trick."""

    seat: int
    card: int
