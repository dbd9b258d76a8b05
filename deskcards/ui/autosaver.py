"""The autosave's timer: the AIs' moves that wait (``deskcards.app.autosave_pace``)
are written ``SPACING_MS`` after the first of them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from deskcards.app.autosave_pace import AutosavePace

if TYPE_CHECKING:
    from deskcards.session import GameSession

SPACING_MS = 500  # the most AI moves a crash can lose are this long's


class Autosaver(QObject):
    """Calls ``write(session)`` when ``AutosavePace`` says so, or ``SPACING_MS`` after a write began to wait."""

    def __init__(self, write: Callable[[GameSession], None], parent: QObject | None = None):
        super().__init__(parent)
        self._pace = AutosavePace(write)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SPACING_MS)
        self._timer.timeout.connect(self.flush)

    def changed(self, session: GameSession) -> None:
        """An action was played (or taken back) in ``session``: write it now or soon."""
        self._pace.changed(session)
        if self._pace.waiting is None:
            self._timer.stop()
        elif not self._timer.isActive():
            self._timer.start()

    def write(self, session: GameSession) -> None:
        """Write ``session`` now; what waited is in it, or belongs to a game it replaces."""
        self._timer.stop()
        self._pace.write(session)

    def flush(self) -> None:
        """Write what waits, if anything does."""
        self._timer.stop()
        self._pace.flush()
