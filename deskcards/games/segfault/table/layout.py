"""Where things sit on the Segmentation Fault table (scene units, 1600 x 1000).

Seats go round an oval, the human at the bottom, turn order clockwise on
screen (play passes to the left). Each row is turned to face its owner, so
reading it from its owner's left to right is reading counter-clockwise
around the table, as the rules count positions 1..6.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from functools import cache
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.card_table import Place, box_around, overlapping

CENTRE = QPointF(800, 480)
RADIUS_X, RADIUS_Y = 610, 345
GAP = 10.0
PILE_SCALE = 0.95
PLATE_HALF = (60.0, 28.0)  # about half a name plate's width and height
NUMBER_HALF = (6.0, 10.0)  # half a position number's width and height (one digit, 13 points)
NUMBER_GAP = 4.0  # between a row and its position numbers, and between those and the drawn card
PILES_Y = -65.0  # the piles sit above the middle, leaving room for the control under them
CONTROL_SIZE = (700.0, 50.0)  # the "Point N times" control, in scene units
SUMMARY_SIZE = (760.0, 196.0)  # the panel between hands
# Largest first: a table takes the biggest cards at which nothing overlaps.
HUMAN_SCALES = (1.2, 1.1, 1.0, 0.9)
OTHER_SCALES = (0.8, 0.74, 0.68, 0.62, 0.57, 0.52)


_FITTED: dict[int, tuple[float, float]] = {}  # players -> (your scale, the others')


@cache
def _arc_lengths(steps: int = 1440) -> tuple[list[float], list[float]]:
    """Parameters round the oval from the bottom, and the distance along it to each."""
    ts = [math.pi / 2 + 2 * math.pi * i / steps for i in range(steps + 1)]
    points = [(RADIUS_X * math.cos(t), RADIUS_Y * math.sin(t)) for t in ts]
    lengths = [0.0]
    for (x0, y0), (x1, y1) in pairwise(points):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    return ts, lengths


def _reach(turn: float, half: tuple[float, float]) -> float:
    """How far an upright box of ``half`` width and height reaches across a row turned by ``turn`` degrees."""
    rad = math.radians(turn)
    return abs(math.sin(rad)) * half[0] + abs(math.cos(rad)) * half[1]


class SegfaultLayout:
    def __init__(self, players: int, human: int):
        self.players, self.human = players, human
        self._parameter_cache: dict[float, list[float]] = {}
        self.human_scale, self.other_scale = self._fitting_scales()

    def _oval_point(self, t: float) -> tuple[QPointF, float]:
        """The oval at parameter ``t`` (radians, clockwise from the right): the
        point, and the turn (degrees) of a row read counter-clockwise there."""
        point = QPointF(CENTRE.x() + RADIUS_X * math.cos(t), CENTRE.y() + RADIUS_Y * math.sin(t))
        return point, math.degrees(math.atan2(-RADIUS_Y * math.cos(t), RADIUS_X * math.sin(t)))

    def _seat_parameters(self) -> list[float]:
        if self.human_scale not in self._parameter_cache:
            self._parameter_cache[self.human_scale] = self._spread_seats()
        return self._parameter_cache[self.human_scale]

    def _spread_seats(self) -> list[float]:
        """Where each seat sits on the oval, spaced evenly by distance along it.

        Even angles would crowd the narrow ends of a wide oval; even arc
        lengths give every row the same room. Your row, bigger, gets more.
        """
        ts, lengths = _arc_lengths()
        total = lengths[-1]
        yours = 6 * (CARD_WIDTH * self.human_scale + GAP) + 40
        share = (total - yours) / (self.players - 1)
        wanted = [yours / 2 + (k + 0.5) * share for k in range(self.players - 1)]
        return [math.pi / 2] + [ts[bisect_left(lengths, distance)] for distance in wanted]

    def _seat_frame(self, seat: int) -> tuple[QPointF, float, float]:
        around = (seat - self.human) % self.players
        point, turn = self._oval_point(self._parameters[around])
        scale = self.human_scale if seat == self.human else self.other_scale
        if seat == self.human:
            point += QPointF(0, 25)
        return point, turn, scale

    def _fitting_scales(self) -> tuple[float, float]:
        if self.players in _FITTED:  # the same for any seat of yours: the table only turns
            self.human_scale, self.other_scale = _FITTED[self.players]
            self._parameters = self._seat_parameters()
            return _FITTED[self.players]
        _FITTED[self.players] = self._search_scales()
        return _FITTED[self.players]

    def _search_scales(self) -> tuple[float, float]:
        for other in OTHER_SCALES:
            for human in HUMAN_SCALES:
                self.human_scale, self.other_scale = human, other
                self._parameters = self._seat_parameters()
                if not self.overlaps():
                    return human, other
        self.human_scale, self.other_scale = HUMAN_SCALES[-1], OTHER_SCALES[-1]
        self._parameters = self._seat_parameters()
        return self.human_scale, self.other_scale

    def footprints(self) -> list[tuple[str, QPolygonF]]:
        """Every card place (rows, drawn cards, piles), plate and position number as a named outline."""
        shapes = [("deck", self.deck().outline()), ("discard", self.discard(0, 0).outline()),
                  ("control", QPolygonF(self.declare_control()))]
        for seat in range(self.players):
            shapes += [(f"row:{seat}", self.slot(seat, pos).outline()) for pos in range(6)]
            shapes.append((f"row:{seat}", self.drawn(seat).outline()))
            shapes.append((f"row:{seat}", box_around(self.plate(seat), *PLATE_HALF)))
            # Owned apart from the row, so that its own cards must keep clear of them too.
            shapes += [(f"numbers:{seat}", box_around(self.position_label(seat, pos), *NUMBER_HALF))
                       for pos in range(6)]
        return shapes

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of places of different owners that would cover each other."""
        return overlapping(self.footprints())

    def _local(self, seat: int, x: float, y: float) -> Place:
        centre, turn, scale = self._seat_frame(seat)
        rad = math.radians(turn)
        offset = QPointF(x * math.cos(rad) - y * math.sin(rad), x * math.sin(rad) + y * math.cos(rad))
        return Place(centre + offset, turn, scale)

    def slot(self, seat: int, pos: int) -> Place:
        """Row position ``pos`` (0-based) of ``seat``."""
        scale = self._seat_frame(seat)[2]
        pitch = CARD_WIDTH * scale + GAP
        return self._local(seat, (pos - 2.5) * pitch, 0.0)

    def drawn(self, seat: int) -> Place:
        """The card just drawn, held in front of the row toward the table's middle,
        beyond the position numbers."""
        _, turn, scale = self._seat_frame(seat)
        return self._local(seat, 0.0, -(CARD_HEIGHT * scale + 2 * (NUMBER_GAP + _reach(turn, NUMBER_HALF))))

    def plate(self, seat: int) -> QPointF:
        """The seat's name plate, just outside its row; plates stay upright,
        so the distance allows for the plate's own extent in that direction."""
        _, turn, scale = self._seat_frame(seat)
        return self._local(seat, 0.0, CARD_HEIGHT * scale / 2 + 8 + _reach(turn, PLATE_HALF)).centre

    def position_label(self, seat: int, pos: int) -> QPointF:
        """Where the number 1..6 of a row position is written, just inside the row;
        numbers stay upright, so the distance allows for their extent too."""
        _, turn, scale = self._seat_frame(seat)
        pitch = CARD_WIDTH * scale + GAP
        inward = CARD_HEIGHT * scale / 2 + NUMBER_GAP + _reach(turn, NUMBER_HALF)
        return self._local(seat, (pos - 2.5) * pitch, -inward).centre

    def deck(self, index: int = 0) -> Place:
        return Place(CENTRE + QPointF(-85 - index * 0.25, PILES_Y - index * 0.35), 0.0, PILE_SCALE)

    def discard(self, card: int, index: int) -> Place:
        # A little disorder, the same for a card every time, so the pile looks thrown.
        wobble = ((card * 37) % 13 - 6) * 1.1
        return Place(CENTRE + QPointF(85 + (card % 5 - 2) * 1.5, PILES_Y + (card % 3 - 1) * 1.5), wobble, PILE_SCALE)

    def pile_count(self, pile: Place) -> QPointF:
        """Where a pile's card count is written, just under it."""
        return pile.centre + QPointF(0, CARD_HEIGHT * pile.scale / 2 + 18)

    def declare_control(self) -> QRectF:
        """The "Point N times" control: under the piles, above your drawn card."""
        width, height = CONTROL_SIZE
        top = self.pile_count(self.deck()).y() + 16  # just clear of the count (20 units tall)
        return QRectF(CENTRE.x() - width / 2, top, width, height)

    def hand_summary(self) -> QRectF:
        """The panel between two hands of a match: under the piles, over the control
        (hidden then) and your drawn card's place (empty then), clear of every row."""
        width, height = SUMMARY_SIZE
        return QRectF(CENTRE.x() - width / 2, self.pile_count(self.deck()).y() + 12, width, height)

