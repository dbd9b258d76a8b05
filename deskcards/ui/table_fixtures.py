"""What stands on a table besides the cards: the spots cards lie on, small labels,
the piles' counts and the seats' name plates; and the shapes a layout checks
for overlaps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPolygonF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from deskcards.engine.words import translate
from deskcards.games.log_sentences import count_cards
from deskcards.ui import palette
from deskcards.ui.legible import Legible, em
from deskcards.ui.spots import Spot
from deskcards.ui.table_items import SeatPlate

if TYPE_CHECKING:
    from deskcards.ui.table_scene import TableScene

SEAT_COLOURS = [QColor(c) for c in
                ("#f2c14e", "#5bc0eb", "#e55934", "#9bc53d", "#c879ff", "#fa7921", "#3bceac", "#ff6f91")]


class TableLabel(Legible, QGraphicsSimpleTextItem):
    """Words centred on a point of the table (a pile's count, a row's number)."""

    said_elsewhere = True  # a screen reader hears a pile's count in its name, a card's row in the card's

    def __init__(self, text: str, centre: QPointF, font: QFont):
        super().__init__(text)
        self.centre = centre
        self.setFont(font)
        self._centre_on(centre)

    def smallest_text(self) -> float:
        return em(self.font())

    def accessible_name(self) -> str:
        return self.text()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._centre_on(self.centre)

    def grows_about(self) -> QPointF:
        return self.boundingRect().center()

    def _centre_on(self, centre: QPointF) -> None:
        self.setPos(centre - self.boundingRect().center())
        self.refit()  # longer words may need another origin


def box_around(centre: QPointF, half_width: float, half_height: float) -> QPolygonF:
    return QPolygonF(QRectF(centre.x() - half_width, centre.y() - half_height, 2 * half_width, 2 * half_height))


def overlapping(shapes: Sequence[tuple[str, QPolygonF]]) -> list[tuple[str, str]]:
    """Pairs of outlines of different owners that cover each other (a layout's self-check)."""
    return [(a, b) for i, (a, shape_a) in enumerate(shapes) for b, shape_b in shapes[i + 1:]
            if a != b and shape_a.intersects(shape_b)]


class TableFixtures:
    def __init__(self, scene: TableScene, names: Sequence[str], card_scale: float):
        self.scene, self.names, self.card_scale = scene, names, card_scale
        self.plates: list[SeatPlate] = []
        self.pile_labels: dict[str, TableLabel] = {}

    def spot(self, key: str, centre: QPointF, label: str, scale: float = 1.0, kind: type[Spot] = Spot) -> Spot:
        """A card's place (a pile's, a slot's) at ``scale`` of a card, at the player's card size."""
        spot = kind(key, label)
        spot.setScale(scale * self.card_scale)
        spot.setPos(centre)
        self.scene.register(key, spot)
        return spot

    def label(self, text: str, centre: QPointF, size: int = 14, colour: QColor = palette.LABEL) -> TableLabel:
        """A small upright text on the table, centred on ``centre``."""
        item = TableLabel(text, centre, QFont("DejaVu Sans", size, QFont.Weight.DemiBold))
        item.setBrush(QBrush(colour))
        item.setZValue(450)
        self.scene.addItem(item)
        return item

    def count_under(self, pile: str, centre: QPointF) -> None:
        """Show how many cards ``pile`` holds, under it."""
        self.pile_labels[pile] = self.label("", centre, 13)

    def show_counts(self, counts: dict[str, int]) -> None:
        for pile, label in self.pile_labels.items():
            label.setText(count_cards(counts[pile]))

    # -- seats ----------------------------------------------------------------
    def build_plates(self, centres: Sequence[QPointF]) -> None:
        for seat, centre in enumerate(centres):
            plate = SeatPlate(self.names[seat], SEAT_COLOURS[seat % len(SEAT_COLOURS)])
            plate.setPos(centre)
            self.scene.addItem(plate)
            self.plates.append(plate)

    def mark_turn(self, seat: int | None) -> None:
        for index, plate in enumerate(self.plates):
            plate.update_state(active=index == seat)

    def seat_out(self, seat: int) -> None:
        self.plates[seat].update_state(out=True, detail=translate("table", "out"))

    def show_thinking(self, seat: int | None) -> None:
        """Say "thinking…" on the plate of ``seat`` (None: on none)."""
        for index, plate in enumerate(self.plates):
            if not plate.out:
                plate.update_state(detail=translate("table", "thinking…") if index == seat else "")
