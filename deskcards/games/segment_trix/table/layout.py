"""Where things sit on the Segment Trix table (scene units, 1600 x 1000).

You sit at the bottom with your hand fanned; the others sit clockwise from
you (play passes to the left): the left side, the top (four players only),
the right side. Each seat has a name plate, a row of unused chips under it
and a won pile. The trick lies in the middle, each card in front of the side
of the seat that played it; the chooser opens to the right of your trick
card, above your hand.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_table import Place, box_around, overlapping

CENTRE = QPointF(800, 420)
HAND_Y = 868
HAND_SCALE = 1.0
HAND_PITCH = 86.0  # wide enough to show each card's whole digit
HAND_SPREAD = 700.0  # the most your fan's card centres spread (a house rule may deal 12 cards)
LIFT = 16.0  # how far the card being chosen rises out of your fan
OTHER_SCALE = 0.5
OTHER_PITCH = 12.0
TRICK_SCALE = 1.0
TRICK_REACH = (135.0, 170.0)  # how far a trick card lies from the middle: up/down, left/right
WON_SCALE = 0.42
WON_STEP = 15.0  # how far each won trick lies from the last
CHIP_STEP = 34.0  # spacing of the unused chips in a supply row
CHIP_ROW = 180.0  # the most a supply row's chip centres spread: more chips overlap
TRICK_AREA = QRectF(CENTRE.x() - 230, CENTRE.y() - 205, 460, 410)
CHOOSER = QRectF(1040, 468, 350, 312)
SCORES_BUTTON = QPointF(130, 80)
PLATE_HALF = (120.0, 28.0)  # about half a name plate with its detail line

# Per side: the hand's centre, the plate, the middle of the supply row, the won
# pile's first trick and the direction later tricks go, and the trick card's offset.
SIDES = {
    "bottom": (QPointF(800, HAND_Y), QPointF(240, 846), QPointF(240, 904), QPointF(1330, 872), QPointF(1, 0),
               QPointF(0, TRICK_REACH[0])),
    "left": (QPointF(160, 300), QPointF(160, 390), QPointF(160, 446), QPointF(160, 530), QPointF(0, 1),
             QPointF(-TRICK_REACH[1], 0)),
    "top": (QPointF(800, 92), QPointF(560, 86), QPointF(560, 142), QPointF(1030, 92), QPointF(1, 0),
            QPointF(0, -TRICK_REACH[0])),
    "right": (QPointF(1440, 300), QPointF(1440, 390), QPointF(1440, 446), QPointF(1440, 530), QPointF(0, 1),
              QPointF(TRICK_REACH[1], 0)),
}
ROUND_THE_TABLE = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


class SegmentTrixLayout:
    def __init__(self, players: int, human: int, chips: int):
        if players not in ROUND_THE_TABLE:
            raise ValueError(f"the Segment Trix table seats 3 or 4 players, not {players}")
        self.players, self.human, self.chips = players, human, chips

    def side(self, seat: int) -> str:
        return ROUND_THE_TABLE[self.players][(seat - self.human) % self.players]

    def hand(self, seat: int, index: int, count: int, lifted: bool = False) -> Place:
        """Card ``index`` of a fan of ``count``: yours large and tilted, the others' small backs."""
        centre = SIDES[self.side(seat)][0]
        offset = index - (count - 1) / 2
        if seat == self.human:
            rise = LIFT if lifted else 0.0
            pitch = min(HAND_PITCH, HAND_SPREAD / max(count - 1, 1))
            return Place(QPointF(centre.x() + offset * pitch, centre.y() + 0.3 * abs(offset) ** 1.6 - rise),
                         offset * 1.4, HAND_SCALE)
        return Place(QPointF(centre.x() + offset * OTHER_PITCH, centre.y()), offset * 1.5, OTHER_SCALE)

    def plate(self, seat: int) -> QPointF:
        return SIDES[self.side(seat)][1]

    def supply(self, seat: int, chip: int) -> QPointF:
        """Where unused chip number ``chip`` of ``seat`` lies: a full row is centred under the plate."""
        step = min(CHIP_STEP, CHIP_ROW / max(self.chips - 1, 1))
        return SIDES[self.side(seat)][2] + QPointF((chip - (self.chips - 1) / 2) * step, 0)

    def won(self, seat: int, index: int, players: int) -> Place:
        """Card ``index`` of a won pile: the cards of a trick overlap, the tricks step apart."""
        _, _, _, first, step, _ = SIDES[self.side(seat)]
        trick, card = divmod(index, players)
        return Place(first + step * (trick * WON_STEP) + QPointF(card * 2.0, card * 1.5), 0.0, WON_SCALE)

    def trick(self, seat: int, upside_down: bool) -> Place:
        """A card on the trick, in front of its player's side, turned if played upside down."""
        return Place(CENTRE + SIDES[self.side(seat)][5], 180.0 if upside_down else 0.0, TRICK_SCALE)

    def deck(self) -> Place:
        """Where the cards gather between rounds, face down."""
        return Place(CENTRE, 0.0, OTHER_SCALE)

    def trick_flash(self) -> QPointF:
        return CENTRE

    # -- checking the geometry ------------------------------------------------
    def footprints(self, hand_size: int, tricks: int) -> list[tuple[str, QPolygonF]]:
        """Every place of every seat at its fullest, as outlines named by what they hold."""
        shapes = [("middle", QPolygonF(TRICK_AREA)), ("chooser", QPolygonF(CHOOSER))]
        for seat in range(self.players):  # the cards of one hand or one pile may overlap each other
            shapes += [(f"hand {seat}", self.hand(seat, i, hand_size).outline()) for i in range(hand_size)]
            shapes += [(f"won {seat}", self.won(seat, i, self.players).outline()) for i in range(tricks * self.players)]
            shapes.append((f"plate {seat}", box_around(self.plate(seat), *PLATE_HALF)))
            shapes += [(f"chips {seat}", box_around(self.supply(seat, chip), 15, 5)) for chip in range(self.chips)]
        return shapes

    def overlaps(self, hand_size: int, tricks: int) -> list[tuple[str, str]]:
        return overlapping(self.footprints(hand_size, tricks))
