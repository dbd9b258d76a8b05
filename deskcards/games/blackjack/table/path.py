"""Seats spread evenly along a path round the top of the table: up its left side,
across its top and down its right side, the corners rounded."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

ROUNDING = 0.6  # of the shorter of a side and half the top, the corners' radius
SIDE_PER_SEAT = 0.4  # of the top's length, how far down the sides reach for each seat past two


def spread_round(count: int, left: float, right: float, top: float, lowest: float, level: float) -> list[QPointF]:
    """``count`` points evenly spaced along the path, the first at its left end and the
    last at its right (one alone in the middle): its sides at x = ``left`` and ``right``,
    its top at y = ``top``. Two sit at the top's ends; the sides reach down for more, as
    far as they need and at least to ``level`` (beside the piles), never below ``lowest``."""
    wanted = max((right - left) * SIDE_PER_SEAT * (count - 2), level - top) if count > 2 else 0.0
    side = max(min(lowest - top, wanted), 0.0)
    radius = min(side, max(right - left, 0.0) / 2) * ROUNDING
    legs = (side - radius, math.pi / 2 * radius, right - left - 2 * radius, math.pi / 2 * radius, side - radius)
    length = sum(legs)
    shares = [k / (count - 1) for k in range(count)] if count > 1 else [0.5]
    return [_along(length * share, legs, left, right, top, top + side, radius) for share in shares]


def _along(distance: float, legs: tuple[float, ...], left: float, right: float, top: float, lowest: float,
           radius: float) -> QPointF:
    """The point ``distance`` along the path from its lower left end."""
    up, turn, across, _, _ = legs
    if distance <= up:
        return QPointF(left, lowest - distance)
    distance -= up
    if distance <= turn:
        return _on_corner(QPointF(left + radius, top + radius), radius, math.pi + distance / radius)
    distance -= turn
    if distance <= across:
        return QPointF(left + radius + distance, top)
    distance -= across
    if distance <= turn:
        return _on_corner(QPointF(right - radius, top + radius), radius, 1.5 * math.pi + distance / radius)
    return QPointF(right, top + radius + distance - turn)


def _on_corner(centre: QPointF, radius: float, angle: float) -> QPointF:
    return centre + QPointF(radius * math.cos(angle), radius * math.sin(angle))
