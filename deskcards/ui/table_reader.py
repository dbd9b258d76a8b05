"""Reading the table zone by zone and item by item, for a screen reader: Ctrl+Down and
Ctrl+Up go to the next or the last zone (the accessible tree's zones, in its order: yours
first, ``CardTable.access_zones``), Ctrl+Right and Ctrl+Left to the next or the last item in
it. Each step says the item's name, as the tree does (nothing your seat may not see); the
focus ring, which walks what you may play, stays put.
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
        order = [zone for zone in table.access_zones() if zone.items]
        if not order:
            return ""
        keys = [zone.key for zone in order]
        if self.zone not in keys:
            self.zone, self.index = keys[0], 0
        elif zones:
            self.zone, self.index = keys[(keys.index(self.zone) + zones) % len(keys)], 0
        things = order[keys.index(self.zone)].items
        self.index = (self.index + items) % len(things) if items else min(self.index, len(things) - 1)
        return table.scene.item_name(things[self.index])
