"""The review of a finished game: every position of its record, from the deal
to the end, and the events each move reported, to step through at leisure.

Only a finished game is reviewed. A review shows every card, the hidden ones
too; while a game goes on that would show its players what the rules hide.
The review keeps its own copy of the record, so nothing done in it reaches
the game it came from or its save.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from deskcards.engine.events import Event
from deskcards.engine.record import GameRecord
from deskcards.engine.words import noop
from deskcards.games import replay
from deskcards.games.game_spec import GameState, LoadedRules
from deskcards.session import GameSession, SeatInfo

AskHardAI = Callable[[GameRecord, int, Callable[[str], None]], None]
"""What would the hard AI do here: handed the record up to a position and the seat to
move there, it answers later, calling its third argument with one line for the player
(the move in words and the AI's reason). It asks from that seat's observation only."""

NOT_OVER = noop("review", "A game can be reviewed once it is over: the review shows every card, "
                "and while the game goes on the players may not see them all.")


class ReviewRefused(ValueError):
    """The game is not over, so it may not be reviewed; the message says so."""


@dataclass(frozen=True)
class ReviewPosition:
    """One position of the review, shaped as a table expects its session."""

    ruleset: LoadedRules
    state: GameState
    record: GameRecord  # the moves up to this position
    seats: tuple[SeatInfo, ...]


class GameReview:
    """A finished game's positions: ``position(0)`` is the deal, ``position(moves)`` the end;
    move ``k`` leads from position ``k - 1`` to position ``k`` and reported ``events(k)``."""

    def __init__(self, record: GameRecord, seats: Sequence[SeatInfo]):
        self.record = replace(record, actions=list(record.actions))
        self.seats = tuple(seats)
        states: list[GameState] = []
        reported: list[list[Event]] = []

        def heard(state: GameState, _seat_that_moved: int | None, events: list[Event]) -> None:
            states.append(state.clone())
            reported.append(events)

        self.ruleset, end = replay(self.record, heard)
        if not end.is_terminal():
            raise ReviewRefused(NOT_OVER)
        self._states = (self.ruleset.new_state(self.record.seed), *states)
        self._events = tuple(reported)

    @classmethod
    def of(cls, session: GameSession) -> GameReview:
        return cls(session.record, session.seats)

    @property
    def moves(self) -> int:
        return len(self.record.actions)

    def prefix(self, step: int) -> GameRecord:
        """The record of the game up to position ``step``."""
        return replace(self.record, actions=self.record.actions[:step])

    def position(self, step: int) -> ReviewPosition:
        # A copy: whatever a table does with its state stays out of the review.
        return ReviewPosition(self.ruleset, self._states[step].clone(), self.prefix(step), self.seats)

    def events(self, move: int) -> list[Event]:
        """What move ``move`` (counted from 1) reported."""
        return self._events[move - 1]

    def to_move(self, step: int) -> int | None:
        """The seat to act at position ``step``; None at the end."""
        state = self._states[step]
        return None if state.is_terminal() else state.current_player
