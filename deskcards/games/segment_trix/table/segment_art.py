"""Segment Trix cards and chips drawn by the app, the way the physical cards look.

A card shows its value as one large seven-segment digit: the segments of the
value are lit in the card's colour with a dark edge (so yellow reads on white),
the others are faintly drawn, because those are the places a chip can go. A
small index in two corners repeats the digit and marks the colour with a shape
of its own (circle, square, triangle, diamond), for players who mix colours up;
trump cards add a star under that mark.

The digit is centred on the card, so turning the card 180° moves every
segment onto its partner (a<->d, b<->e, c<->f, g stays): an upside-down card
is the same art painted turned. The digits come from the variant's font and
the colours from its colour names; nothing here knows the default digits.
A chip is a small neutral bar the size of a segment; ``segment_place`` says
where segment X of a card painted on a given rectangle is, so a table can
fly a ChipItem there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.games.segment_trix.font import SEGMENTS, turned
from deskcards.ui.card_art import (
    CARD_HEIGHT,
    CARD_RECT,
    CARD_WIDTH,
    CORNER_RADIUS,
    HALF_TURN,
    FacePainter,
    PaintOps,
    blank_ops,
    card_space,
    paint_ops,
    replay,
    ring,
)

VERTICAL = frozenset("bcef")

# The variant names its colours; these are the inks for the names the
# standard variant uses. Any other name is read as a Qt colour name.
INKS = {"blue": QColor("#1f5fc8"), "green": QColor("#16924a"), "yellow": QColor("#f4c20d"),
        "pink": QColor("#e23d8e")}
UNKNOWN_INK = QColor("#6b6b6b")
UNLIT = QColor("#ebe7de")
UNLIT_EDGE = QColor("#d9d4c8")
CHIP = QColor("#4d525b")
CHIP_EDGE = QColor("#22252a")
CHIP_SHINE = QColor("#8d939c")


@dataclass(frozen=True)
class DigitBox:
    """Where a seven-segment digit sits, in card units: its outer box and stroke."""

    rect: QRectF
    thickness: float
    gap: float


BIG_DIGIT = DigitBox(QRectF(CARD_WIDTH / 2 - 28.0, CARD_HEIGHT / 2 - 47.0, 56.0, 94.0), 11.0, 1.4)
INDEX_DIGIT = DigitBox(QRectF(5.0, 6.0, 12.0, 20.0), 3.2, 0.5)
MARK_CENTRE, MARK_SIZE = QPointF(11.0, 33.5), 7.0
TRUMP_CENTRE, TRUMP_SIZE = QPointF(11.0, 43.5), 9.0


@dataclass(frozen=True)
class SegmentPlace:
    """Segment X of a digit: its centre, length, thickness and whether it stands upright."""

    centre: QPointF
    length: float
    thickness: float
    vertical: bool

    @property
    def rotation(self) -> float:
        """The turn, in degrees, that lays a horizontal chip along this segment."""
        return 90.0 if self.vertical else 0.0


def segment_in_box(letter: str, box: DigitBox) -> SegmentPlace:
    r, t = box.rect, box.thickness
    left, right = r.left() + t / 2, r.right() - t / 2
    top, middle, bottom = r.top() + t / 2, r.center().y(), r.bottom() - t / 2
    if letter not in VERTICAL:
        y = {"a": top, "g": middle, "d": bottom}[letter]
        return SegmentPlace(QPointF(r.center().x(), y), right - left - 2 * box.gap, t, False)
    x = left if letter in "ef" else right
    upper = letter in "bf"
    y = (top + middle) / 2 if upper else (middle + bottom) / 2
    return SegmentPlace(QPointF(x, y), middle - top - 2 * box.gap, t, True)


def bar_polygon(place: SegmentPlace) -> QPolygonF:
    """A segment bar with pointed ends, as on a seven-segment display."""
    half, point = place.length / 2, place.thickness / 2
    outline = ((-half, 0.0), (-half + point, -point), (half - point, -point),
               (half, 0.0), (half - point, point), (-half + point, point))
    c = place.centre
    if place.vertical:
        return QPolygonF([QPointF(c.x() + dy, c.y() + dx) for dx, dy in outline])
    return QPolygonF([QPointF(c.x() + dx, c.y() + dy) for dx, dy in outline])


def segment_place(letter: str, rect: QRectF = CARD_RECT) -> SegmentPlace:
    """Where segment ``letter`` of the big digit is on a card painted onto ``rect``
    (as seen: on a card shown upside down this is still the segment at that spot)."""
    if letter not in SEGMENTS or len(letter) != 1:
        raise ValueError(f"{letter!r} is not a segment; segments are a to g")
    place = segment_in_box(letter, BIG_DIGIT)
    sx, sy = rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT
    along, across = (sy, sx) if place.vertical else (sx, sy)
    centre = QPointF(rect.left() + place.centre.x() * sx, rect.top() + place.centre.y() * sy)
    return SegmentPlace(centre, place.length * along, place.thickness * across, place.vertical)


def ink(colour_name: str) -> QColor:
    """The colour a variant's colour name is painted in."""
    colour = INKS.get(colour_name.lower()) or QColor(colour_name.lower())
    return colour if colour.isValid() else UNKNOWN_INK


