"""The chooser: the card you are about to play, drawn large with its chips, the
digits it can be played as, a Turn button, Play and Cancel, and a line that
says what the choice plays as or why it cannot be played.

It shows a ``Choice`` and hands clicks back by key: ``seg:<letter>`` for an
empty (grey) segment, ``digit:<d>``, ``turn``, ``play`` and ``cancel``. It decides
nothing: the reasons come from the choice (the font) and the engine.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import noop, relay, translate, translate_count
from deskcards.games.segment_trix.table.segment_art import SegmentDeckArt, bar_polygon, paint_chip, segment_place
from deskcards.ui import palette
from deskcards.ui.card_item import FOCUS_FRAME
from deskcards.ui.legible import Legible, em, legible_font, on_screen_scale
from deskcards.ui.spots import Button
from deskcards.ui.table_items import UI_FONT

from ..font import SEGMENTS
from ..narrate import chips_count
from .choice import Choice

if TYPE_CHECKING:
    from deskcards.ui.table_scene import TableScene

    from ..state import SegmentTrixState

PANEL = (350.0, 312.0)  # the panel's size, as designed: it grows to read in a small window
CARD = QRectF(14, 44, 110, 154)  # the card drawn large, in the panel's own coordinates
DIGIT_SIZE = (62.0, 42.0)
DIGIT_GRID = (142.0, 44.0, 68.0, 48.0)  # left, top, column pitch, row pitch
TEXT = QRectF(14, 204, 322, 50)
BUTTON_Y = 282.0
BUTTONS = (("turn", noop("segment-trix", "Turn ↻"), 62.0, 112.0, palette.COOL_BUTTON),
           ("play", noop("segment-trix", "Play"), 178.0, 100.0, palette.BUTTON),
           ("cancel", noop("segment-trix", "Cancel"), 288.0, 104.0, QColor(200, 200, 196)))
TITLE_FONT = QFont(UI_FONT, 14, QFont.Weight.Bold)
VERDICT_FONT = QFont(UI_FONT, 14, QFont.Weight.DemiBold)  # as large as the title: the panel grows by its smallest words
DIGIT_FONT = QFont(UI_FONT, 17, QFont.Weight.Bold)
PRICE_FONT = QFont(UI_FONT, 10, QFont.Weight.DemiBold)
PROBLEM_INK, FINE_INK = QColor(255, 150, 130), QColor(200, 240, 200)
SEGMENT_ROOM = 10.0  # round an empty segment: its focus frame fits outside the bar in a small window


class ChooserPanel(Legible, QGraphicsObject):
    """The panel's face: background, title, the card with its chips, the verdict line."""

    def __init__(self, art: SegmentDeckArt, size: tuple[float, float]):
        super().__init__()
        self.art, self.size = art, size
        self.choice: Choice | None = None
        self.verdict, self.problem = "", False
        self.setZValue(1400)

    def accessible_name(self) -> str:
        if self.choice is None:
            return ""
        return translate("segment-trix", "Choosing how to play {card}: {verdict}", card=self.choice.name(),
                         verdict=self.verdict)

    def grows_about(self) -> QPointF:
        return QPointF()  # down over your hand (you chose from it) and right, clear of the trick

    def smallest_text(self) -> float:
        return em(VERDICT_FONT)  # a digit's price is set larger when small (DigitButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.FRAME, 3))
        painter.setBrush(palette.with_alpha(palette.PANEL, 236))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 16, 16)
        if self.choice is None:
            return
        painter.setPen(palette.TITLE)
        painter.setFont(TITLE_FONT)
        painter.drawText(QRectF(16, 8, self.size[0] - 32, 30),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         translate("segment-trix", "Play {card}, turned", card=self.choice.name())
                         if self.choice.upside_down
                         else translate("segment-trix", "Play {card}", card=self.choice.name()))
        self.art.paint_face(painter, CARD, self.choice.card, self.choice.upside_down)
        for letter in self.choice.chips:
            paint_chip(painter, segment_place(letter, CARD))
        painter.setPen(PROBLEM_INK if self.problem else FINE_INK)
        painter.setFont(VERDICT_FONT)
        painter.drawText(TEXT, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         self.verdict)


