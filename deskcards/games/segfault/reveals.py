"""What Segmentation Fault's moves reveal, for a take-back: every row lies face up,
so only a draw, a card drawn by another seat coming to light, a deal or a
shuffle shows something new."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.events import Event
from deskcards.engine.reveals import first_reveal, others
from deskcards.engine.words import translate

from .events import NewRound


def revealed(events: Sequence[Event], you: int) -> str | None:
    """What ``events`` showed that was hidden, worded for ``you``; None if nothing."""
    return first_reveal(events, you, others("drawn"), _own)


def _own(event: Event, you: int) -> str | None:
    return translate("take-back", "a new hand was dealt since") if isinstance(event, NewRound) else None
