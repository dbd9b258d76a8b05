"""Reading the table zone by zone and item by item, for a screen reader: Ctrl+Down and
Ctrl+Up go to the next or the last zone (your hand or row, each other seat's, the piles:
``CardTable.zones_in_order``), Ctrl+Right and Ctrl+Left to the next or the last item in
it. Each step says the item's name, as the keyboard focus would (``TableNaming.name_of``:
nothing your seat may not see); the focus ring, which walks what you may play, stays put.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from deskcards.ui.game_table import GameTable

# Ctrl and an arrow: (zones, items) to step by.
BROWSE_STEPS: dict[int, tuple[int, int]] = {Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Up: (-1, 0),
                                            Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Left: (0, -1)}


class TableReader:
    """Where the reading is: a zone and a place in it, kept while the table changes."""

    def __init__(self) -> None:
        self.zone: str | None = None
        self.index = 0

    def step(self, table: GameTable, zones: int, items: int) -> str:
        """Move by ``zones`` or ``items`` and say what is there; the first step starts at your zone."""
        order = table.zones_in_order()
        if not order:
            return ""
        if self.zone not in order:
            self.zone, self.index = order[0], 0
        elif zones:
            self.zone, self.index = order[(order.index(self.zone) + zones) % len(order)], 0
        keys = table.zone_items(self.zone)
        self.index = (self.index + items) % len(keys) if items else min(self.index, len(keys) - 1)
        return table.naming.name_of(keys[self.index])
