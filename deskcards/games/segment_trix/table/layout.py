"""Where things sit on the Segment Trix table, laid out for the table's shape
(``area``, scene units: the view's shape, see ``TableScene.table``).

You sit at the bottom with your hand fanned; the others sit clockwise from
you (play passes to the left): the left side, the top (four players only),
the right side. Each seat has a name plate, a row of unused chips under it
and a won pile. The trick lies in the middle, each card in front of the side
of the seat that played it; the chooser opens beside the trick or under it,
above your hand, wherever the table has room for it.

The cards are as large as the table has room for (the search in ``_fitted``):
a wide table is bound by its height, a tall one by the width your hand takes.
Normal cards leave some of that room, and the player's card size scales them
from there, as far as they still fit. How large the words are (the plates,
the chooser, the Scores button, grown to read in a small window) comes in
measured, as ``Room``; a window's shape is laid out once (``_fitted`` keeps it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.card_item import GLOW_MARGIN, HINT_LIFT
from deskcards.ui.table_cards import Place
from deskcards.ui.table_fixtures import overlapping

MARGIN = 16.0  # from the table's edge to anything on it
GAP = 12.0  # between neighbours
# Every card's scale follows your hand's: the others' backs, the trick (at least), the won piles.
OTHERS, TRICK, WON = 0.4, 0.85, 0.34
HAND_PITCH = 0.86 * CARD_WIDTH  # wide enough to show each card's whole digit
HAND_SPREAD = 8  # pitches the most a fan spreads: a longer hand (a house rule deals 12) closes up
HAND_SAG = 0.3  # how far a fan's outer cards drop, by their place from the middle (** 1.6)
LIFT = 16.0  # how far the card being chosen rises out of your fan, in card units
BACK_PITCH = 0.24 * CARD_WIDTH  # the others' fans
WON_STEP = 0.36 * CARD_WIDTH  # how far each won trick lies from the last
WON_SHIFT = (2.0, 1.5)  # how far each card of a won trick lies from the one under it, in card units
CHIP_STEP = 34.0  # spacing of the unused chips in a supply row
CHIP_ROW = 180.0  # the most a supply row's chip centres spread: more chips overlap
CHIP_HALF = (15.0, 5.0)  # about half an unused chip, with room round it
SCALES = tuple(round(2.4 - 0.05 * step, 2) for step in range(39))  # your hand's to choose from, largest first
ROOM_TO_GROW = 1.15  # normal cards are this much smaller than the most that fits: room for large ones
TRICK_GROWN = (1.0, 0.95, 0.9)  # the trick's scales over your hand's to try, where the table has room

ROUND_THE_TABLE = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


@dataclass(frozen=True)
class Room:
    """What the table's words and panels take, as the table measured them at the view's
    scale: boxes about their items' positions (left, top, width, height)."""

    plate: tuple[float, float, float, float]  # a name plate at its widest
    chooser: tuple[float, float]  # the chooser panel as shown (it grows from its top left)
    board: tuple[float, float]  # the scoreboard as shown (it grows about its centre)
    button: tuple[float, float, float, float]  # the Scores button
    hand: int  # cards dealt to a hand: the most tricks a seat can win, too
    chips: int  # chips in a supply row
    card_size: float  # the player's card size (``CardTable.card_scale``)


@dataclass(frozen=True)
class Seat:
    """One side of the table: where its hand, plate, chips, won pile and trick card go."""

    hand: QPointF  # the fan's centre
    plate: QPointF  # the plate's position
    chips: QPointF  # the middle of the supply row
    won: QPointF  # the first won trick
    won_step: QPointF  # the direction later tricks go
    trick: QPointF  # the trick card's offset from the middle


@dataclass(frozen=True)
class Frame:
    """The whole table at one scale of your hand: every place the layout gives."""

    scale: float  # your hand's
    trick: float  # the trick's cards'
    sides: dict[str, Seat]
    middle: QPointF  # the trick's centre
    trick_area: QRectF
    chooser: QRectF
    button: QPointF


