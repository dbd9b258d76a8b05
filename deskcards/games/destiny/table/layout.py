"""Where things sit on the Destiny table, laid out for the table's shape (``area``,
scene units) and the room its furniture takes as the view shows it (``Room``).

The 5x5 field lies in the middle, column letters a-e over it and row numbers 1-5
beside it, and the showdown's caption hangs under it; the deck lies to its left (the
Benediction cards turned up under it at a showdown), the discard pile to its right
with the pots under it; on a tall table these two columns may lie under the caption
instead, at its left and right ends. You sit at the bottom, the wager controls in the bottom right
corner; the others sit round the rim clockwise from you (play passes to the left):
along the bottom left, up the left side, across the top and down the right side.
Each seat has a name plate, its chips behind (its stack) and its bet in this wager round.

How many seats go to each edge is searched: the arrangement that leaves the field
the largest cards at which nothing overlaps wins, so a wide window seats the others
down the sides and a tall one across the top. Cards are never larger than that;
the player's card size makes them smaller, or leaves them at it. Each new shape is
laid out afresh on a resize, so the search is cached and cut short (``_plan``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from itertools import product

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.card_item import GLOW_MARGIN
from deskcards.ui.table_cards import Place
from deskcards.ui.table_fixtures import box_around, overlapping

from .marks import BLESSINGS_REACH
from .room import Room

# In card units at the field's scale: a field card is CARD_WIDTH x CARD_HEIGHT.
PITCH = (123.0, 168.0)  # from one field card's centre to the next: across, down; a lifted
# card covers no thumb or fingertip on the card over it
LIFT = 18.0  # how far a lifted (looked at) card rises out of its place
LIFT_GROWTH = 1.09  # and how much larger it shows
LIFT_TURN = -5.0
LIFT_REACH = (12.0, 30.0)  # how much further than a card in its place a lifted one reaches: sideways, up
PILE = 0.86  # the deck, the discard pile and the Benediction cards, to a field card
PILE_DEPTH = (-0.15, -0.18)  # each card of a pile lies this far from the one under it (scene units)
DECK_HEIGHT = 52 * abs(PILE_DEPTH[1])  # how much higher a whole deck's top card lies
WOBBLE = 4.8  # degrees: the most a discarded card is turned
BLESSED_STEP = (CARD_WIDTH, 152.0)  # the Benediction cards turned up at a showdown: two a row
BLESSED = 6  # as many as can be turned up
PILED_POTS = 4  # as many pots as fit as piles; more are laid as rows
MOST_POTS = 8  # one per player
# In scene units.
MARGIN = 12.0  # between the table's edge and anything on it
GAP = 14.0  # between two things
SCALES = (0.2, 4.0)  # the field's scale is searched between these
PRECISION = 0.002


@dataclass(frozen=True)
class Rim:
    """One place at the table's edge: the plate, the stack behind, the bet in front."""

    plate: QPointF
    stack: QPointF
    bet: QPointF


