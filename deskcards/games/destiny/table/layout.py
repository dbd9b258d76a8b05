"""Where things sit on the Destiny table (scene units, 1600 x 1000).

The 5x5 field lies in the middle, as large as the seats round it allow, column
letters a-e over it and row numbers 1-5 beside it; the deck lies to its left
(the Benediction cards turned up under it at a showdown), the discard pile to
its right with the pots under it. You sit at the bottom; the others sit round
the rim clockwise from you (play passes to the left). Each seat has a name
plate, its chips behind (its stack) and, towards the field, its bet in this
round. The wager controls take the bottom right corner, so no seat sits there.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_item import GLOW_MARGIN
from deskcards.ui.card_table import Place, box_around, overlapping

FIELD_CENTRE = QPointF(800, 483)
FIELD_SCALE = 0.77
FIELD_PITCH = (95.0, 122.0)  # from one field card's centre to the next: across, down
LIFT = 14.0  # how far a lifted (looked at) card rises out of its place
LIFT_SCALE = 0.84
LIFT_TURN = -5.0
PILE_SCALE = 0.66
DECK = QPointF(467, 330)
DISCARD = QPointF(1133, 330)
PILE_DEPTH = (-0.15, -0.18)  # each card of a pile lies this far from the one under it
BLESSED_TOP = 470.0  # the Benediction cards turned up at a showdown: two a row under the deck
BLESSED_STEP = (66.0, 100.0)  # side by side, none covering another's finger
POTS_TOP = 470.0  # the pots: a column under the discard pile, the main pot first
POT_STEP = 80.0
PILED_POTS = 4  # as many pots as fit as piles; more are laid as rows (up to one per player)
POT_ROWS = QPointF(1120, 440)  # the first row's middle: clear of the field and of the seat on the right
POT_ROW = (156.0, 32.0)  # a pot's row: width, height
POT_ROW_STEP = 38.0
CAPTION_X = 780.0  # the showdown's words hang under the field, clear of the wager controls
CAPTION_GAP = GLOW_MARGIN * FIELD_SCALE + 1.5  # under the field's bottom row: clear of a focus ring on it
CAPTION_WIDTH = 480.0
CAPTION_LINE = 47.0  # a caption of one line, padding included
CAPTION_BOTTOM = 975.0  # the felt's edge: a long caption is set smaller rather than run past it
PANEL = QRectF(1044, 752, 420, 174)  # the wager controls, inside the felt's rounded corner
LABEL_HALF = (8.0, 10.0)  # a column letter or row number
COUNT_HALF = (45.0, 10.0)  # a pile's count ("24 cards")
PLATE_HALF = (118.0, 28.0)  # about half a name plate with its detail line
CHIPS_HALF = (66.0, 36.0)  # half a chip pile of every colour with its amount under it


@dataclass(frozen=True)
class Rim:
    """One place at the table's edge: the plate, the stack behind, the bet in front."""

    plate: QPointF
    stack: QPointF
    bet: QPointF


RIM = {
    "bottom": Rim(QPointF(800, 944), QPointF(610, 944), QPointF(800, 877)),  # the bet clear of the caption above
    "bottom-left": Rim(QPointF(300, 920), QPointF(300, 850), QPointF(450, 780)),
    "left": Rim(QPointF(142, 600), QPointF(142, 670), QPointF(330, 590)),
    "upper-left": Rim(QPointF(176, 280), QPointF(176, 350), QPointF(380, 240)),
    "top-left": Rim(QPointF(440, 68), QPointF(630, 68), QPointF(470, 160)),
    "top": Rim(QPointF(800, 68), QPointF(990, 68), QPointF(560, 96)),  # the bet beside, clear of the column letters
    "top-right": Rim(QPointF(1160, 68), QPointF(1350, 68), QPointF(1130, 160)),
    "upper-right": Rim(QPointF(1424, 280), QPointF(1424, 350), QPointF(1220, 240)),
    "right": Rim(QPointF(1458, 600), QPointF(1458, 670), QPointF(1270, 590)),
}
# The others' places, clockwise from you, for each number of players.
ROUND_THE_TABLE = {
    3: ("upper-left", "upper-right"),
    4: ("left", "top", "right"),
    5: ("left", "top-left", "top-right", "right"),
    6: ("left", "upper-left", "top", "upper-right", "right"),
    7: ("left", "upper-left", "top-left", "top-right", "upper-right", "right"),
    8: ("bottom-left", "left", "upper-left", "top-left", "top-right", "upper-right", "right"),
}


