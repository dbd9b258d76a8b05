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
from collections.abc import Callable, Mapping, Sequence
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
    renamed: Mapping[bool, T] | None = None,
) -> T:
    """A settings field; ``min``/``max`` bound numbers, ``choices`` bound strings.

    ``check(value)`` raises ValueError for a value no bound can describe; an
    ``index`` attribute on the error points at the list item at fault.
    ``renamed`` maps a flag that older files wrote (``true``) to the value it means now.
    """
    meta = {"help": help, "min": min, "max": max, "choices": tuple(choices) if choices else None, "check": check,
            "renamed": dict(renamed) if renamed else None}
    return dataclasses.field(default=default, metadata=meta)


TAKE_BACKS = ("any", "unseen", "none")


def take_backs_option() -> str:
    """The setting every game has, ``take_backs``: ``any`` move may be taken back, even one
    that showed you a card (a card drawn goes back to where it was in the deck); ``unseen``
    only moves that showed nobody anything hidden (see ``engine.reveals``); ``none``.
    Files from before the three values wrote ``true`` (any) and ``false`` (none)."""
    return setting("any", "moves a player may take back: any, only those that showed nobody a hidden card "
                          "(unseen), or none", choices=TAKE_BACKS, renamed={True: "any", False: "none"})


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
