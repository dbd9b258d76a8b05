"""Where things sit on the Runtime Error table, laid out for the table's shape
(``CardTable.area``) and the player's card size.

You sit at the bottom, your hand fanned along the foot of the table, your name
plate at its left and your four statement slots above it; the others sit
clockwise from you: across the table with two players, left and right with three,
left, top and right with four. Each of them is a column at the top or at a side's
edge, its name plate over its hand over its statements (with two players the one
across from you has its plate at the top right, facing yours). Each seat's statements lie
upright so every rank reads. The deck, the input card and the discard pile lie in
the middle, the input card in the centre, their counts under them and the caption
over them; the buttons lie under them, or beside your statements where there is
room. Which of these ways, and how large the cards are, is what fits the table's
shape best (``plan``).

A statement lies as the rules describe it: the lower bound, the upper bound
over it a little lower (both ranks read), and the function card across the
foot of the two, turned a quarter. A slot's anchor is the lower bound's centre.

A ``Place``'s scale here is before the player's card size (``CardTable.placed``
applies it); the places themselves are laid out for it.
"""

from __future__ import annotations

from functools import cached_property

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_art import CARD_WIDTH
from deskcards.ui.table_cards import Place
from deskcards.ui.table_fixtures import overlapping

from .plan import (
    BACKS_PITCH,
    BACKS_TURN,
    FAN_DIP,
    FAN_TURN,
    FUNCTION_DROP,
    MOST_IN_HAND,
    PILE_DEPTH,
    SPOT_MARGIN,
    STATEMENT_BOTTOM,
    STATEMENT_HALF_WIDTH,
    STATEMENT_TOP,
    UPPER_DROP,
    Words,
    fitted,
)

ROUND_THE_TABLE = {2: ("you", "top"), 3: ("you", "left", "right"), 4: ("you", "left", "top", "right")}
STATEMENT_SCALE = {"you": "mine", "top": "theirs", "left": "theirs", "right": "theirs"}


