"""Playing cards drawn by the app: vector paths only, crisp at any size.

Everything is designed on a CARD_WIDTH x CARD_HEIGHT card in scene units and
scaled onto the target rectangle when painted. Suit symbols are our own
geometry and text is turned into outlines once, so a card looks the same on
every system, and painting it replays a cached list of path fills.

The fills are kept small on purpose: Qt's antialiasing rasteriser is about
twice as fast on a dozen compact paths as on one path spread over the whole
card (benchmarks/card_gallery.py times it).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from functools import cache, lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from deskcards.engine.cards import JACK, RANK_CHARS, is_joker, is_red, rank, suit
from deskcards.ui.legible import least_cap_height, on_screen_scale

CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
CARD_RECT = QRectF(0.0, 0.0, CARD_WIDTH, CARD_HEIGHT)
CORNER_RADIUS = 5.5

FacePainter = Callable[[QPainter, QRectF, int], None]
PaintOps = tuple[tuple[QPainterPath, QBrush], ...]  # filled in order

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
_LATTICE_PEN = QPen(BACK_LINE, 0.7)

SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif", "serif"]

# Pip grid: three columns, and the centre lines of the top and bottom pip rows.
PIP_COLUMN_OFFSET = 21.0
PIP_TOP, PIP_BOTTOM = 27.0, 113.0
PIP_SIZE = 18.0
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

# The corner index: rank over suit, from its top left corner, at full size.
INDEX_LEFT, INDEX_TOP = 3.5, 6.5
INDEX_CAP = 14.0  # the rank's capital height
INDEX_WIDTH = 14.5  # the most the rank may spread ("10" is squeezed to it)
INDEX_SUIT_DROP, INDEX_SUIT_SIZE = 23.5, 11.0  # the suit's centre under the index's top, and its size
INDEX_GROWTH_STEP = 0.125  # a shown card is redrawn when its index grows by a step
MOST_INDEX_GROWTH = 2.75  # an index this large fills the corner of a card's narrow strip in a fan

HALF_TURN = QTransform(-1.0, 0.0, 0.0, -1.0, CARD_WIDTH, CARD_HEIGHT)  # 180° about the card centre


# --- suit symbols, each in a unit box centred on the origin (y points down) ---
# Every outline winds clockwise on screen, so overlapping parts of a shape (the
# club's leaves and stem) fill as one under the winding rule: no boolean path
# operations, which would flatten the curves.


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
    path = QPainterPath(QPointF(0.035, top))
    path.quadTo(0.03, 0.38, half_base, 0.5)
    path.lineTo(-half_base, 0.5)
    path.quadTo(-0.03, 0.38, -0.035, top)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    path = _stem(0.05, 0.17)
    for x, y in ((0.0, -0.265), (-0.265, 0.07), (0.265, 0.07)):
        path.addEllipse(QPointF(x, y), 0.235, 0.235)
    path.addEllipse(QPointF(0.0, 0.0), 0.12, 0.12)  # fills the gap between the three leaves
    return path


def _spade() -> QPainterPath:
    # An upside-down heart, a little shorter, standing on a stem. The heart is
    # turned (not mirrored) so it keeps winding clockwise.
    path = QTransform().translate(0.0, -0.1).scale(-0.96, -0.8).map(_heart())
    path.addPath(_stem(0.1, 0.17))
    return path


@cache
def suit_path(suit_index: int) -> QPainterPath:
    """The symbol of suit 0..3 (clubs, diamonds, hearts, spades) in a unit box centred on 0, 0."""
    path = (_club, _diamond, _heart, _spade)[suit_index]()
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


def _both_ends(path: QPainterPath) -> list[QPainterPath]:
    """``path`` and its copy turned 180° about the card centre: double-ended art."""
    return [path, HALF_TURN.map(path)]


def _grown(path: QPainterPath, margin: float) -> QPainterPath:
    """``path`` scaled about its centre to reach ``margin`` further on every side:
    drawn under the shape, it outlines it far more cheaply than a stroke."""
    box = path.boundingRect()
    centre = box.center()
    sx, sy = 1 + 2 * margin / box.width(), 1 + 2 * margin / box.height()
    return QTransform().translate(centre.x(), centre.y()).scale(sx, sy).translate(-centre.x(), -centre.y()).map(path)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def ring(rect: QRectF, radius: float, width: float) -> QPainterPath:
    """A frame line of ``width`` just inside the rounded ``rect``. The inner edge
    winds the other way, so it stays a hole when merged with other shapes."""
    ring = _rounded(rect, radius)
    inner = rect.adjusted(width, width, -width, -width)
    ring.addPath(_rounded(inner, max(radius - width, 0.0)).toReversed())
    return ring


def _lozenge(x: float, y: float, half_width: float, half_height: float) -> QPolygonF:
    """A diamond around x, y, listed clockwise."""
    corners = ((0.0, -half_height), (half_width, 0.0), (0.0, half_height), (-half_width, 0.0))
    return QPolygonF([QPointF(x + dx, y + dy) for dx, dy in corners])


def _lozenge_ring(x: float, y: float, half_width: float, half_height: float, width: float) -> QPainterPath:
    """The outline of a lozenge, about ``width`` thick."""
    ring = QPainterPath()
    ring.addPolygon(_lozenge(x, y, half_width, half_height))
    inner = QPainterPath()
    inner.addPolygon(_lozenge(x, y, half_width - width * 1.4, half_height - width * 1.4))
    ring.addPath(inner.toReversed())
    return ring


def paint_ops(*layers: tuple[Iterable[QPainterPath], QColor]) -> PaintOps:
    """Flatten (paths, colour) layers into the fill list that ``replay`` paints."""
    ops = []
    for paths, colour in layers:
        brush = QBrush(colour)
        for path in paths:
            path.setFillRule(Qt.FillRule.WindingFill)
            ops.append((path, brush))
    return tuple(ops)


@contextmanager
def card_space(painter: QPainter, rect: QRectF) -> Iterator[None]:
    """Paint in card units (CARD_WIDTH x CARD_HEIGHT) mapped onto ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
    try:
        yield
    finally:
        painter.restore()