def boxed(rect: QRectF) -> tuple[float, float, float, float]:
    """``rect`` as ``Room`` keeps a box: (left, top, width, height)."""
    return rect.left(), rect.top(), rect.width(), rect.height()


def _box(place: QPointF, room: tuple[float, float, float, float]) -> QRectF:
    """The box ``room`` (about an item's position) of an item at ``place``."""
    left, top, width, height = room
    return QRectF(place.x() + left, place.y() + top, width, height)


def _bounds(shapes: list[QPolygonF], rise: float = 0.0) -> QPolygonF:
    """One box round ``shapes``, reaching ``rise`` higher: a group (a fan, a pile) as the
    others must keep clear of it, with room for a card raised out of it."""
    rect = shapes[0].boundingRect()
    for shape in shapes[1:]:
        rect = rect.united(shape.boundingRect())
    return QPolygonF(rect.adjusted(0, -rise, 0, 0))


def _yours(index: int, count: int, scale: float) -> Place:
    """Card ``index`` of your fan of ``count``, about the fan's centre: tilted, the outer cards lower."""
    offset = index - (count - 1) / 2
    pitch = min(HAND_PITCH, HAND_PITCH * HAND_SPREAD / max(count - 1, 1)) * scale
    return Place(QPointF(offset * pitch, HAND_SAG * scale * abs(offset) ** 1.6), offset * 1.4, scale)


