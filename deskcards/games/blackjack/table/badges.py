"""Blackjack's marks on the table: the pick-up total and the direction of play."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.ui import palette
from deskcards.ui.legible import UI_FONT, Legible, em


class Badge(Legible, QGraphicsObject):
    """A short number or word in a pill, such as the pick-up total "+5"."""

    def __init__(self, colour: QColor = QColor(200, 40, 40)):
        super().__init__()
        self.text = ""
        self.colour = colour
        self.setZValue(950)

    FONT = QFont(UI_FONT, 22, QFont.Weight.Bold)

    def smallest_text(self) -> float:
        return em(self.FONT)

    def accessible_name(self) -> str:
        return self.text

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(self.FONT).horizontalAdvance(self.text) + 34
        return QRectF(-width / 2, -24, width, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 2.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 22, 22)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(self.FONT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class DirectionRing(QGraphicsObject):
    """A ring of arrows round the middle of the table showing which way play goes."""

    def __init__(self, radius_x: float, radius_y: float):
        super().__init__()
        self.radius_x, self.radius_y = radius_x, radius_y
        self.clockwise = True
        self.setZValue(-0.5)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.radius_x - 20, -self.radius_y - 20, 2 * self.radius_x + 40, 2 * self.radius_y + 40)

    def accessible_name(self) -> str:
        return translate("blackjack", "play goes clockwise") if self.clockwise \
            else translate("blackjack", "play goes anticlockwise")

    def set_clockwise(self, clockwise: bool) -> None:
        self.clockwise = clockwise
        self.update()

    def shape(self) -> QPainterPath:
        """The arcs and their heads, not the box round them: the piles inside the ring
        lie under it, and each shows its own focus frame and name where it lies."""
        arcs, heads = self._arcs()
        outline = QPainterPathStroker()
        outline.setWidth(6)
        return outline.createStroke(arcs).united(heads)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.QUIET, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        arcs, heads = self._arcs()
        painter.drawPath(arcs)
        painter.fillPath(heads, palette.QUIET)

    def _arcs(self) -> tuple[QPainterPath, QPainterPath]:
        """Three arcs, each ending in a head, turning the way play goes."""
        arcs, heads = QPainterPath(), QPainterPath()
        sign = 1 if self.clockwise else -1
        for start in (20, 140, 260):
            steps = 24
            for i in range(steps + 1):
                angle = math.radians(start + sign * 90 * i / steps)
                point = QPointF(self.radius_x * math.cos(angle), self.radius_y * math.sin(angle))
                arcs.moveTo(point) if i == 0 else arcs.lineTo(point)
            tip_angle = math.radians(start + sign * 90)
            tip = QPointF(self.radius_x * math.cos(tip_angle), self.radius_y * math.sin(tip_angle))
            tangent = QPointF(-self.radius_x * math.sin(tip_angle) * sign, self.radius_y * math.cos(tip_angle) * sign)
            length = math.hypot(tangent.x(), tangent.y()) or 1.0
            unit = QPointF(tangent.x() / length, tangent.y() / length)
            normal = QPointF(-unit.y(), unit.x())
            head = QPainterPath(tip + unit * 14)
            head.lineTo(tip - unit * 8 + normal * 13)
            head.lineTo(tip - unit * 8 - normal * 13)
            head.closeSubpath()
            heads.addPath(head)
        return arcs, heads
