"""Where things sit on the Segmentation Fault table, in the room it has.

Seats go round an oval that fills the table's area, the human at the bottom, turn
order clockwise on screen (play passes to the left). Each row is turned to face its
owner, so reading it from its owner's left to right is reading counter-clockwise
around the table, as the rules count positions 1..6. A row lies as far out as the
area lets it, its name plate outside it, its position numbers and its drawn card's
place inside it; the piles and the "Point N times" control sit in the middle.
How large the cards are is ``fitting.fit_layout``'s choice.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF, QTransform

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.card_item import GLOW_MARGIN, HINT_LIFT
from deskcards.ui.legible import LEAST_PIXELS
from deskcards.ui.table_cards import Place

MARGIN = 10.0  # between the table's edge and anything on it (scene units)
GAP = 0.1  # between two cards of a row, in widths of a card
PLATE_GAP = 8.0  # between a row (its highlight) and its name plate
NUMBER_GAP = 4.0  # between a position number and the highlights of the cards about it
PILE_GAP = 12.0  # between the deck and the discard pile, their highlights and their counts
COUNT_GAP = 4.0  # between a pile and its count
CONTROL_SIZE = (700.0, 50.0)  # the "Point N times" control
CONTROL_GAP = 10.0  # between the counts and the control
SUMMARY_SIZE = (760.0, 196.0)  # the panel between hands, as designed
SUMMARY_WORDS = 16.0  # the size (em) of the panel's smallest words (its hint, 12 points), as designed
DISCARD_WOBBLE = 7.0  # the most a discarded card is turned, in degrees
PILE_WORDS_MARGIN = 6.0  # between an empty pile's words and its outline, in card units
YOUR_EXTRA_ARC = 40.0  # how much more of the oval your row takes than its width
STEPS = 6  # halvings of a search for a size: to about 1% of it
GRID = 16  # the places tried for the enlarged row, across and down the table
MIDDLE_STEPS = 8  # the places tried for the piles and the control, from the top seat down to yours
BESIDE_GAP = 0.3  # between your row and your drawn card beside it, in widths of a card


@dataclass(frozen=True)
class Room:
    """What a table is laid out for: its ``area`` (left, top, width, height in scene
    units), the view's ``pixels_per_unit``, the player's ``card_size``, and how large
    the words it makes room for are drawn at that scale (they grow to stay readable):
    the widest name ``plate``'s box about its position, half a position ``number``
    (None while the numbers are not shown) and half a pile's ``count``, and the width
    of the words an empty pile's place shows at the least size that reads."""

    area: tuple[float, float, float, float]
    pixels_per_unit: float = 1.0
    card_size: float = 1.0
    plate: tuple[float, float, float, float] = (-60.0, -19.0, 120.0, 56.0)
    number: tuple[float, float] | None = (6.0, 10.0)
    count: tuple[float, float] = (40.0, 10.0)
    pile_words: float = 60.0

    @staticmethod
    def of(area: QRectF, **sizes) -> Room:
        return Room((area.left(), area.top(), area.width(), area.height()), **sizes)


def _reach(turn: float, half: tuple[float, float]) -> float:
    """How far an upright box of ``half`` width and height reaches across a row turned by ``turn`` degrees."""
    rad = math.radians(turn)
    return abs(math.sin(rad)) * half[0] + abs(math.cos(rad)) * half[1]


def _along(turn: float, half: tuple[float, float]) -> float:
    """How far an upright box of ``half`` width and height reaches along a row turned by ``turn`` degrees."""
    rad = math.radians(turn)
    return abs(math.cos(rad)) * half[0] + abs(math.sin(rad)) * half[1]


def _box(centre: QPointF, half_width: float, half_height: float) -> QRectF:
    return QRectF(centre.x() - half_width, centre.y() - half_height, 2 * half_width, 2 * half_height)


