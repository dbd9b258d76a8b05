"""Where a card lies at a Segment Trix table, in words a screen reader says
("Carol's hand", "the trick, played by Carol as 7")."""

from __future__ import annotations

from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone == "trick":
        return translate("segment-trix", "the trick")
    if zone == "deck":
        return translate("segment-trix", "the deck")
    if zone == "box":
        return translate("segment-trix", "out of play")
    kind, seat = zone.split(":")
    if kind == "hand":
        return say.says("segment-trix", int(seat), "your hand", "{player}'s hand")
    return say.says("segment-trix", int(seat), "your tricks won", "{player}'s tricks won")


def trick_words(seat: int, digit: int, upside_down: bool, say: Speaker) -> str:
    """A card of the trick: who played it, and as which digit."""
    if upside_down:
        return say.says("segment-trix", seat, "the trick, played by you as {digit}, upside down",
                        "the trick, played by {player} as {digit}, upside down", digit=digit)
    return say.says("segment-trix", seat, "the trick, played by you as {digit}",
                    "the trick, played by {player} as {digit}", digit=digit)
