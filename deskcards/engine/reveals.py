"""What a strict take-back (a variant's ``take_backs: unseen``) may not undo: a card
someone has seen, a draw, a shuffle.

Under that rule a move may be taken back only if the moves since showed nobody
anything the rules hide and left nothing to chance, so the player never plays
the position again knowing more than before (the default, ``any``, allows it;
such a game is counted apart). Each game names what it hides in its
``reveals.py`` (``revealed(events, you)``, which its state's ``revealed``
calls); this module words the events every game shares.

A card of your own shown to the AIs does not count: an AI decides from the
state's observation alone and keeps no memory, so after a take-back it knows
exactly what it knew before. The app seats one human; ``you`` is that seat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from deskcards.engine.cards import card_label
from deskcards.engine.events import CardMoved, Event, Shuffled
from deskcards.engine.words import translate

# Whether a zone (``hand:2``, ``deck``) holds cards that ``you`` may not see.
HiddenZone = Callable[[str, int], bool]
# A game's own words for one of its own events that reveals something to ``you``, else None.
OwnReveal = Callable[[Event, int], str | None]
# "you have seen the 7♣ since", in the game's own names for its cards.
CardSeen = Callable[[int], str]


def seen(card: int) -> str:
    """A card of the standard deck seen; a game with cards of its own words them itself."""
    return translate("take-back", "you have seen the {card} since", card=card_label(card))


def first_reveal(events: Sequence[Event], you: int, hidden: HiddenZone, own: OwnReveal | None = None,
                 card_seen: CardSeen = seen) -> str | None:
    """What ``events`` revealed, worded for ``you`` and ending in "since" ("you have
    seen the 7♣ since", "a card was drawn since"), or None. A game's own events
    speak first: "a new hand was dealt since" says more than the first card dealt."""
    if own is not None:
        for event in events:
            said = own(event, you)
            if said is not None:
                return said
    for event in events:
        said = _shared(event, you, hidden, card_seen)
        if said is not None:
            return said
    return None


def seat_of(zone: str) -> int | None:
    """The seat a zone belongs to (``hand:2`` is seat 2's), None for a shared one."""
    _, colon, owner = zone.partition(":")
    return int(owner) if colon and owner.isdigit() else None


def _shared(event: Event, you: int, hidden: HiddenZone, card_seen: CardSeen) -> str | None:
    if isinstance(event, Shuffled):
        return translate("take-back", "the cards were shuffled since")
    if not isinstance(event, CardMoved):
        return None
    if event.source == "deck":
        shown = event.face_up or seat_of(event.target) == you
        return card_seen(event.card) if shown else translate("take-back", "a card was drawn since")
    if hidden(event.source, you) and event.face_up and not hidden(event.target, you):
        return card_seen(event.card)
    return None


def others(*kinds: str) -> HiddenZone:
    """The deck and the zones of ``kinds`` (``"hand"``) that belong to another seat are hidden."""
    def hidden(zone: str, you: int) -> bool:
        owner = seat_of(zone)
        return zone == "deck" or (owner is not None and owner != you and zone.partition(":")[0] in kinds)

    return hidden
