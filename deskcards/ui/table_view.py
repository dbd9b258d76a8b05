"""The view that shows the table: it fills its widget and keeps the scene's shape."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from deskcards.ui.naming import tell_focus

TABLE_NAME = "Card table"
TABLE_HELP = "Tab and the arrow keys move between the cards you may use; Enter or Space picks one up or plays it."


class TableView(QGraphicsView):
    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)  # the felt is the same every frame
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(480, 300)
        scene.sceneRectChanged.connect(lambda _: self._fit())  # a band opened under the table, or closed
        for widget in (self, self.viewport()):
            widget.setAccessibleName(TABLE_NAME)
            widget.setAccessibleDescription(TABLE_HELP)
        # The items on the table are not widgets: the view speaks for the one in focus.
        scene.focus_named.connect(lambda name: tell_focus(self, name or TABLE_NAME))

    def event(self, event) -> bool:
        # Tab moves the focus between cards on the table, not to the next widget.
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Tab, Qt.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)
        self.scene().fit_view(self.transform().m11())  # its words grow if the table got small
