"""Where the keys go, and that the player can see it.

- ``KeysToTable``: once a menu, a dialog or a popup closes, the keys go back to
  the table's view, whose scene still holds its focus ring where it was. Qt
  would leave them on the menu bar after Esc closed a menu (its keyboard
  navigation, with nothing shown: Tab dead, Enter opening the Game menu).
- ``WidgetFocusRing``: the widget that has the keys, in a dialog or beside the
  table, wears a frame like the table's (``deskcards.ui.card_item.FocusFrame``)
  but dark, as dialogs are light: thick enough to find, where the style's own
  mark is a faint line or nothing.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsView,
    QMainWindow,
    QMenu,
    QMenuBar,
    QWidget,
)

from deskcards.ui import palette
from deskcards.ui.card_item import FocusFrame

# In screen pixels; a dark band edged light, for light dialogs and the dark panel beside the table alike.
WIDGET_FRAME = FocusFrame(band=0.0, edge=0.0, least_band=3.0, least_edge=1.0, inside=0.0,
                          band_colour=palette.FOCUS_WIDGET, edge_colour=palette.FOCUS_LIGHT)
RING_ROOM = 5  # pixels round the widget: the whole frame, outside it
RING_CORNER = 3.0


class KeysToTable(QObject):
    """Sends the keys back to ``view`` whenever a menu of ``window``'s bar, a dialog or a popup closes."""

    def __init__(self, window: QMainWindow, view: QWidget) -> None:
        super().__init__(window)
        self.window, self.view = window, view
        for menu in window.menuBar().findChildren(QMenu):
            menu.aboutToHide.connect(self._soon)  # closed with Esc, the menu leaves the keys on the bar
        app = QApplication.instance()
        assert isinstance(app, QApplication)  # a window lives in a widgets application
        app.focusChanged.connect(self._moved)

    def _moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self.window and (old is None or old.window() is not self.window):
            self._soon()  # back from a dialog, a popup or another window, perhaps onto the bar or a button

    def _soon(self) -> None:
        # Once the menu bar, or the closing window, has done with the focus.
        QTimer.singleShot(0, self, self._home)

    def _home(self) -> None:
        if QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None \
                and self.window.isActiveWindow() and not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.PopupFocusReason)


class FocusRing(QWidget):
    """The focus frame round one widget, just outside it, following it as it moves.
    It lies in the widget's window, so no box the widget sits in (a row of buttons)
    cuts it off, over the neighbours; it takes no clicks and goes with the window.
    (Qt's QFocusFrame keeps a bare pointer to its widget: a combo box deleted while
    framed crashed the next move.)"""

    FOLLOWS = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.ZOrderChange)

    def __init__(self, target: QWidget) -> None:
        super().__init__(target.window())
        self.target = target
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        holder: QWidget | None = target
        while holder is not None and not holder.isWindow():  # the widget, and each box that moves it
            holder.installEventFilter(self)  # removed by Qt when the ring is deleted
            holder = holder.parentWidget()
        self._follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.FOLLOWS:
            self._follow()
        return False

    def _follow(self) -> None:
        corner = self.target.mapTo(self.target.window(), QPoint(0, 0))
        self.setGeometry(QRect(corner, self.target.size()).adjusted(-RING_ROOM, -RING_ROOM, RING_ROOM, RING_ROOM))
        self.setVisible(self.target.isVisible())
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        room = float(RING_ROOM)
        WIDGET_FRAME.paint(painter, QRectF(self.rect()).adjusted(room, room, -room, -room), RING_CORNER, room, 1.0)


class WidgetFocusRing(QObject):
    """The ring follows the keys from widget to widget, in every window of the application."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.ring: FocusRing | None = None
        app.focusChanged.connect(self._moved)

    @classmethod
    def follow(cls) -> None:
        """Put the ring on the widget that has the keys, from now on (once per application)."""
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        if app.findChild(cls) is None:
            cls(app)

    def _moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.ring is not None and shiboken6.isValid(self.ring):  # else gone with its dialog
            self.ring.hide()
            self.ring.deleteLater()
        self.ring = FocusRing(new) if new is not None and wears_ring(new) else None


def wears_ring(widget: QWidget) -> bool:
    """Whether ``widget`` shows the keys are on it with the ring: not the table, which
    frames the thing its keys reach, nor a menu, nor a popup, nor a widget on the table."""
    if widget.parentWidget() is None or isinstance(widget, QMenuBar):
        return False
    window, views = widget.window(), (widget, widget.parentWidget())  # a view, or its viewport
    return window.windowType() != Qt.WindowType.Popup and window.graphicsProxyWidget() is None \
        and not any(isinstance(view, QGraphicsView) for view in views)
