"""Where things sit on the Runtime Error table (scene units, 1600 x 1000).

You sit at the bottom, your hand fanned and your four statement slots in a
row above it; the others sit clockwise from you: across the table with two
players, left and right with three, left, top and right with four. Each
seat's statements lie in front of it, upright so every rank reads. The deck,
the input card and the discard pile lie in the middle, the input card in the
centre; the "Run forever" toggle lies just under it.

A statement lies as the rules describe it: the lower bound, the upper bound
over it a little lower (both ranks read), and the function card across the
foot of the two, turned a quarter. A slot's anchor is the lower bound's centre.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_table import Place, box_around, overlapping

CENTRE = QPointF(800, 425)
PILE_SCALE = 0.85
PILE_GAP = 160.0  # from the input card to the deck (left) and the discard pile (right)
PILE_DEPTH = (-0.2, -0.22)  # how far each card lies from the one under it: a pile shows its depth
HAND_Y = 893.0
HAND_PITCH = 72.0
HAND_SPREAD = 640.0  # the most your fan's card centres spread
OTHER_SCALE = 0.45
OTHER_PITCH = 11.0
UPPER_DROP = 40.0  # the upper bound lies this far (times the scale) under the lower
FUNCTION_DROP = 130.0  # the function card's centre under the lower bound's, times the scale
STATEMENT_TOP, STATEMENT_BOTTOM = -70.0, 180.0  # a statement's extent about its anchor, times the scale
STATEMENT_HALF_WIDTH = 70.0  # the turned function card is the widest part
CAPTION = QPointF(800, 316)  # the middle of a one-line caption, between the top seat and the piles
CAPTION_WIDTH = 880.0
FOREVER_BUTTON = QPointF(800, 551)  # low enough for the piles' counts, grown in a small window
SKIP_BUTTON = QPointF(1035, 551)
BUTTON_SIZE = (214.0, 50.0)
SPOT_MARGIN = 6.0  # how far a spot's outline (a slot, a button) reaches outside its size
PLATE_HALF = (120.0, 28.0)  # about half a name plate with its detail line

# Per side: the slots' scale, the anchors of slots 0..3, the hand's centre and the plate.
_BOTTOM_SLOTS = [QPointF(575 + 150 * slot, 645) for slot in range(4)]
_TOP_SLOTS = [QPointF(605 + 130 * slot, 156) for slot in range(4)]
_LEFT_SLOTS = [QPointF(x, y) for y in (332, 522) for x in (140, 262)]
_RIGHT_SLOTS = [QPointF(1600 - point.x(), point.y()) for point in _LEFT_SLOTS]
SIDES = {
    "bottom": (0.8, _BOTTOM_SLOTS, QPointF(800, HAND_Y), QPointF(230, 880)),
    "top": (0.68, _TOP_SLOTS, QPointF(800, 62), QPointF(505, 62)),
    "left": (0.62, _LEFT_SLOTS, QPointF(200, 222), QPointF(200, 140)),
    "right": (0.62, _RIGHT_SLOTS, QPointF(1400, 222), QPointF(1400, 140)),
}
ROUND_THE_TABLE = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


class RuntimeErrorLayout:
    def __init__(self, players: int, human: int):
        if players not in ROUND_THE_TABLE:
            raise ValueError(f"the Runtime Error table seats 2 to 4 players, not {players}")
        self.players, self.human = players, human

    def side(self, seat: int) -> str:
        return ROUND_THE_TABLE[self.players][(seat - self.human) % self.players]

    # -- statements -------------------------------------------------------------
    def anchor(self, seat: int, slot: int) -> tuple[QPointF, float]:
        """A slot's anchor (the lower bound's centre) and its scale."""
        scale, slots, _, _ = SIDES[self.side(seat)]
        return slots[slot], scale

    def part(self, seat: int, slot: int, part: int) -> Place:
        """Part 0, 1 or 2 (lower, upper, function) of a statement."""
        anchor, scale = self.anchor(seat, slot)
        if part == 2:
            return Place(anchor + QPointF(0, FUNCTION_DROP * scale), 90.0, scale)
        return Place(anchor + QPointF(0, UPPER_DROP * scale * part), 0.0, scale)

    def slot_box(self, seat: int, slot: int) -> QRectF:
        """The ground a whole statement covers: the slot's outline and drop target."""
        anchor, scale = self.anchor(seat, slot)
        return QRectF(anchor.x() - STATEMENT_HALF_WIDTH * scale, anchor.y() + STATEMENT_TOP * scale,
                      2 * STATEMENT_HALF_WIDTH * scale, (STATEMENT_BOTTOM - STATEMENT_TOP) * scale)

    def label(self, seat: int, slot: int) -> QPointF:
        """Where the function's name is written: on the function card."""
        return self.part(seat, slot, 2).centre

    # -- hands, plates, the middle ---------------------------------------------
    def hand(self, seat: int, index: int, count: int) -> Place:
        """Card ``index`` of a fan of ``count``: yours large and tilted, the others' small backs."""
        centre = SIDES[self.side(seat)][2]
        offset = index - (count - 1) / 2
        if seat == self.human:
            pitch = min(HAND_PITCH, HAND_SPREAD / max(count - 1, 1))
            return Place(QPointF(centre.x() + offset * pitch, centre.y() + 0.3 * abs(offset) ** 1.6), offset * 1.4, 1.0)
        return Place(QPointF(centre.x() + offset * OTHER_PITCH, centre.y()), offset * 1.5, OTHER_SCALE)

    def plate(self, seat: int) -> QPointF:
        return SIDES[self.side(seat)][3]

    def input(self) -> Place:
        return Place(CENTRE, 0.0, PILE_SCALE)

    def deck(self, index: int = 0) -> Place:
        return Place(CENTRE + QPointF(-PILE_GAP + index * PILE_DEPTH[0], index * PILE_DEPTH[1]), 0.0, PILE_SCALE)

    def discard(self, card: int, index: int) -> Place:
        # A little disorder, the same for a card every time, so the pile looks thrown.
        wobble = ((card * 37) % 13 - 6) * 0.9
        return Place(CENTRE + QPointF(PILE_GAP - index * PILE_DEPTH[0], index * PILE_DEPTH[1]), wobble, PILE_SCALE)

    def pile_count(self, pile: Place) -> QPointF:
        """Where a pile's card count is written, just under it."""
        return QPointF(pile.centre.x(), CENTRE.y() + 140 * PILE_SCALE / 2 + 16)

    # -- checking the geometry ---------------------------------------------------
    def footprints(self, hand_size: int, pile: int) -> list[tuple[str, QPolygonF]]:
        """Every place at its fullest, as outlines named by what they hold."""
        half_button = (BUTTON_SIZE[0] / 2 + SPOT_MARGIN, BUTTON_SIZE[1] / 2 + SPOT_MARGIN)
        shapes = [("input", self.input().outline()), ("caption", box_around(CAPTION, CAPTION_WIDTH / 2, 24)),
                  ("forever", box_around(FOREVER_BUTTON, *half_button)),
                  ("skip", box_around(SKIP_BUTTON, *half_button))]
        shapes += [("deck", self.deck(i).outline()) for i in range(pile)]
        shapes += [("discard", self.discard(card, i).outline()) for i, card in enumerate(range(pile))]
        for seat in range(self.players):  # the cards of one hand, or of one seat's statements, may overlap
            shapes += [(f"hand {seat}", self.hand(seat, i, hand_size).outline()) for i in range(hand_size)]
            shapes += [(f"statements {seat}", QPolygonF(self.slot_box(seat, slot).adjusted(
                -SPOT_MARGIN, -SPOT_MARGIN, SPOT_MARGIN, SPOT_MARGIN))) for slot in range(4)]
            shapes.append((f"plate {seat}", box_around(self.plate(seat), *PLATE_HALF)))
        return shapes

    def overlaps(self, hand_size: int, pile: int) -> list[tuple[str, str]]:
        return overlapping(self.footprints(hand_size, pile))
