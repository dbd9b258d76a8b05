"""Destiny's actions, each a frozen value whose text parses back.

Play: ``look c3`` (left hand), ``hold b2`` (right hand), ``benediction``
(right hand on the deck). Wagers: ``fold``, ``check``, ``call``,
``raise 24`` (your whole bet this wager round after the raise) and ``all in`` (a
standing call, never a raise).

>>> [str(parse_action(text)) for text in ("Look C3", "raise 24", "all  in")]
['look c3', 'raise 24', 'all in']
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import parse_place, place_text


@dataclass(frozen=True, slots=True)
class Look:
    place: int

    def __str__(self) -> str:
        return f"look {place_text(self.place)}"


@dataclass(frozen=True, slots=True)
class Hold:
    place: int

    def __str__(self) -> str:
        return f"hold {place_text(self.place)}"


@dataclass(frozen=True, slots=True)
class Benediction:
    def __str__(self) -> str:
        return "benediction"


@dataclass(frozen=True, slots=True)
class Fold:
    def __str__(self) -> str:
        return "fold"


@dataclass(frozen=True, slots=True)
class Check:
    def __str__(self) -> str:
        return "check"


@dataclass(frozen=True, slots=True)
class Call:
    def __str__(self) -> str:
        return "call"


@dataclass(frozen=True, slots=True)
class Raise:
    to: int  # the raiser's whole bet in this wager round afterwards

    def __str__(self) -> str:
        return f"raise {self.to}"


@dataclass(frozen=True, slots=True)
class AllIn:
    def __str__(self) -> str:
        return "all in"


PLAY_ACTIONS = (Look, Hold, Benediction)
WAGER_ACTIONS = (Fold, Check, Call, Raise, AllIn)
WagerAction = Fold | Check | Call | Raise | AllIn
DestinyAction = Look | Hold | Benediction | WagerAction
_PLAIN: dict[str, Benediction | Fold | Check | Call | AllIn] = {
    "benediction": Benediction(), "fold": Fold(), "check": Check(), "call": Call(), "all in": AllIn()}
FORMS = "look c3, hold b2, benediction, fold, check, call, raise 24 or all in"


def parse_action(text: str) -> DestinyAction:
    """The action written as ``text``; ValueError listing the forms otherwise."""
    words = text.lower().split()
    plain = _PLAIN.get(" ".join(words))
    if plain is not None:
        return plain
    if len(words) == 2 and words[0] in ("look", "hold"):
        place = parse_place(words[1])
        return Look(place) if words[0] == "look" else Hold(place)
    if len(words) == 2 and words[0] == "raise":
        if not words[1].isdigit():
            raise ValueError(f"{text!r}: write the whole bet after the raise as a number, like raise 24")
        return Raise(int(words[1]))
    raise ValueError(f"{text!r} is not a Destiny action; write {FORMS}")
