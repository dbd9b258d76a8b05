"""Playing cards drawn by the app: vector paths only, crisp at any size.

Everything is designed on a CARD_WIDTH x CARD_HEIGHT card in scene units and
scaled onto the target rectangle when painted. Suit symbols are our own
geometry and text is turned into outlines once, so a card looks the same on
every system and painting it is a handful of cached path fills.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPolygonF, QTransform

from deskcards.engine.cards import JACK, RANK_CHARS, rank, suit

CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
CARD_RECT = QRectF(0.0, 0.0, CARD_WIDTH, CARD_HEIGHT)
CORNER_RADIUS = 5.5

FacePainter = Callable[[QPainter, QRectF, int], None]
PaintOps = tuple[tuple[QPainterPath, QColor], ...]  # filled in order

CARD_STOCK = QColor("#fdfcf8")
CARD_EDGE = QColor("#8c8c8c")
RED = QColor("#c8102e")
BLACK = QColor("#141414")
# Clubs, diamonds, hearts, spades.
TWO_COLOURS = (BLACK, RED, RED, BLACK)
FOUR_COLOURS = (QColor("#17803a"), QColor("#1554c0"), RED, BLACK)
GOLD = QColor("#d9a928")
PANEL = QColor("#f6edd3")
BACK_FIELD = QColor("#15336b")
BACK_LINE = QColor("#3f6cb8")
BACK_TRIM = QColor("#d8e2f4")

SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif", "serif"]

# Pip grid: three columns, and the centre lines of the top and bottom pip rows.
PIP_COLUMN_OFFSET = 21.0
PIP_TOP, PIP_BOTTOM = 27.0, 113.0
PIP_SIZE = 19.0
ACE_PIP_SIZE = 42.0

# (column -1/0/1, row 0..1) per rank; pips below the middle are drawn upside down.
_SIDES_3 = ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0))
_SIDES_4 = tuple((c, r) for r in (0.0, 1 / 3, 2 / 3, 1.0) for c in (-1, 1))
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    1: ((0, 0.5),),
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: _SIDES_3,
    7: _SIDES_3 + ((0, 0.25),),
    8: _SIDES_3 + ((0, 0.25), (0, 0.75)),
    9: _SIDES_4 + ((0, 0.5),),
    10: _SIDES_4 + ((0, 1 / 6), (0, 5 / 6)),
}

_HALF_TURN = QTransform(-1.0, 0.0, 0.0, -1.0, CARD_WIDTH, CARD_HEIGHT)  # 180° about the card centre


# --- suit symbols, each in a unit box centred on the origin (y points down) ---


def _heart() -> QPainterPath:
    # Two lobes of radius r centred at (+-cx, cy) that meet at a dip on the axis,
    # then curves down to the point; the curves leave each lobe vertically.
    r, cx, cy = 0.26, 0.24, -0.22
    dip_angle = math.degrees(math.atan2(math.sqrt(r * r - cx * cx), cx))
    path = QPainterPath(QPointF(0.0, 0.5))
    path.cubicTo(-0.12, 0.36, -cx - r, 0.14, -cx - r, cy)
    path.arcTo(QRectF(-cx - r, cy - r, 2 * r, 2 * r), 180.0, -(180.0 - dip_angle))
    path.arcTo(QRectF(cx - r, cy - r, 2 * r, 2 * r), 180.0 - dip_angle, -(180.0 - dip_angle))
    path.cubicTo(cx + r, 0.14, 0.12, 0.36, 0.0, 0.5)
    return path


def _diamond() -> QPainterPath:
    # Slightly hollow sides, as on French-suited cards.
    path = QPainterPath(QPointF(0.0, -0.5))
    path.quadTo(0.17, -0.22, 0.4, 0.0)
    path.quadTo(0.17, 0.22, 0.0, 0.5)
    path.quadTo(-0.17, 0.22, -0.4, 0.0)
    path.quadTo(-0.17, -0.22, 0.0, -0.5)
    return path


def _stem(top: float, half_base: float) -> QPainterPath:
    """A flared foot from a point on the axis down to the bottom of the unit box."""
    path = QPainterPath(QPointF(-0.035, top))
    path.quadTo(-0.03, 0.38, -half_base, 0.5)
    path.lineTo(half_base, 0.5)
    path.quadTo(0.03, 0.38, 0.035, top)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    r = 0.235
    path = QPainterPath()
    for x, y in ((0.0, -0.265), (-0.265, 0.07), (0.265, 0.07)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(x, y), r, r)
        path = path.united(leaf)
    hub = QPainterPath()
    hub.addEllipse(QPointF(0.0, 0.0), 0.12, 0.12)  # fills the gap between the leaves
    return path.united(hub).united(_stem(0.05, 0.17))


def _spade() -> QPainterPath:
    # An upside-down heart, a little shorter, standing on a stem.
    blade = QTransform().translate(0.0, -0.1).scale(0.96, -0.8).map(_heart())
    return blade.united(_stem(0.1, 0.17))


@cache
def suit_path(suit_index: int) -> QPainterPath:
    """The symbol of suit 0..3 (clubs, diamonds, hearts, spades) in a unit box centred on 0, 0."""
    path = (_club, _diamond, _heart, _spade)[suit_index]().simplified()
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def suit_colour(suit_index: int, four_colour: bool) -> QColor:
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit_index]


# --- text as outlines ---


@cache
def _glyph_path(text: str) -> QPainterPath:
    """Bold serif ``text`` as an outline whose capital height is 1, baseline at y = 0."""
    font = QFont()
    font.setFamilies(SERIF)
    font.setPixelSize(200)  # large, so the outline carries no hinting artefacts
    font.setWeight(QFont.Weight.Bold)
    raw = QPainterPath()
    raw.addText(0.0, 0.0, font, text)
    capitals = QPainterPath()
    capitals.addText(0.0, 0.0, font, "H")
    cap_height = -capitals.boundingRect().top()
    return QTransform().scale(1 / cap_height, 1 / cap_height).map(raw)


def _placed(shape: QPainterPath, centre_x: float, top: float, height: float, max_width: float) -> QPainterPath:
    """``shape`` (capital height 1, baseline 0) scaled to ``height`` with its top at
    ``top``, centred on ``centre_x`` and squeezed sideways if wider than ``max_width``."""
    bounds = shape.boundingRect()
    sx = min(height, max_width / bounds.width())
    t = QTransform().translate(centre_x, top + height).scale(sx, height).translate(-bounds.center().x(), 0.0)
    return t.map(shape)


def _pip(suit_index: int, x: float, y: float, size: float, upside_down: bool = False) -> QPainterPath:
    t = QTransform().translate(x, y).rotate(180.0 if upside_down else 0.0).scale(size, size)
    return t.map(suit_path(suit_index))


def _both_ends(path: QPainterPath) -> QPainterPath:
    """``path`` plus its copy turned 180° about the card centre: double-ended art."""
    both = QPainterPath(path)
    both.addPath(_HALF_TURN.map(path))
    return both


def _outline(path: QPainterPath, width: float) -> QPainterPath:
    """The stroke of ``path`` as a fillable shape, so painting needs no pens."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return stroker.createStroke(path)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


