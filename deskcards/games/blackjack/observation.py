"""What one seat may know of a Blackjack game, and worlds consistent with it.

A seat sees its own hand, every hand's size, the discard pile, the deck's
size, the pick-up, offset, debts and the turn so far. It also remembers, per
seat, the latest time that seat drew instead of playing (``CouldNotPlay``): it
then held none of the cards it could have played. Cards drawn since are new
and unconstrained, so at least ``hand size - drawn_since`` of its cards are
still ones it could not have played then. ``determinize`` honours that.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.rng import fresh_seed

from .masks import cards_in, shuffled

if TYPE_CHECKING:
    from .actions import BlackjackAction
    from .rules import BlackjackRules
    from .state import BlackjackState

# Greedy deals tried before the oldest remembered fact is given up.
DEAL_TRIES = 4


@dataclass(frozen=True)
class CouldNotPlay:
    """On ``turn`` the seat drew instead of playing: it held none of the cards in ``unplayable``."""

    turn: int
    unplayable: int  # a mask of cards, bit c for card c
    drawn_since: int  # cards it has drawn from then on, that draw included

    @property
    def unplayable_cards(self) -> tuple[int, ...]:
        return cards_in(self.unplayable)


@dataclass(frozen=True)
class BlackjackObservation:
    """Everything ``seat`` may know; the other hands and the deck order stay hidden."""

    ruleset: BlackjackRules
    seat: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    discard: tuple[int, ...]
    deck_size: int
    pickup: int
    move_offset: int
    current_player: int | None
    phase: str
    cycle_value: int | None
    cycle_count: int
    turn_cards: tuple[int, ...]
    last_played: tuple[int | None, ...]  # per seat, its latest card from a finished turn (step 8 reads it)
    active_suit: int | None
    queen_free: bool
    debts: tuple[int, ...]
    turn: int
    places: tuple[int, ...]
    winner: int | None
    could_not_play: tuple[CouldNotPlay | None, ...]

    @property
    def top_card(self) -> int | None:
        return self.discard[-1] if self.discard else None

    @property
    def direction(self) -> int:
        return 1 if self.move_offset > 0 else -1

    def legal_actions(self) -> tuple[BlackjackAction, ...]:
        """The seat's actions when it is to move; () while another seat plays.

        Asked of a state that shows this observation, the other hands left
        empty: they do not change what the current player may do.
        """
        if self.current_player != self.seat:
            return ()
        hands = [0] * len(self.hand_sizes)
        hands[self.seat] = sum(1 << card for card in self.hand)
        return self.ruleset.state_from_public(self, hands, [], 0).legal_actions()

    def determinize(self, rng: random.Random) -> BlackjackState:
        """A full state that looks exactly like this to ``seat``, the unseen cards dealt by ``rng``.

        The unseen cards are sorted before shuffling, so the world depends only
        on the observation and ``rng``; the world gets a fresh seed from ``rng``
        for its own later shuffles.
        """
        seen = set(self.hand) | set(self.discard)
        unseen = [card for card in FULL_DECK if card not in seen]
        needs = [
            (fact.turn, seat, fact.unplayable, self.hand_sizes[seat] - fact.drawn_since)
            for seat, fact in enumerate(self.could_not_play)
            if fact is not None and seat != self.seat and self.hand_sizes[seat] > fact.drawn_since
        ]
        sizes = [0 if seat == self.seat else size for seat, size in enumerate(self.hand_sizes)]
        hands, deck = deal_unseen(unseen, sizes, sorted(needs), rng)
        hands[self.seat] = sum(1 << card for card in self.hand)
        return self.ruleset.state_from_public(self, hands, deck, fresh_seed(rng))


def deal_unseen(unseen: list[int], sizes: Sequence[int], needs: list[tuple[int, int, int, int]],
                rng: random.Random) -> tuple[list[int], list[int]]:
    """Deal ``unseen`` into hands of ``sizes`` (as masks) and a deck (the rest, shuffled).

    ``needs`` are (turn, seat, mask, count), oldest first: ``seat`` must get at
    least ``count`` cards outside ``mask``. A few random greedy deals are
    tried; if all fail, the oldest need is dropped and the deal tried again,
    so this always ends (with no needs left the first deal succeeds).
    """
    while True:
        for _ in range(DEAL_TRIES):
            cards = shuffled(unseen, rng)
            dealt = _greedy_deal(cards, sizes, needs)
            if dealt is not None:
                return dealt
        needs = needs[1:]


def _greedy_deal(cards: list[int], sizes: Sequence[int],
                 needs: list[tuple[int, int, int, int]]) -> tuple[list[int], list[int]] | None:
    """Serve the scarcest need first from ``cards`` in order, then fill every hand; None if stuck."""
    hands = [0] * len(sizes)
    taken = 0
    pool = sum(1 << card for card in cards)
    for _, seat, mask, count in sorted(needs, key=lambda need: ((pool & ~need[2]).bit_count() - need[3], need[1])):
        picked = [card for card in cards if not (mask | taken) >> card & 1][:count]
        if len(picked) < count:
            return None
        for card in picked:
            hands[seat] |= 1 << card
            taken |= 1 << card
    rest = [card for card in cards if not taken >> card & 1]
    for seat, size in enumerate(sizes):
        missing = size - hands[seat].bit_count()
        for card in rest[:missing]:
            hands[seat] |= 1 << card
        del rest[:missing]
    return hands, rest