class SegmentKey(QGraphicsObject):
    """An empty (grey) segment of the large card: click to put a chip there or take it off."""

    def __init__(self, letter: str, parent: QGraphicsObject):
        super().__init__(parent)
        self.key = f"seg:{letter}"
        self.highlight: str | None = None
        self.hovered = False
        self._bar = QPainterPath()
        self._bar.addPolygon(bar_polygon(segment_place(letter, CARD)))
        self._bar.closeSubpath()
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self._bar.boundingRect().adjusted(-SEGMENT_ROOM, -SEGMENT_ROOM, SEGMENT_ROOM, SEGMENT_ROOM)

    def shape(self) -> QPainterPath:
        return self._bar

    def set_highlight(self, kind: str | None) -> None:
        self.highlight = kind
        self.update()

    def accessible_name(self) -> str:
        return translate("segment-trix", "segment {letter}: add a chip", letter=self.key[4:])

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self.hovered:
            self.hovered = hovered
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.highlight is None and not self.hovered:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlight == "focus":  # the keyboard's frame, as on every card and button
            FOCUS_FRAME.paint(painter, self._bar.boundingRect(), 2, SEGMENT_ROOM, on_screen_scale(painter))
            return
        painter.setPen(QPen(QColor(110, 190, 255) if self.highlight else palette.TARGET, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._bar)


class DigitButton(Button):
    """A digit the card can be played as, with its price under it: chips, and ↻ if turned."""

    def __init__(self, digit: int, parent: QGraphicsObject):
        super().__init__(f"digit:{digit}", str(digit), DIGIT_SIZE, palette.LIGHT_BUTTON)
        self.setParentItem(parent)
        self.digit, self.price = digit, ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.BUTTON_RIM, 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(palette.BUTTON_INK)
        # The digit and its price side by side, centred together: a price set larger
        # to stay readable in a small window takes the room it needs.
        price_font = legible_font(PRICE_FONT, painter)
        digit_width = QFontMetricsF(DIGIT_FONT).horizontalAdvance(self.label)
        price_width = QFontMetricsF(price_font).horizontalAdvance(self.price) + 4 if self.price else 0.0
        left = -(digit_width + price_width) / 2
        painter.setFont(DIGIT_FONT)
        painter.drawText(QRectF(left, rect.top(), digit_width, h), Qt.AlignmentFlag.AlignCenter, self.label)
        painter.setFont(price_font)
        painter.drawText(QRectF(left + digit_width, rect.top(), price_width, h), Qt.AlignmentFlag.AlignCenter,
                         self.price)
        self.paint_focus(painter, rect, 10)


class Chooser:
    """The panel and its keys, registered with the scene; hidden until opened."""

    def __init__(self, scene: TableScene, art: SegmentDeckArt) -> None:
        self.panel = ChooserPanel(art, PANEL)
        scene.addItem(self.panel)
        self.segments = {letter: SegmentKey(letter, self.panel) for letter in SEGMENTS}
        self.digits = [DigitButton(digit, self.panel) for digit in range(10)]
        for digit, button in enumerate(self.digits):
            button.setPos(_cell(digit))
        self.buttons: dict[str, Button] = {}
        for key, label, x, width, colour in BUTTONS:
            action = self.buttons[key] = Button(key, relay("segment-trix", label), (width, 44.0), colour)
            action.setParentItem(self.panel)
            action.setPos(QPointF(x, BUTTON_Y))
        for item in self._items():
            scene.register(item.key, item)
        self.panel.setVisible(False)

    def size(self) -> tuple[float, float]:
        """How large the panel shows, grown to read at the view's scale."""
        return PANEL[0] * self.panel.scale(), PANEL[1] * self.panel.scale()

    def place(self, top_left: QPointF) -> None:
        self.panel.setPos(top_left)
        self.panel.refit()  # to grow about its new place

    @property
    def choice(self) -> Choice | None:
        return self.panel.choice if self.panel.isVisible() else None

    def open(self, choice: Choice, state: SegmentTrixState) -> None:
        self.panel.choice = choice
        self.panel.setVisible(True)
        self.show(state)

    def close(self) -> None:
        self.panel.setVisible(False)
        self.panel.choice = None

    def _items(self) -> list[SegmentKey | Button]:
        """Every key of the panel, in keyboard order."""
        return [*self.segments.values(), *self.digits, *self.buttons.values()]

    def keys(self) -> list[str]:
        """What can be clicked now, in keyboard order."""
        return [item.key for item in self._items() if item.isVisible()]

    def hover(self, key: Hashable | None) -> None:
        """Outline the empty segment under the pointer: a chip would go there."""
        for segment in self.segments.values():
            segment.set_hovered(segment.key == key)

    def show(self, state: SegmentTrixState, said: str | None = None) -> None:
        """Draw the choice as it stands; ``said`` overrides the verdict line (a refused click)."""
        choice = self.panel.choice
        assert choice is not None  # shown while open
        problem = choice.problem(state)
        for letter, segment in self.segments.items():
            segment.setVisible(letter in choice.empty)
        options = choice.options()
        legal = set(state.legal_actions())
        for digit, button in enumerate(self.digits):
            button.setVisible(digit in options)
            if digit in options:
                cell = list(options).index(digit)  # the reachable digits fill the grid in order
                button.setPos(_cell(cell))
                upside_down, chips = options[digit]
                turned = upside_down != choice.upside_down
                button.price = ("↻" if turned else "") + (f"+{chips}" if chips else "")
                button.name = _button_name(digit, turned, chips)
                if digit == choice.digit:  # pressed again, it plays (``SegmentTrixTable._chooser_key``)
                    button.name = translate("segment-trix", "{button}, chosen: press it again to play",
                                            button=button.name)
                playable = choice.ruleset.plays.form(choice.card, upside_down, digit) in legal
                button.colour = palette.LIGHT_BUTTON if playable else QColor(170, 170, 165)
                button.update()
        self.buttons["play"].colour = palette.IDLE if problem else palette.BUTTON
        self.buttons["play"].update()
        self.panel.problem = bool(said or problem)
        self.panel.verdict = said or problem or _reads_as(choice)
        self.panel.update()


def _cell(number: int) -> QPointF:
    """The centre of cell ``number`` of the digit grid, three to a row."""
    left, top, column, row = DIGIT_GRID
    return QPointF(left + column * (number % 3) + DIGIT_SIZE[0] / 2, top + row * (number // 3) + DIGIT_SIZE[1] / 2)


def _reads_as(choice: Choice) -> str:
    chips = len(choice.chips)
    if chips:
        return translate("segment-trix", "Plays as {digit} with {chips}. Enter or Play to play it.", digit=choice.digit,
                         chips=chips_count(chips))
    return translate("segment-trix", "Plays as {digit}. Enter or Play to play it.", digit=choice.digit)


def _button_name(digit: int, turned: bool, chips: int) -> str:
    """A digit's button for a screen reader: "play as 8, turned, 1 more chip"."""
    if turned:
        return translate_count("segment-trix", chips, "play as {digit}, turned, {count} more chip",
                               "play as {digit}, turned, {count} more chips", digit=digit) if chips \
            else translate("segment-trix", "play as {digit}, turned", digit=digit)
    return translate_count("segment-trix", chips, "play as {digit}, {count} more chip",
                           "play as {digit}, {count} more chips", digit=digit) if chips \
        else translate("segment-trix", "play as {digit}", digit=digit)
