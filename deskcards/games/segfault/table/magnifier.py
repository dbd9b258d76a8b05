"""Another seat's row, enlarged: on a table too small to read the others' rows in place.

While the pointer rests on a row (or the keyboard's focus is on one of its cards), a
panel shows its six cards upright and large enough to read, with their owner's name
and, if the table shows them, their positions. It takes no clicks: they go to what
lies under it, as if it were not there.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, QTimer, Slot
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.ui import palette
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, FacePainter
from deskcards.ui.card_item import CARD_BOX
from deskcards.ui.legible import LEAST_PIXELS, UI_FONT, at_least

PADDING = 14.0  # round the panel's contents, in its units (a card is 100 wide)
CARD_GAP = 12.0
LINE_GAP = 6.0
HIDE_AFTER_MS = 150  # the pointer crossing the gap between two cards of the row leaves the panel up


class RowMagnifier(QGraphicsObject):
    NAME_FONT = QFont(UI_FONT, 15, QFont.Weight.DemiBold)
    NUMBER_FONT = QFont(UI_FONT, 12, QFont.Weight.DemiBold)

    def __init__(self, faces: FacePainter, numbered: bool, pixels_per_unit: float):
        super().__init__()
        self.faces, self.numbered, self.pixels_per_unit = faces, numbered, pixels_per_unit
        self.name = ""
        self.cards: tuple[int, ...] = ()
        self.seat: int | None = None
        self.on_focus_moved = lambda: None  # the table's, told when the keyboard's focus moves
        self.setZValue(1700)  # over the rows and the control, under a banner
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._hiding = QTimer(self)
        self._hiding.setSingleShot(True)
        self._hiding.timeout.connect(self._hide)

    # -- showing --------------------------------------------------------------------
    def show_row(self, seat: int, name: str, cards: Sequence[int], area: QRectF, scale: float) -> None:
        """Show ``name``'s row of ``cards`` in ``area``, its cards at ``scale`` of a card."""
        self._hiding.stop()
        self.prepareGeometryChange()
        self.seat, self.name, self.cards = seat, name, tuple(cards)
        self.setScale(scale)
        self.setPos(area.center())
        self.setVisible(True)
        self.update()

    def hide_soon(self) -> None:
        if self.isVisible() and not self._hiding.isActive():
            self._hiding.start(HIDE_AFTER_MS)

    def _hide(self) -> None:
        self.setVisible(False)
        self.seat = None

    @Slot(str)
    def focus_moved(self, _name: str) -> None:
        self.on_focus_moved()

    # -- size ------------------------------------------------------------------------
    def _fonts(self, scale: float) -> tuple[QFont, QFont]:
        """The name's and the numbers' fonts, large enough to read with the panel at ``scale``."""
        least = LEAST_PIXELS / (self.pixels_per_unit * scale)
        return at_least(self.NAME_FONT, least), at_least(self.NUMBER_FONT, least)

    def _lines(self, scale: float) -> tuple[float, float]:
        """The heights of the name's line and of the numbers' (none when not shown)."""
        name, number = self._fonts(scale)
        return QFontMetricsF(name).height(), QFontMetricsF(number).height() + LINE_GAP if self.numbered else 0.0

    def _own_size(self, scale: float) -> tuple[float, float]:
        """The panel's width and height in its own units (a card is 100 wide) when shown at ``scale``."""
        name, numbers = self._lines(scale)
        return 6 * CARD_WIDTH + 5 * CARD_GAP + 2 * PADDING, 2 * PADDING + name + LINE_GAP + CARD_HEIGHT + numbers

    def size_at(self, scale: float) -> tuple[float, float]:
        """The panel's width and height in scene units with its cards at ``scale``."""
        width, height = self._own_size(scale)
        return width * scale, height * scale

    def boundingRect(self) -> QRectF:
        width, height = self._own_size(self.scale())
        return QRectF(-width / 2, -height / 2, width, height)

    def card_rects(self) -> list[QRectF]:
        """Where the row's cards lie in the panel's units."""
        box = self.boundingRect()
        name, _ = self._lines(self.scale())
        top = box.top() + PADDING + name + LINE_GAP
        return [QRectF(box.left() + PADDING + pos * (CARD_WIDTH + CARD_GAP), top, CARD_WIDTH, CARD_HEIGHT)
                for pos in range(len(self.cards))]

    # -- painting -------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect()
        painter.setPen(QPen(palette.FRAME, palette.stroke(3)))
        painter.setBrush(palette.PANEL)
        painter.drawRoundedRect(box.adjusted(2, 2, -2, -2), 16, 16)
        name_font, number_font = self._fonts(self.scale())
        name_height, numbers = self._lines(self.scale())
        painter.setFont(name_font)
        painter.setPen(palette.TITLE)
        painter.drawText(QRectF(box.left(), box.top() + PADDING, box.width(), name_height),
                         Qt.AlignmentFlag.AlignCenter, self.name)
        painter.setFont(number_font)
        for pos, (card, rect) in enumerate(zip(self.cards, self.card_rects(), strict=True)):
            painter.save()
            painter.translate(rect.center())
            painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
            self.faces(painter, CARD_BOX, card)
            painter.restore()
            if self.numbered:
                painter.setPen(palette.TITLE)
                painter.drawText(QRectF(rect.left(), rect.bottom() + LINE_GAP, rect.width(), numbers - LINE_GAP),
                                 Qt.AlignmentFlag.AlignCenter, str(pos + 1))