@dataclass(frozen=True)
class Middle:
    """The field with its letters and numbers, the caption under it, and the deck's
    column and the discard pile's: on the field's left and right, or ``under`` the
    caption at its left and right ends (a tall table): the field at ``scale`` about
    ``centre``."""

    scale: float
    centre: QPointF
    room: Room
    under: bool = False

    @property
    def pile_scale(self) -> float:
        return self.scale * PILE

    def field(self, row: int, column: int) -> QPointF:
        return self.centre + QPointF((column - 2) * PITCH[0] * self.scale, (row - 2) * PITCH[1] * self.scale)

    @cached_property
    def grid(self) -> QRectF:
        """Every field card, lifted too, with the glow round it."""
        f, glow = self.scale, GLOW_MARGIN * self.scale
        half_w = (2 * PITCH[0] + CARD_WIDTH / 2 + LIFT_REACH[0]) * f + glow
        top = (2 * PITCH[1] + CARD_HEIGHT / 2 + LIFT_REACH[1]) * f + glow
        bottom = (2 * PITCH[1] + CARD_HEIGHT / 2) * f + glow
        return QRectF(self.centre.x() - half_w, self.centre.y() - top, 2 * half_w, top + bottom)

    def column_label(self, column: int) -> QPointF:
        return QPointF(self.field(0, column).x(), self.grid.top() - GAP - self.room.label[1])

    def row_label(self, row: int) -> QPointF:
        return QPointF(self.grid.left() - GAP - self.room.label[0], self.field(row, 0).y())

    @cached_property
    def labels(self) -> QRectF:
        """The column letters and the row numbers, as one frame round the field."""
        half_w, half_h = self.room.label
        return QRectF(self.row_label(0).x() - half_w, self.column_label(0).y() - half_h,
                      self.grid.right() - self.row_label(0).x() + half_w,
                      self.grid.bottom() - self.column_label(0).y() + half_h)

    @cached_property
    def _pile_half(self) -> tuple[float, float]:
        """Half a pile's card with its glow."""
        p = self.pile_scale
        return CARD_WIDTH / 2 * p + GLOW_MARGIN * p, CARD_HEIGHT / 2 * p + GLOW_MARGIN * p

    @cached_property
    def _deck_half(self) -> float:
        """Half the deck's column: the Benediction cards two a row, or its count."""
        return max(BLESSED_STEP[0] * self.pile_scale / 2 + self._pile_half[0], self.room.count[0])

    @cached_property
    def _discard_half(self) -> float:
        """Half the discard pile's column: a turned card, its count, or a pot."""
        wobbled = self._pile_half[0] + CARD_HEIGHT / 2 * self.pile_scale * 0.09  # sin(WOBBLE)
        return max(wobbled, self.room.count[0], self.room.pot[2] / 2, self.room.pot_row[0] / 2)

    @cached_property
    def deck(self) -> QPointF:
        if self.under:
            return QPointF(self.labels.left() + self._deck_half,
                           self._caption_box.bottom() + GAP + self._pile_half[1] + DECK_HEIGHT)
        return QPointF(self.labels.left() - GAP - self._deck_half,
                       self.field(0, 0).y() - CARD_HEIGHT * self.scale / 2 + self._pile_half[1] + DECK_HEIGHT)

    @cached_property
    def discard(self) -> QPointF:
        if self.under:
            return QPointF(self.grid.right() - self._discard_half, self.deck.y())
        return QPointF(self.grid.right() + GAP + self._discard_half, self.deck.y())

    def pile_count(self, pile: QPointF) -> QPointF:
        """Under the pile, and under the Benediction fingers on the deck (both counts level)."""
        return pile + QPointF(0, max(self._pile_half[1], BLESSINGS_REACH * self.pile_scale) + 4 + self.room.count[1])

    def _under_count(self, pile: QPointF) -> float:
        """The top of what lies under a pile's count."""
        return self.pile_count(pile).y() + self.room.count[1] + GAP

    def blessed(self, order: int) -> QPointF:
        row, column = divmod(order, 2)
        p = self.pile_scale
        return QPointF(self.deck.x() + (column - 0.5) * BLESSED_STEP[0] * p,
                       self._under_count(self.deck) + self._pile_half[1] + row * BLESSED_STEP[1] * p)

    def pot(self, index: int, in_rows: bool) -> QPointF:
        top = self._under_count(self.discard)
        if in_rows:
            height = self.room.pot_row[1]
            return QPointF(self.discard.x(), top + height / 2 + index * (height + GAP / 2))
        pile = self.room.pot
        return QPointF(self.discard.x(), top - pile[1] + index * (pile[3] + GAP / 2))

    def caption(self) -> QPointF:
        """The middle of the caption's top edge: just under the field."""
        return QPointF(self.centre.x(), self.grid.bottom() + GAP / 2)

    @cached_property
    def _caption_box(self) -> QRectF:
        width, height = self.room.caption
        return QRectF(self.caption().x() - width / 2, self.caption().y(), width, height)

    def columns(self) -> list[QRectF]:
        """The deck's column and the discard pile's, at their fullest."""
        pile_h = self._pile_half[1]
        deck, discard = self.deck, self.discard
        last = self.blessed(BLESSED - 1)
        pots = max(self.pot(PILED_POTS - 1, False).y() + self.room.pot[1] + self.room.pot[3],
                   self.pot(MOST_POTS - 1, True).y() + self.room.pot_row[1] / 2)
        top = deck.y() - pile_h - DECK_HEIGHT
        return [QRectF(deck.x() - self._deck_half, top, 2 * self._deck_half, last.y() + pile_h - top),
                QRectF(discard.x() - self._discard_half, top, 2 * self._discard_half, pots - top)]

    def boxes(self) -> list[QRectF]:
        """Everything in the middle, as frames that must keep clear of the seats and the panel."""
        return [self.labels, *self.columns(), self._caption_box]

    def moved(self, by: QPointF) -> Middle:
        return replace(self, centre=self.centre + by)


