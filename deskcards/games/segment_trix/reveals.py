"""What Segment Trix's moves reveal, for a take-back: another player's card played
to the trick, and the deal of a new round."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.game import Event
from deskcards.engine.reveals import first_reveal, others
from deskcards.engine.words import translate

from .events import RoundStarted


def revealed(events: Sequence[Event], you: int) -> str | None:
    """What ``events`` showed that was hidden, worded for ``you``; None if nothing."""
    return first_reveal(events, you, others("hand"), _own)


def _own(event: Event, you: int) -> str | None:
    return translate("take-back", "a new round was dealt since") if isinstance(event, RoundStarted) else None
