"""How a game declares its variant settings: a frozen dataclass whose fields
carry their default, a one-line help text and their bounds.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Example:
...     players: PlayerCount = PlayerCount(2, 4, 2)
...     max_turns: int = setting(300, "turns before the hand is a draw", min=1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


def setting(
    default: T,
    help: str,
    *,
    min: float | None = None,
    max: float | None = None,
    choices: Sequence[str] | None = None,
    check: Callable[[T], None] | None = None,
) -> T:
    """A settings field; ``min``/``max`` bound numbers, ``choices`` bound strings.

    ``check(value)`` raises ValueError for a value no bound can describe; an
    ``index`` attribute on the error points at the list item at fault.
    """
    meta = {"help": help, "min": min, "max": max, "choices": tuple(choices) if choices else None, "check": check}
    return dataclasses.field(default=default, metadata=meta)


def take_backs_option() -> bool:
    """The setting every game has, ``take_backs``: a variant may forbid taking moves back
    (only moves that showed nobody anything hidden may be, see ``engine.reveals``)."""
    return setting(True, "a player may take back a move that showed nobody a hidden card")


@dataclass(frozen=True)
class PlayerCount:
    """How many may sit at the table, and how many a new game offers first."""

    min: int
    max: int
    default: int

    def __post_init__(self) -> None:
        if not self.min <= self.default <= self.max:
            raise ValueError(f"players: need min <= default <= max, got {self.min}, {self.default}, {self.max}")

    def check(self, players: int) -> None:
        if not self.min <= players <= self.max:
            raise ValueError(f"this variant is for {self.min} to {self.max} players, not {players}")
