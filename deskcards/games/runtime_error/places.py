"""Where a card lies at a Runtime Error table, in words a screen reader says
("Carol's statement 2, lower bound", "the input place")."""

from __future__ import annotations

from deskcards.games.speech import PILE_WORDS, Speaker

PART_WORDS = ("lower bound", "upper bound", "function")  # a statement's three cards, in order


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone in PILE_WORDS:
        return PILE_WORDS[zone]
    if zone == "input":
        return "the input place"
    kind, seat = zone.split(":")
    return f"{say.owner(int(seat))} {'hand' if kind == 'hand' else 'statements'}"


def statement_words(seat: int, slot: int, part: int, say: Speaker) -> str:
    return f"{say.owner(seat)} statement {slot + 1}, {PART_WORDS[part]}"
