"""When the window's autosave writes: at once for what a player would miss, spaced out
while only the AIs move.

Every write is the whole record as YAML with two fsyncs, tens of milliseconds
in a long game; at every AI move that cost more than the play itself. So a move
of yours, a take-back or redo, the game's end, a new deal and the move that
hands the turn to you are written at once; AI moves after which another AI is
to move wait, and the latest position is written ``SPACING_MS`` after the first
of them (and whenever the window flushes: another game, resuming, closing). A
crash can lose only those AI moves, which the AIs then simply play again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from deskcards.session import GameSession

SPACING_MS = 500  # the most AI moves a crash can lose are this long's


class Autosaver(QObject):
    """Calls ``write(session)`` when the rules above say so."""

    def __init__(self, write: Callable[[GameSession], None], parent: QObject | None = None):
        super().__init__(parent)
        self._write = write
        self._waiting: GameSession | None = None  # written when the timer fires, or at a flush
        self._written: tuple[GameSession, int] | None = None  # the session last written and your moves in it then
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SPACING_MS)
        self._timer.timeout.connect(self.flush)

    def changed(self, session: GameSession) -> None:
        """An action was played (or taken back) in ``session``: write it now or soon."""
        if self._only_ais_moved(session) and session.current_seat_kind() == "ai":
            self._waiting = session
            if not self._timer.isActive():
                self._timer.start()
        else:
            self.write(session)

    def write(self, session: GameSession) -> None:
        """Write ``session`` now; what waited is in it, or belongs to a game it replaces."""
        self._timer.stop()
        self._waiting = None
        self._written = (session, session.human_moves)
        self._write(session)

    def flush(self) -> None:
        """Write what waits, if anything does."""
        if self._waiting is not None:
            self.write(self._waiting)

    def _only_ais_moved(self, session: GameSession) -> bool:
        """Whether ``session`` was written before and only AIs moved since (your moves unchanged:
        a move of yours, a take-back and a redo all change them)."""
        return self._written is not None and self._written[0] is session and self._written[1] == session.human_moves
