"""Where a card lies at a Blackjack table, in words a screen reader says
("Carol's hand"; your own cards are numbered, as you move along them)."""

from __future__ import annotations

from deskcards.games.speech import PILE_WORDS, Speaker


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone in PILE_WORDS:
        return PILE_WORDS[zone]
    seat = int(zone.split(":")[1])
    return f"your hand, card {index + 1}" if seat == say.you else f"{say.owner(seat)} hand"
