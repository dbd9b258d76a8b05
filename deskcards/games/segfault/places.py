"""Where a card lies at a Segmentation Fault table, in words a screen reader says
("Carol's row, place 3"); the table adds what the card is, when its face shows."""

from __future__ import annotations

from deskcards.engine.words import relay
from deskcards.games.log_sentences import PILE_WORDS, Speaker


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone in PILE_WORDS:
        return relay("speech", PILE_WORDS[zone])
    kind, seat = zone.split(":")
    if kind == "row":
        return say.says("segfault", int(seat), "your row, place {place}", "{player}'s row, place {place}",
                        place=index + 1)
    return say.says("segfault", int(seat), "your drawn card", "{player}'s drawn card")
