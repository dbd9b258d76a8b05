"""The view that shows the table: the table takes the view's shape, and the view shows all of it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from deskcards.engine.words import noop, relay
from deskcards.ui.access_tree import AccessTree
from deskcards.ui.table_scene import TableScene

TABLE_NAME = noop("table", "Card table")
TABLE_HELP = noop("table", "Tab and the arrow keys move between the cards you may use; Enter or Space picks one up "
                  "or plays it. Ctrl and the arrow keys read the whole table, zone by zone, without moving the "
                  "frame.")


class TableView(QGraphicsView):
    SHOWS_ZONES = True  # its accessible interface lists the table's zones (``deskcards.ui.access_tree``)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.access_tree = AccessTree(self)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is the same every frame
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        scene.sceneRectChanged.connect(lambda _: self._fit())  # a band opened under the table, or closed
        for widget in (self, self.viewport()):
            widget.setAccessibleName(relay("table", TABLE_NAME))
            widget.setAccessibleDescription(relay("table", TABLE_HELP))

    def event(self, event: QEvent) -> bool:
        # Tab moves the focus between cards on the table, not to the next widget.
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.access_tree.focus_in()  # a screen reader hears the thing it was on, not only "Card table"

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        self.table_scene.take_shape(self.viewport().width(), self.viewport().height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.table_scene.fit_view(self.transform().m11())  # its words grow if the table got small
