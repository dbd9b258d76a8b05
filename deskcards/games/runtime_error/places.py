"""Where a card lies at a Runtime Error table, in words a screen reader says
("Carol's statement 2, lower bound", "the input place")."""

from __future__ import annotations

from deskcards.engine.words import noop, relay, translate
from deskcards.games.log_sentences import PILE_WORDS, Speaker

# A statement's three cards, in order.
PART_WORDS = (noop("runtime-error", "lower bound"), noop("runtime-error", "upper bound"),
              noop("runtime-error", "function"))


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone in PILE_WORDS:
        return relay("speech", PILE_WORDS[zone])
    if zone == "input":
        return translate("runtime-error", "the input place")
    kind, seat = zone.split(":")
    if kind == "hand":
        return say.says("runtime-error", int(seat), "your hand", "{player}'s hand")
    return say.says("runtime-error", int(seat), "your statements", "{player}'s statements")


def statement_words(seat: int, slot: int, part: int, say: Speaker) -> str:
    return say.says("runtime-error", seat, "your statement {number}, {part}", "{player}'s statement {number}, {part}",
                    number=slot + 1, part=relay("runtime-error", PART_WORDS[part]))
