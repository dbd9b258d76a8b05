"""Reading the table zone by zone and item by item, for a screen reader: Ctrl+Down and
Ctrl+Up go to the next or the last zone (the accessible tree's zones, in its order: yours
first, ``TableAccess.zones``), Ctrl+Right and Ctrl+Left to the next or the last item in
it. Each step starts where the screen reader is (``AccessTree.reading``: the focus ring's
thing, or the last thing read) and moves what it reads there (``AccessTree.browse``); the
focus ring, which walks what you may play and is what Enter acts on, stays put.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessibleInterface

# Ctrl and an arrow: (zones, items) to step by.
BROWSE_STEPS: dict[int, tuple[int, int]] = {Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Up: (-1, 0),
                                            Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Left: (0, -1)}


def step(zones: Sequence[QAccessibleInterface], at: QAccessibleInterface | None, zones_by: int,
         items_by: int) -> QAccessibleInterface | None:
    """The item ``zones_by`` zones or ``items_by`` items on from ``at`` (an item or a zone), round
    and round; a new zone is entered at its first item. From nowhere, the first step is into
    your zone, the first."""
    order = [zone for zone in zones if zone.childCount()]
    if not order:
        return None
    zone = None if at is None else next(
        (index for index, node in enumerate(order) if node is at or node.indexOfChild(at) >= 0), None)
    if at is None or zone is None:
        return order[0].child(0)
    if zones_by:
        return order[(zone + zones_by) % len(order)].child(0)
    place = order[zone].indexOfChild(at)  # -1 on the zone itself: the next item is its first
    count = order[zone].childCount()
    return order[zone].child((place + items_by) % count if place >= 0 or items_by > 0 else count - 1)