class SegmentTrixLayout:
    def __init__(self, players: int, human: int, area: QRectF, room: Room, frame: Frame | None = None):
        """The table for ``area`` and ``room``, at the largest scale that fits, or laid as ``frame``."""
        if players not in ROUND_THE_TABLE:
            raise ValueError(f"the Segment Trix table seats 3 or 4 players, not {players}")
        self.players, self.human, self.area, self.room = players, human, QRectF(area), room
        self.frame = frame or _fitted(players, (area.x(), area.y(), area.width(), area.height()), room)

    @property
    def scale(self) -> float:
        return self.frame.scale

    def side(self, seat: int) -> str:
        return ROUND_THE_TABLE[self.players][(seat - self.human) % self.players]

    def _seat(self, seat: int) -> Seat:
        return self.frame.sides[self.side(seat)]

    def hand(self, seat: int, index: int, count: int, lifted: bool = False) -> Place:
        """Card ``index`` of a fan of ``count``: yours large and tilted, the others' small backs."""
        centre, scale = self._seat(seat).hand, self.frame.scale
        if seat == self.human:
            place = _yours(index, count, scale)
            rise = LIFT * scale if lifted else 0.0
            return Place(centre + place.centre - QPointF(0, rise), place.rotation, scale)
        offset = index - (count - 1) / 2
        return Place(QPointF(centre.x() + offset * BACK_PITCH * OTHERS * scale, centre.y()), offset * 1.5,
                     OTHERS * scale)

    def plate(self, seat: int) -> QPointF:
        return self._seat(seat).plate

    def supply(self, seat: int, chip: int) -> QPointF:
        """Where unused chip number ``chip`` of ``seat`` lies: a full row is centred under the plate."""
        chips = self.room.chips
        step = min(CHIP_STEP, CHIP_ROW / max(chips - 1, 1))
        return self._seat(seat).chips + QPointF((chip - (chips - 1) / 2) * step, 0)

    def won(self, seat: int, index: int) -> Place:
        """Card ``index`` of a won pile: the cards of a trick overlap, the tricks step apart."""
        where, scale = self._seat(seat), WON * self.frame.scale
        trick, card = divmod(index, self.players)
        shift = QPointF(card * WON_SHIFT[0], card * WON_SHIFT[1]) * scale
        return Place(where.won + where.won_step * (trick * WON_STEP * scale) + shift, 0.0, scale)

    def trick(self, seat: int, upside_down: bool) -> Place:
        """A card on the trick, in front of its player's side, turned if played upside down."""
        return Place(self.frame.middle + self._seat(seat).trick, 180.0 if upside_down else 0.0, self.frame.trick)

    def deck(self) -> Place:
        """Where the cards gather between rounds, face down."""
        return Place(self.frame.middle, 0.0, OTHERS * self.frame.scale)

    def middle(self) -> QPointF:
        """The trick's centre: where "X takes the trick" flashes."""
        return self.frame.middle

    def trick_area(self) -> QRectF:
        """The place the trick lies on, a card dropped there opens the chooser."""
        return self.frame.trick_area

    def chooser(self) -> QRectF:
        return self.frame.chooser

    def scores_button(self) -> QPointF:
        return self.frame.button

    def scoreboard(self) -> QPointF:
        """The scoreboard's centre: the middle of the table, moved off the chooser (which
        may be open under it) as far as the table has room."""
        board = QRectF(QPointF(), QSizeF(*self.room.board))
        board.moveCenter(self.area.center())
        chooser = self.frame.chooser
        if chooser.left() > self.frame.middle.x():  # beside the trick: the board goes left of it
            board.moveRight(min(board.right(), chooser.left() - GAP))
        else:  # under the trick: the board goes above it
            board.moveBottom(min(board.bottom(), chooser.top() - GAP))
        board.moveTopLeft(QPointF(max(board.left(), self.area.left() + MARGIN),
                                  max(board.top(), self.area.top() + MARGIN)))
        return board.center()

    # -- checking the geometry ------------------------------------------------
    def footprints(self) -> list[tuple[str, QPolygonF]]:
        """Every place of every seat at its fullest, as outlines named by what they hold;
        a fan or a pile as one box, the others keeping clear of all of it."""
        hand = self.room.hand  # as many cards as a seat may win tricks
        shapes = [("middle", QPolygonF(self.trick_area())), ("chooser", QPolygonF(self.chooser())),
                  ("scores", QPolygonF(_box(self.scores_button(), self.room.button)))]
        for seat in range(self.players):
            rise = max(LIFT, HINT_LIFT) * self.scale if seat == self.human else 0.0  # the chooser's, a hint's
            shapes.append((f"hand {seat}", _bounds([self.hand(seat, i, hand).outline() for i in range(hand)], rise)))
            pile = [self.won(seat, i).outline() for i in (0, hand * self.players - 1)]
            shapes.append((f"won {seat}", _bounds(pile)))
            shapes.append((f"plate {seat}", QPolygonF(_box(self.plate(seat), self.room.plate))))
            if self.room.chips:
                row = QRectF(self.supply(seat, 0), self.supply(seat, self.room.chips - 1))
                row.adjust(-CHIP_HALF[0], -CHIP_HALF[1], CHIP_HALF[0], CHIP_HALF[1])
                shapes.append((f"chips {seat}", QPolygonF(row)))
        return shapes

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of places that cover each other, and places off the table (named twice)."""
        shapes = self.footprints()
        inside = self.area.adjusted(MARGIN / 2, MARGIN / 2, -MARGIN / 2, -MARGIN / 2)
        return overlapping(shapes) + [(name, name) for name, shape in shapes
                                      if not inside.contains(shape.boundingRect())]


@lru_cache(maxsize=64)
def _fitted(players: int, area: tuple[float, float, float, float], room: Room) -> Frame:
    """The table's frame with your hand as large as fits, times the player's card size
    over the room normal cards leave, as long as it fits; then the trick as large as
    fits, up to your hand's size."""
    table = QRectF(*area)

    def fits(scale: float, trick: float = TRICK) -> Frame | None:
        frame = _frame(players, table, room, scale, trick * scale)
        return frame if not SegmentTrixLayout(players, 0, table, room, frame).overlaps() else None

    low, high = 0, len(SCALES) - 1  # halving: a smaller hand fits wherever a larger one does
    while low < high:
        if fits(SCALES[(low + high) // 2]):
            high = (low + high) // 2
        else:
            low = (low + high) // 2 + 1
    largest = SCALES[low]
    wanted = largest * room.card_size / ROOM_TO_GROW
    scale = next((scale for scale in (wanted, *SCALES) if scale <= wanted and fits(scale)), SCALES[-1])
    for trick in TRICK_GROWN:
        frame = fits(scale, trick)
        if frame is not None:
            return frame
    return _frame(players, table, room, scale, TRICK * scale)


class _Sizes:
    """How large things are at one scale of your hand and of the trick, in scene units."""

    def __init__(self, players: int, room: Room, scale: float, trick: float):
        self.room, self.scale = room, scale
        self.back_w, self.back_h = CARD_WIDTH * OTHERS * scale, CARD_HEIGHT * OTHERS * scale
        self.fan_w = self.back_w + (room.hand - 1) * BACK_PITCH * OTHERS * scale
        self.won_w, self.won_h = CARD_WIDTH * WON * scale, CARD_HEIGHT * WON * scale
        # How far a won pile reaches past its first card, with every trick won.
        self.pile = ((room.hand - 1) * WON_STEP + (players - 1) * WON_SHIFT[0]) * WON * scale
        self.plate_w, self.plate_h = room.plate[2:]
        self.chips_below = GAP / 2 + CHIP_HALF[1]  # from the plate's bottom to its row of chips
        self.block_h = self.plate_h + self.chips_below + CHIP_HALF[1]  # a plate with its chips
        self.block_w = max(self.plate_w, CHIP_ROW + 2 * CHIP_HALF[0])
        self.trick_w, self.trick_h = CARD_WIDTH * trick, CARD_HEIGHT * trick
        self.column_w = max(self.block_w, self.fan_w, self.won_w)  # a side seat's
        self.column_h = self.back_h + GAP + self.block_h + GAP + self.won_h + self.pile

    def plate_block(self, left: float, top: float) -> tuple[QPointF, QPointF]:
        """A plate and its row of chips, the plate's box at ``left``, ``top``: (plate, chips)."""
        plate = QPointF(left - self.room.plate[0], top - self.room.plate[1])
        return plate, QPointF(left + self.plate_w / 2, top + self.plate_h + self.chips_below)


def _frame(players: int, area: QRectF, room: Room, scale: float, trick: float) -> Frame:
    """Every place at your hand's ``scale`` and the trick's: the top seat's row along the
    top edge, your hand along the bottom, the side seats in columns at the edges
    between them, and the trick (with the chooser beside it or under it) in the middle."""
    sizes = _Sizes(players, room, scale, trick)
    button = QPointF(area.left() + MARGIN - room.button[0], area.top() + MARGIN - room.button[1])
    yours, your_top = _your_seat(area, sizes)
    sides = {"bottom": yours}
    below = your_top - GAP  # the middle's bottom
    above = area.top() + MARGIN + room.button[3] + GAP  # the middle's top
    if players == 4:
        sides["top"] = _top_seat(area, sizes)
        above = max(above, area.top() + MARGIN + max(sizes.block_h, sizes.back_h, sizes.won_h) + GAP)
    middle, cross, chooser = _middle(players, area, sizes, above, below)
    # The side seats' plates level with the trick, their columns between the top and your seat.
    top = max(above, min(middle.y() - sizes.back_h - GAP - sizes.plate_h / 2, below - sizes.column_h))
    for name, x, reach in (("left", area.left() + MARGIN + sizes.column_w / 2, -1),
                           ("right", area.right() - MARGIN - sizes.column_w / 2, 1)):
        plate, chips = sizes.plate_block(x - sizes.plate_w / 2, top + sizes.back_h + GAP)
        sides[name] = Seat(QPointF(x, top + sizes.back_h / 2), plate, chips,
                           QPointF(x, chips.y() + CHIP_HALF[1] + GAP + sizes.won_h / 2), QPointF(0, 1),
                           QPointF(reach * (sizes.trick_w + GAP), 0))
    return Frame(scale, trick, sides, middle, cross, chooser, button)


def _fan(count: int, scale: float) -> QRectF:
    """The box round your fan of ``count`` cards, about its centre, and round the glow of a lit card."""
    glow = GLOW_MARGIN * scale
    return _bounds([_yours(index, count, scale).outline(glow) for index in range(count)]).boundingRect()


def _your_seat(area: QRectF, sizes: _Sizes) -> tuple[Seat, float]:
    """Your hand along the bottom, your plate and won pile beside it, or over its ends if
    it is too wide; and how high all that reaches, a card raised out of your hand too."""
    room, scale = sizes.room, sizes.scale
    fan = _fan(room.hand, scale)
    hand_y = area.bottom() - MARGIN - fan.bottom()
    hand_top = hand_y + fan.top() - max(LIFT, HINT_LIFT) * scale
    beside = fan.width() / 2 + GAP + max(sizes.block_w, sizes.won_w + sizes.pile) <= area.width() / 2 - MARGIN
    row_y = hand_y if beside else hand_top - GAP - sizes.block_h / 2
    plate, chips = sizes.plate_block(area.left() + MARGIN, row_y - sizes.block_h / 2)
    seat = Seat(QPointF(area.center().x(), hand_y), plate, chips,
                QPointF(area.right() - MARGIN - sizes.won_w / 2 - sizes.pile, row_y), QPointF(1, 0),
                QPointF(0, sizes.trick_h / 2 + GAP / 2))
    return seat, min(hand_top, row_y - max(sizes.block_h, sizes.won_h) / 2)


def _top_seat(area: QRectF, sizes: _Sizes) -> Seat:
    """The top seat's row along the top edge: plate and chips, fan, won pile, centred."""
    row_w = sizes.block_w + GAP + sizes.fan_w + GAP + sizes.won_w + sizes.pile
    left = area.center().x() - row_w / 2
    middle_y = area.top() + MARGIN + max(sizes.block_h, sizes.back_h, sizes.won_h) / 2
    plate, chips = sizes.plate_block(left + (sizes.block_w - sizes.plate_w) / 2, middle_y - sizes.block_h / 2)
    fan_x = left + sizes.block_w + GAP + sizes.fan_w / 2
    return Seat(QPointF(fan_x, middle_y), plate, chips,
                QPointF(fan_x + sizes.fan_w / 2 + GAP + sizes.won_w / 2, middle_y), QPointF(1, 0),
                QPointF(0, -sizes.trick_h / 2 - GAP / 2))


def _middle(players: int, area: QRectF, sizes: _Sizes, above: float, below: float) -> tuple[QPointF, QRectF, QRectF]:
    """The trick's centre and its place, a cross of cards (no top card for three players),
    and the chooser: right of your trick card if the table is wide enough, else under the trick."""
    width, height = sizes.trick_w, sizes.trick_h
    top = -height / 2 if players == 3 else -height - GAP / 2
    cross = QRectF(QPointF(-1.5 * width - GAP, top), QPointF(1.5 * width + GAP, height + GAP / 2))
    cross.adjust(-GAP / 2, -GAP / 2, GAP / 2, GAP / 2)
    chooser_w, chooser_h = sizes.room.chooser
    centre_x = area.center().x()
    centred = (above + below - cross.top() - cross.bottom()) / 2
    if chooser_w <= area.width() / 2 - MARGIN - sizes.column_w - GAP - cross.right() - GAP:
        middle = QPointF(centre_x, centred)
        chooser = QRectF(centre_x + cross.right() + GAP, min(middle.y() + cross.bottom(), below) - chooser_h,
                         chooser_w, chooser_h)
    else:  # the trick in the middle, or as much higher as leaves the chooser room under it
        middle = QPointF(centre_x, min(centred, below - chooser_h - GAP - cross.bottom()))
        chooser = QRectF(centre_x - chooser_w / 2, middle.y() + cross.bottom() + GAP, chooser_w, chooser_h)
    return middle, cross.translated(middle), chooser
