"""The words for what lies on a table, for a screen reader and a tooltip: a card
(its face only while the face shows), a pile, a button. Each game says its own
cards and zones in words (``CardWording``, the game's table).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from deskcards.engine.words import relay, translate
from deskcards.games.log_sentences import PILE_WORDS, Speaker, count_cards
from deskcards.ui.naming import item_name
from deskcards.ui.table_cards import PILES

if TYPE_CHECKING:
    from deskcards.ui.table_cards import CardsOnTable
    from deskcards.ui.table_scene import TableScene


class CardWording(Protocol):
    def card_words(self, card: int) -> str: ...

    def place_words(self, zone: str, index: int, card: int | None) -> str: ...


def seat_place_words(zone: str, say: Speaker) -> str:
    """A pile's name, or a seat's zone ("kind:seat") as "your kind", "Carol's kind"."""
    if zone in PILE_WORDS:
        return relay("speech", PILE_WORDS[zone])
    kind, _, seat = zone.partition(":")
    return say.says("table", int(seat), "your {place}", "{player}'s {place}", place=kind) if seat.isdigit() else kind


class TableNaming:
    def __init__(self, scene: TableScene, cards: CardsOnTable, words: CardWording):
        self.scene, self.cards, self.words = scene, cards, words

    def card_name(self, card: int) -> str:
        """What the human may know of ``card``: its face only while the face shows."""
        zone, index = self.cards.where.get(card, ("", 0))
        if zone in PILES:
            return self.pile_name(zone)
        item = self.cards.items[card]
        place = self.words.place_words(zone, index, card)
        if item.face_up and item.isVisible():
            return translate("table", "{card}, {place}", card=self.words.card_words(card), place=place)
        return translate("table", "{card}, {place}", card=translate("table", "face down"),
                         place=self._told_apart(zone, index, card, place))

    def _told_apart(self, zone: str, index: int, card: int, place: str) -> str:
        """``place``, or with the card's number in its zone where the game's words for its place
        say none ("Alice's hand"): face-down cards in one zone must not all sound alike."""
        indices = sorted(other for where, other in self.cards.where.values() if where == zone)
        if len(indices) < 2:
            return place
        another = indices[1] if indices[0] == index else indices[0]
        if self.words.place_words(zone, another, card) != place:  # the place says which it is
            return place
        return translate("table", "{place}, card {number} of {count}", place=place,
                         number=indices.index(index) + 1, count=len(indices))

    def pile_name(self, pile: str) -> str:
        """"draw pile, 23 cards"; with the top card's face when it shows (not while the last
        hand is still on screen and the new deal's cards wait unseen)."""
        cards = self.cards.in_pile(pile)
        words = translate("table", "{place}, {cards}", place=self.words.place_words(pile, 0, None),
                          cards=count_cards(len(cards)))
        if cards and self.cards.items[cards[-1]].face_up and self.cards.items[cards[-1]].isVisible():
            return translate("table", "{pile}, {card} on top", pile=words, card=self.words.card_words(cards[-1]))
        return words

    def name_of(self, key: Hashable) -> str:
        """The words for what ``key`` stands for on the table: a card, a pile, a button."""
        if isinstance(key, int) and key in self.cards.items:
            return self.card_name(key)
        if key in PILES:
            assert isinstance(key, str)  # a pile's key is its zone
            return self.pile_name(key)
        item = self.scene.items_by_key.get(key)
        return item_name(item) if item is not None else ""
