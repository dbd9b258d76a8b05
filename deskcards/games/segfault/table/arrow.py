"""The pointer arrow of Segmentation Fault: from a played card to the card it points at."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class Arrow(QGraphicsObject):
    """A curved pointer arrow that grows from its tail to its head."""

    def __init__(self, start: QPointF, end: QPointF, colour: QColor = QColor(255, 120, 40)):
        super().__init__()
        self.start, self.end, self.colour = start, end, colour
        self._progress = 1.0
        self.setZValue(900)
        mid = (start + end) / 2
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        bend = min(80.0, length * 0.18)
        self.control = QPointF(mid.x() - dy / length * bend, mid.y() + dx / length * bend)

    def _point(self, t: float) -> QPointF:
        a, c, b = self.start, self.control, self.end
        return a * (1 - t) ** 2 + c * (2 * (1 - t) * t) + b * (t * t)

    def boundingRect(self) -> QRectF:
        xs = [self.start.x(), self.end.x(), self.control.x()]
        ys = [self.start.y(), self.end.y(), self.control.y()]
        return QRectF(min(xs) - 20, min(ys) - 20, max(xs) - min(xs) + 40, max(ys) - min(ys) + 40)

    def get_progress(self) -> float:
        return self._progress

    def set_progress(self, value: float) -> None:
        self._progress = value
        self.update()

    progress = Property(float, get_progress, set_progress)

    def grow(self, duration: int) -> QPropertyAnimation:
        self.set_progress(0.0 if duration else 1.0)
        animation = QPropertyAnimation(self, b"progress")
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        return animation

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._progress <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        steps = max(2, int(24 * self._progress))
        path = QPainterPath(self.start)
        for i in range(1, steps + 1):
            path.lineTo(self._point(self._progress * i / steps))
        painter.setPen(QPen(QColor(0, 0, 0, 90), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        painter.setPen(QPen(self.colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        head = self._point(self._progress)
        back = self._point(max(0.0, self._progress - 0.06))
        angle = math.atan2(head.y() - back.y(), head.x() - back.x())
        wing = 18
        tip = QPainterPath(head)
        tip.lineTo(head - QPointF(math.cos(angle - 0.45) * wing, math.sin(angle - 0.45) * wing))
        tip.lineTo(head - QPointF(math.cos(angle + 0.45) * wing, math.sin(angle + 0.45) * wing))
        tip.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(tip)
