"""The soak's check that Runtime Error's turns follow from the turns played (``deskcards.games.tally``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.games.tally import require

from .events import TurnEnded

if TYPE_CHECKING:
    from .state import RuntimeErrorState


class RuntimeErrorTally:
    """Turns count up by one for each turn that ended, seat by seat; the game ends in a loop for
    the seat whose turn it is or a draw at the limit."""

    def __init__(self) -> None:
        self.first: tuple[int, int] | None = None  # the first turn and its seat
        self.turn = 0

    def see(self, state: RuntimeErrorState, events: Sequence[Event]) -> None:
        players, limit = state.ruleset.players, state.ruleset.settings.max_turns
        if self.first is None:
            self.first, self.turn = (state.turn, state.whose_turn), state.turn
        # A seat left with nothing to build and no card to play passes at once, so one
        # action may end several turns.
        ended = [event.turn for event in events if isinstance(event, TurnEnded)]
        require(ended == list(range(self.turn, self.turn + len(ended))),
                f"turns {ended} ended in turn {self.turn}")
        counted = min(self.turn + len(ended), limit)
        require(state.turn == counted, f"turn {self.turn} -> {state.turn}, but {len(ended)} ended")
        self.turn = counted
        turn, seat = self.first
        require(state.whose_turn == (seat + state.turn - turn) % players and state.turn <= limit,
                f"seat {state.whose_turn} moves in turn {state.turn}")
        if state.is_terminal():
            require(state.winners in ((), (state.whose_turn,)),
                    f"winners {state.winners}, seat {state.whose_turn} moving")
            require(bool(state.winners) or state.turn == limit, f"a draw at turn {state.turn} of {limit}")
