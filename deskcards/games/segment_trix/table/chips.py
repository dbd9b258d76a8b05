"""Chips on the table: each seat's unused chips in a row under its plate, and
the chips lying on played cards.

A chip on a card is a child of the card's item, laid on the segment in the
card's own (upright) coordinates, so it turns and travels with the card to
the trick and on to the won pile. Spending chips flies them out of the
seat's row onto the card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPointF, QPropertyAnimation

from deskcards.engine.words import translate
from deskcards.games.segment_trix.table.segment_art import ChipItem
from deskcards.ui.card_item import CARD_BOX, CardItem

from ..font import turned

if TYPE_CHECKING:
    from deskcards.ui.table_scene import TableScene

SUPPLY_CHIP = (28.0, 8.0)  # length and thickness of an unused chip


class ChipRows:
    """Each seat's unused chips; ``place(seat, n)`` says where chip ``n`` lies."""

    def __init__(self, scene: TableScene, owners: list[str], place: Callable[[int, int], QPointF]) -> None:
        """``owners``: each seat's words for one of its chips ("one of Carol's unused chips")."""
        self.scene, self.place, self.owners = scene, place, owners
        self.rows: list[list[ChipItem]] = [[] for _ in owners]

    def show(self, seat: int, count: int) -> None:
        row = self.rows[seat]
        while len(row) > count:
            self.scene.removeItem(row.pop())
        while len(row) < count:
            chip = ChipItem(*SUPPLY_CHIP)
            chip.name = self.owners[seat]
            chip.setPos(self.place(seat, len(row)))
            chip.setZValue(480)
            self.scene.addItem(chip)
            row.append(chip)

    def take(self, seat: int, count: int) -> list[QPointF]:
        """Remove ``count`` chips from the end of the row; where they were."""
        row = self.rows[seat]
        taken = [row.pop() for _ in range(min(count, len(row)))]
        for chip in taken:
            self.scene.removeItem(chip)
        return [chip.pos() for chip in taken]

    def counts(self) -> list[int]:
        return [len(row) for row in self.rows]


class ChipsOnCards:
    """The chips lying on cards, by card, so they can be cleared between rounds."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.on: dict[int, list[ChipItem]] = {}

    def lay(self, item: CardItem, letters: str, upside_down: bool, starts: list[QPointF] | None = None,
            duration: int = 0) -> QAbstractAnimation | None:
        """Chips on segments ``letters`` (as the card lies) of ``item``: at once, or
        flying in from ``starts`` (scene points) over ``duration`` ms."""
        group = QParallelAnimationGroup()
        for number, letter in enumerate(turned(letters) if upside_down else letters):
            chip = ChipItem(*SUPPLY_CHIP, parent=item)
            chip.name = translate("segment-trix", "a chip on segment {letter}", letter=letter)
            place = chip.lay_on(letter, CARD_BOX)
            self.on.setdefault(item.card, []).append(chip)
            if not starts or not duration:
                continue
            start = item.mapFromScene(starts[number % len(starts)])
            for name, begin, end in ((b"pos", start, place.centre), (b"rotation", -item.rotation(), place.rotation)):
                flight = QPropertyAnimation(chip, name)
                flight.setStartValue(begin)
                flight.setEndValue(end)
                flight.setDuration(duration)
                group.addAnimation(flight)
            chip.setPos(start)
        return group if group.animationCount() else None

    def clear(self) -> None:
        for chips in self.on.values():
            for chip in chips:
                self.scene.removeItem(chip)
        self.on.clear()