class RuntimeErrorLayout:
    def __init__(self, players: int, human: int, area: QRectF, words: Words, card_size: float = 1.0):
        if players not in ROUND_THE_TABLE:
            raise ValueError(f"the Runtime Error table seats 2 to 4 players, not {players}")
        self.players, self.human, self.card_size = players, human, card_size
        self.plan = fitted(players, area.width(), area.height(), words).at(card_size)
        self.origin = area.topLeft()

    def side(self, seat: int) -> str:
        return ROUND_THE_TABLE[self.players][(seat - self.human) % self.players]

    def box(self, name: str) -> QRectF:
        """A box of the plan (``plan.Plan.boxes``), on the table."""
        return self.plan.boxes[name].translated(self.origin)

    def _scale(self, kind: str) -> float:
        """A kind of card's scale before the player's card size."""
        return self.plan.scale(kind) / self.card_size

    # -- statements -------------------------------------------------------------
    @cached_property
    def _anchors(self) -> dict[str, list[QPointF]]:
        plan = self.plan
        return {side: plan.anchors(self.box(f"{side}:statements"), plan.scale(STATEMENT_SCALE[side]),
                                   plan.columns(side)) for side in ROUND_THE_TABLE[self.players]}

    def anchor(self, seat: int, slot: int) -> tuple[QPointF, float]:
        """A slot's anchor (the lower bound's centre) and its scale."""
        side = self.side(seat)
        return self._anchors[side][slot], self._scale(STATEMENT_SCALE[side])

    def part(self, seat: int, slot: int, part: int) -> Place:
        """Part 0, 1 or 2 (lower, upper, function) of a statement."""
        anchor, scale = self.anchor(seat, slot)
        shown = scale * self.card_size
        if part == 2:
            return Place(anchor + QPointF(0, FUNCTION_DROP * shown), 90.0, scale)
        return Place(anchor + QPointF(0, UPPER_DROP * shown * part), 0.0, scale)

    def slot_box(self, seat: int, slot: int) -> QRectF:
        """The ground a whole statement covers: the slot's outline and drop target."""
        anchor, scale = self.anchor(seat, slot)
        shown = scale * self.card_size
        return QRectF(anchor.x() - STATEMENT_HALF_WIDTH * shown, anchor.y() + STATEMENT_TOP * shown,
                      2 * STATEMENT_HALF_WIDTH * shown, (STATEMENT_BOTTOM - STATEMENT_TOP) * shown)

    def label(self, seat: int, slot: int) -> QPointF:
        """Where the function's name is written: on the function card."""
        return self.part(seat, slot, 2).centre

    def statement_scale(self, seat: int) -> float:
        """The scale a seat's statements show at, the player's card size included."""
        return self.plan.scale(STATEMENT_SCALE[self.side(seat)])

    # -- hands, plates, the middle ---------------------------------------------
    def hand(self, seat: int, index: int, count: int) -> Place:
        """Card ``index`` of a fan of ``count``: yours large and tilted, the others' small backs."""
        offset = index - (count - 1) / 2
        if seat == self.human:
            size = self.plan.size
            centre = QPointF(self.origin.x() + self.plan.width / 2, self.origin.y() + self.plan.hand_line)
            return Place(centre + QPointF(offset * self.plan.fan_pitch(count), FAN_DIP * size * abs(offset) ** 1.6),
                         offset * FAN_TURN, self._scale("hand"))
        side, box = self.side(seat), self.box(f"{self.side(seat)}:hand")
        pitch = BACKS_PITCH * CARD_WIDTH * self.plan.scale("backs")
        # At a side the fan starts at the table's edge, however few cards it holds.
        full = (MOST_IN_HAND - count) / 2 * pitch
        shift = {"left": -full, "right": full}.get(side, 0.0)
        return Place(box.center() + QPointF(offset * pitch + shift, 0), offset * BACKS_TURN, self._scale("backs"))

    def plate(self, seat: int) -> QPointF:
        """Where a seat's name plate stands (its position, which lies ``Words.plate_top`` under its top)."""
        box = self.box(f"{self.side(seat)}:plate")
        return QPointF(box.center().x(), box.top() + self.plan.words.plate_top)

    def _pile(self, step: int, index: int) -> QPointF:
        """Card ``index`` of the pile ``step`` pitches right of the input card (the deck -1, the discard 1)."""
        centre = QPointF(self.origin.x() + self.plan.width / 2, self.origin.y() + self.plan.pile_line())
        return centre + QPointF(step * (self.plan.pile_pitch() - PILE_DEPTH[0] * index), PILE_DEPTH[1] * index)

    def input(self) -> Place:
        return Place(self._pile(0, 0), 0.0, self._scale("pile"))

    def deck(self, index: int = 0) -> Place:
        return Place(self._pile(-1, index), 0.0, self._scale("pile"))

    def discard(self, card: int, index: int) -> Place:
        # A little disorder, the same for a card every time, so the pile looks thrown.
        wobble = ((card * 37) % 13 - 6) * 0.9
        return Place(self._pile(1, index), wobble, self._scale("pile"))

    def pile_count(self, pile: Place) -> QPointF:
        """Where a pile's card count is written, just under it."""
        under = self.plan.pile_reach()[2] + self.plan.count_gap() + self.plan.words.count / 2
        return QPointF(pile.centre.x(), self.origin.y() + self.plan.pile_line() + under)

    def buttons(self) -> tuple[QPointF, QPointF]:
        """The centres of the "Run forever" button and of the "No input" (or "No statement") one."""
        box = self.box("buttons")
        width, height = self.plan.words.button
        step = QPointF(0, height + self.plan.gap) if self.plan.buttons_beside else QPointF(width + self.plan.gap, 0)
        return box.center() - step / 2, box.center() + step / 2

    def caption(self) -> QRectF:
        """Where a one-line caption shows, over the piles; a longer one grows upward from its foot."""
        return self.box("caption")

    # -- checking the geometry ---------------------------------------------------
    def footprints(self, hand_size: int, pile: int) -> list[tuple[str, QPolygonF]]:
        """Every place at its fullest, as outlines named by what they hold (a card lying
        where ``CardTable.placed`` puts it, the player's card size included)."""
        def shown(place: Place) -> QPolygonF:
            return Place(place.centre, place.rotation, place.scale * self.card_size).outline()

        shapes = [("input", shown(self.input())), ("caption", QPolygonF(self.caption())),
                  ("buttons", QPolygonF(self.box("buttons")))]
        shapes += [("deck", shown(self.deck(i))) for i in range(pile)]
        shapes += [("discard", shown(self.discard(card, i))) for i, card in enumerate(range(pile))]
        for seat in range(self.players):  # the cards of one hand, or of one seat's statements, may overlap
            shapes += [(f"hand {seat}", shown(self.hand(seat, i, hand_size))) for i in range(hand_size)]
            shapes += [(f"statements {seat}", QPolygonF(self.slot_box(seat, slot).adjusted(
                -SPOT_MARGIN, -SPOT_MARGIN, SPOT_MARGIN, SPOT_MARGIN))) for slot in range(4)]
            shapes.append((f"plate {seat}", QPolygonF(self.box(f"{self.side(seat)}:plate"))))
        return shapes

    def overlaps(self, hand_size: int, pile: int) -> list[tuple[str, str]]:
        return overlapping(self.footprints(hand_size, pile))
