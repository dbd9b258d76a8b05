"""What Runtime Error's moves reveal, for a take-back: a draw, another player's
card played from the hand, face-down edits turned up, a shuffle."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.events import Event
from deskcards.engine.reveals import first_reveal, others
from deskcards.engine.words import translate

from .events import CardsTurnedUp


def revealed(events: Sequence[Event], you: int) -> str | None:
    """What ``events`` showed that was hidden, worded for ``you``; None if nothing."""
    return first_reveal(events, you, others("hand"), _own)


def _own(event: Event, you: int) -> str | None:
    return translate("take-back", "face-down cards were turned up since") if isinstance(event, CardsTurnedUp) else None
