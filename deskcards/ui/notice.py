"""The way older screen readers hear an announcement: Orca 43 (Debian 12) ignores Qt's
announcement event, but speaks a label whose role is Notification when it is shown.
``Notices`` shows each announcement as a ``NoticeLabel`` of its own, out of sight under
the window's widgets; ``Announcer`` uses it instead of the event when the player's
preferences say so (never both: a newer screen reader would say everything twice).

One label each, never one label re-worded: Orca reads a notification's words some
time after it is shown, and takes a second show of the same object for a repeat of
the first, so a re-worded label says its last words, once, for a burst of moves.

Paced: a label is shown at least ``GAP_MS`` after the one before. Orca 43 queues an
event only after asking the application about it, and an event arriving meanwhile
can get into its queue first: two labels shown a few milliseconds apart were said
the wrong way round (its debug log: queued in order, taken off the queue reversed).
"""

from __future__ import annotations

import atexit
from collections import deque

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget
from shiboken6 import Shiboken

KEPT = 64  # notices kept after they are shown, so a screen reader behind a burst still finds their words
GAP_MS = 150  # between two labels shown: longer than Orca 43 takes to queue the first


class NoticeLabel(QLabel):
    """A label a screen reader takes for a notification of ``text``, said as it is shown."""

    def __init__(self, text: str, parent: QWidget) -> None:
        _install()
        super().__init__(text, parent)
        self.setGeometry(0, 0, 1, 1)
        self.lower()  # under the window's widgets: heard, not seen


class Notices:
    """Shows each announcement as a new notification in ``window``; lets go of the oldest."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.shown: deque[NoticeLabel] = deque()
        self.waiting: deque[str] = deque()  # to be shown, each ``GAP_MS`` after the one before
        self._pace = QTimer(window)
        self._pace.setSingleShot(True)
        self._pace.setInterval(GAP_MS)
        self._pace.timeout.connect(self._show_next)

    def say(self, text: str) -> None:
        self.waiting.append(text)
        if not self._pace.isActive():
            self._show_next()

    def _show_next(self) -> None:
        if not self.waiting:
            return
        label = NoticeLabel(self.waiting.popleft(), self.window)
        label.show()  # Qt tells the screen reader it is shown (one event: a second would be said twice)
        self.shown.append(label)
        while len(self.shown) > KEPT:
            self.shown.popleft().deleteLater()
        self._pace.start()

    def close(self) -> None:
        self._pace.stop()
        self.waiting.clear()
        while self.shown:
            self.shown.popleft().deleteLater()


class NoticeAccess(QAccessibleWidget):
    """The label as a Notification whose name is its words."""

    def __init__(self, label: NoticeLabel) -> None:
        super().__init__(label, QAccessible.Role.Notification)

    def text(self, kind: QAccessible.Text) -> str:
        label = self.widget()
        return label.text() if kind == QAccessible.Text.Name and isinstance(label, QLabel) else super().text(kind)


_made: dict[int, QAccessibleInterface] = {}  # Qt holds each; Python keeps it alive, as access_tree does
_installed: list[bool] = []


def _factory(_class_name: str, obj: object) -> QAccessibleInterface | None:
    if not isinstance(obj, NoticeLabel) or not _installed:
        return None
    made = _made[id(obj)] = NoticeAccess(obj)
    obj.destroyed.connect(lambda *_: _made.pop(id(obj), None))
    return made


def _install() -> None:
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


@atexit.register
def _let_go() -> None:
    """Out of Qt's cache while Python still runs (see ``access_tree._let_go_of_everything``)."""
    _installed.clear()
    for made in list(_made.values()):
        if Shiboken.isValid(made):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))
    _made.clear()
