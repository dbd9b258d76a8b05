"""Where things sit on the Blackjack table, laid out for the table's shape (``CardTable.area``).

Your hand is fanned along the bottom, as wide as the table, so that every card's
corner reads even at 26 cards; your name plate sits above its left end. The others
sit in turn order (play passes to the left, clockwise on screen) along a path that
climbs the table's left side, crosses its top and comes down its right side, each
hand a small fan of backs with its plate under it. The deck and the discard pile
share the middle, the badges over them and the buttons under them.

Cards take the size the table's room allows: natural sizes from its height and
width, times the player's card size, all shrunk together until nothing overlaps.
A place's scale is given before the player's card size (``CardTable.placed``
applies it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, INDEX_LEFT, INDEX_WIDTH
from deskcards.ui.card_item import HINT_LIFT
from deskcards.ui.spots import MARGIN as SPOT_MARGIN
from deskcards.ui.table_cards import Place
from deskcards.ui.table_fixtures import overlapping

from .fans import Fan, turned
from .path import spread_round

Box = tuple[float, float, float, float]  # left, top, width and height about an item's position

MARGIN = 24.0  # between the table's edge and anything on it
GAP = 12.0  # between neighbours
APART = 4 * GAP  # between your place and the others', so that no name seems to go with the wrong hand
HAND_OF_HEIGHT, HAND_OF_WIDTH = 0.15, 0.14  # your cards' natural height: of the table's height, or width
OTHER_SHARE, PILE_SHARE = 0.5, 0.85  # the others' cards and the piles', as large as yours times this
SMALLEST = 0.5  # of their natural size, the smallest cards tried when the table is crowded
SEARCH_STEPS = 7  # halvings of the sizes between that and the player's, finding the largest that fits
WOBBLE = 6.6  # degrees: the most a thrown card lies askew
TURN_ROOM = 6  # steps the pile keeps room for, fanning this turn's cards to its right; later ones pile on the last
YOUR_TURN = 12.0  # degrees: the most your fan's end cards turn
READABLE_CARDS = 30  # your fan shows every corner index whole up to this many cards
CORNER = INDEX_LEFT + INDEX_WIDTH + INDEX_LEFT  # card units: the corner index and as much again beside it


@dataclass(frozen=True)
class Room:
    """How much room the table's words take at the view's scale, each a box about the
    item's position (scene units): the widest name plate, the widest badge, the deck's
    count and a button."""

    plate: Box
    badge: Box
    count: Box
    button: Box


def _rect(box: Box, at: QPointF) -> QRectF:
    return QRectF(at.x() + box[0], at.y() + box[1], box[2], box[3])


@dataclass(frozen=True)
class Middle:
    """The piles and what goes with them, about the middle of the pile row."""

    deck: QPointF
    discard: QPointF
    pickup: QPointF  # the pick-up badge, over the deck it is taken from
    called: QPointF  # the called suit, over the discard it applies to
    count: QPointF  # the deck's count, under it
    buttons: QPointF  # the middle of the row of buttons, under the piles
    button_pitch: float  # from one button's middle to the next
    parts: tuple[QRectF, ...]  # the piles' row (this turn's cards too), the badges, the count, the buttons

    def moved(self, by: QPointF) -> Middle:
        return Middle(self.deck + by, self.discard + by, self.pickup + by, self.called + by, self.count + by,
                      self.buttons + by, self.button_pitch, tuple(part.translated(by) for part in self.parts))

    def extent(self) -> QRectF:
        whole = QRectF()
        for part in self.parts:
            whole = whole.united(part)
        return whole


def _middle(scale: float, room: Room) -> Middle:
    """The middle at pile ``scale``, about (0, 0)."""
    button_pitch = room.button[2] + GAP / 2
    width, height = CARD_WIDTH * scale, CARD_HEIGHT * scale
    edge = SPOT_MARGIN * scale  # a pile's outline reaches past its cards
    thrown_w, thrown_h = turned(scale, WOBBLE)
    discard = QPointF(0.63 * width, 0)
    deck = QPointF(discard.x() - max(1.89 * width, room.badge[2] + GAP), 0)
    badge_y = -thrown_h - edge - GAP / 2 - (room.badge[1] + room.badge[3])
    count = QPointF(deck.x(), height / 2 + edge + GAP / 4 - room.count[1])
    buttons_top = max(count.y() + room.count[1] + room.count[3], thrown_h + edge) + GAP
    buttons = QPointF(0, buttons_top - room.button[1])
    pickup, called = QPointF(deck.x(), badge_y), QPointF(discard.x(), badge_y)
    piles = QRectF(QPointF(deck.x() - width / 2 - edge, -thrown_h - edge),
                   QPointF(discard.x() + TURN_ROOM * turn_step(scale) + thrown_w + edge, thrown_h + edge))
    row = QRectF(-1.5 * button_pitch + room.button[0], buttons.y() + room.button[1],
                 3 * button_pitch + room.button[2], room.button[3])
    parts = (piles, _rect(room.badge, pickup), _rect(room.badge, called), _rect(room.count, count), row)
    return Middle(deck, discard, pickup, called, count, buttons, button_pitch, parts)


def turn_step(pile_scale: float) -> float:
    """How far each card played this turn sits from the last, so the turn reads."""
    return 0.25 * CARD_WIDTH * pile_scale


@dataclass(frozen=True)
class Frame:
    """Everything's place for one table shape, room and card size; scales are as shown."""

    size: float  # the cards' size, of their natural size
    yours: Fan
    theirs: Fan
    pile_scale: float
    hand: QPointF  # the middle of your fan
    your_plate: QPointF
    seats: tuple[QPointF, ...]  # the others' fans, from your left round to your right
    their_plate: QPointF  # a plate's place from its seat's
    middle: Middle
    boxes: tuple[tuple[str, QRectF], ...]  # what must not overlap, for the fit, by owner

    def overlaps(self, area: QRectF) -> list[str]:
        """What covers what, or leaves the table."""
        inside = area.adjusted(MARGIN / 2, MARGIN / 2, -MARGIN / 2, -MARGIN / 2)
        found = [f"{name} leaves the table" for name, box in self.boxes if not inside.contains(box)]
        if self.yours.spread / (READABLE_CARDS - 1) * CARD_WIDTH < CORNER:
            found.append("your cards' corners are covered")
        return found + [f"{a} covers {b}" for a, b in overlapping([(name, QPolygonF(box)) for name, box in self.boxes])]


