"""A widget placed on the table (a number to type) that the keyboard's focus ring
can stand on: it has a key, as cards and spots have, and wears the ring's frame.
The scene gives it the keyboard while the ring is on it (``TableScene``)."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsProxyWidget, QStyleOptionGraphicsItem, QWidget

from deskcards.ui.card_item import FOCUS_FRAME
from deskcards.ui.legible import on_screen_scale


class RingWidget(QGraphicsProxyWidget):
    """``widget`` on the table under ``key``: registered with the scene, and its key among the
    sources, it is in the ring."""

    def __init__(self, key: str, widget: QWidget) -> None:
        super().__init__()
        self.key = key
        self.highlight: str | None = None
        self.setWidget(widget)

    def set_highlight(self, kind: str | None) -> None:
        """The keyboard's focus frame (``kind`` "focus"), or none."""
        self.highlight = kind
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes a null widget; the stubs do not
        if self.highlight == "focus":
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            FOCUS_FRAME.paint(painter, self.boundingRect().adjusted(8, 8, -8, -8), 12, 8, on_screen_scale(painter))