def replay(painter: QPainter, ops: PaintOps) -> None:
    for path, brush in ops:
        painter.fillPath(path, brush)


# --- faces ---


@cache
def blank_ops() -> PaintOps:
    inner = _rounded(CARD_RECT.adjusted(0.7, 0.7, -0.7, -0.7), CORNER_RADIUS - 0.7)
    return paint_ops(([_rounded(CARD_RECT, CORNER_RADIUS)], CARD_EDGE), ([inner], CARD_STOCK))


def index_growth(pixels_per_unit: float) -> float:
    """How much larger than at full size a card shown at ``pixels_per_unit`` (screen
    pixels per card unit) draws its corner index: enough for the rank to read as
    large as the capitals of the smallest words on the table."""
    needed = least_cap_height() / (INDEX_CAP * pixels_per_unit)
    steps = math.ceil(needed / INDEX_GROWTH_STEP - 1e-9)
    return min(MOST_INDEX_GROWTH, max(1.0, steps * INDEX_GROWTH_STEP))


def index_rank_box(growth: float) -> QRectF:
    """Where the rank of the top left corner index lies, grown ``growth`` times (card units)."""
    return QRectF(INDEX_LEFT, INDEX_TOP, INDEX_WIDTH * growth, INDEX_CAP * growth)


def _corner_indices(card: int, growth: float) -> list[QPainterPath]:
    """Rank over suit at the top left, and the same turned round at the bottom right."""
    r = rank(card)
    label = "10" if r == 10 else RANK_CHARS[r - 1]
    box = index_rank_box(growth)
    index = _placed(_glyph_path(label), box.center().x(), box.top(), box.height(), box.width())
    index.addPath(_pip(suit(card), box.center().x(), box.top() + INDEX_SUIT_DROP * growth, INDEX_SUIT_SIZE * growth))
    return _both_ends(index)


def _index_ground(growth: float) -> list[QPainterPath]:
    """Plain card under a grown index, so the pips or the court it covers do not show through."""
    box = index_rank_box(growth)
    bottom = box.top() + (INDEX_SUIT_DROP + INDEX_SUIT_SIZE / 2) * growth + 2.0
    return _both_ends(_rounded(QRectF(1.2, 1.2, box.right() + 1.5, bottom - 1.2), CORNER_RADIUS - 1.2))


def _pips(card: int) -> list[QPainterPath]:
    r, s = rank(card), suit(card)
    if r == 1:
        return [_pip(s, CARD_WIDTH / 2, CARD_HEIGHT / 2, ACE_PIP_SIZE)]
    pips = []
    for column, row in PIP_LAYOUTS[r]:
        x = CARD_WIDTH / 2 + column * PIP_COLUMN_OFFSET
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        pips.append(_pip(s, x, y, PIP_SIZE, upside_down=row > 0.5))
    return pips


_PANEL_RECT = QRectF(22.0, 11.0, 56.0, 118.0)