@lru_cache(maxsize=32)
def _arc_lengths(radius_x: float, radius_y: float, steps: int = 720) -> tuple[list[float], list[float]]:
    """Parameters round an oval from the bottom, clockwise on screen, and the distance along it to each."""
    ts = [math.pi / 2 + 2 * math.pi * i / steps for i in range(steps + 1)]
    points = [(radius_x * math.cos(t), radius_y * math.sin(t)) for t in ts]
    lengths = [0.0]
    for (x0, y0), (x1, y1) in pairwise(points):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    return ts, lengths


@dataclass(frozen=True)
class Frame:
    """A seat's row: its middle, its turn (degrees) and its cards' scale. Local ``y``
    points away from the table's middle, towards the row's owner."""

    centre: QPointF
    turn: float
    scale: float

    def at(self, x: float, y: float) -> QPointF:
        rad = math.radians(self.turn)
        return self.centre + QPointF(x * math.cos(rad) - y * math.sin(rad), x * math.sin(rad) + y * math.cos(rad))

    def box(self, left: float, top: float, right: float, bottom: float) -> QPolygonF:
        """A box of the row's own frame, in scene units."""
        turn = QTransform().translate(self.centre.x(), self.centre.y()).rotate(self.turn)
        return turn.map(QPolygonF(QRectF(left, top, right - left, bottom - top)))

    @property
    def pitch(self) -> float:
        return CARD_WIDTH * (1 + GAP) * self.scale

    @property
    def half_row(self) -> float:
        return 2.5 * self.pitch + CARD_WIDTH * self.scale / 2

    @property
    def glow(self) -> float:
        return GLOW_MARGIN * self.scale

    @property
    def half_card(self) -> float:
        return CARD_HEIGHT * self.scale / 2


