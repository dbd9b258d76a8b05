"""Markers in a seat's colour for the hands on the Destiny table, as the physical
game would show them: a fingertip on the card a player holds down (or on the
deck for a Benediction hand), and a thumb on the corner of the card a player
lifted to look at. Each marker carries the player's initial. They differ by
more than size: a fingertip is solid in the seat's colour, a thumb is a ring
of it round a pale pad with an eye on its corner, for a card looked at. The
dealer button is here too.

A marker on a card is a child of the card's item, so it rises, turns and
travels with the card; Benediction fingertips lie on the deck in the order
they came.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.legible import Legible, em
from deskcards.ui.table_items import UI_FONT

if TYPE_CHECKING:
    from deskcards.ui.card_item import CardItem
    from deskcards.ui.table_scene import TableScene

TIP = (62.0, 74.0)  # a fingertip, in card units (a card is 100 x 140)
TAB = (54.0, 50.0)  # a thumb tab, in card units
RING, EYE_RADIUS = 8.0, 14.0  # a thumb's ring of the seat's colour, and its eye badge
INITIAL_FONT = QFont(UI_FONT, 30, QFont.Weight.Black)
PALE_PAD = QColor(246, 244, 236)  # a thumb's pad inside its ring of the seat's colour
DARK_INK = QColor(25, 25, 25)


def ink_on(colour: QColor) -> QColor:
    """Dark letters on a light colour, light on a dark one."""
    return DARK_INK if colour.lightness() > 140 else QColor(250, 250, 250)


class HandMarker(QGraphicsObject):
    """A seat's hand on a card: ``SIZE`` card units, the seat's colour and initial."""

    SIZE = (0.0, 0.0)

    def __init__(self, seat: int, colour: QColor, initial: str, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.seat, self.colour, self.initial = seat, colour, initial

    def pad(self) -> QRectF:
        width, height = self.SIZE
        return QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self.pad().adjusted(-3, -3, 3, 3)


class Fingertip(HandMarker):
    """A right hand's finger: an oval pad with a nail, so it reads as a finger."""

    SIZE = TIP

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pad = self.pad()
        painter.setPen(QPen(QColor(20, 20, 20, 220), 4))
        painter.setBrush(self.colour)
        painter.drawEllipse(pad)
        nail = QRectF(-TIP[0] / 4, -TIP[1] / 2 + 5, TIP[0] / 2, TIP[1] / 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawRoundedRect(nail, 10, 10)
        painter.setPen(ink_on(self.colour))
        painter.setFont(INITIAL_FONT)
        painter.drawText(pad.adjusted(0, 10, 0, 0), Qt.AlignmentFlag.AlignCenter, self.initial)


class ThumbTab(HandMarker):
    """A left hand's thumb on a lifted card's lower left corner (where no index is
    printed). It stays on the card after the card goes back, for the rest of the
    round: who looked where is public."""

    SIZE = TAB

    def __init__(self, seat: int, colour: QColor, initial: str, parent: QGraphicsItem | None = None):
        super().__init__(seat, colour, initial, parent)
        self.setPos(-CARD_WIDTH / 2 + TAB[0] / 2 + 2, CARD_HEIGHT / 2 - TAB[1] / 2 - 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pad = self.pad()
        painter.setPen(QPen(QColor(20, 20, 20, 220), 4))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(pad, 18, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PALE_PAD)
        painter.drawRoundedRect(pad.adjusted(RING, RING, -RING, -RING), 18 - RING, 18 - RING)
        painter.setPen(DARK_INK)
        painter.setFont(INITIAL_FONT)
        painter.drawText(pad, Qt.AlignmentFlag.AlignCenter, self.initial)
        self._paint_eye(painter, pad.topRight())

    @staticmethod
    def _paint_eye(painter: QPainter, at: QPointF) -> None:
        """A small dark eye badge over the corner: this card was looked at."""
        painter.setPen(QPen(PALE_PAD, 2))
        painter.setBrush(DARK_INK)
        painter.drawEllipse(at, EYE_RADIUS, EYE_RADIUS)
        almond = QPainterPath(at - QPointF(EYE_RADIUS * 0.75, 0))
        almond.quadTo(at - QPointF(0, EYE_RADIUS * 0.9), at + QPointF(EYE_RADIUS * 0.75, 0))
        almond.quadTo(at + QPointF(0, EYE_RADIUS * 0.9), at - QPointF(EYE_RADIUS * 0.75, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PALE_PAD)
        painter.drawPath(almond)
        painter.setBrush(DARK_INK)
        painter.drawEllipse(at, EYE_RADIUS * 0.3, EYE_RADIUS * 0.3)

    def boundingRect(self) -> QRectF:
        return super().boundingRect().adjusted(0, -EYE_RADIUS, EYE_RADIUS, 0)  # the eye stands out at the corner


BLESSING_ROWS = (-36.0, 40.0)  # the first row of Benediction fingertips on the deck, and the step to the next
# How far under the deck's middle eight fingers, two a row, reach (card units): its count lies lower.
BLESSINGS_REACH = BLESSING_ROWS[0] + 3 * BLESSING_ROWS[1] + TIP[1] / 2 + 4


def blessing_offset(order: int) -> QPointF:
    """Where the ``order``-th Benediction fingertip lies on the deck (card units): two a row."""
    row, column = divmod(order, 2)
    return QPointF((column - 0.5) * 44, BLESSING_ROWS[0] + row * BLESSING_ROWS[1])


class DealerButton(Legible, QGraphicsObject):
    """The dealer button: a white disc with a D, by the dealer's plate."""

    RADIUS = 16.0
    FONT = QFont(UI_FONT, 14, QFont.Weight.Black)

    def smallest_text(self) -> float:
        return em(self.FONT)

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(520)

    def accessible_name(self) -> str:
        return translate("destiny", "dealer button")

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setPen(QPen(QColor(30, 30, 30), 2))
        painter.setBrush(QColor(250, 248, 240))
        painter.drawEllipse(QRectF(-r, -r, 2 * r, 2 * r))
        painter.setFont(self.FONT)
        # The dealer button's letter.
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, translate("destiny", "D"))


class Marks:
    """Every hand on the table now: thumbs under lifted cards, fingertips on held
    cards, and the Benediction fingertips on the deck, in the order they came."""

    def __init__(self, scene: TableScene, items: dict[int, CardItem], deck: QPointF, scale: float, initials: list[str],
                 colours: list[QColor]) -> None:
        self.scene, self.items = scene, items
        self.deck, self.scale = deck, scale
        self.initials, self.colours = initials, colours
        self.thumbs: dict[int, ThumbTab] = {}  # card -> the thumb under it
        self.tips: dict[int, Fingertip] = {}  # card -> the finger on it
        self.blessings: list[Fingertip] = []

    def thumb(self, card: int, seat: int) -> None:
        self._drop(self.thumbs.pop(card, None))
        self.thumbs[card] = ThumbTab(seat, self.colours[seat], self.initials[seat], self.items[card])

    def fingertip(self, card: int, seat: int) -> None:
        self._drop(self.tips.pop(card, None))
        self.tips[card] = Fingertip(seat, self.colours[seat], self.initials[seat], self.items[card])

    def bless(self, seat: int) -> None:
        tip = Fingertip(seat, self.colours[seat], self.initials[seat])
        tip.setScale(self.scale)
        tip.setPos(self.deck + blessing_offset(len(self.blessings)) * self.scale)
        tip.setZValue(1200)
        self.scene.addItem(tip)
        self.blessings.append(tip)

    def lift_finger(self, seat: int) -> None:
        """``seat`` folded: its right hand leaves the field (or the deck)."""
        for card, tip in list(self.tips.items()):
            if tip.seat == seat:
                self._drop(self.tips.pop(card))
        for tip in [tip for tip in self.blessings if tip.seat == seat]:
            self.blessings.remove(tip)
            self._drop(tip)

    def holder(self, card: int) -> int | None:
        tip = self.tips.get(card)
        return None if tip is None else tip.seat

    def drop_card(self, card: int) -> None:
        self._drop(self.thumbs.pop(card, None))
        self._drop(self.tips.pop(card, None))

    def clear(self) -> None:
        """Take every hand off the table."""
        for marker in [*self.thumbs.values(), *self.blessings, *self.tips.values()]:
            self._drop(marker)
        self.thumbs, self.tips, self.blessings = {}, {}, []

    def _drop(self, marker: QGraphicsItem | None) -> None:
        if marker is not None and marker.scene() is not None:
            marker.scene().removeItem(marker)