def _polygon_path(polygon: QPolygonF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def _digit_paths(lit: str, box: DigitBox) -> tuple[QPainterPath, QPainterPath]:
    """(lit segments, unlit segments) of a digit, each as one path."""
    on, off = QPainterPath(), QPainterPath()
    for letter in SEGMENTS:
        (on if letter in lit else off).addPath(_polygon_path(bar_polygon(segment_in_box(letter, box))))
    return on, off


def _edge(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    return stroker.createStroke(path)


def _colour_mark(colour: int) -> QPainterPath:
    """A shape per colour (circle, square, triangle, diamond), centred on MARK_CENTRE."""
    x, y, h = MARK_CENTRE.x(), MARK_CENTRE.y(), MARK_SIZE / 2
    corners = {1: ((-h, -h), (h, -h), (h, h), (-h, h)), 2: ((0.0, -h), (h, h * 0.8), (-h, h * 0.8)),
               3: ((0.0, -h * 1.2), (h, 0.0), (0.0, h * 1.2), (-h, 0.0))}.get(colour % 4)
    if corners is not None:
        return _polygon_path(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in corners]))
    circle = QPainterPath()
    circle.addEllipse(MARK_CENTRE, h, h)
    return circle


def _star(centre: QPointF, size: float) -> QPainterPath:
    """A five-pointed star ``size`` across, point up."""
    points = []
    for corner in range(10):
        reach = size / 2 if corner % 2 == 0 else size / 5
        angle = math.radians(-90.0 + 36.0 * corner)
        points.append(QPointF(centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle)))
    return _polygon_path(QPolygonF(points))


def digit_ops(lit: str, box: DigitBox, colour_ink: QColor) -> PaintOps:
    """A seven-segment digit in ``box``: the ``lit`` segments in ``colour_ink`` with
    a dark edge, the others faint (the card's big digit, the rules' font picture)."""
    on, off = _digit_paths(lit, box)
    return paint_ops(([off], UNLIT), ([_edge(off, 0.8)], UNLIT_EDGE),
                     ([on], colour_ink), ([_edge(on, 1.8)], colour_ink.darker(190)))


def _face_ops(lit: str, colour: int, colour_ink: QColor, trump: bool) -> PaintOps:
    index, _ = _digit_paths(lit, INDEX_DIGIT)
    index.addPath(_colour_mark(colour))
    if trump:
        index.addPath(_star(TRUMP_CENTRE, TRUMP_SIZE))
    index_edge = _edge(index, 0.9)
    frame = ring(CARD_RECT.adjusted(3.0, 3.0, -3.0, -3.0), CORNER_RADIUS - 2.0, 2.2)
    return blank_ops() + paint_ops(([frame], colour_ink)) + digit_ops(lit, BIG_DIGIT, colour_ink) + paint_ops(
        ([index, HALF_TURN.map(index)], colour_ink),
        ([index_edge, HALF_TURN.map(index_edge)], colour_ink.darker(190)),
    )


