"""Where a card lies at a Destiny table, in words a screen reader says
("field c3", "field c3, lifted by Carol", "played by you from the deck")."""

from __future__ import annotations

from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker

from .cards import place_text


def field_words(place: int) -> str:
    return translate("destiny", "field {place}", place=place_text(place))


def lifted_words(place: int, seat: int, say: Speaker) -> str:
    return say.says("destiny", seat, "{field}, lifted by you", "{field}, lifted by {player}", field=field_words(place))


def played_words(place: int | None, seat: int, say: Speaker) -> str:
    """A card shown at the showdown, from its field place (None: the deck, a Benediction)."""
    if place is None:
        return say.says("destiny", seat, "played by you from the deck", "played by {player} from the deck")
    return say.says("destiny", seat, "played by you from {field}", "played by {player} from {field}",
                    field=field_words(place))
