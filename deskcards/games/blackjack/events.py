"""Events only Blackjack reports; the generic ones live in engine.game.

Cards move as ``CardMoved`` between ``deck``, ``discard`` and ``hand:<seat>``
(hand indices count in the sorted hand); a card going into a hand moves face
down, since only its owner may see it.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.game import Event


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
