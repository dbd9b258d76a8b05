"""Table furniture shared by every game: seat name plates, banners, flashes, captions."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.ui import palette
from deskcards.ui.legible import LEAST_PIXELS, UI_FONT, Legible, at_least, em, table_of
from deskcards.ui.naming import item_name


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
        # What the seat holds besides (Destiny's stack and bet), in words a screen reader hears on the
        # plate, rather than one thing each (``deskcards.ui.table_zones``); "" for nothing now.
        self.holdings: list[Callable[[], str]] = []
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

    def accessible_name(self) -> str:
        held = [holding() for holding in self.holdings] + [item_name(badge) for badge in self.childItems()
                                                           if badge.isVisible()]
        return ", ".join(words for words in (self.name, self.detail, *held, "to move" if self.active else "") if words)

    def pin(self, badge: QGraphicsItem) -> None:
        """Put ``badge`` (a dealer button) on this plate's upper left corner, where it
        stays as the plate's words change size; a screen reader hears it in the plate's words."""
        badge.said_elsewhere = True  # type: ignore[attr-defined]  # not listed on its own (``table_zones``)
        badge.setParentItem(self)
        self._place_pinned()

    def _place_pinned(self) -> None:
        box = self.boundingRect()
        for badge in self.childItems():
            badge.setPos(box.left() - 4, box.top() + 4)
            if isinstance(badge, Legible):
                badge.refit()  # to grow about its new place

    NAME_FONT = QFont(UI_FONT, 15, QFont.Weight.DemiBold)
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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        fill = palette.ACTIVE_PLATE if self.active else palette.PLATE
        painter.setPen(QPen(self.colour if not self.out else palette.IDLE, palette.stroke(3)))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 17, 17)
        ink = palette.BUTTON_INK if self.active else palette.TEXT
        painter.setPen(palette.IDLE if self.out else ink)
        name_font, detail_font = self._fonts()
        name, detail = self._lines()
        painter.setFont(name_font)
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), name), Qt.AlignmentFlag.AlignCenter, self.name)
        if self.detail:
            painter.setFont(detail_font)
            painter.drawText(QRectF(rect.left(), rect.top() + name - 6, rect.width(), detail),
                             Qt.AlignmentFlag.AlignCenter, self.detail)


class Banner(Legible, QGraphicsObject):
    """A large message across the table: a win, a draw, a crash."""

    TITLE_FONT = QFont(UI_FONT, 34, QFont.Weight.Bold)
    SUBTITLE_FONT = QFont(UI_FONT, 19)

    def __init__(self, title: str, subtitle: str = ""):
        super().__init__()
        self.title, self.subtitle = title, subtitle
        self.setZValue(2000)
        self.setToolTip(translate("table", "Click to put this away and see the table under it"))

    def smallest_text(self) -> float:
        return em(self.SUBTITLE_FONT)

    def accessible_name(self) -> str:
        return f"{self.title}. {self.subtitle}" if self.subtitle else self.title

    def boundingRect(self) -> QRectF:
        return QRectF(-420, -80, 840, 160)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setPen(QPen(palette.FRAME, palette.stroke(4)))
        painter.setBrush(palette.with_alpha(palette.PANEL, 225))
        painter.drawRoundedRect(rect, 24, 24)
        painter.setPen(palette.TITLE)
        painter.setFont(self.TITLE_FONT)
        painter.drawText(rect.adjusted(0, 12, 0, -60 if self.subtitle else 0), Qt.AlignmentFlag.AlignCenter, self.title)
        if self.subtitle:
            painter.setPen(palette.SOFT_TEXT)
            painter.setFont(self.SUBTITLE_FONT)
            painter.drawText(rect.adjusted(16, 80, -16, -10), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.subtitle)


class Flash(QGraphicsObject):
    """A word that pops up over the table and fades (SKIP!, REVERSE!)."""

    def __init__(self, text: str, colour: QColor = QColor(255, 220, 80)):
        super().__init__()
        self.text, self.colour = text, colour
        self.setZValue(1900)

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(QFont(UI_FONT, 40, QFont.Weight.Black)).horizontalAdvance(self.text) + 20
        return QRectF(-width / 2, -34, width, 68)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        font = QFont(UI_FONT, 40, QFont.Weight.Black)
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
        self.refit()  # set smaller to fit its room, it may need to grow
        self.update()

    def smallest_text(self) -> float:
        return em(self.font)

    def accessible_name(self) -> str:
        return self.text

    def _text_rect(self) -> QRectF:
        inner = self.width - 2 * self.PADDING
        bounds = QFontMetricsF(self.font).boundingRect(QRectF(0, 0, inner, 10_000), Qt.TextFlag.TextWordWrap, self.text)
        top = self.PADDING if self.hangs else 24 - self.PADDING - bounds.height()
        return QRectF(-inner / 2, top, inner, bounds.height())

    def boundingRect(self) -> QRectF:
        text = self._text_rect()
        return text.adjusted(-self.PADDING, -self.PADDING, self.PADDING, self.PADDING)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 236, 170, 200), 2))
        painter.setBrush(palette.with_alpha(palette.PANEL, 215))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        painter.setPen(QColor(245, 245, 235))
        painter.setFont(self.font)
        painter.drawText(self._text_rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
