"""A hand of cards fanned about its middle, and how far a turned card reaches."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.table_cards import Place

MOST_CARDS = 40  # the longest fan planned for (two players are dealt 26 each)
SAG_CARDS = 12  # a fan sags no further than it does this many cards out from its middle


def turned(scale: float, degrees: float) -> tuple[float, float]:
    """Half the width and half the height of the upright box round a card at ``scale`` turned ``degrees``."""
    rad = math.radians(abs(degrees))
    half_w, half_h = CARD_WIDTH * scale / 2, CARD_HEIGHT * scale / 2
    return half_w * math.cos(rad) + half_h * math.sin(rad), half_h * math.cos(rad) + half_w * math.sin(rad)


@dataclass(frozen=True)
class Fan:
    """How a hand's cards spread about (0, 0): centres at most ``pitch`` card widths
    apart and ``spread`` card widths from the first to the last; each card turned up to
    ``tilt`` degrees from the next and the end cards at most ``turn``; a long fan's ends
    sag ``sag`` times the number of cards out from the middle to the power 1.6."""

    scale: float
    pitch: float
    spread: float
    tilt: float
    turn: float
    sag: float

    def place(self, index: int, count: int) -> Place:
        width = CARD_WIDTH * self.scale
        middle = (count - 1) / 2
        offset = index - middle
        pitch = min(self.pitch, self.spread / max(count - 1, 1)) * width
        tilt = min(self.tilt, self.turn / max(middle, 1.0))
        depth = self.sag * min(middle, SAG_CARDS) ** 1.6 * self.scale
        drop = depth * (abs(offset) / middle) ** 1.6 if middle else 0.0
        return Place(QPointF(offset * pitch, drop), offset * tilt, self.scale)

    def extent(self) -> QRectF:
        """The box round the fan of every length up to MOST_CARDS: as wide as its end
        cards reach, as tall as its cards reach at this scale (which its pitch leaves alone)."""
        reach = max(self._end_reach(count) for count in range(1, MOST_CARDS + 1))
        top, bottom = _heights(self.tilt, self.turn, self.sag)
        return QRectF(-reach, top * self.scale, 2 * reach, (bottom - top) * self.scale)

    def _end_reach(self, count: int) -> float:
        """How far right of the middle the last of ``count`` cards reaches."""
        place = self.place(count - 1, count)
        return place.centre.x() + turned(self.scale, place.rotation)[0]


@cache
def _heights(tilt: float, turn: float, sag: float) -> tuple[float, float]:
    """How far above and below its middle a fan of cards at scale 1 reaches, at any length."""
    fan = Fan(1.0, 0.0, 0.0, tilt, turn, sag)
    places = [fan.place(index, count) for count in range(1, MOST_CARDS + 1) for index in range(count)]
    tops = [place.centre.y() - turned(1.0, place.rotation)[1] for place in places]
    bottoms = [place.centre.y() + turned(1.0, place.rotation)[1] for place in places]
    return min(tops), max(bottoms)
