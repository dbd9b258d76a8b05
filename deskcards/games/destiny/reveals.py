"""What Destiny's moves reveal, for a take-back: a look at a field card, the
cards shown at the showdown, a new deal, a shuffle. Wagers and holds show
nothing."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.events import Event
from deskcards.engine.reveals import first_reveal, seat_of
from deskcards.engine.words import translate

from .events import Looked, RoundStarted


def revealed(events: Sequence[Event], you: int) -> str | None:
    """What ``events`` showed that was hidden, worded for ``you``; None if nothing."""
    return first_reveal(events, you, _hidden, _own)


def _hidden(zone: str, you: int) -> bool:
    """The deck and the face-down field are hidden from all; another's look from you."""
    return zone == "deck" or zone.startswith("field:") or (zone.startswith("look:") and seat_of(zone) != you)


def _own(event: Event, you: int) -> str | None:
    if isinstance(event, RoundStarted):
        return translate("take-back", "a new hand was dealt since")
    if isinstance(event, Looked) and event.seat != you:
        return translate("take-back", "a card was looked at since")  # your own look names the card you saw
    return None
