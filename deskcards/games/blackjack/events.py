"""Events only Blackjack reports (the generic ones live in engine.game), and
the events of a play.

Cards move as ``CardMoved`` between ``deck``, ``discard`` and ``hand:<seat>``
(hand indices count in the sorted hand); a card going into a hand moves face
down, since only its owner may see it.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.cards import KING
from deskcards.engine.events import CardMoved, Event

from .actions import Play


@dataclass(frozen=True)
class SuitChosen(Event):
    """``seat``'s Ace calls ``suit`` (0..3): the next card must match it."""

    seat: int
    suit: int


@dataclass(frozen=True)
class PickupChanged(Event):
    """The pick-up now stands at ``total`` cards (0 when it was cancelled or taken)."""

    total: int


@dataclass(frozen=True)
class DirectionChanged(Event):
    """A King reversed play: ``direction`` is +1 (to the left) or -1 (to the right)."""

    direction: int


@dataclass(frozen=True)
class Skipped(Event):
    """The turn passed over ``seat`` because of the 8s played (one event per seat passed)."""

    seat: int


@dataclass(frozen=True)
class CycleClosed(Event):
    """``seat`` stopped adding cards to a cycle of ``count`` cards of rank ``value``."""

    seat: int
    value: int
    count: int


@dataclass(frozen=True)
class DebtChanged(Event):
    """``seat`` now owes ``owed`` cards it could not draw (pickup debt variant)."""

    seat: int
    owed: int


@dataclass(frozen=True)
class Finished(Event):
    """``seat`` is out of the game in ``place`` (1 is the winner)."""

    seat: int
    place: int


def play_events(seat: int, play: Play, hand: int, pickup: int, added: int, offset: int) -> list[Event]:
    """What ``seat`` playing ``play`` reports, given its ``hand``, the ``pickup``
    and the move ``offset`` just before, and what the card adds to the pick-up
    (negative for a card that cancels it)."""
    card = play.card
    events: list[Event] = [CardMoved(card, f"hand:{seat}", (hand & ((1 << card) - 1)).bit_count(), "discard", -1)]
    if play.suit is not None:
        events.append(SuitChosen(seat, play.suit))
    if added > 0 or (added < 0 and pickup):
        events.append(PickupChanged(pickup + added if added > 0 else 0))
    if play.value == KING:
        events.append(DirectionChanged(-1 if offset > 0 else 1))
    return events