def _headpiece(r: int) -> QPainterPath:
    """The court's emblem above its letter (upper half, centred on x = 50): a crown
    of five pearled points for the king, three for the queen, a jewelled circlet
    for the jack. Parts overlap and wind clockwise, so they fill as one shape."""
    cx, base = CARD_WIDTH / 2, 33.0
    crown = QPainterPath()
    crown.addRect(QRectF(cx - 10.0, base - 3.5, 20.0, 3.5))
    if r == JACK:
        for x in (cx - 6.5, cx, cx + 6.5):
            crown.addPolygon(_lozenge(x, base - 6.5, 2.6, 3.4))
        return crown
    points = 5 if r > 12 else 3
    tips = [(cx - 10.0 + 20.0 * i / (points - 1), 21.0 + (2.5 if i % 2 else 0.0)) for i in range(points)]
    crown.moveTo(cx - 10.0, base - 3.5)
    for i, (x, y) in enumerate(tips):
        crown.lineTo(x, y)
        if i < points - 1:
            crown.lineTo(x + 10.0 / (points - 1), base - 9.5)
    crown.lineTo(cx + 10.0, base - 3.5)
    crown.closeSubpath()
    for x, y in tips:
        crown.addEllipse(QPointF(x, y - 0.8), 1.6, 1.6)
    return crown


def _court(card: int, ink: QColor) -> PaintOps:
    """J, Q, K as a framed, double-ended panel: in each half a crown, a large
    letter and two suit symbols; a suit symbol breaks the line between halves."""
    r, s = rank(card), suit(card)
    headpiece = _headpiece(r)
    half = _placed(_glyph_path(RANK_CHARS[r - 1]), CARD_WIDTH / 2, 38.0, 21.0, 28.0)
    half.addPath(_pip(s, 31.0, 21.0, 8.0))
    half.addPath(_pip(s, 69.0, 21.0, 8.0))
    mid_y = CARD_HEIGHT / 2
    middle = _pip(s, CARD_WIDTH / 2, mid_y, 9.0)
    middle.addRect(QRectF(_PANEL_RECT.left() + 3.0, mid_y - 0.3, 20.0, 0.6))
    middle.addRect(QRectF(_PANEL_RECT.right() - 23.0, mid_y - 0.3, 20.0, 0.6))
    return paint_ops(
        ([_rounded(_PANEL_RECT, 2.5)], PANEL),
        (_both_ends(_grown(headpiece, 0.6)), ink),
        ([ring(_PANEL_RECT.adjusted(2.6, 2.6, -2.6, -2.6), 1.5, 0.9)] + _both_ends(headpiece), GOLD),
        ([ring(_PANEL_RECT, 2.5, 1.2), middle] + _both_ends(half), ink),
    )


def _jester_cap() -> tuple[QPainterPath, list[QPainterPath], QPainterPath]:
    """A jester's cap in the upper middle of the card: three curling points, the
    bells at their tips, and the band they rise from."""
    points = QPainterPath()
    bells = []
    for base_left, base_right, tip, bend in ((30.0, 46.0, QPointF(22.0, 47.0), -10.0),
                                             (42.0, 58.0, QPointF(50.0, 25.0), 0.0),
                                             (54.0, 70.0, QPointF(78.0, 47.0), 10.0)):
        horn = QPainterPath(QPointF(base_left, 80.0))
        horn.quadTo(QPointF(base_left + bend, tip.y() + 14.0), tip)
        horn.quadTo(QPointF(base_right + bend, tip.y() + 22.0), QPointF(base_right, 80.0))
        horn.closeSubpath()
        points.addPath(horn)
        bell = QPainterPath()
        bell.addEllipse(tip, 4.6, 4.6)
        bells.append(bell)
    band = _rounded(QRectF(27.0, 78.0, 46.0, 9.0), 3.0)
    return points, bells, band


def _joker(card: int) -> PaintOps:
    """A joker: JOKER down the corners, a jester's cap with gold bells, and the word
    under it, in red for the red joker and black for the black one."""
    ink = RED if is_red(card) else BLACK
    letters = QPainterPath()
    for line, letter in enumerate("JOKER"):
        letters.addPath(_placed(_glyph_path(letter), 9.0, 6.0 + line * 10.0, 7.5, 8.0))
    points, bells, band = _jester_cap()
    word = _placed(_glyph_path("JOKER"), CARD_WIDTH / 2, 96.0, 13.0, 56.0)
    return paint_ops(
        ([points, word, *_both_ends(letters)], ink),
        ([_grown(bell, 0.9) for bell in bells] + [_grown(band, 0.9)], ink),
        (bells + [band], GOLD),
    )


# A face costs about 50 KiB of paths once painted and a quarter of a millisecond
# to build. The busiest table shows under 90 faces, but over an evening the
# card sizes of every game and window would keep hundreds: so the last few
# tables' worth, and a game switched to rebuilds what it lost in a few ms.
FACES_KEPT = 128


