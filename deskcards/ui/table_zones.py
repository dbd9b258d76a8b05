"""The table as a screen reader browses it: zones in order, each with the things
lying in it (``AccessZone``), built from what is on the table now.

A card lies in the zone the game's table says (``TableAccess.access_zone``); a pile
is one thing (its outline, or its top card: both say the pile's name, with the top
card's face only while it shows, and its count). A place a card may go (a spot whose
key is a zone, such as "trick") is in that zone. The seats' plates make "Players",
what the keyboard may use besides (buttons, a number to type) "Controls", and
whatever else has something to say (a caption, a banner, chips) "On the table".
A thing whose words are said elsewhere (``said_elsewhere``: a pile's count, a grid's
letters, chips its seat's plate counts) is only decoration to a screen reader, and is
not listed.
The banner that says who won, once the game is over, is "Result", the last zone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtWidgets import QGraphicsItem, QGraphicsProxyWidget

from deskcards.engine.words import noop, relay
from deskcards.ui.card_item import CardItem
from deskcards.ui.table_cards import PILES
from deskcards.ui.table_items import SeatPlate

if TYPE_CHECKING:
    from deskcards.ui.table_cards import CardsOnTable
    from deskcards.ui.table_scene import TableScene

PLAYERS, CONTROLS, ON_THE_TABLE, RESULT = "players", "controls", "table", "result"
ZONE_WORDS = {PLAYERS: noop("table", "Players"), CONTROLS: noop("table", "Controls"),
              ON_THE_TABLE: noop("table", "On the table"), RESULT: noop("table", "Result")}


class AccessZone(NamedTuple):
    key: str
    name: str
    items: list[QGraphicsItem]


class ZoneWording(Protocol):
    """What the game's table says of its zones (``deskcards.ui.table_access.TableAccess``)."""

    def is_yours(self, zone: str) -> bool: ...

    def access_zone(self, zone: str) -> str: ...

    def zone_of_thing(self, item: QGraphicsItem) -> str | None: ...

    def zone_words(self, zone: str) -> str: ...


def capitalised(words: str) -> str:
    """"your row" as a zone's name: "Your row"."""
    return words[:1].upper() + words[1:]


def zones_on_table(scene: TableScene, cards: CardsOnTable, words: ZoneWording,
                   result: QGraphicsItem | None = None) -> list[AccessZone]:
    """Every visible thing on the table that has a name, under exactly one zone: yours
    first (``words.is_yours``), then the others', the piles, the players, the controls
    and the rest; last ``result``, the banner that says who won. ``words.access_zone``
    groups the cards' zones (Destiny's field places into "field"), ``words.zone_of_thing``
    may say where a thing that is not a card lies, and ``words.zone_words`` names a zone as the player says it."""
    grouped: dict[str, list[QGraphicsItem]] = {}
    for card, (zone, _) in sorted(cards.where.items(), key=lambda entry: (_natural(entry[1][0]), entry[1][1])):
        if zone not in PILES and cards.items[card].isVisible():
            grouped.setdefault(words.access_zone(zone), []).append(cards.items[card])
    for pile in PILES:
        outline, pile_cards = scene.items_by_key.get(pile), cards.in_pile(pile)
        shown: QGraphicsItem | None = outline if outline is not None and outline.isVisible() else (
            cards.items[pile_cards[-1]] if pile_cards else None)
        grouped[words.access_zone(pile)] = [shown] if shown is not None and shown.isVisible() else []
    if result is not None and result.isVisible():
        grouped[RESULT] = [result]
    placed = {id(item) for items in grouped.values() for item in items}
    rest = [item for item in scene.items() if id(item) not in placed and not isinstance(item, CardItem)
            and not getattr(item, "said_elsewhere", False) and item.isVisible() and scene.item_name(item).strip()]
    for thing in sorted(rest, key=_reading_order):
        zone = words.zone_of_thing(thing) or _zone_of_thing(scene, thing, grouped, words.access_zone)
        grouped.setdefault(zone, []).append(thing)
    ranked = sorted(grouped, key=lambda zone: (_rank(zone, words.is_yours), _natural(zone)))
    return [AccessZone(zone, _zone_name(zone, words.zone_words), grouped[zone]) for zone in ranked if grouped[zone]]


def _natural(zone: str) -> list[str | int]:
    """"field:10" after "field:9": the numbers in a zone's key count as numbers."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", zone)]


def _rank(zone: str, yours: Callable[[str], bool]) -> int:
    """Yours, the others', the piles, then the players, the controls, the rest and the result."""
    order = [PLAYERS, CONTROLS, ON_THE_TABLE, RESULT]
    if zone in order:
        return 3 + order.index(zone)
    return 2 if zone in PILES else 0 if yours(zone) else 1


def _reading_order(item: QGraphicsItem) -> tuple[float, float]:
    """Top to bottom, then left to right, as the eye reads the table."""
    box = item.sceneBoundingRect()
    return round(box.center().y()), box.center().x()


def _zone_of_thing(scene: TableScene, item: QGraphicsItem, grouped: dict[str, list[QGraphicsItem]],
                   access_zone: Callable[[str], str]) -> str:
    """The zone of a thing that is not a card: a place in the zone it names, a plate
    among the players, a control among the controls."""
    key = getattr(item, "key", None)
    keyed = key is not None and scene.items_by_key.get(key) is item
    if keyed and access_zone(str(key)) in grouped:
        return access_zone(str(key))
    if isinstance(item, SeatPlate):
        return PLAYERS
    if keyed or isinstance(item, QGraphicsProxyWidget):
        return CONTROLS
    return ON_THE_TABLE


def _zone_name(key: str, zone_words: Callable[[str], str]) -> str:
    return relay("table", ZONE_WORDS[key]) if key in ZONE_WORDS else capitalised(zone_words(key))
