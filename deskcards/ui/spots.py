"""Named places on the table: a pile's outline, an empty slot, and buttons.

A spot is a key the table's scene can highlight, focus and hand to the host
(``table_scene``); it never decides what a click means.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.legible import legible_font


class Spot(QGraphicsObject):
    """A named place on the table: a pile's outline, an empty slot, a button-like area."""

    def __init__(self, key: str, label: str = "", size: tuple[float, float] = (CARD_WIDTH, CARD_HEIGHT)):
        super().__init__()
        self.key = key
        self.label = label
        self._size = size
        self.highlight: str | None = None
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12)

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.Antialiasing)
        colour = {"target": QColor(255, 214, 90), "focus": QColor(120, 200, 255)}.get(self.highlight)
        painter.setPen(QPen(colour or QColor(255, 255, 255, 90), 4 if colour else 2, Qt.SolidLine if colour else Qt.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40) if colour is None else QColor(colour.red(), colour.green(), colour.blue(), 50))
        painter.drawRoundedRect(rect, 8, 8)
        if self.label:
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(legible_font(QFont("DejaVu Sans", 14), painter))
            painter.drawText(rect, Qt.AlignCenter | Qt.TextWordWrap, self.label)


class Button(Spot):
    """A click-only spot that looks like a button ("End turn", a suit to choose)."""

    def __init__(self, key: str, label: str, size: tuple[float, float] = (170, 54), colour: QColor = QColor(242, 193, 78)):
        super().__init__(key, label, size)
        self.colour = colour
        self.setZValue(1500)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.Antialiasing)
        ring = QColor(120, 200, 255) if self.highlight == "focus" else QColor(60, 40, 10)
        painter.setPen(QPen(ring, 5 if self.highlight == "focus" else 2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setPen(QColor(30, 22, 8))
        painter.setFont(legible_font(QFont("DejaVu Sans", 18, QFont.Bold), painter))
        painter.drawText(rect, Qt.AlignCenter, self.label)


class ToggleButton(Button):
    """A button that stays pressed in or out ("Run forever"): lit and ticked while on."""

    def __init__(self, key: str, label: str, size: tuple[float, float] = (170, 54)):
        super().__init__(key, label, size, QColor(200, 200, 190))
        self.text = label
        self.checked = False

    def set_checked(self, checked: bool) -> None:
        self.checked = checked
        self.label = ("\u2714 " if checked else "") + self.text
        self.colour = QColor(255, 150, 60) if checked else QColor(200, 200, 190)
        self.update()