def _frame(players: int, area: QRectF, size: float, room: Room) -> Frame:
    """The table laid out with cards ``size`` times their natural size."""
    natural = min(HAND_OF_HEIGHT * area.height(), HAND_OF_WIDTH * area.width()) / CARD_HEIGHT
    hand_scale, pile_scale = natural * size, natural * size * PILE_SHARE
    spread = (area.width() - 2 * MARGIN - 2 * turned(hand_scale, YOUR_TURN)[0]) / (CARD_WIDTH * hand_scale)
    yours = Fan(hand_scale, pitch=0.75, spread=spread, tilt=1.6, turn=YOUR_TURN, sag=0.35)
    theirs = Fan(natural * size * OTHER_SHARE, pitch=0.28, spread=2.2, tilt=1.5, turn=9.0, sag=0.0)

    fan = yours.extent()
    hand = QPointF(area.center().x(), area.bottom() - MARGIN - fan.bottom())
    lifted = fan.translated(hand).adjusted(0, -HINT_LIFT * hand_scale, 0, 0)  # a hinted card rises
    your_plate = QPointF(area.left() + MARGIN - room.plate[0], lifted.top() - GAP - room.plate[1] - room.plate[3])
    your_plate_box = _rect(room.plate, your_plate)

    their_fan = theirs.extent()
    their_plate = QPointF(0, their_fan.bottom() + GAP / 2 - room.plate[1])
    block = their_fan.united(_rect(room.plate, their_plate))  # a seat: its fan, its plate under it
    top = area.top() + MARGIN - block.top()
    middle = _middle(pile_scale, room)
    above, below = top + block.bottom() + GAP, lifted.top() - GAP  # the room between the top seats and you
    middle = middle.moved(QPointF(area.center().x(), (above + below) / 2 - middle.extent().center().y()))

    lowest = min(your_plate_box.top(), lifted.top()) - APART - block.bottom()
    sides = area.adjusted(MARGIN + block.width() + GAP, 0, -MARGIN - block.width() - GAP, 0)
    if middle.extent().left() < sides.left() or middle.extent().right() > sides.right():
        lowest = min(lowest, middle.extent().top() - GAP - block.bottom())  # too narrow to sit beside the middle
    lowest = max(top, lowest)
    seats = spread_round(players - 1, area.left() + MARGIN - block.left(), area.right() - MARGIN - block.right(),
                         top, lowest, middle.deck.y())

    boxes = (("your hand", lifted), ("your plate", your_plate_box), *(("the middle", part) for part in middle.parts),
             *((f"seat {around}", block.translated(seat)) for around, seat in enumerate(seats, 1)))
    return Frame(size, yours, theirs, pile_scale, hand, your_plate, tuple(seats), their_plate, middle, boxes)


