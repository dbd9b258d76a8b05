"""What every game's state does the same way; a base of each ``<Game>State``.

A game's state keeps its fields in ``__slots__`` and lists them all in
``_snapshot()``; this base turns that into equality (two states are equal when
they would play on identically) and leaves states unhashable, since they
change. ``determinize(seat, rng)`` goes through the seat's observation, so a
state never hands an AI more than that seat may know.
"""

from __future__ import annotations

import random
from typing import Any


class StateBase:
    __slots__ = ()

    def observation(self, seat: int) -> Any:
        raise NotImplementedError

    def progress(self) -> str:
        """How far the game has come, as a player says it: "round 2 of 4, trick 3".
        The app names an unfinished game with it ("Resume your Segment Trix game, round 2 of 4, trick 3?")."""
        raise NotImplementedError

    def _snapshot(self) -> tuple:
        """Every field that decides how play goes on, the ruleset first."""
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> Any:
        return self.observation(seat).determinize(rng)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._snapshot() == other._snapshot()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # states change; compare them, never hash them
