"""What a screen reader reads of a game's table, one part of it (``CardTable.access``):
its zones, for the accessible tree and Ctrl and the arrows (``zones``, built by
``deskcards.ui.table_zones.zones_on_table`` with the hooks below), and "Read the
table", the position in a sentence or two (``position_summary``).

A game whose zones or words differ subclasses ``TableAccess``, overrides the hooks it
needs (``zones``, ``access_zone``, ``zone_of_thing``, ``zone_words``, ``holding_words``,
``standing_sentence``) and names its class on its table (``CardTable.access_type``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGraphicsItem

from deskcards.engine.words import noop, relay, translate
from deskcards.ui.naming import holding_up_words
from deskcards.ui.table_zones import PLAYERS, AccessZone, capitalised, zones_on_table

if TYPE_CHECKING:
    from deskcards.ui.card_table import CardTable


class TableAccess:
    def __init__(self, table: CardTable[Any, Any]):
        self.table = table

    # -- the zones a screen reader browses (``deskcards.ui.table_zones``) ----------
    def zones(self) -> list[AccessZone]:
        """The table's zones in order, each with what lies in it now; the players in
        seat order from yours, as turns go, not as their plates lie on the screen."""
        table = self.table
        over = table.overlays.banner if table.overlays.game_over is not None else None
        zones = zones_on_table(table.scene, table.cards, self, over)
        plates, first = table.fixtures.plates, table.human or 0
        seat_of = {id(plate): (seat - first) % len(plates) for seat, plate in enumerate(plates)}
        for zone in zones:
            if zone.key == PLAYERS:
                zone.items.sort(key=lambda item: seat_of.get(id(item), len(plates)))
        return zones

    def is_yours(self, zone: str) -> bool:
        """Whether ``zone`` is your seat's ("row:0" for seat 0): yours come first."""
        return self.table.human is not None and zone.endswith(f":{self.table.human}")

    def access_zone(self, zone: str) -> str:
        """The zone a screen reader finds a card of ``zone`` in: the same, unless a game groups its zones."""
        return zone

    def zone_of_thing(self, item: QGraphicsItem) -> str | None:
        """The zone of a thing on the table that is not a card, where a game knows better than
        ``table_zones`` (a statement's slot); None: ``table_zones`` decides."""
        return None

    def zone_words(self, zone: str) -> str:
        """A zone's name ("your row", "discard pile"): where its first card lies, by default."""
        return self.table.place_words(zone, 0, None)

    # -- "Read the table" (View menu): the position in a sentence or two -----------
    def position_summary(self) -> str:
        """Whose turn it is and what to do (the table's ``status``), the card you picked up,
        what you hold, and where each player stands (its ``scores``)."""
        parts = [self.table.status(), self.picked_up_words(), self.holding_words(), self.standing_words()]
        return " ".join(part for part in parts if part)

    def picked_up_words(self) -> str:
        """The card you picked up and hold, if any: "You hold seven of clubs, your row, place 3, picked up."."""
        held = self.table.scene.picked_up
        return holding_up_words(self.table.naming.name_of(held)) if held is not None else ""

    def holding_words(self) -> str:
        """Your seat's zones and the faces you see in them: "Your hand: seven of clubs, ace of hearts."."""
        table = self.table
        if table.human is None:
            return ""
        yours: dict[str, list[tuple[int, int]]] = {}
        for card, (zone, index) in table.cards.where.items():
            item = table.cards.items[card]
            if zone.endswith(f":{table.human}") and item.face_up and item.isVisible():
                yours.setdefault(zone, []).append((index, card))
        return " ".join(translate("table", "{place}: {cards}.", place=capitalised(self.zone_words(zone)),
                                  cards=", ".join(table.card_words(card) for _, card in sorted(cards)))
                        for zone, cards in sorted(yours.items()))

    # What "Read the table" says before ``scores()``: a game whose figures are no score says what they count.
    standing_sentence = noop("table", "Scores: {rows}.")

    def standing_words(self) -> str:
        """The table's ``scores`` as a sentence: "Scores: You 3; Alice 5."."""
        rows = "; ".join(translate("table", "{player} {detail}", player=name, detail=detail)
                         for name, detail in self.table.scores())
        return relay("table", self.standing_sentence, rows=rows) if rows else ""
