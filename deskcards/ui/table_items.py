"""Table furniture shared by every game: seat name plates, pointer arrows, banners."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from deskcards.ui.legible import LEAST_PIXELS, UI_FONT, Legible, at_least, em, table_of


class SeatPlate(Legible, QGraphicsObject):
    """A seat's name with its state: to move, thinking, out, score."""

    def __init__(self, name: str, colour: QColor):
        super().__init__()
        self.name = name
        self.colour = colour
        self.detail = ""
        self.active = False
        self.out = False
        self.least = 0.0  # the size (scene units) its words are set at least, to read at the view's scale
        self.setZValue(500)

    def update_state(self, *, detail: str | None = None, active: bool | None = None, out: bool | None = None) -> None:
        self.prepareGeometryChange()
        if detail is not None:
            self.detail = detail
        if active is not None:
            self.active = active
        if out is not None:
            self.out = out
        self._place_pinned()
        self.update()

    def pin(self, badge: QGraphicsItem) -> None:
        """Put ``badge`` (a dealer button) on this plate's upper left corner, where it
        stays as the plate's words change size."""
        badge.setParentItem(self)
        self._place_pinned()

    def _place_pinned(self) -> None:
        box = self.boundingRect()
        for badge in self.childItems():
            badge.setPos(box.left() - 4, box.top() + 4)
            if isinstance(badge, Legible) and self.scene() is not None:
                badge.fit_view(self.scene().view_scale)  # to grow about its new place

    NAME_FONT = QFont(UI_FONT, 15, QFont.DemiBold)
    DETAIL_FONT = QFont(UI_FONT, 11)

    def fit_view(self, pixels_per_unit: float) -> None:
        # Its words grow, not the whole plate: a larger detail line takes little more room.
        self.prepareGeometryChange()
        self.least = LEAST_PIXELS / pixels_per_unit
        self._place_pinned()
        self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        return at_least(self.NAME_FONT, self.least), at_least(self.DETAIL_FONT, self.least)

    def _lines(self) -> tuple[float, float]:
        """The heights of the name's line and of the detail's (which tucks 6 units under it)."""
        name, detail = (QFontMetricsF(font).height() for font in self._fonts())
        return max(34.0, name + 4), max(22.0, detail)  # grown words take little more room

    def boundingRect(self) -> QRectF:
        # Two short lines rather than one long one, so a plate at the table's
        # edge never grows off it.
        name_font, detail_font = self._fonts()
        width = max(QFontMetricsF(name_font).horizontalAdvance(self.name),
                    QFontMetricsF(detail_font).horizontalAdvance(self.detail)) + 40
        name, detail = self._lines()
        height = name + detail if self.detail else name + 4
        left, top, table = -width / 2, -name / 2 - 2, table_of(self)
        if table is not None:  # grown at the table's edge, it reaches inwards to stay on it
            left = max(min(left, table.right() - self.x() - width), table.left() - self.x())
            top = max(min(top, table.bottom() - self.y() - height), table.top() - self.y())
        return QRectF(left, top, width, height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        fill = QColor(20, 24, 28, 200) if not self.active else QColor(250, 226, 140, 235)
        painter.setPen(QPen(self.colour if not self.out else QColor(120, 120, 120), 3))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 17, 17)
        ink = QColor(30, 30, 30) if self.active else QColor(235, 235, 235)
        painter.setPen(QColor(150, 150, 150) if self.out else ink)
        name_font, detail_font = self._fonts()
        name, detail = self._lines()
        painter.setFont(name_font)
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), name), Qt.AlignCenter, self.name)
        if self.detail:
            painter.setFont(detail_font)
            painter.drawText(QRectF(rect.left(), rect.top() + name - 6, rect.width(), detail), Qt.AlignCenter,
                             self.detail)


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

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._progress <= 0:
            return
        painter.setRenderHint(QPainter.Antialiasing)
        steps = max(2, int(24 * self._progress))
        path = QPainterPath(self.start)
        for i in range(1, steps + 1):
            path.lineTo(self._point(self._progress * i / steps))
        painter.setPen(QPen(QColor(0, 0, 0, 90), 9, Qt.SolidLine, Qt.RoundCap))
        painter.drawPath(path)
        painter.setPen(QPen(self.colour, 5, Qt.SolidLine, Qt.RoundCap))
        painter.drawPath(path)
        head = self._point(self._progress)
        back = self._point(max(0.0, self._progress - 0.06))
        angle = math.atan2(head.y() - back.y(), head.x() - back.x())
        wing = 18
        tip = QPainterPath(head)
        tip.lineTo(head - QPointF(math.cos(angle - 0.45) * wing, math.sin(angle - 0.45) * wing))
        tip.lineTo(head - QPointF(math.cos(angle + 0.45) * wing, math.sin(angle + 0.45) * wing))
        tip.closeSubpath()
        painter.setPen(Qt.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(tip)


class Banner(Legible, QGraphicsObject):
    """A large message across the table: a win, a draw, a crash."""

    TITLE_FONT = QFont(UI_FONT, 34, QFont.Bold)
    SUBTITLE_FONT = QFont(UI_FONT, 19)

    def __init__(self, title: str, subtitle: str = ""):
        super().__init__()
        self.title, self.subtitle = title, subtitle
        self.setZValue(2000)
        self.setToolTip("Click to put this away and see the table under it")

    def smallest_text(self) -> float:
        return em(self.SUBTITLE_FONT)

    def boundingRect(self) -> QRectF:
        return QRectF(-420, -80, 840, 160)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setPen(QPen(QColor(217, 169, 40), 4))
        painter.setBrush(QColor(18, 22, 30, 225))
        painter.drawRoundedRect(rect, 24, 24)
        painter.setPen(QColor(255, 236, 170))
        painter.setFont(self.TITLE_FONT)
        painter.drawText(rect.adjusted(0, 12, 0, -60 if self.subtitle else 0), Qt.AlignCenter, self.title)
        if self.subtitle:
            painter.setPen(QColor(230, 230, 230))
            painter.setFont(self.SUBTITLE_FONT)
            painter.drawText(rect.adjusted(16, 80, -16, -10), Qt.AlignCenter | Qt.TextWordWrap, self.subtitle)


class Badge(Legible, QGraphicsObject):
    """A short number or word in a pill, such as the pick-up total "+5"."""

    def __init__(self, colour: QColor = QColor(200, 40, 40)):
        super().__init__()
        self.text = ""
        self.colour = colour
        self.setZValue(950)

    FONT = QFont(UI_FONT, 22, QFont.Bold)

    def smallest_text(self) -> float:
        return em(self.FONT)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(self.FONT).horizontalAdvance(self.text) + 34
        return QRectF(-width / 2, -24, width, 48)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 2.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 22, 22)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(self.FONT)
        painter.drawText(rect, Qt.AlignCenter, self.text)


