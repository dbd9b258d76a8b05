"""What Segment Trix's moves reveal, for a take-back: another player's card played
to the trick, and the deal of a new round. Cards are named as the game names
them ("the pink 7"), never as the standard deck's."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.events import Event
from deskcards.engine.reveals import first_reveal, others
from deskcards.engine.words import translate

from .cards import CardNames
from .events import RoundStarted


def revealed(events: Sequence[Event], you: int, names: CardNames) -> str | None:
    """What ``events`` showed that was hidden, worded for ``you``; None if nothing."""
    def card_seen(card: int) -> str:
        return translate("take-back", "you have seen {card} since", card=names.name(card))

    return first_reveal(events, you, others("hand"), _own, card_seen)


def _own(event: Event, you: int) -> str | None:
    return translate("take-back", "a new round was dealt since") if isinstance(event, RoundStarted) else None