@lru_cache(maxsize=64)
def fitted(players: int, area: tuple[float, float, float, float], card_size: float, room: Room) -> Frame:
    """The largest cards, up to ``card_size`` times their natural size, at which nothing
    overlaps (found by halving the interval, as a larger size never fits where a smaller
    does not); the smallest tried if none fits."""
    table = QRectF(*area)
    frame = _frame(players, table, card_size, room)
    if not frame.overlaps(table):
        return frame
    fits, too_large = _frame(players, table, SMALLEST, room), card_size
    for _ in range(SEARCH_STEPS):
        size = (fits.size + too_large) / 2
        trial = _frame(players, table, size, room)
        if trial.overlaps(table):
            too_large = size
        else:
            fits = trial
    return fits


class BlackjackLayout:
    def __init__(self, players: int, human: int, area: QRectF, card_size: float, room: Room):
        self.players, self.human, self.card_size = players, human, card_size
        self.frame = fitted(players, (area.x(), area.y(), area.width(), area.height()), card_size, room)

    def _before_card_size(self, place: Place) -> Place:
        """``place`` as ``place_for`` gives it: the table applies the player's card size."""
        return Place(place.centre, place.rotation, place.scale / self.card_size)

    def seat_centre(self, seat: int) -> QPointF:
        if seat == self.human:
            return self.frame.hand
        return self.frame.seats[(seat - self.human) % self.players - 1]  # clockwise from you

    def hand(self, seat: int, index: int, count: int) -> Place:
        """Card ``index`` of a fan of ``count`` cards."""
        fan = self.frame.yours if seat == self.human else self.frame.theirs
        place = fan.place(index, count)
        return self._before_card_size(Place(self.seat_centre(seat) + place.centre, place.rotation, place.scale))

    def plate(self, seat: int) -> QPointF:
        if seat == self.human:
            return self.frame.your_plate
        return self.seat_centre(seat) + self.frame.their_plate

    def pile_scale(self) -> float:
        return self.frame.pile_scale / self.card_size

    def deck(self, index: int = 0) -> Place:
        return Place(self.frame.middle.deck + QPointF(-index * 0.2, -index * 0.3), 0.0, self.pile_scale())

    def discard(self, card: int, index: int, turn_index: int | None) -> Place:
        """A thrown card; this turn's cards fan out to the right so the cycle reads."""
        centre = self.frame.middle.discard
        if turn_index is not None:
            step = min(turn_index, TURN_ROOM) * turn_step(self.frame.pile_scale)
            return Place(centre + QPointF(step, 0), 0.0, self.pile_scale())
        wobble = ((card * 37) % 13 - 6) * WOBBLE / 6  # a little disorder, the same for a card every time
        return Place(centre + QPointF((card % 5 - 2) * 1.5, (card % 3 - 1) * 1.5), wobble, self.pile_scale())

    def deck_count(self) -> QPointF:
        return QPointF(self.frame.middle.count)  # a copy: the label keeps it, and the frame is shared

    def pickup_badge(self) -> QPointF:
        return self.frame.middle.pickup

    def called_badge(self) -> QPointF:
        return self.frame.middle.called

    def end_button(self) -> QPointF:
        return self.frame.middle.buttons

    def suit_button(self, suit: int) -> QPointF:
        return self.frame.middle.buttons + QPointF((suit - 1.5) * self.frame.middle.button_pitch, 0)

    def ring(self) -> tuple[QPointF, float, float]:
        """The direction ring's centre and radii: round the piles and this turn's cards."""
        middle, scale = self.frame.middle, self.frame.pile_scale
        right = middle.discard.x() + TURN_ROOM * turn_step(scale)
        centre = QPointF((middle.deck.x() + right) / 2, middle.deck.y())
        return centre, (right - middle.deck.x()) / 2 + 1.2 * CARD_WIDTH * scale, 1.05 * CARD_HEIGHT * scale

    def ring_top(self) -> QPointF:
        """Where a word about the direction of play is shown: on the ring, over the piles."""
        centre, _, radius_y = self.ring()
        return centre - QPointF(0, radius_y)
