"""A call made once a widget has first been painted: what a launch need not wait for."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class FirstPaint(QObject):
    """Calls ``then`` once, just after ``widget`` is first painted."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.pending = True
        self._widget, self._then = widget, then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.pending and event.type() == QEvent.Type.Paint:
            self.pending = False
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this paint has finished
        return False
