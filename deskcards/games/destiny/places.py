"""Where a card lies at a Destiny table, in words a screen reader says
("field c3", "field c3, lifted by Carol", "played by you from the deck")."""

from __future__ import annotations

from deskcards.games.speech import Speaker

from .cards import place_text


def field_words(place: int) -> str:
    return f"field {place_text(place)}"


def lifted_words(place: int, seat: int, say: Speaker) -> str:
    return f"{field_words(place)}, lifted by {say.name(seat)}"


def played_words(place: int | None, seat: int, say: Speaker) -> str:
    """A card shown at the showdown, from its field place (None: the deck, a Benediction)."""
    return f"played by {say.name(seat)} from {'the deck' if place is None else field_words(place)}"