class SegfaultLayout:
    """The places of a table of ``players`` seen from ``human``'s seat, in ``room``,
    with your cards at ``human_scale`` and the others' at ``other_scale``. Your drawn
    card lies in front of your row as the others' do, or, when ``drawn_beside``, at
    its right: that leaves the middle more room and the other rows less."""

    def __init__(self, players: int, human: int, room: Room, human_scale: float, other_scale: float,
                 drawn_beside: bool = False):
        self.players, self.human, self.room = players, human, room
        self.human_scale, self.other_scale = human_scale, other_scale
        self.drawn_beside = drawn_beside
        self.pile_scale = max(other_scale, room.pile_words / (CARD_WIDTH - 2 * PILE_WORDS_MARGIN))
        self.area = QRectF(*room.area)
        self.plate_box = QRectF(*room.plate)
        self._frames = self._seat_frames()
        self.middle = self._middle()
        self._magnified: dict[tuple, tuple[QRectF, float]] = {}  # see ``magnified``

    # -- the seats ------------------------------------------------------------
    def _outer(self, scale: float, turn: float) -> float:
        """How far a row's plate reaches out from the row's middle."""
        frame = Frame(QPointF(), turn, scale)
        return self._plate_distance(frame) + _reach(turn, (self.plate_box.width() / 2, self.plate_box.height() / 2))

    def _oval(self) -> tuple[QPointF, float, float]:
        """The oval the rows' middles lie on: your row's at its bottom, the others
        as near the area's edges as their plates let them."""
        bottom = self.area.bottom() - MARGIN - self._outer(self.human_scale, 0.0)
        top = self.area.top() + MARGIN + self._outer(self.other_scale, 180.0)
        radius_x = self.area.width() / 2 - MARGIN - self._outer(self.other_scale, 90.0)
        return QPointF(self.area.center().x(), (top + bottom) / 2), radius_x, (bottom - top) / 2

    def _seat_frames(self) -> list[Frame]:
        """Each seat's frame, by its place after yours (0: yours). Seats are spaced evenly
        by distance along the oval: even angles would crowd the narrow ends of a wide
        one. Your row, bigger, gets more."""
        centre, radius_x, radius_y = self._oval()
        frames = [Frame(centre + QPointF(0, radius_y), 0.0, self.human_scale)]
        if self.players == 1 or radius_x <= 0 or radius_y <= 0:
            return frames * self.players
        ts, lengths = _arc_lengths(round(radius_x, 1), round(radius_y, 1))
        yours = 2 * (frames[0].half_row + self._beside(self.human_scale)) + YOUR_EXTRA_ARC  # your row in the middle
        share = (lengths[-1] - yours) / (self.players - 1)
        for k in range(self.players - 1):
            t = ts[min(bisect_left(lengths, yours / 2 + (k + 0.5) * share), len(ts) - 1)]
            point = centre + QPointF(radius_x * math.cos(t), radius_y * math.sin(t))
            turn = math.degrees(math.atan2(-radius_y * math.cos(t), radius_x * math.sin(t)))
            frames.append(self._pushed_out(Frame(point, turn, self.other_scale)))
        return frames

    def _pushed_out(self, frame: Frame) -> Frame:
        """``frame`` moved straight out (or in) as far as its row and plate stay on the area:
        a row by a corner of the area reaches into it."""
        out = frame.at(0, 1) - frame.centre
        inside = self.area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        points = _corners(self._row_outline(frame)) + _corners(QPolygonF(self._plate_rect(frame)))
        most = math.inf
        for point in points:
            for low, high, at, step in ((inside.left(), inside.right(), point.x(), out.x()),
                                        (inside.top(), inside.bottom(), point.y(), out.y())):
                if step > 1e-9:
                    most = min(most, (high - at) / step)
                elif step < -1e-9:
                    most = min(most, (low - at) / step)
        return Frame(frame.centre + out * most, frame.turn, frame.scale) if math.isfinite(most) else frame

    def _frame(self, seat: int) -> Frame:
        return self._frames[(seat - self.human) % self.players]

    def _beside(self, scale: float) -> float:
        """How much wider your drawn card beside your row makes it (nothing when it lies in front)."""
        return (BESIDE_GAP + 1) * CARD_WIDTH * scale if self.drawn_beside else 0.0

    def _drawn_offset(self, seat: int) -> QPointF:
        """Where the seat's drawn card lies in its row's frame."""
        frame = self._frame(seat)
        if seat == self.human and self.drawn_beside:
            return QPointF(frame.half_row + BESIDE_GAP * CARD_WIDTH * frame.scale + CARD_WIDTH * frame.scale / 2, 0)
        return QPointF(0, -self._drawn_distance(frame))

    def _number_reach(self, frame: Frame) -> float:
        return _reach(frame.turn, self.room.number) if self.room.number is not None else 0.0

    def _numbers_distance(self, frame: Frame) -> float:
        """How far inside the row's middle its position numbers are written: clear of a
        card lifted by a hint and of its highlight."""
        return frame.half_card + HINT_LIFT * frame.scale + frame.glow + NUMBER_GAP + self._number_reach(frame)

    def _drawn_distance(self, frame: Frame) -> float:
        if self.room.number is None:
            return 2 * frame.half_card + HINT_LIFT * frame.scale + 2 * frame.glow + NUMBER_GAP
        return self._numbers_distance(frame) + self._number_reach(frame) + NUMBER_GAP + frame.glow + frame.half_card

    def _plate_distance(self, frame: Frame) -> float:
        """How far out from the row's middle its plate's box is centred: plates stay
        upright, so the distance allows for the box's own extent in that direction."""
        half = (self.plate_box.width() / 2, self.plate_box.height() / 2)
        return frame.half_card + frame.glow + PLATE_GAP + _reach(frame.turn, half)

    def _plate_rect(self, frame: Frame) -> QRectF:
        middle = frame.at(0, self._plate_distance(frame))
        return self.plate_box.translated(middle - self.plate_box.center())

    @staticmethod
    def _lit_card(frame: Frame, at: QPointF) -> QPolygonF:
        """A card of the row's frame at ``at`` in it, lifted by a hint and lit."""
        half = CARD_WIDTH * frame.scale / 2 + frame.glow
        return frame.box(at.x() - half, at.y() - frame.half_card - HINT_LIFT * frame.scale - frame.glow,
                         at.x() + half, at.y() + frame.half_card + frame.glow)

    def _row_outline(self, frame: Frame) -> QPolygonF:
        """The row, a card lifted by a hint and the highlights included."""
        reach = frame.half_row + frame.glow
        return frame.box(-reach, -frame.half_card - HINT_LIFT * frame.scale - frame.glow, reach,
                         frame.half_card + frame.glow)

    # -- the middle -------------------------------------------------------------
    def _pile_offset(self) -> float:
        """How far each pile lies to a side of the middle: far enough for its count too."""
        pile = CARD_WIDTH * self.pile_scale / 2 + GLOW_MARGIN * self.pile_scale
        return max(pile, self.room.count[0]) + PILE_GAP / 2

    def _middle_height(self) -> float:
        pile = CARD_HEIGHT * self.pile_scale + 2 * GLOW_MARGIN * self.pile_scale
        return pile + COUNT_GAP + 2 * self.room.count[1] + CONTROL_GAP + CONTROL_SIZE[1]

    def _middle(self) -> QPointF:
        """The piles' middle: the piles, their counts and the control between the drawn
        cards' places of the seat at the top and yours; centred there, or as near it as
        they are clear of the seats at the sides."""
        centre, _, radius_y = self._oval()
        top_frame = Frame(QPointF(centre.x(), centre.y() - radius_y), 180.0, self.other_scale)
        yours = self._frames[0]
        top = top_frame.centre.y() + self._inner_reach(top_frame)
        bottom = yours.centre.y() - (self._row_reach(yours) if self.drawn_beside else self._inner_reach(yours))
        lowest = bottom - self._middle_height()
        seats = [("seat", shape) for _, shape in self._seat_shapes()]
        tops = sorted((top + (lowest - top) * step / MIDDLE_STEPS for step in range(MIDDLE_STEPS + 1)),
                      key=lambda pile_top: abs(pile_top - (top + lowest) / 2))
        for pile_top in tops:
            self.middle = QPointF(centre.x(), pile_top + (CARD_HEIGHT / 2 + GLOW_MARGIN) * self.pile_scale)
            if not _overlapping([("middle", shape) for _, shape in self._middle_shapes()] + seats, first=True):
                return self.middle
        return QPointF(centre.x(), (top + lowest) / 2 + (CARD_HEIGHT / 2 + GLOW_MARGIN) * self.pile_scale)

    def _inner_reach(self, frame: Frame) -> float:
        """How far in from the row's middle its drawn card reaches, lifted and lit."""
        return self._drawn_distance(frame) + frame.half_card + HINT_LIFT * frame.scale + frame.glow

    def _row_reach(self, frame: Frame) -> float:
        """How far in from the row's middle its numbers reach, or its cards, lifted and lit."""
        if self.room.number is None:
            return frame.half_card + HINT_LIFT * frame.scale + frame.glow
        return self._numbers_distance(frame) + self._number_reach(frame)

    # -- places -------------------------------------------------------------------
    def slot(self, seat: int, pos: int) -> Place:
        """Row position ``pos`` (0-based) of ``seat``."""
        frame = self._frame(seat)
        return Place(frame.at((pos - 2.5) * frame.pitch, 0.0), frame.turn, frame.scale)

    def drawn(self, seat: int) -> Place:
        """The card just drawn, held in front of the row toward the table's middle,
        beyond the position numbers; yours, when ``drawn_beside``, at your row's right."""
        frame = self._frame(seat)
        offset = self._drawn_offset(seat)
        return Place(frame.at(offset.x(), offset.y()), frame.turn, frame.scale)

    def plate(self, seat: int) -> QPointF:
        """Where the seat's name plate is put, just outside its row."""
        frame = self._frame(seat)
        return self._plate_rect(frame).center() - self.plate_box.center()

    def position_label(self, seat: int, pos: int) -> QPointF:
        """Where the number 1..6 of a row position is written, just inside the row;
        numbers stay upright, so the distance allows for their extent too."""
        frame = self._frame(seat)
        return frame.at((pos - 2.5) * frame.pitch, -self._numbers_distance(frame))

    def deck(self, index: int = 0) -> Place:
        offset = QPointF(-self._pile_offset() - index * 0.25, -index * 0.35)
        return Place(self.middle + offset, 0.0, self.pile_scale)

    def discard(self, card: int, index: int) -> Place:
        # A little disorder, the same for a card every time, so the pile looks thrown.
        wobble = ((card * 37) % 13 - 6) * 1.1
        offset = QPointF(self._pile_offset() + (card % 5 - 2) * 1.5, (card % 3 - 1) * 1.5)
        return Place(self.middle + offset, wobble, self.pile_scale)

    def pile_count(self, pile: Place) -> QPointF:
        """Where a pile's card count is written, just under it."""
        under = CARD_HEIGHT * pile.scale / 2 + GLOW_MARGIN * pile.scale + COUNT_GAP + self.room.count[1]
        return QPointF(pile.centre.x(), self.middle.y() + under)

    def declare_control(self) -> QRectF:
        """The "Point N times" control: under the piles' counts, above your drawn card."""
        width, height = CONTROL_SIZE
        top = self.pile_count(self.deck()).y() + self.room.count[1] + CONTROL_GAP
        return QRectF(self.middle.x() - width / 2, top, width, height)

    @cached_property
    def round_summary(self) -> QRectF:
        """The panel between two hands of a match, as large as its words need to read
        and clear of every row, number, plate and pile: under the piles' counts, over
        the control and the drawn cards' places (empty then), or above the piles."""
        keep_clear = [shape for owner, shape in self.footprints() if owner not in ("drawn", "control")]
        counts_bottom = self.pile_count(self.deck()).y() + self.room.count[1] + CONTROL_GAP
        piles_top = self.deck().outline(GLOW_MARGIN * self.pile_scale).boundingRect().top() - CONTROL_GAP
        under = self._summary_box(keep_clear, counts_bottom, hangs=True)
        above = self._summary_box(keep_clear, piles_top, hangs=False)
        return under if under.width() >= above.width() else above

    @property
    def summary_reads(self) -> float:
        """The least scale of the panel between hands at which its words read."""
        return LEAST_PIXELS / (SUMMARY_WORDS * self.room.pixels_per_unit)

    def _summary_box(self, keep_clear: list[QPolygonF], edge: float, hangs: bool) -> QRectF:
        """The largest panel up to the size that reads, its top (if it ``hangs``) or its bottom at ``edge``."""
        width, height = SUMMARY_SIZE
        reads = max(1.0, self.summary_reads)

        def box(scale: float) -> QRectF:
            top = edge if hangs else edge - height * scale
            return QRectF(self.middle.x() - width * scale / 2, top, width * scale, height * scale)

        def clear(scale: float) -> bool:
            panel = QPolygonF(box(scale))
            return self.area.contains(box(scale)) and not any(shape.intersects(panel) for shape in keep_clear)

        return box(largest(clear, 0.0, reads))

    def magnified(self, seat: int, holding: int | None, size_at: Callable[[float], tuple[float, float]],
                  least: float, most: float) -> tuple[QRectF, float]:
        """Where a panel showing ``seat``'s row enlarged lies, and its cards' scale (from
        ``least`` to ``most``; ``size_at`` a scale, its width and height): as large as
        the table's middle holds it, and there or nearer the row, clear of every row,
        number and plate, and of the drawn card of the seat ``holding`` one."""
        key = (seat, holding, least, most)
        if key not in self._magnified:
            self._magnified[key] = self._place_magnified(seat, holding, size_at, least, most)
        return self._magnified[key]

    def _place_magnified(self, seat: int, holding: int | None, size_at: Callable[[float], tuple[float, float]],
                         least: float, most: float) -> tuple[QRectF, float]:
        keep_clear = [shape for owner, shape in self.footprints() if owner.startswith("seat:")]
        if holding is not None:
            keep_clear.append(self._lit_card(self._frame(holding), self._drawn_offset(holding)))

        def box(centre: QPointF, scale: float) -> QRectF:
            width, height = size_at(scale)
            return _box(centre, width / 2, height / 2)

        def clear(panel: QRectF) -> bool:
            outline = QPolygonF(panel)
            return self.area.contains(panel) and not any(shape.intersects(outline) for shape in keep_clear)

        scale = largest(lambda scale: clear(box(self.middle, scale)), least, max(least, most))
        width, height = size_at(scale)
        room = self.area.adjusted(width / 2, height / 2, -width / 2, -height / 2)
        spots = [self.middle] + [QPointF(room.left() + room.width() * i / GRID, room.top() + room.height() * j / GRID)
                                 for i in range(GRID + 1) for j in range(GRID + 1)]
        row = self._frame(seat).centre
        spots.sort(key=lambda spot: math.hypot(spot.x() - row.x(), spot.y() - row.y()))
        return next((box(spot, scale) for spot in spots if clear(box(spot, scale))), box(self.middle, scale)), scale

    # -- checks ---------------------------------------------------------------------
    def footprints(self) -> list[tuple[str, QPolygonF]]:
        """Everything the table shows, as outlines with their highlights named by their
        owners: each seat's row, numbers and plate; the drawn cards' places (only one
        seat holds a drawn card at a time); the piles and their counts; the control."""
        return self._seat_shapes() + self._middle_shapes()

    def _seat_shapes(self) -> list[tuple[str, QPolygonF]]:
        shapes = []
        for seat in range(self.players):
            frame = self._frame(seat)
            shapes += [(f"seat:{seat}", self._row_outline(frame)), (f"seat:{seat}", QPolygonF(self._plate_rect(frame)))]
            if self.room.number is not None:
                along = _along(frame.turn, self.room.number)
                reach = self._number_reach(frame)
                inward = -self._numbers_distance(frame)
                shapes.append((f"seat:{seat}", frame.box(-2.5 * frame.pitch - along, inward - reach,
                                                          2.5 * frame.pitch + along, inward + reach)))
            shapes.append(("drawn", self._lit_card(frame, self._drawn_offset(seat))))
        return shapes

    def _middle_shapes(self) -> list[tuple[str, QPolygonF]]:
        margin = GLOW_MARGIN * self.pile_scale + math.sin(math.radians(DISCARD_WOBBLE)) * CARD_HEIGHT * self.pile_scale
        shapes = [("piles", self.deck().outline(margin)), ("piles", self.discard(0, 0).outline(margin)),
                  ("control", QPolygonF(self.declare_control()))]
        return shapes + [("piles", QPolygonF(_box(self.pile_count(pile), *self.room.count)))
                         for pile in (self.deck(), self.discard(0, 0))]

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of places of different owners that would cover each other."""
        return _overlapping(self.footprints())

    def outside(self) -> list[str]:
        """The owners of places that reach off the table."""
        return _outside(self.footprints(), self.area)

    def fits(self) -> bool:
        shapes = self.footprints()
        return not _outside(shapes, self.area) and not _overlapping(shapes, first=True)


def largest(fits: Callable[[float], bool], low: float, high: float) -> float:
    """The largest size from ``low`` to ``high`` that ``fits``, within a halving's
    precision (``low`` if none does)."""
    if fits(high):
        return high
    for _ in range(STEPS):
        middle = (low + high) / 2
        low, high = (middle, high) if fits(middle) else (low, middle)
    return low


def _overlapping(shapes: list[tuple[str, QPolygonF]], first: bool = False) -> list[tuple[str, str]]:
    """Pairs of ``shapes`` of different owners that cover each other (only the ``first`` found, if asked)."""
    boxed = [(owner, shape, shape.boundingRect()) for owner, shape in shapes]
    found = []
    for i, (a, shape_a, box_a) in enumerate(boxed):
        for b, shape_b, box_b in boxed[i + 1:]:
            if a != b and box_a.intersects(box_b) and shape_a.intersects(shape_b):
                found.append((a, b))
                if first:
                    return found
    return found


def _outside(shapes: list[tuple[str, QPolygonF]], area: QRectF) -> list[str]:
    return sorted({owner for owner, shape in shapes if not area.contains(shape.boundingRect())})


def _corners(outline: QPolygonF) -> list[QPointF]:
    return [outline.at(corner) for corner in range(outline.size())]