@lru_cache(maxsize=FACES_KEPT)
def _face_ops(card: int, four_colour: bool, growth: float) -> PaintOps:
    if is_joker(card):
        return blank_ops() + _joker(card)
    ink = suit_colour(suit(card), four_colour)
    art = _court(card, ink) if rank(card) >= JACK else paint_ops((_pips(card), ink))
    ground = paint_ops((_index_ground(growth), CARD_STOCK)) if growth > 1.0 else ()
    return blank_ops() + art + ground + paint_ops((_corner_indices(card, growth), ink))


def cached_faces() -> int:
    """How many face pictures are kept (at most ``FACES_KEPT``): for the memory benchmarks."""
    return _face_ops.cache_info().currsize


def paint_blank_face(painter: QPainter, rect: QRectF) -> None:
    """The white card with its thin edge: the stock every face painter starts from."""
    with card_space(painter, rect):
        replay(painter, blank_ops())


def paint_standard_face(painter: QPainter, rect: QRectF, card: int, four_colour: bool = False,
                        least_growth: float = 1.0) -> None:
    """Card 0..51 of the standard deck, or a joker (52, 53), scaled onto ``rect``; shown
    small, its corner index is drawn larger (``index_growth``) so the rank still reads,
    and at least ``least_growth`` times its size (high contrast: larger marks)."""
    growth = max(least_growth, index_growth(on_screen_scale(painter) * rect.height() / CARD_HEIGHT))
    with card_space(painter, rect):
        replay(painter, _face_ops(card, four_colour, growth))


BOLD_INDEX_GROWTH = 1.5  # the corner index of a high-contrast card: rank and suit half as large again


def standard_face_painter(four_colour: bool, bold: bool = False) -> FacePainter:
    """A face painter for CardItem that draws the standard deck in two or four colours;
    ``bold`` draws the corner marks larger (the high-contrast theme)."""
    least_growth = BOLD_INDEX_GROWTH if bold else 1.0

    def paint(painter: QPainter, rect: QRectF, card: int) -> None:
        paint_standard_face(painter, rect, card, four_colour, least_growth)

    return paint


# --- back ---


def _clipped(through: QPointF, direction: QPointF, area: QRectF) -> QLineF | None:
    """The part inside ``area`` of the endless line through ``through`` along ``direction``."""
    low, high = -math.inf, math.inf
    for start, step, lo, hi in (
        (through.x(), direction.x(), area.left(), area.right()),
        (through.y(), direction.y(), area.top(), area.bottom()),
    ):
        a, b = sorted(((lo - start) / step, (hi - start) / step))
        low, high = max(low, a), min(high, b)
    return QLineF(through + direction * low, through + direction * high) if low < high else None


def _lattice_lines(area: QRectF, spacing_x: float, spacing_y: float) -> list[QLineF]:
    """Diagonals both ways across ``area``, crossing on a ``spacing_x`` by
    ``spacing_y`` grid through its centre."""
    centre = area.center()
    reach = int((area.width() + area.height()) / spacing_x) + 1
    lines = []
    for direction in (QPointF(spacing_x, spacing_y), QPointF(spacing_x, -spacing_y)):
        for step in range(-reach, reach + 1):
            line = _clipped(centre + QPointF(step * spacing_x, 0.0), direction, area)
            if line is not None:
                lines.append(line)
    return lines


_BACK_PATTERN = CARD_RECT.adjusted(11.0, 11.0, -11.0, -11.0)


@cache
def _back_art() -> tuple[PaintOps, list[QLineF], PaintOps]:
    """What lies under the lattice, the lattice, and what lies over it."""
    centre = _BACK_PATTERN.center()
    medallion = QPainterPath()
    medallion.addPolygon(_lozenge(centre.x(), centre.y(), 21.0, 27.0))
    jewel = QPainterPath()
    jewel.addPolygon(_lozenge(centre.x(), centre.y(), 6.0, 8.0))
    trim = [
        ring(CARD_RECT.adjusted(8.0, 8.0, -8.0, -8.0), 2.0, 0.9),
        _lozenge_ring(centre.x(), centre.y(), 19.0, 24.5, 0.9),
        _lozenge_ring(centre.x(), centre.y(), 14.0, 18.0, 0.6),
        jewel,
    ]
    under = blank_ops() + paint_ops(([_rounded(CARD_RECT.adjusted(4.5, 4.5, -4.5, -4.5), 3.0)], BACK_FIELD))
    over = paint_ops(([medallion], BACK_FIELD), (trim, BACK_TRIM))
    return under, _lattice_lines(_BACK_PATTERN, 4.0, 5.0), over


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The back of every card: deep blue with a fine diamond lattice, a lozenge
    medallion and a light frame."""
    under, lines, over = _back_art()
    # Thin lines go through Qt's quick line drawing; as filled shapes the
    # lattice would cost more than the rest of the card together.
    with card_space(painter, rect):
        replay(painter, under)
        painter.setPen(_LATTICE_PEN)
        painter.drawLines(lines)
        replay(painter, over)
