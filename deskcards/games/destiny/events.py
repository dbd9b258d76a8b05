"""Events only Destiny reports. Cards move as ``CardMoved`` between
``field:<place>``, ``look:<seat>`` (a left hand), ``table:<seat>`` (a card
played in the showdown), ``deck`` and ``discard``; the engine's ``Shuffled``,
``SeatOut`` and ``GameOver`` are reported too."""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.events import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round ``round_number`` (from 1) begins with ``dealer`` holding the button."""

    round_number: int
    dealer: int


@dataclass(frozen=True)
class PhaseStarted(Event):
    """``phase`` (of ``phases``: not ``over``) begins; ``seat`` is first to act, if anyone."""

    phase: str
    seat: int | None


@dataclass(frozen=True)
class ChipsMoved(Event):
    """``seat`` moved ``amount`` chips from its stack to its bet (``why``: "small blind",
    "big blind", "call", "raise", "all in" or "standing call"); ``bet`` and ``stack`` after."""

    seat: int
    amount: int
    why: str
    bet: int
    stack: int


@dataclass(frozen=True)
class ChipsReturned(Event):
    """At the end of a wager round, ``amount`` chips of ``seat`` that nobody still in
    the round matched go back from its bet to its stack; ``bet`` and ``stack`` after."""

    seat: int
    amount: int
    bet: int
    stack: int


@dataclass(frozen=True)
class Wagered(Event):
    """``seat`` chose ``action`` (its text: "fold", "check", "call", "raise 24", "all in")."""

    seat: int
    action: str


@dataclass(frozen=True)
class Looked(Event):
    """``seat`` lifted the card at ``place`` into its left hand (only it sees the card)."""

    seat: int
    place: int


@dataclass(frozen=True)
class Held(Event):
    """``seat`` put its right hand on the face-down card at ``place``."""

    seat: int
    place: int


@dataclass(frozen=True)
class Blessed(Event):
    """``seat`` made the Benediction hand: it will play a card from the deck."""

    seat: int


@dataclass(frozen=True)
class Revealed(Event):
    """``seat`` plays ``card`` face up, from the field's ``place`` or (None) the deck."""

    seat: int
    card: int
    place: int | None


@dataclass(frozen=True)
class PotWon(Event):
    """Pot ``pot_index`` (0 = main pot) of ``amount`` chips goes to ``seat``."""

    pot_index: int
    amount: int
    seat: int
