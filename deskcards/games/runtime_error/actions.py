"""Runtime Error's actions, one per choice, each with a text form that parses back.

- ``script 5h Qh 2h``: build a statement (lower bound, upper bound, function);
  ``no script`` skips the scripting phase.
- ``input 7c`` plays an input card; ``input 7c forever`` also claims that the
  turn now runs forever; ``no input`` skips the testing phase.
- ``edit 1.0.lower 9d``: EDIT puts 9d face down as the lower bound of seat 1's
  statement in slot 0 (seats and slots count from 0).
- ``loop 8d`` / ``loop 8d forever``: the next input card LOOP plays.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskcards.engine.cards import card_text, parse_card

from .statements import PARTS


@dataclass(frozen=True, slots=True)
class Script:
    lower: int
    upper: int
    function: int

    def __str__(self) -> str:
        return f"script {card_text(self.lower)} {card_text(self.upper)} {card_text(self.function)}"


@dataclass(frozen=True, slots=True)
class NoScript:
    def __str__(self) -> str:
        return "no script"


@dataclass(frozen=True, slots=True)
class Input:
    """An input card from the hand; ``forever`` claims an infinite loop with it."""

    card: int
    forever: bool = False

    def __str__(self) -> str:
        return f"input {card_text(self.card)}" + (" forever" if self.forever else "")


@dataclass(frozen=True, slots=True)
class NoInput:
    def __str__(self) -> str:
        return "no input"


@dataclass(frozen=True, slots=True)
class Edit:
    """EDIT: ``card`` from the hand goes face down as part ``part`` (an index into
    ``PARTS``) of ``seat``'s statement in ``slot``."""

    seat: int
    slot: int
    part: int
    card: int

    def __str__(self) -> str:
        return f"edit {self.seat}.{self.slot}.{PARTS[self.part]} {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class Loop:
    """LOOP's next input card; ``forever`` claims an infinite loop with it."""

    card: int
    forever: bool = False

    def __str__(self) -> str:
        return f"loop {card_text(self.card)}" + (" forever" if self.forever else "")


RuntimeErrorAction = Script | NoScript | Input | NoInput | Edit | Loop
NO_SCRIPT, NO_INPUT = NoScript(), NoInput()
def unclaimed(legal: Sequence[RuntimeErrorAction]) -> list[RuntimeErrorAction]:
    """The actions of ``legal`` that claim no infinite loop."""
    return [action for action in legal if not getattr(action, "forever", False)]


FORMS = "script 5h Qh 2h, no script, input 7c [forever], no input, edit 1.0.lower 9d, loop 8d [forever]"


def parse_action(text: str) -> RuntimeErrorAction:
    """The action written as ``text``; ValueError saying what is wrong."""
    words = text.split()
    verb = words[0].lower() if words else ""
    if [word.lower() for word in words] in (["no", "script"], ["no", "input"]):
        return NO_SCRIPT if words[1].lower() == "script" else NO_INPUT
    if verb == "script" and len(words) == 4:
        return Script(*(parse_card(word) for word in words[1:]))
    if verb in ("input", "loop") and len(words) in (2, 3):
        if len(words) == 3 and words[2].lower() != "forever":
            raise ValueError(f"{text!r}: after the card write only 'forever' (to claim a loop)")
        kind = Input if verb == "input" else Loop
        return kind(parse_card(words[1]), len(words) == 3)
    if verb == "edit" and len(words) == 3:
        return Edit(*_target(words[1], text), parse_card(words[2]))
    raise ValueError(f"{text!r} is not an action; write one of: {FORMS}")


def _target(word: str, text: str) -> tuple[int, int, int]:
    pieces = word.lower().split(".")
    if len(pieces) != 3 or not pieces[0].isdigit() or not pieces[1].isdigit() or pieces[2] not in PARTS:
        raise ValueError(f"{text!r}: name the card to edit as seat.slot.part, like 1.0.lower "
                         f"(part is one of {', '.join(PARTS)})")
    return int(pieces[0]), int(pieces[1]), PARTS.index(pieces[2])
