"""Where a card lies at a Segment Trix table, in words a screen reader says
("Carol's hand", "the trick, played by Carol as 7")."""

from __future__ import annotations

from deskcards.games.speech import Speaker


def place_words(zone: str, index: int, say: Speaker) -> str:
    if zone == "trick":
        return "the trick"
    if zone == "deck":
        return "the deck"
    if zone == "box":
        return "out of play"
    kind, seat = zone.split(":")
    return f"{say.owner(int(seat))} {'hand' if kind == 'hand' else 'tricks won'}"


def trick_words(seat: int, digit: int, upside_down: bool, say: Speaker) -> str:
    """A card of the trick: who played it, and as which digit."""
    turned = ", upside down" if upside_down else ""
    return f"the trick, played by {say.name(seat)} as {digit}{turned}"
