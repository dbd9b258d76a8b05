"""What every game's state does the same way; a base of each ``<Game>State``.

A game's state keeps its fields in ``__slots__`` and lists them all in
``_snapshot()``; this base turns that into equality (two states are equal when
they would play on identically) and leaves states unhashable, since they
change. ``determinize(seat, rng)`` goes through the seat's observation, so a
state never hands an AI more than that seat may know.

Every game keeps ``_winners``: None while the game goes on, then the seats
its ``GameOver`` names (``()`` for a draw). From it come ``is_terminal``,
``winners``, ``winner`` and ``returns``. A move is played by the game's
``_act(action, events)``, which ``step`` calls without events and ``apply``
with a list that collects them, once ``_problem`` has found nothing wrong.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from deskcards.engine.events import Event
from deskcards.engine.game import IllegalAction, Observation, State


class StateBase:
    __slots__ = ()
    ruleset: Any
    _winners: tuple[int, ...] | None

    def observation(self, seat: int) -> Observation:
        raise NotImplementedError

    def progress(self) -> str:
        """How far the game has come, as a player says it: "round 2 of 4, trick 3".
        The app names an unfinished game with it ("Resume your Segment Trix game, round 2 of 4, trick 3?")."""
        raise NotImplementedError

    def figure(self, seat: int) -> int:
        """The game's own figure for ``seat`` (named by the ruleset's ``figure_name``):
        what the statistics keep of a game besides who won."""
        raise NotImplementedError

    def _snapshot(self) -> tuple[object, ...]:
        """Every field that decides how play goes on, the ruleset first."""
        raise NotImplementedError

    def _problem(self, action: Any) -> str | None:
        """None when ``action`` may be played now, else why not, for the player."""
        raise NotImplementedError

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        """What ``events`` showed that was hidden, or left to chance, worded for
        ``seat`` ("you have seen the 7♣ since"); None when a take-back may undo them.
        The game's ``reveals.revealed`` (see ``engine.reveals``)."""
        raise NotImplementedError

    def _act(self, action: Any, events: list[Event] | None) -> None:
        """Play ``action``; append what happens to ``events`` unless it is None."""
        raise NotImplementedError

    def forfeits(self, action: Any) -> str | None:
        """Whether the legal ``action`` loses the game or folds at once for the seat that
        plays it: a sentence saying so, to that player, or None. The table asks before
        such a move; a game without one keeps this None."""
        return None

    def apply(self, action: Any) -> list[Event]:
        problem = self._problem(action)
        if problem is not None:
            raise IllegalAction(problem)
        events: list[Event] = []
        self._act(action, events)
        return events

    def step(self, action: Any) -> None:
        self._act(action, None)

    def is_terminal(self) -> bool:
        return self._winners is not None

    @property
    def winners(self) -> tuple[int, ...] | None:
        """None while the game goes on, then the seats that won: () for a draw."""
        return self._winners

    @property
    def winner(self) -> int | None:
        """The one winner, or None while playing, after a draw or when the win is shared."""
        winners = self._winners
        return winners[0] if winners is not None and len(winners) == 1 else None

    def returns(self) -> tuple[float, ...]:
        """Per seat, as ``State.returns`` says: the winners share 1, a draw gives each
        seat 1/players, and every seat has 0 while the game goes on."""
        players: int = self.ruleset.players
        winners = self._winners
        if winners is None:
            return (0.0,) * players
        if not winners:
            return (1 / players,) * players
        share = 1 / len(winners)
        return tuple(share if seat in winners else 0.0 for seat in range(players))

    def is_out(self, seat: int) -> bool:
        """As ``State.is_out`` says; a game where a seat can leave play overrides this."""
        return False

    def determinize(self, seat: int, rng: random.Random) -> State:
        return self.observation(seat).determinize(rng)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._snapshot() == other._snapshot()

    __hash__ = None  # type: ignore[assignment]  # states change; compare them, never hash them