@dataclass(frozen=True)
class Cluster:
    """A seat's plate and piles, in a frame ``size`` wide and high: where the plate, the
    stack and the bet lie from its top left corner."""

    size: tuple[float, float]
    plate: QPointF
    stack: QPointF
    bet: QPointF

    @staticmethod
    def flat(room: Room) -> Cluster:
        """The stack, the plate and the bet in a row."""
        p_left, p_top, p_width, p_height = room.plate
        c_left, c_top, c_width, c_height = room.chips
        height = max(p_height, c_height)
        return Cluster((p_width + 2 * c_width + 2 * GAP, height),
                       QPointF(c_width + GAP - p_left, (height - p_height) / 2 - p_top),
                       QPointF(-c_left, (height - c_height) / 2 - c_top),
                       QPointF(c_width + p_width + 2 * GAP - c_left, (height - c_height) / 2 - c_top))

    @staticmethod
    def stacked(room: Room, bet_first: bool) -> Cluster:
        """The plate over the stack and the bet side by side (the bet first: on the left)."""
        p_left, p_top, p_width, p_height = room.plate
        c_left, c_top, c_width, c_height = room.chips
        width = max(p_width, 2 * c_width + GAP)
        piles = (width - 2 * c_width - GAP) / 2 - c_left
        first, second = QPointF(piles, p_height + GAP - c_top), QPointF(piles + c_width + GAP, p_height + GAP - c_top)
        return Cluster((width, p_height + GAP + c_height), QPointF((width - p_width) / 2 - p_left, -p_top),
                       second if bet_first else first, first if bet_first else second)

    @staticmethod
    def column(room: Room) -> Cluster:
        """The stack over the plate over the bet: the plate between its two piles, so that
        in a column of seats no bet lies nearer the next seat's plate than its own."""
        p_left, p_top, p_width, p_height = room.plate
        c_left, c_top, c_width, c_height = room.chips
        width = max(p_width, c_width)
        piles = (width - c_width) / 2 - c_left
        return Cluster((width, p_height + 2 * (GAP + c_height)),
                       QPointF((width - p_width) / 2 - p_left, c_height + GAP - p_top),
                       QPointF(piles, -c_top), QPointF(piles, p_height + c_height + 2 * GAP - c_top))

    def at(self, corner: QPointF) -> Rim:
        return Rim(corner + self.plate, corner + self.stack, corner + self.bet)


@dataclass(frozen=True)
class Plan:
    """A seating and the field it leaves: the seats by turn from you (0), the wager
    controls, and the middle at the largest scale that fits."""

    rims: tuple[Rim, ...]
    panel: QRectF
    middle: Middle


def seat_boxes(rim: Rim, room: Room) -> list[QRectF]:
    """A seat's plate (its dealer button too), stack and bet, as frames."""
    return [QRectF(*room.plate).translated(rim.plate), QRectF(*room.chips).translated(rim.stack),
            QRectF(*room.chips).translated(rim.bet)]


Seating = tuple[list[Rim], QRectF, QRectF]


