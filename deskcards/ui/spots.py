"""Named places on the table: a pile's outline, an empty slot, and buttons.

A spot is a key the table's scene can highlight, focus and hand to the host
(``table_scene``); it never decides what a click means.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.ui import palette
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.card_item import FOCUS_FRAME
from deskcards.ui.legible import LEAST_PIXELS, Legible, at_least, on_screen_scale

MARGIN = 6.0  # how far a spot's outline (and its focus frame) reaches outside its size
HINT_OUTSIDE = 1.5  # the middle of the hint's ring lies this far out; its dark edge reaches MARGIN


class Spot(Legible, QGraphicsObject):
    """A named place on the table: a pile's outline, an empty slot, a button-like area."""

    LABEL_FONT = QFont("DejaVu Sans", 14)

    def __init__(self, key: str, label: str = "", size: tuple[float, float] = (CARD_WIDTH, CARD_HEIGHT)):
        super().__init__()
        self.key = key
        self.label = label
        self.name = ""  # what a screen reader calls it, when its label does not say
        self._size = size
        self.highlight: str | None = None
        self.outlined = False  # drawn as a place to drop even before a card is picked up (a slot to build on)
        self._view_scale = 1.0
        self.setZValue(-1)

    @property
    def label(self) -> str:
        return self._label

    @label.setter
    def label(self, text: str) -> None:
        self.prepareGeometryChange()  # a longer label may reach further
        self._label = text
        self.update()

    def accessible_name(self) -> str:
        return self.name or " ".join(self.label.split())

    def fit_view(self, pixels_per_unit: float) -> None:
        # The place keeps its size; its words grow, and may reach past its outline.
        self.prepareGeometryChange()
        self._view_scale = pixels_per_unit
        self.update()

    def label_font(self) -> QFont:
        """The label's font as designed, before it grows to stay readable."""
        return self.LABEL_FONT

    def shown_font(self) -> QFont:
        """The label's font, set large enough to read at the view's scale."""
        to_scene = self.sceneTransform()
        scale = self._view_scale * math.hypot(to_scene.m21(), to_scene.m22())
        return at_least(self.label_font(), LEAST_PIXELS / scale)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        metrics = QFontMetricsF(self.shown_font())
        words = max((metrics.horizontalAdvance(line) for line in self.label.splitlines()), default=0.0)
        reach = max(w, words) / 2 + MARGIN
        return QRectF(-reach, -h / 2 - MARGIN, 2 * reach, h + 2 * MARGIN)

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = palette.TARGET if self.highlight == "target" or self.outlined else None
        painter.setPen(QPen(colour or palette.QUIET, palette.stroke(4 if colour else 2),
                            Qt.PenStyle.SolidLine if colour else Qt.PenStyle.DashLine))
        ground = QColor(0, 0, 0, 40) if colour is None else QColor(colour.red(), colour.green(), colour.blue(), 50)
        painter.setBrush(ground)
        painter.drawRoundedRect(rect, 8, 8)
        if self.label:
            painter.setPen(palette.QUIET_WORDS)
            painter.setFont(self.shown_font())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)
        self.paint_focus(painter, rect, 8)

    def paint_focus(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The keyboard's frame round ``rect``, when the focus is here; a hint's ring when a hint names it."""
        if self.highlight == "focus":
            FOCUS_FRAME.paint(painter, rect, radius, MARGIN, on_screen_scale(painter))
        elif self.highlight == "hint":  # a ring round it, edged dark: it shows on a yellow button and on the felt
            ring = rect.adjusted(-HINT_OUTSIDE, -HINT_OUTSIDE, HINT_OUTSIDE, HINT_OUTSIDE)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for colour, width in ((palette.FOCUS_DARK, 9.0), (palette.HINT, 6.0)):
                painter.setPen(QPen(colour, width))
                painter.drawRoundedRect(ring, radius + HINT_OUTSIDE, radius + HINT_OUTSIDE)


class Button(Spot):
    """A click-only spot that looks like a button ("End turn", a suit to choose);
    greyed out while not ``enabled`` (a click still reaches the table, which says why)."""

    LABEL_FONT = QFont("DejaVu Sans", 18, QFont.Weight.Bold)

    def __init__(self, key: str, label: str, size: tuple[float, float] = (170, 54), colour: QColor = palette.BUTTON):
        super().__init__(key, label, size)
        self.colour = colour
        self.enabled = True
        self.setZValue(1500)

    def accessible_name(self) -> str:
        name = super().accessible_name()
        return name if self.enabled else translate("table", "{button}, not available now", button=name)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.BUTTON_RIM, palette.stroke(2)))
        painter.setBrush(self.colour if self.enabled else palette.GREYED_BUTTON)
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setPen(palette.BUTTON_INK if self.enabled else palette.GREYED_INK)
        painter.setFont(self.shown_font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)
        self.paint_focus(painter, rect, h / 2)


class ToggleButton(Button):
    """A button that stays pressed in or out ("Run forever"): lit and ticked while on."""

    def __init__(self, key: str, label: str, size: tuple[float, float] = (170, 54)):
        super().__init__(key, label, size, palette.PLAIN_BUTTON)
        self.text = label
        self.checked = False

    def accessible_name(self) -> str:
        return f"{self.text}, {'on' if self.checked else 'off'}"

    def set_checked(self, checked: bool) -> None:
        self.checked = checked
        self.label = ("\u2714 " if checked else "") + self.text
        self.colour = QColor(255, 150, 60) if checked else palette.PLAIN_BUTTON
        self.update()