class DirectionRing(QGraphicsObject):
    """A ring of arrows round the middle of the table showing which way play goes."""

    def __init__(self, radius_x: float, radius_y: float):
        super().__init__()
        self.radius_x, self.radius_y = radius_x, radius_y
        self.clockwise = True
        self.setZValue(-0.5)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.radius_x - 20, -self.radius_y - 20, 2 * self.radius_x + 40, 2 * self.radius_y + 40)

    def set_clockwise(self, clockwise: bool) -> None:
        self.clockwise = clockwise
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        colour = QColor(255, 255, 255, 70)
        painter.setPen(QPen(colour, 6, Qt.SolidLine, Qt.RoundCap))
        painter.setBrush(Qt.NoBrush)
        sign = 1 if self.clockwise else -1
        for start in (20, 140, 260):  # three arcs, each ending in a head
            path = QPainterPath()
            steps = 24
            for i in range(steps + 1):
                angle = math.radians(start + sign * 90 * i / steps)
                point = QPointF(self.radius_x * math.cos(angle), self.radius_y * math.sin(angle))
                path.moveTo(point) if i == 0 else path.lineTo(point)
            painter.drawPath(path)
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
            painter.fillPath(head, colour)


class Flash(QGraphicsObject):
    """A word that pops up over the table and fades (SKIP!, REVERSE!)."""

    def __init__(self, text: str, colour: QColor = QColor(255, 220, 80)):
        super().__init__()
        self.text, self.colour = text, colour
        self.setZValue(1900)

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(QFont(UI_FONT, 40, QFont.Black)).horizontalAdvance(self.text) + 20
        return QRectF(-width / 2, -34, width, 68)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        path = QPainterPath()
        font = QFont(UI_FONT, 40, QFont.Black)
        width = QFontMetricsF(font).horizontalAdvance(self.text)
        path.addText(-width / 2, 15, font, self.text)
        painter.setPen(QPen(QColor(40, 20, 0), 5))
        painter.drawPath(path)
        painter.fillPath(path, self.colour)

    def fade(self, duration: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(self, b"opacity")
        animation.setStartValue(1.0)
        animation.setKeyValueAt(0.6, 1.0)
        animation.setEndValue(0.0)
        animation.setDuration(duration)
        return animation


class Caption(Legible, QGraphicsObject):
    """A line or two of words over the table, saying what just happened (a
    function that did nothing and why, a proof told step by step). It is
    ``width`` wide, centred on its position, and grows upward with its text;
    one that ``hangs`` has its top edge at its position and grows downward,
    and words that would run taller than ``room`` are set smaller."""

    FONT = QFont(UI_FONT, 17)
    SMALLEST = 11  # points: the type shrinks to fit the room no further
    PADDING = 10.0

    def __init__(self, width: float, hangs: bool = False, room: float | None = None):
        super().__init__()
        self.width, self.text, self.hangs, self.room = width, "", hangs, room
        self.font = self.FONT
        self.setZValue(1800)
        self.setVisible(False)

    def say(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.font = QFont(self.FONT)
        while (self.room is not None and self.font.pointSize() > self.SMALLEST
               and self._text_rect().height() + 2 * self.PADDING > self.room):
            self.font.setPointSize(self.font.pointSize() - 1)
        self.setVisible(bool(text))
        if self.scene() is not None:
            self.fit_view(self.scene().view_scale)  # set smaller to fit its room, it may need to grow
        self.update()

    def smallest_text(self) -> float:
        return em(self.font)

    def _text_rect(self) -> QRectF:
        inner = self.width - 2 * self.PADDING
        bounds = QFontMetricsF(self.font).boundingRect(QRectF(0, 0, inner, 10_000), Qt.TextWordWrap, self.text)
        top = self.PADDING if self.hangs else 24 - self.PADDING - bounds.height()
        return QRectF(-inner / 2, top, inner, bounds.height())

    def boundingRect(self) -> QRectF:
        text = self._text_rect()
        return text.adjusted(-self.PADDING, -self.PADDING, self.PADDING, self.PADDING)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor(255, 236, 170, 200), 2))
        painter.setBrush(QColor(18, 22, 30, 215))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        painter.setPen(QColor(245, 245, 235))
        painter.setFont(self.font)
        painter.drawText(self._text_rect(), Qt.AlignCenter | Qt.TextWordWrap, self.text)
