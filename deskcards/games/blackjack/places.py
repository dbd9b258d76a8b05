"""Where a card lies at a Blackjack table, in words a screen reader says
("Carol's hand"; your own cards are numbered, as you move along them)."""

from __future__ import annotations

from deskcards.engine.words import relay, translate
from deskcards.games.log_sentences import PILE_WORDS, Speaker


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone in PILE_WORDS:
        return relay("speech", PILE_WORDS[zone])
    seat = int(zone.split(":")[1])
    if seat == say.you:
        return translate("blackjack", "your hand, card {number}", number=index + 1)
    return say.says("blackjack", seat, "your hand", "{player}'s hand")
