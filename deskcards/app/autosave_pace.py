"""When the autosave is written: at once for what a player would miss, later while
only the AIs move.

Every write is the whole record as YAML with two fsyncs, tens of milliseconds
in a long game; at every AI move that cost more than the play itself. So a move
of yours, a take-back or redo, the game's end, a new deal and the move that
hands the turn to you are written at once; AI moves after which another AI is
to move wait, and the latest position is written by ``flush`` (which the window
calls a moment after the first of them, ``deskcards.ui.autosaver.SPACING_MS``,
and on another game, resuming and closing). A crash can lose only those AI
moves, which the AIs then simply play again.
"""

from __future__ import annotations

from collections.abc import Callable

from deskcards.session import GameSession


class AutosavePace:
    """Calls ``write(session)`` when the rules above say so; ``waiting`` is the
    position whose write waits for ``flush``, if any."""

    def __init__(self, write: Callable[[GameSession], None]) -> None:
        self._write = write
        self.waiting: GameSession | None = None
        self._written: tuple[GameSession, int] | None = None  # the session last written and your moves in it then

    def changed(self, session: GameSession) -> None:
        """An action was played (or taken back) in ``session``: write it now, or let it wait."""
        if self._only_ais_moved(session) and session.current_seat_kind() == "ai":
            self.waiting = session
        else:
            self.write(session)

    def write(self, session: GameSession) -> None:
        """Write ``session`` now; what waited is in it, or belongs to a game it replaces."""
        self.waiting = None
        self._written = (session, session.human_moves)
        self._write(session)

    def flush(self) -> None:
        """Write what waits, if anything does."""
        if self.waiting is not None:
            self.write(self.waiting)

    def _only_ais_moved(self, session: GameSession) -> bool:
        """Whether ``session`` was written before and only AIs moved since (your moves unchanged:
        a move of yours, a take-back and a redo all change them)."""
        return self._written is not None and self._written[0] is session and self._written[1] == session.human_moves