def _chip_ops(place: SegmentPlace) -> PaintOps:
    bar = _polygon_path(bar_polygon(place))
    shine_place = SegmentPlace(place.centre, place.length * 0.6, place.thickness * 0.22, place.vertical)
    offset = -place.thickness * 0.18
    shine = _polygon_path(bar_polygon(shine_place)).translated(offset if place.vertical else 0.0,
                                                               0.0 if place.vertical else offset)
    return paint_ops(([bar], CHIP), ([_edge(bar, max(place.thickness * 0.14, 0.6))], CHIP_EDGE), ([shine], CHIP_SHINE))


def paint_chip(painter: QPainter, place: SegmentPlace) -> None:
    """A chip lying on ``place``, in the painter's current coordinates."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    replay(painter, _chip_ops(place))
    painter.restore()


class SegmentDeckArt:
    """The faces of one variant's deck: its colour names, its trump and its font."""

    def __init__(self, colours: Sequence[str], font: Sequence[str], trump: str | None = None, values: int = 9):
        self.inks = tuple(ink(name) for name in colours)
        self.trump = list(colours).index(trump) if trump is not None else None
        self.font = tuple(font)
        self.values = values
        self._faces: dict[tuple[int, bool], PaintOps] = {}

    def shown(self, card: int, upside_down: bool = False) -> str:
        """The segments lit on ``card`` (colour * values + value) as it lies."""
        letters = self.font[card % self.values]
        return turned(letters) if upside_down else letters

    def chip_segments(self, card: int, upside_down: bool, digit: int) -> str:
        """The segments a card played as ``digit`` needs chips on."""
        return "".join(s for s in self.font[digit] if s not in self.shown(card, upside_down))

    def paint_face(self, painter: QPainter, rect: QRectF, card: int, upside_down: bool = False) -> None:
        key = card, upside_down
        if key not in self._faces:
            colour = card // self.values
            ops = _face_ops(self.font[card % self.values], colour, self.inks[colour], colour == self.trump)
            self._faces[key] = tuple((HALF_TURN.map(p), b) for p, b in ops) if upside_down else ops
        with card_space(painter, rect):
            replay(painter, self._faces[key])

    def paint_played(self, painter: QPainter, rect: QRectF, card: int, upside_down: bool, digit: int) -> None:
        """The card as it lies in a trick: its own segments plus chips on the added ones."""
        self.paint_face(painter, rect, card, upside_down)
        for letter in self.chip_segments(card, upside_down, digit):
            paint_chip(painter, segment_place(letter, rect))

    def face_painter(self, upside_down: bool = False) -> FacePainter:
        """A FacePainter for CardItem, drawing every card upright or turned."""

        def paint(painter: QPainter, rect: QRectF, card: int) -> None:
            self.paint_face(painter, rect, card, upside_down)

        return paint


class ChipItem(QGraphicsObject):
    """One chip on the table, centred on its position: a horizontal bar ``length``
    by ``thickness``. ``lay_on`` puts it on a card's segment; its position and
    rotation are Qt properties, so a table can animate it flying there. As a
    child of a CardItem laid on CARD_BOX, it turns and moves with the card."""

    # A screen reader hears a seat's unused and won chips on its plate, and what a card
    # plays as in its name: a chip is not listed on its own (``deskcards.ui.table_zones``).
    said_elsewhere = True

    def __init__(self, length: float, thickness: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._place = SegmentPlace(QPointF(0.0, 0.0), length, thickness, False)
        self.name = translate("segment-trix", "a chip")  # the table says whose, or on which segment

    def accessible_name(self) -> str:
        return self.name

    def lay_on(self, letter: str, card_rect: QRectF) -> SegmentPlace:
        """Size and move the chip onto segment ``letter`` of a card painted on
        ``card_rect`` (in the chip's parent coordinates); returns the place."""
        place = segment_place(letter, card_rect)
        self.prepareGeometryChange()
        self._place = SegmentPlace(QPointF(0.0, 0.0), place.length, place.thickness, False)
        self.setPos(place.centre)
        self.setRotation(place.rotation)
        return place

    def boundingRect(self) -> QRectF:
        half, reach = self._place.length / 2 + 1.0, self._place.thickness / 2 + 1.0
        return QRectF(-half, -reach, 2 * half, 2 * reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_chip(painter, self._place)