# --- faces ---


def _corner_index(card: int) -> QPainterPath:
    r = rank(card)
    label = "10" if r == 10 else RANK_CHARS[r - 1]
    index = _placed(_glyph_path(label), 10.5, 6.5, 14.0, 14.5)
    index.addPath(_pip(suit(card), 10.5, 30.0, 11.0))
    return _both_ends(index)


def _pips(card: int) -> QPainterPath:
    r, s = rank(card), suit(card)
    if r == 1:
        return _pip(s, CARD_WIDTH / 2, CARD_HEIGHT / 2, ACE_PIP_SIZE)
    path = QPainterPath()
    for column, row in PIP_LAYOUTS[r]:
        x = CARD_WIDTH / 2 + column * PIP_COLUMN_OFFSET
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        path.addPath(_pip(s, x, y, PIP_SIZE, upside_down=row > 0.5))
    return path


_PANEL_RECT = QRectF(22.0, 11.0, 56.0, 118.0)


def _crown(r: int) -> QPainterPath:
    """A small headpiece for the court's emblem, in the upper half, centred on x = 50."""
    cx, base, top = CARD_WIDTH / 2, 36.0, 21.0
    band = QPainterPath()
    band.addRect(QRectF(cx - 11.0, base - 3.5, 22.0, 3.5))
    if r == JACK:  # a plain cap band with one jewel
        jewel = QPolygonF([QPointF(cx, base - 9.0), QPointF(cx + 4.0, base - 4.5), QPointF(cx, base - 1.5), QPointF(cx - 4.0, base - 4.5)])
        band.addPolygon(jewel)
        return band
    points = 5 if r > 12 else 3  # the king's crown has five points, the queen's three
    crown = QPainterPath(QPointF(cx - 11.0, base - 3.5))
    for i in range(points):
        tip_x = cx - 10.0 + 20.0 * i / (points - 1)
        crown.lineTo(tip_x, top + (3.0 if i % 2 else 0.0))
        if i < points - 1:
            crown.lineTo(tip_x + 10.0 / (points - 1), base - 10.0)
    crown.lineTo(cx + 11.0, base - 3.5)
    crown.closeSubpath()
    for i in range(points):
        crown.addEllipse(QPointF(cx - 10.0 + 20.0 * i / (points - 1), top + (3.0 if i % 2 else 0.0) - 1.2), 1.7, 1.7)
    return crown.united(band)


