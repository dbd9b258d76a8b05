"""Where things sit on the Blackjack table (scene units, 1600 x 1000).

Your hand is fanned along the bottom, wide enough to read every card's
corner even at 25 cards. The others sit round the top of an oval in turn
order (play passes to the left, clockwise on screen), their hands as small
fans of backs. The deck and the discard pile share the middle.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from deskcards.ui.card_art import CARD_WIDTH
from deskcards.ui.card_table import Place

CENTRE = QPointF(800, 455)
HAND_Y = 865
HAND_SCALE = 1.05
HAND_WIDTH = 1180.0  # the most your fan may spread, card centres included
OTHER_SCALE = 0.5
OVAL_X, OVAL_Y = 610, 330
PILE_SCALE = 0.95
TURN_STEP = 24.0  # how far each card played this turn sits from the last


class BlackjackLayout:
    def __init__(self, players: int, human: int):
        self.players, self.human = players, human

    def seat_centre(self, seat: int) -> QPointF:
        if seat == self.human:
            return QPointF(CENTRE.x(), HAND_Y)
        around = (seat - self.human) % self.players  # 1 .. players-1, clockwise from you
        angle = math.radians(180.0 + 180.0 * around / self.players)
        return QPointF(CENTRE.x() + OVAL_X * math.cos(angle), CENTRE.y() + 40 + OVAL_Y * math.sin(angle))

    def hand(self, seat: int, index: int, count: int) -> Place:
        """Card ``index`` of a fan of ``count`` cards."""
        centre = self.seat_centre(seat)
        middle = (count - 1) / 2
        if seat == self.human:
            pitch = min(68.0, (HAND_WIDTH - CARD_WIDTH * HAND_SCALE) / max(count - 1, 1))
            tilt = min(1.6, 24.0 / max(count, 1))
            offset = index - middle
            return Place(QPointF(centre.x() + offset * pitch, centre.y() + 0.35 * abs(offset) ** 1.6),
                         offset * tilt, HAND_SCALE)
        pitch = min(14.0, 150.0 / max(count - 1, 1))
        offset = index - middle
        return Place(QPointF(centre.x() + offset * pitch, centre.y()), offset * 1.5, OTHER_SCALE)

    def plate(self, seat: int) -> QPointF:
        if seat == self.human:
            return QPointF(CENTRE.x() - HAND_WIDTH / 2 - 40, HAND_Y + 20)
        return self.seat_centre(seat) + QPointF(0, 62)

    def deck(self, index: int = 0) -> Place:
        return Place(CENTRE + QPointF(-120 - index * 0.2, -index * 0.3), 0.0, PILE_SCALE)

    def discard(self, card: int, index: int, turn_index: int | None) -> Place:
        """A thrown card; this turn's cards fan out to the right so the cycle reads."""
        if turn_index is not None:
            return Place(CENTRE + QPointF(60 + turn_index * TURN_STEP, 0), 0.0, PILE_SCALE)
        wobble = ((card * 37) % 13 - 6) * 1.1
        return Place(CENTRE + QPointF(60 + (card % 5 - 2) * 1.5, (card % 3 - 1) * 1.5), wobble, PILE_SCALE)

    def pickup_badge(self) -> QPointF:
        return CENTRE + QPointF(60, -110)

    def end_button(self) -> QPointF:
        return CENTRE + QPointF(0, 165)

    def suit_button(self, suit: int) -> QPointF:
        return CENTRE + QPointF(-276 + suit * 184, 165)