class DestinyLayout:
    def __init__(self, players: int, human: int):
        if players not in ROUND_THE_TABLE:
            raise ValueError(f"the Destiny table seats 3 to 8 players, not {players}")
        self.players, self.human = players, human

    def rim(self, seat: int) -> Rim:
        turn = (seat - self.human) % self.players
        return RIM["bottom"] if turn == 0 else RIM[ROUND_THE_TABLE[self.players][turn - 1]]

    # -- the middle ---------------------------------------------------------------
    def field(self, place: int, lifted: bool = False) -> Place:
        """Field place ``place`` (row * 5 + column); a lifted card rises out of it, tilted."""
        row, column = divmod(place, 5)
        centre = FIELD_CENTRE + QPointF((column - 2) * FIELD_PITCH[0], (row - 2) * FIELD_PITCH[1])
        if lifted:
            return Place(centre + QPointF(0, -LIFT), LIFT_TURN, LIFT_SCALE)
        return Place(centre, 0.0, FIELD_SCALE)

    def column_label(self, column: int) -> QPointF:
        return self.field(column).centre + QPointF(0, -FIELD_PITCH[1] / 2 - 35)  # clear of a lifted card

    def row_label(self, row: int) -> QPointF:
        return self.field(row * 5).centre + QPointF(-FIELD_PITCH[0] / 2 - 18, 0)

    def deck(self, index: int = 0) -> Place:
        return Place(DECK + QPointF(index * PILE_DEPTH[0], index * PILE_DEPTH[1]), 0.0, PILE_SCALE)

    def discard(self, card: int, index: int) -> Place:
        wobble = ((card * 37) % 13 - 6) * 0.8  # the same small turn for a card every time: a thrown pile
        return Place(DISCARD + QPointF(-index * PILE_DEPTH[0], index * PILE_DEPTH[1]), wobble, PILE_SCALE)

    def pile_count(self, pile: QPointF) -> QPointF:
        return pile + QPointF(0, 74)

    def blessed(self, order: int) -> Place:
        """The ``order``-th Benediction card turned up from the deck at a showdown."""
        row, column = divmod(order, 2)
        return Place(QPointF(DECK.x() + (column - 0.5) * BLESSED_STEP[0], BLESSED_TOP + row * BLESSED_STEP[1]),
                     0.0, PILE_SCALE)

    def pot(self, index: int, count: int) -> QPointF:
        """The main pot (index 0) and the side pots under it, of ``count`` pots: piles
        while they fit, else rows."""
        if self.pots_in_rows(count):
            return POT_ROWS + QPointF(0, index * POT_ROW_STEP)
        return QPointF(DISCARD.x(), POTS_TOP + index * POT_STEP)

    @staticmethod
    def pots_in_rows(count: int) -> bool:
        return count > PILED_POTS

    def caption(self) -> QPointF:
        """The middle of the caption's top edge: it hangs just under the field's bottom row."""
        bottom = max(self.field(place).outline(0).boundingRect().bottom() for place in range(20, 25))
        return QPointF(CAPTION_X, bottom + CAPTION_GAP)

    def caption_room(self) -> float:
        """How tall the caption may grow."""
        return CAPTION_BOTTOM - self.caption().y()

    # -- seats ---------------------------------------------------------------------
    def plate(self, seat: int) -> QPointF:
        return self.rim(seat).plate

    def stack(self, seat: int) -> QPointF:
        return self.rim(seat).stack

    def bet(self, seat: int) -> QPointF:
        return self.rim(seat).bet

    # -- checking the geometry -------------------------------------------------------
    def footprints(self, blessed: int = 6) -> list[tuple[str, QPolygonF]]:
        """Every place at its fullest, as outlines named by what they hold: the pots as
        four piles and, with more players, as a row for each."""
        shapes = [(f"field {place}", self.field(place, lifted).outline(1.0))
                  for place in range(25) for lifted in (False, True)]
        shapes = [("field", shape) for _, shape in shapes]  # field cards may touch each other when lifted
        shapes += [(f"column {column}", box_around(self.column_label(column), *LABEL_HALF)) for column in range(5)]
        shapes += [(f"row {row}", box_around(self.row_label(row), *LABEL_HALF)) for row in range(5)]
        shapes += [(f"{pile} count", box_around(self.pile_count(place), *COUNT_HALF)) for pile, place in
                   (("deck", self.deck().centre), ("discard", self.discard(0, 0).centre))]
        shapes += [("deck", self.deck().outline()), ("discard", self.discard(0, 0).outline()),
                   ("caption", QPolygonF(QRectF(CAPTION_X - CAPTION_WIDTH / 2, self.caption().y(), CAPTION_WIDTH,
                                                CAPTION_LINE))),
                   ("panel", QPolygonF(PANEL))]
        shapes += [("blessed", self.blessed(i).outline()) for i in range(blessed)]
        shapes += [("pots", box_around(self.pot(i, PILED_POTS), *CHIPS_HALF)) for i in range(PILED_POTS)]
        if self.players > PILED_POTS:
            shapes += [("pots", box_around(self.pot(i, self.players), POT_ROW[0] / 2, POT_ROW[1] / 2))
                       for i in range(self.players)]
        for seat in range(self.players):
            shapes.append((f"plate {seat}", box_around(self.plate(seat), *PLATE_HALF)))
            shapes.append((f"stack {seat}", box_around(self.stack(seat), *CHIPS_HALF)))
            shapes.append((f"bet {seat}", box_around(self.bet(seat), *CHIPS_HALF)))
        return shapes

    def overlaps(self, blessed: int = 6) -> list[tuple[str, str]]:
        return overlapping(self.footprints(blessed))
