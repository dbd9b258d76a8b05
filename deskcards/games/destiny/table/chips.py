"""Chips on the Destiny table: a pile drawn as columns of poker chips with its
amount written under it (a seat's stack, its bet, a pot), and chips that fly
from one pile to another.

A flight is two animator steps: the chips leave their pile (its amount drops)
and fly; when they land, the target pile's amount rises. The amounts shown are
the table's, set from the engine's events, never worked out here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate, translate_count
from deskcards.ui import palette
from deskcards.ui.legible import Legible, em
from deskcards.ui.table_items import UI_FONT

if TYPE_CHECKING:
    from deskcards.ui.animator import Animator
    from deskcards.ui.table_scene import TableScene

# Denominations, largest first, with their colours: what the player counts.
DENOMINATIONS = ((100, QColor(40, 40, 46)), (25, QColor(46, 150, 80)), (5, QColor(200, 50, 50)),
                 (1, QColor(236, 236, 228)))
CHIP = (30.0, 11.0)  # a chip seen from the side of the table: width, height of its top
CHIP_RISE = 5.0  # how much higher each chip of a column lies
COLUMN_CHIPS = 6  # a column holds at most this many; more of a kind are shown as six
AMOUNT_FONT = QFont(UI_FONT, 15, QFont.Weight.Bold)
AMOUNT_TOP, AMOUNT_LINE = 8.0, 24.0  # the amount's line under the chips: its top, its height


def columns(amount: int) -> list[tuple[QColor, int]]:
    """One column per denomination in ``amount``: its colour and how many chips to draw."""
    shown = []
    for value, colour in DENOMINATIONS:
        count, amount = divmod(amount, value)
        if count:
            shown.append((colour, min(count, COLUMN_CHIPS)))
    return shown


class ChipPile(Legible, QGraphicsObject):
    """``amount`` chips: columns of chips over the amount, with an optional caption ("Pot")."""

    said_elsewhere = False  # a seat's stack and bet are: on its plate

    def __init__(self, caption: str = "", title: str = ""):
        super().__init__()
        self.amount = 0
        self.caption = caption
        self.title = title or caption or translate("destiny", "chips on the move")  # whose, for a screen reader
        self.setZValue(460)

    def set_amount(self, amount: int) -> None:
        self.prepareGeometryChange()
        self.amount = amount
        self.setVisible(amount > 0)
        self.update()

    def accessible_name(self) -> str:
        return translate_count("destiny", self.amount, "{place}, {count} chip", "{place}, {count} chips",
                               place=self.title)

    def label(self) -> str:
        if self.caption:
            return translate("destiny", "{pot}: {amount}", pot=self.caption, amount=self.amount)
        return str(self.amount)

    def smallest_text(self) -> float:
        return em(AMOUNT_FONT)

    def boundingRect(self) -> QRectF:
        width = max(len(DENOMINATIONS) * (CHIP[0] + 4), QFontMetricsF(AMOUNT_FONT).horizontalAdvance(self.label()) + 16)
        top = -(COLUMN_CHIPS - 1) * CHIP_RISE - CHIP[1] - 2  # the highest chip, its edge included
        return QRectF(-width / 2, top, width, AMOUNT_TOP + AMOUNT_LINE + 2 - top)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shown = columns(self.amount)
        left = -(len(shown) * (CHIP[0] + 4) - 4) / 2
        for number, (colour, count) in enumerate(shown):
            x = left + number * (CHIP[0] + 4)
            for height in range(count):
                _paint_chip(painter, QRectF(x, -height * CHIP_RISE - CHIP[1], *CHIP), colour)
        text = QRectF(-self.boundingRect().width() / 2, AMOUNT_TOP, self.boundingRect().width(), AMOUNT_LINE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.AMOUNT_GROUND)
        painter.drawRoundedRect(text, 10, 10)
        painter.setPen(palette.AMOUNT)
        painter.setFont(AMOUNT_FONT)
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, self.label())


class PotPile(ChipPile):
    """A pot: a pile, or, when the pots are too many to pile, a row ``size`` wide and
    high (one chip of each kind in it, then its name and amount), so every pot shows."""

    NAME_FONT = QFont(UI_FONT, 13)
    ROW_AMOUNT_FONT = QFont(UI_FONT, 13, QFont.Weight.Bold)

    def __init__(self, caption: str, name: str, size: tuple[float, float]):
        super().__init__(caption)
        self.name, self.size = name, size  # its name in a row ("Main", "Side 2")
        self.in_row = False

    def lay_as_row(self, in_row: bool) -> None:
        self.prepareGeometryChange()
        self.in_row = in_row
        self.refit()
        self.update()

    def smallest_text(self) -> float:
        return em(self.NAME_FONT) if self.in_row else super().smallest_text()

    def boundingRect(self) -> QRectF:
        if not self.in_row:
            return super().boundingRect()
        width, height = self.size
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.in_row:
            super().paint(painter, option, widget)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row = self.boundingRect()
        kinds = [colour for colour, _ in columns(self.amount)]  # the largest at the bottom
        tall = (len(kinds) - 1) * CHIP_RISE + CHIP[1] + CHIP_RISE * 0.8  # the column, edge and all
        for height, colour in enumerate(kinds):
            top = tall / 2 - CHIP[1] - CHIP_RISE * 0.8 - height * CHIP_RISE
            _paint_chip(painter, QRectF(row.left(), top, *CHIP), colour)
        pill = QRectF(row.left() + CHIP[0] + 4, row.top() + 3, row.width() - CHIP[0] - 4, row.height() - 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.AMOUNT_GROUND)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        text = pill.adjusted(8, 0, -8, 0)
        painter.setPen(palette.LABEL)
        painter.setFont(self.NAME_FONT)
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.name)
        painter.setPen(palette.AMOUNT)
        painter.setFont(self.ROW_AMOUNT_FONT)
        painter.drawText(text, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.amount))


def _paint_chip(painter: QPainter, top: QRectF, colour: QColor) -> None:
    """A chip: its edge under its top, the top with a lighter stripe round it."""
    edge = top.translated(0, CHIP_RISE * 0.8)
    painter.setPen(QPen(palette.CHIP_EDGE, palette.stroke(1)))
    painter.setBrush(colour.darker(135))
    painter.drawEllipse(edge)
    painter.drawRect(QRectF(top.left(), top.center().y(), top.width(), edge.center().y() - top.center().y()))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(QRectF(top.left() + 0.5, top.center().y(), top.width() - 1, edge.center().y() - top.center().y()))
    painter.setPen(QPen(palette.CHIP_EDGE, palette.stroke(1)))
    painter.setBrush(colour)
    painter.drawEllipse(top)
    stripe = colour.lighter(170) if colour.lightness() < 128 else colour.darker(160)
    painter.setPen(QPen(stripe, 1.6, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(top.adjusted(4, 2, -4, -2))


@dataclass(frozen=True)
class Flight:
    """``amount`` chips leave ``source`` (which then shows ``source_after``), fly to
    ``target`` and land on it (which then shows ``target_after``; None leaves it to
    the step after, such as pots laid out anew)."""

    amount: int
    source: ChipPile
    source_after: int
    target: ChipPile
    target_after: int | None


class ChipFlights:
    """Chips that fly between piles, queued on the table's animator: flights queued
    together leave together and land together."""

    def __init__(self, scene: TableScene, animator: Animator, duration: Callable[[], int]) -> None:
        self.scene, self.animator, self.duration = scene, animator, duration
        self.flying: list[ChipPile] = []  # kept alive while they fly

    def queue(self, flights: list[Flight]) -> None:
        if not flights:
            return

        def fly() -> QAbstractAnimation:
            group = QParallelAnimationGroup()
            for flight in flights:
                flyer = ChipPile()
                flyer.set_amount(flight.amount)
                flyer.setZValue(1700)
                start, end = flight.source.pos(), flight.target.pos()
                flyer.setPos(start)
                flight.source.set_amount(flight.source_after)
                self.scene.addItem(flyer)
                self.flying.append(flyer)
                motion = QPropertyAnimation(flyer, b"pos")
                motion.setStartValue(start)
                motion.setEndValue(end)
                motion.setDuration(self.duration())
                group.addAnimation(motion)
            return group

        def land() -> None:
            for flight in flights:
                self.scene.removeItem(self.flying.pop(0))
                if flight.target_after is not None:
                    flight.target.set_amount(flight.target_after)

        self.animator.enqueue(fly)
        self.animator.enqueue(land)
