"""Events only Runtime Error reports. Cards move as ``CardMoved`` between
``deck``, ``discard``, ``input`` (the input card in play), ``hand:<seat>``
and ``statement:<seat>.<slot>`` (index 0, 1, 2: lower, upper, function)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deskcards.engine.events import Event


@dataclass(frozen=True)
class StatementBuilt(Event):
    seat: int
    slot: int
    lower: int
    upper: int
    function: int


@dataclass(frozen=True)
class InputPlayed(Event):
    """``seat`` played ``card`` as the input card (``by_loop``: LOOP asked for it)."""

    seat: int
    card: int
    by_loop: bool


@dataclass(frozen=True)
class StatementRan(Event):
    """``seat``'s statement in ``slot`` runs its function ``kind`` (EDIT, LOAD, PULL or LOOP)."""

    seat: int
    slot: int
    kind: int


@dataclass(frozen=True)
class FunctionIdle(Event):
    """The function ``kind`` of ``seat``'s statement in ``slot`` had nothing to do, and ``why``."""

    seat: int
    slot: int
    kind: int
    why: str


@dataclass(frozen=True)
class CardEdited(Event):
    """``seat`` replaced ``removed`` (part ``part`` of ``owner``'s statement in
    ``slot``) with a face-down card; the card itself moves in a ``CardMoved``."""

    seat: int
    owner: int
    slot: int
    part: int
    removed: int


@dataclass(frozen=True)
class CardsTurnedUp(Event):
    """The input card was discarded: the face-down ``cards`` at ``places`` ((seat, slot) each) turn up."""

    places: tuple[tuple[int, int], ...]
    cards: tuple[int, ...]


@dataclass(frozen=True)
class LoopJudged(Event):
    """The prover's word on ``seat``'s loop. ``claimed``: the player said "run forever"
    (otherwise the engine saw the loop demonstrated: ``repeated``, the position came
    back, or a long turn the prover was asked about); ``proven`` wins the game;
    ``verdict`` is the prover's answer (None when none was asked), for the table
    to play out; it was asked with the real deck (a claim the real deck left
    undecided also as the current player knows it), so it may name cards no player has
    seen. ``reason`` says it in words anyone may read."""

    seat: int
    claimed: bool
    proven: bool
    reason: str
    verdict: Any = None
    repeated: bool = False


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int
    turn: int


@dataclass(frozen=True)
class TurnCutOff(Event):
    """``seat``'s turn reached ``inputs`` input cards with no loop proven, and is ended."""

    seat: int
    inputs: int
