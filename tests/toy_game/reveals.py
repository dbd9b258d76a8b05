"""What High card's moves reveal, for a take-back: another player's card played."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.events import Event
from deskcards.engine.reveals import first_reveal, others


def revealed(events: Sequence[Event], you: int) -> str | None:
    """What ``events`` showed that was hidden, worded for ``you``; None if nothing."""
    return first_reveal(events, you, others("hand"))