def _court(card: int, ink: QColor) -> list[tuple[QPainterPath, QColor]]:
    """J, Q, K: a framed, double-ended panel with a crown, a large letter and suit symbols."""
    r, s = rank(card), suit(card)
    frame = _rounded(_PANEL_RECT, 2.5)
    inner = _rounded(_PANEL_RECT.adjusted(3.0, 3.0, -3.0, -3.0), 1.5)
    divider = QPainterPath(QPointF(_PANEL_RECT.left() + 3.0, CARD_HEIGHT / 2))
    divider.lineTo(_PANEL_RECT.right() - 3.0, CARD_HEIGHT / 2)
    crown = _crown(r)
    half = _placed(_glyph_path(RANK_CHARS[r - 1]), CARD_WIDTH / 2, 39.0, 24.0, 30.0)
    half.addPath(_pip(s, 31.5, 24.0, 9.0))
    half.addPath(_pip(s, 68.5, 24.0, 9.0))
    centre = _pip(s, CARD_WIDTH / 2, CARD_HEIGHT / 2, 10.0)
    lines = _outline(frame, 1.2)
    lines.addPath(_outline(divider, 0.6))
    return [
        (frame, PANEL),
        (_both_ends(crown), GOLD),
        (_outline(inner, 0.9), GOLD),
        (_both_ends(_outline(crown, 0.6)), ink),
        (lines, ink),
        (_both_ends(half), ink),
        (_rounded(QRectF(43.0, 63.0, 14.0, 14.0), 7.0), PANEL),
        (centre, ink),
    ]


@cache
def _face_ops(card: int, four_colour: bool) -> PaintOps:
    ink = suit_colour(suit(card), four_colour)
    ops = _court(card, ink) if rank(card) >= JACK else [(_pips(card), ink)]
    ops.append((_corner_index(card), ink))
    for path, _ in ops:
        path.setFillRule(Qt.FillRule.WindingFill)
    return tuple(ops)


@cache
def _blank_ops() -> PaintOps:
    outer = _rounded(CARD_RECT, CORNER_RADIUS)
    inner = _rounded(CARD_RECT.adjusted(0.7, 0.7, -0.7, -0.7), CORNER_RADIUS - 0.7)
    return ((outer, CARD_EDGE), (inner, CARD_STOCK))


def _fill(painter: QPainter, rect: QRectF, ops: PaintOps) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
    for path, colour in ops:
        painter.fillPath(path, colour)
    painter.restore()


def paint_blank_face(painter: QPainter, rect: QRectF) -> None:
    """The white card with its thin edge: the stock every face painter starts from."""
    _fill(painter, rect, _blank_ops())


def paint_standard_face(painter: QPainter, rect: QRectF, card: int, four_colour: bool = False) -> None:
    """Card 0..51 of the standard deck, scaled onto ``rect``."""
    _fill(painter, rect, _blank_ops() + _face_ops(card, four_colour))


def standard_face_painter(four_colour: bool) -> FacePainter:
    """A face painter for CardItem that draws the standard deck in two or four colours."""

    def paint(painter: QPainter, rect: QRectF, card: int) -> None:
        paint_standard_face(painter, rect, card, four_colour)

    return paint


# --- back ---


@cache
def _back_ops() -> PaintOps:
    field_rect = CARD_RECT.adjusted(4.5, 4.5, -4.5, -4.5)
    lattice_rect = CARD_RECT.adjusted(11.0, 11.0, -11.0, -11.0)
    # Diamonds in the field colour on a lighter ground; the gaps between them
    # read as a fine diagonal lattice. Cells are cut off at the frame.
    step, gap = 8.0, 1.1
    half = step / 2 - gap
    clip = QPolygonF(lattice_rect)
    cells, studs = QPainterPath(), QPainterPath()
    rows = int(lattice_rect.height() / step) + 2
    columns = int(lattice_rect.width() / step) + 2
    centre = lattice_rect.center()
    for row in range(-rows // 2, rows // 2 + 1):
        for column in range(-columns // 2, columns // 2 + 1):
            x = centre.x() + column * step
            y = centre.y() + row * step
            cell = QPolygonF([QPointF(x, y - half), QPointF(x + half, y), QPointF(x, y + half), QPointF(x - half, y)])
            cells.addPolygon(cell.intersected(clip))
            if lattice_rect.contains(QPointF(x, y)):
                studs.addEllipse(QPointF(x, y), 0.7, 0.7)
    trim = _outline(_rounded(CARD_RECT.adjusted(8.0, 8.0, -8.0, -8.0), 2.0), 0.9)
    lattice = QPainterPath()
    lattice.addRect(lattice_rect)
    return _blank_ops() + (
        (_rounded(field_rect, 3.0), BACK_FIELD),
        (lattice, BACK_LINE),
        (cells, BACK_FIELD),
        (studs, BACK_LINE),
        (trim, BACK_TRIM),
    )


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The back of every card: deep blue with a fine diamond lattice and a light frame."""
    _fill(painter, rect, _back_ops())