@dataclass(frozen=True)
class Arrangement:
    """How many of the others sit along the bottom left, up the left side, across the top
    and down the right side; whether a side's seats stand ``upright`` (in a column, else two
    piles wide) and which end of its share each takes (``sides_to``); whether the top's
    seats take two ``staggered`` rows."""

    bottom_left: int
    left: int
    top: int
    right: int
    upright: bool = True
    sides_to: str = "middle"
    staggered: bool = False

    @staticmethod
    def every(others: int) -> list[Arrangement]:
        found = []
        for bottom_left, top in product(range(min(2, others + 1)), range(others + 1)):
            sides = others - bottom_left - top
            if sides >= 0:
                kinds = product((False, True), ("first", "middle", "last")) if sides else [(True, "middle")]
                found += [Arrangement(bottom_left, (sides + 1) // 2, top, sides // 2, upright, sides_to, staggered)
                          for (upright, sides_to), staggered in product(kinds, (False, True) if top > 2 else (False,))]
        return found


def _spread(count: int, start: float, length: float, size: float, crowded: bool, to: str = "middle",
            rows: int = 1) -> list[float] | None:
    """Where ``count`` frames ``size`` long start, spread over ``length`` from ``start``: each
    at the ``first`` end, the ``middle`` or the ``last`` end of its share, or evenly from one
    of the ``ends`` to the other, every ``rows``-th in the same row; None if they do not fit,
    unless ``crowded``."""
    if not count:
        return []
    if to == "ends" and count > 1:
        step = (length - size) / (count - 1)
        fits = rows * step >= size + GAP
        return [start + index * step for index in range(count)] if fits or crowded else None
    slot = length / count
    offset = {"first": 0.0, "middle": (slot - size) / 2, "last": slot - size}.get(to, (slot - size) / 2)
    return [start + index * slot + offset for index in range(count)] if slot >= size or crowded else None


def _seating(area: QRectF, room: Room, seats: Arrangement, crowded: bool = False) -> Seating | None:
    """The seats by turn from you as ``seats`` has them, the wager controls, and the room left
    in the middle; None when they do not fit, unless ``crowded``."""
    inner = area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
    flat = Cluster.flat(room)
    panel = QRectF(inner.right() - room.panel[0], inner.bottom() - room.panel[1], *room.panel)
    band = max(flat.size[1], room.panel[1])
    along_bottom = _spread(seats.bottom_left + 1, inner.left(), panel.left() - GAP - inner.left(), flat.size[0],
                           crowded)
    rows = 2 if seats.staggered else 1
    across = next((kind for kind in (flat, Cluster.stacked(room, False), Cluster.column(room))
                   if _spread(seats.top, inner.left(), inner.width(), kind.size[0], False, "ends", rows) is not None),
                  flat)  # the lowest that fits
    along_top = _spread(seats.top, inner.left(), inner.width(), across.size[0], crowded, "ends", rows)
    upper = inner.top() + (min(seats.top, rows) * (across.size[1] + GAP))
    side_length = inner.bottom() - band - GAP - upper
    left_side, right_side = ((Cluster.column(room),) * 2 if seats.upright
                             else (Cluster.stacked(room, False), Cluster.stacked(room, True)))
    up_left = _spread(seats.left, upper, side_length, left_side.size[1], crowded, seats.sides_to)
    down_right = _spread(seats.right, upper, side_length, right_side.size[1], crowded, seats.sides_to)
    if along_bottom is None or along_top is None or up_left is None or down_right is None:
        return None
    bottom_y = inner.bottom() - flat.size[1]
    rims = [flat.at(QPointF(along_bottom[-1], bottom_y))]
    rims += [flat.at(QPointF(x, bottom_y)) for x in reversed(along_bottom[:-1])]
    rims += [left_side.at(QPointF(inner.left(), y)) for y in reversed(up_left)]
    rims += [across.at(QPointF(x, inner.top() + index % rows * (across.size[1] + GAP)))
             for index, x in enumerate(along_top)]
    rims += [right_side.at(QPointF(inner.right() - right_side.size[0], y)) for y in down_right]
    return rims, panel, QRectF(inner.left(), upper, inner.width(), inner.bottom() - band - GAP - upper)


def _reach(boxes: list[QRectF]) -> QRectF:
    reach = QRectF(boxes[0])
    for box in boxes[1:]:
        reach = reach.united(box)
    return reach


@lru_cache(maxsize=64)
def _growth(room: Room, under: bool) -> tuple[float, float, float, float]:
    """The middle's width and height at scale 1, and how much each grows with the scale:
    every frame of it grows in step with the scale, so two sizes tell."""
    one, two = (_reach(Middle(scale, QPointF(), room, under).boxes()) for scale in (1.0, 2.0))
    return one.width(), one.height(), two.width() - one.width(), two.height() - one.height()


def _largest_in(free: QRectF, inner: QRectF, room: Room, under: bool) -> float:
    """The largest scale at which the middle, centred in ``free``, stays on the table."""
    width, height, grows_wide, grows_tall = _growth(room, under)
    centre = free.center()
    wide = 2 * min(centre.x() - inner.left(), inner.right() - centre.x())
    tall = 2 * min(centre.y() - inner.top(), inner.bottom() - centre.y())
    return min((wide - width) / grows_wide, (tall - height) / grows_tall) + 1.0


def _fitted(free: QRectF, obstacles: list[QRectF], room: Room, under: bool, most: float,
            least: float = SCALES[0]) -> Middle | None:
    """The middle at the largest scale up to ``most`` at which it keeps clear of
    ``obstacles``, centred in ``free``; None if it does not at ``least``, where another
    seating has done as well already."""

    def placed(scale: float) -> tuple[Middle, list[QRectF]]:
        boxes = Middle(scale, QPointF(), room, under).boxes()
        shift = free.center() - _reach(boxes).center()
        return Middle(scale, shift, room, under), [box.translated(shift) for box in boxes]

    def fits(scale: float) -> bool:
        boxes = placed(scale)[1]
        return not any(box.intersects(obstacle) for box in boxes for obstacle in obstacles)

    low, high = least, max(least, min(most, SCALES[1]))
    if fits(high):
        return placed(high)[0]
    if least > SCALES[0] and not fits(least):
        return None
    while high - low > PRECISION:
        middle = (low + high) / 2
        low, high = (middle, high) if fits(middle) else (low, middle)
    return placed(low)[0]


@lru_cache(maxsize=64)
def _plan(players: int, area: tuple[float, float, float, float], room: Room) -> Plan:
    """The seating that leaves the field the largest cards (cached: the window's every
    resize lays the table out again). The seatings are tried from the one whose room
    would take the largest field down, while one might still do better."""
    table = QRectF(*area)
    seatings = [seating for seats in Arrangement.every(players - 1)
                if (seating := _seating(table, room, seats)) is not None]
    if not seatings:  # a window too small for any seating: the sides take everyone, crowded
        others = players - 1
        crowded = _seating(table, room, Arrangement(0, (others + 1) // 2, 0, others // 2), crowded=True)
        assert crowded is not None  # crowded seats are always placed
        seatings = [crowded]
    best: Plan | None = None
    inner = table.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
    tries = sorted(((_largest_in(seating[2], inner, room, under), under, seating)
                    for seating, under in product(seatings, (False, True))), key=lambda tried: -tried[0])
    for most, under, (rims, panel, free) in tries:
        if best is not None and most <= best.middle.scale:
            break
        obstacles = [panel, *(box for rim in rims for box in seat_boxes(rim, room))]
        middle = _fitted(free, obstacles, room, under, most, best.middle.scale + PRECISION if best else SCALES[0])
        if middle is not None:
            best = Plan(tuple(rims), panel, middle)
    assert best is not None  # there is a seating, crowded if need be
    return best


class DestinyLayout:
    def __init__(self, players: int, human: int, area: QRectF, room: Room):
        if not 3 <= players <= 8:
            raise ValueError(f"the Destiny table seats 3 to 8 players, not {players}")
        self.players, self.human, self.room = players, human, room
        self.plan = _plan(players, (area.x(), area.y(), area.width(), area.height()), room)
        self.middle = self.plan.middle
        # The player's card size makes the cards smaller, never larger than fit: a scale
        # here is the player's size of it (``CardTable.placed`` multiplies by card_scale).
        self.field_scale = self.middle.scale * min(1.0, room.card_scale)
        self.pile_scale = self.field_scale * PILE
        self.middle = replace(self.middle, scale=self.field_scale)

    def rim(self, seat: int) -> Rim:
        return self.plan.rims[(seat - self.human) % self.players]

    def _placed(self, centre: QPointF, turn: float, scale: float) -> Place:
        return Place(centre, turn, scale / self.room.card_scale)

    # -- the middle ---------------------------------------------------------------
    def field(self, place: int, lifted: bool = False) -> Place:
        """Field place ``place`` (row * 5 + column); a lifted card rises out of it, tilted."""
        centre = self.middle.field(*divmod(place, 5))
        if lifted:
            return self._placed(centre - QPointF(0, LIFT * self.field_scale), LIFT_TURN,
                                self.field_scale * LIFT_GROWTH)
        return self._placed(centre, 0.0, self.field_scale)

    def column_label(self, column: int) -> QPointF:
        return self.middle.column_label(column)

    def row_label(self, row: int) -> QPointF:
        return self.middle.row_label(row)

    def deck(self, index: int = 0) -> Place:
        return self._placed(self.middle.deck + QPointF(index * PILE_DEPTH[0], index * PILE_DEPTH[1]), 0.0,
                            self.pile_scale)

    def discard(self, card: int, index: int) -> Place:
        wobble = ((card * 37) % 13 - 6) * WOBBLE / 6  # the same small turn for a card every time: a thrown pile
        return self._placed(self.middle.discard + QPointF(-index * PILE_DEPTH[0], index * PILE_DEPTH[1]), wobble,
                            self.pile_scale)

    def pile_count(self, pile: QPointF) -> QPointF:
        return self.middle.pile_count(pile)

    def blessed(self, order: int) -> Place:
        """The ``order``-th Benediction card turned up from the deck at a showdown."""
        return self._placed(self.middle.blessed(order), 0.0, self.pile_scale)

    def pot(self, index: int, count: int) -> QPointF:
        """The main pot (index 0) and the side pots under it, of ``count`` pots: piles
        while they fit, else rows."""
        return self.middle.pot(index, self.pots_in_rows(count))

    @staticmethod
    def pots_in_rows(count: int) -> bool:
        return count > PILED_POTS

    def caption(self) -> QPointF:
        """The middle of the caption's top edge: it hangs just under the field."""
        return self.middle.caption()

    def caption_room(self) -> float:
        """How tall the caption may grow: down to the seats and the controls under it."""
        top, half = self.caption(), self.room.caption[0] / 2
        under = [box.top() for box in self._furniture()
                 if box.top() > top.y() and box.right() > top.x() - half and box.left() < top.x() + half]
        return min(under, default=self.plan.panel.bottom()) - GAP / 2 - top.y()

    def panel(self) -> QRectF:
        """The wager controls."""
        return self.plan.panel

    # -- seats ---------------------------------------------------------------------
    def plate(self, seat: int) -> QPointF:
        return self.rim(seat).plate

    def stack(self, seat: int) -> QPointF:
        return self.rim(seat).stack

    def bet(self, seat: int) -> QPointF:
        return self.rim(seat).bet

    def _furniture(self) -> list[QRectF]:
        return [self.plan.panel, *(box for rim in self.plan.rims for box in seat_boxes(rim, self.room))]

    # -- checking the geometry -------------------------------------------------------
    def footprints(self, blessed: int = BLESSED) -> list[tuple[str, QPolygonF]]:
        """Every place at its fullest, as outlines named by what they hold: the pots as
        four piles and, with more players, as a row for each."""
        room = self.room
        shapes = [("field", self._on_table(self.field(place, lifted)).outline(GLOW_MARGIN * self.field_scale))
                  for place in range(25) for lifted in (False, True)]  # field cards may touch each other when lifted
        shapes += [(f"column {column}", box_around(self.column_label(column), *room.label)) for column in range(5)]
        shapes += [(f"row {row}", box_around(self.row_label(row), *room.label)) for row in range(5)]
        deck, discard = self._on_table(self.deck()), self._on_table(self.discard(0, 0))
        shapes += [(f"{pile} count", box_around(self.pile_count(place.centre), *room.count)) for pile, place in
                   (("deck", deck), ("discard", discard))]
        width, height = room.caption
        shapes += [("deck", deck.outline()), ("discard", discard.outline()),
                   ("caption", QPolygonF(QRectF(self.caption().x() - width / 2, self.caption().y(), width, height))),
                   ("panel", QPolygonF(self.plan.panel))]
        shapes += [("blessed", self._on_table(self.blessed(i)).outline()) for i in range(blessed)]
        shapes += [("pots", QPolygonF(QRectF(*room.pot).translated(self.pot(i, PILED_POTS))))
                   for i in range(PILED_POTS)]
        shapes += [("pots", box_around(self.middle.pot(i, True), room.pot_row[0] / 2, room.pot_row[1] / 2))
                   for i in range(self.players)]
        for seat in range(self.players):
            plate, stack, bet = seat_boxes(self.rim(seat), room)
            shapes += [(f"plate {seat}", QPolygonF(plate)), (f"stack {seat}", QPolygonF(stack)),
                       (f"bet {seat}", QPolygonF(bet))]
        return shapes

    def _on_table(self, place: Place) -> Place:
        """``place`` as the table shows it, at the player's card size."""
        return Place(place.centre, place.rotation, place.scale * self.room.card_scale)

    def overlaps(self, blessed: int = BLESSED) -> list[tuple[str, str]]:
        return overlapping(self.footprints(blessed))
