"""Where a card lies at a High card table, in words a screen reader says ("Carol's hand")."""

from __future__ import annotations

from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone == "deck":
        return translate("high-card", "the deck")
    if zone == "trick":
        return translate("high-card", "the round's cards")
    kind, seat = zone.split(":")
    if kind == "hand":
        return say.says("high-card", int(seat), "your hand", "{player}'s hand")
    return say.says("high-card", int(seat), "your cards won", "{player}'s cards won")
