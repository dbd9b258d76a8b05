"""The way older screen readers hear an announcement: Orca 43 (Debian 12) ignores Qt's
announcement event, but speaks a label whose role is Notification each time it is
shown. ``NoticeLabel`` is that label, out of sight under the window's own widgets;
``Announcer`` uses it instead of the event when the player's preferences say so
(never both: a newer screen reader would say everything twice).
"""

from __future__ import annotations

import atexit

from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget
from shiboken6 import Shiboken


class NoticeLabel(QLabel):
    """A label a screen reader takes for a notification: ``show_text`` has it say ``text``."""

    def __init__(self, parent: QWidget) -> None:
        _install()
        super().__init__(parent)
        self.setGeometry(0, 0, 1, 1)
        self.lower()  # under the window's widgets: heard, not seen
        self.show()

    def show_text(self, text: str) -> None:
        self.setText(text)
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectShow))


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
