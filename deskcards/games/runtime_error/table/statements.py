"""Statements on the table, beyond their cards: each slot's outline (a drop
target while its owner scripts) and the function's name written on the
function card, in the function's colour, dimmed while the statement is
inactive (a face-down edited card in it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.ui.legible import Legible, em
from deskcards.ui.spots import Spot
from deskcards.ui.table_items import UI_FONT

from ..prover.loop_model import EDIT, FUNCTION_NAMES, LOAD, LOOP, PULL
from ..statements import MAX_STATEMENTS, Placed
from .layout import RuntimeErrorLayout

if TYPE_CHECKING:
    from deskcards.ui.table_scene import TableScene

# By function, or None for a face-down function card (shown in the default grey).
COLOURS: dict[int | None, QColor] = {
    EDIT: QColor(214, 80, 60), LOAD: QColor(60, 140, 90), PULL: QColor(196, 62, 120), LOOP: QColor(50, 90, 190)}
HIDDEN = "?"  # the name shown while the function card lies face down


STATEMENT = "statement:"  # a statement's zone: statement:<seat>.<slot>, its cards at parts 0, 1, 2


def slot_words() -> str:
    """What an empty slot says, a part a line."""
    return translate("runtime-error", "lower\nupper\nfunction")


def slot_key(seat: int, slot: int) -> str:
    return f"slot:{seat}.{slot}"


def statement_zone(seat: int, slot: int) -> str:
    return f"{STATEMENT}{seat}.{slot}"


def parse_statement_zone(zone: str) -> tuple[int, int]:
    seat, slot = zone.removeprefix(STATEMENT).split(".")
    return int(seat), int(slot)


def laid_cards(placed: Placed) -> tuple[int, int, int]:
    """A statement's three cards as the table lays them: the whole state knows every one
    (only a seat's view of it hides a face-down card)."""
    lower, upper, function = placed.cards
    assert lower is not None and upper is not None and function is not None
    return lower, upper, function


class FunctionLabel(Legible, QGraphicsObject):
    """EDIT, LOAD, PULL or LOOP in a pill; "?" while the function card is face down.
    It is sized with the card it is written on (``scale``, a card's), and grows to read."""

    covers_on_purpose = True  # written on the function card it names

    def __init__(self, scale: float = 1.0) -> None:
        super().__init__()
        self.scale_with_card = scale
        self.font = QFont(UI_FONT, 12, QFont.Weight.Black)
        self.font.setPointSizeF(12 * scale)
        self.text, self.colour, self.inactive = "", QColor(80, 80, 80), False
        self.setZValue(450)

    def smallest_text(self) -> float:
        return em(self.font)

    def accessible_name(self) -> str:
        if self.text == HIDDEN:
            return translate("runtime-error", "function hidden")
        return translate("runtime-error", "function: {function}", function=self.text) if self.text else ""

    def show_kind(self, kind: int | None, inactive: bool) -> None:
        self.prepareGeometryChange()
        self.text = FUNCTION_NAMES[kind] if kind is not None else HIDDEN
        self.colour = COLOURS.get(kind, QColor(80, 80, 80))
        self.inactive = inactive
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        unit = self.scale_with_card
        width = QFontMetricsF(self.font).horizontalAdvance(self.text) + 16 * unit
        return QRectF(-width / 2, -12 * unit, width, 24 * unit)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        fill.setAlpha(110 if self.inactive else 255)
        painter.setPen(QPen(QColor(255, 255, 255, 130 if self.inactive else 230), 1.5))
        painter.setBrush(fill)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor(255, 255, 255, 150 if self.inactive else 255))
        painter.setFont(self.font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class SlotSpot(Spot):
    """An empty statement slot's outline, its words sized with the statement's cards (``scale``)."""

    def __init__(self, key: str, size: tuple[float, float], scale: float) -> None:
        super().__init__(key, slot_words(), size)
        self.words_scale = scale

    def label_font(self) -> QFont:
        font = QFont(self.LABEL_FONT)
        font.setPointSizeF(self.LABEL_FONT.pointSizeF() * self.words_scale)
        return font


class StatementMarks:
    """Every seat's slot outlines and function labels."""

    def __init__(self, scene: TableScene, layout: RuntimeErrorLayout) -> None:
        self.spots: dict[tuple[int, int], Spot] = {}
        self.labels: dict[tuple[int, int], FunctionLabel] = {}
        for seat in range(layout.players):
            for slot in range(MAX_STATEMENTS):
                box = layout.slot_box(seat, slot)
                spot = SlotSpot(slot_key(seat, slot), (box.width(), box.height()), layout.statement_scale(seat))
                spot.name = translate("runtime-error", "empty statement slot {number}", number=slot + 1)
                spot.setPos(box.center())
                spot.setVisible(False)
                scene.register(spot.key, spot)
                label = FunctionLabel(layout.statement_scale(seat))
                label.setPos(layout.label(seat, slot))
                label.setVisible(False)
                scene.addItem(label)
                self.spots[seat, slot], self.labels[seat, slot] = spot, label

    def place_of(self, item: QGraphicsItem) -> tuple[int, int] | None:
        """The (seat, slot) whose outline or function label ``item`` is, if it is one."""
        return next((place for place, spot in self.spots.items() if item is spot or item is self.labels[place]), None)

    def show_slots(self, seat: int | None, first_empty: int) -> None:
        """Show ``seat``'s empty slots (it is scripting), the first outlined as where a
        statement goes (the panel says "your outlined slot"); or none."""
        for (owner, slot), spot in self.spots.items():
            spot.setVisible(owner == seat and slot >= first_empty)
            spot.outlined = owner == seat and slot == first_empty
            spot.update()

    def name(self, seat: int, slot: int, kind: int | None, inactive: bool) -> None:
        self.labels[seat, slot].show_kind(kind, inactive)

    def clear(self) -> None:
        for label in self.labels.values():
            label.setVisible(False)
