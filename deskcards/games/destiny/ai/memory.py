"""What a Destiny AI seat knows, rebuilt from its observation alone.

The ruling lets a player remember its own peeks (until that card is played),
every public look and hold, and every card played. The observation carries all
of that (``seen``, ``my_look``, ``history``, ``discard``, ``played``), so an
agent needs no state of its own: ``remember`` reads it whole, ``forget`` keeps
only the cards the seat looked at this round and the last (easy's short memory,
``EASY_RECALL``).

Where the cards are, from the seat's side: each one it knows lies at a field
place (``known``); the public ones are out of the field for good (played or
on the discard pile); a public card not on the discard pile now was reshuffled
into the deck (``deck_known``). Every other card (``unknown``) lies at one of
the unseen field places or in the rest of the deck, each as likely as the
next: the seat knows nothing that tells those places apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import destiny_rank

if TYPE_CHECKING:
    from ..observation import DestinyObservation

LOOK = "look"
EASY_RECALL = 1  # earlier rounds whose peeks easy still remembers


@dataclass(frozen=True)
class Memory:
    seat: int
    round_number: int
    known: Mapping[int, int]  # field place -> the card this seat knows lies there
    unknown: tuple[int, ...]  # cards at unseen field places or in the unknown part of the deck
    deck_known: tuple[int, ...]  # public cards shuffled back into the deck
    deck_count: int
    # field place -> the other seats that looked at it in an earlier round: they know that card
    peeked: Mapping[int, frozenset[int]]
    joker_rank: str  # the variant's: where jokers rank

    def knows(self, place: int) -> bool:
        return place in self.known

    def rank(self, card: int) -> int:
        return destiny_rank(card, self.joker_rank)


def remember(observation: DestinyObservation) -> Memory:
    """Everything the ruling lets the seat remember."""
    known = dict(observation.seen)
    if observation.my_look is not None:
        place, card = observation.my_look
        known[place] = card
    public = set(observation.discard) | set(played_cards(observation))
    deck_known = tuple(sorted(public - set(observation.discard)))
    return Memory(observation.seat, observation.round_number, known,
                  _unknown(observation, set(known.values()) | public), deck_known,
                  observation.deck_count, earlier_peeks(observation), observation.ruleset.joker_rank)


def forget(observation: DestinyObservation) -> Memory:
    """Only its own peeks of the last ``EASY_RECALL`` rounds and the card in the
    left hand now; every other card could be anywhere. Without the last round's
    peek easy would never know a card it can hold (the one in its left hand
    cannot be held), and would play blind as a random seat does."""
    recent = {place for round_number, seat, kind, place in observation.history
              if seat == observation.seat and kind == LOOK and round_number >= observation.round_number - EASY_RECALL}
    known = {place: card for place, card in observation.seen.items() if place in recent}
    if observation.my_look is not None:
        place, card = observation.my_look
        known[place] = card
    return Memory(observation.seat, observation.round_number, known, _unknown(observation, set(known.values())),
                  (), observation.deck_count, {}, observation.ruleset.joker_rank)


def earlier_peeks(observation: DestinyObservation) -> dict[int, frozenset[int]]:
    """Places still in the field that other seats looked at in an earlier round."""
    peeked: dict[int, set[int]] = {}
    for round_number, seat, kind, place in observation.history:
        if kind == LOOK and round_number < observation.round_number and seat != observation.seat:
            assert place is not None  # a look names its place
            if observation.field[place]:
                peeked.setdefault(place, set()).add(seat)
    return {place: frozenset(seats) for place, seats in peeked.items()}


def played_cards(observation: DestinyObservation) -> list[int]:
    return [card for _, _, card, _ in observation.played]


def _unknown(observation: DestinyObservation, excluded: set[int]) -> tuple[int, ...]:
    return tuple(card for card in observation.ruleset.deck if card not in excluded)
