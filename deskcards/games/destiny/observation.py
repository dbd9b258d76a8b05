"""What one seat may know of a Destiny game, and worlds consistent with it.

Public: every stack, bet and fold, the pots, which field places still hold
a card, who looked at and who held which place in every round, the
Benediction hands, the discard pile, every card played and the last
showdown. Private to the seat: the card in its left hand now and the cards
it looked at earlier that are still in the field (``seen``). Nobody sees
the other field cards, the other players' looks or the deck order.

``determinize`` deals the cards the seat has not seen (all but the discard
pile and its own looks) at random over the field places it does not know
and the deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.rng import fresh_seed

from .actions import DestinyAction
from .cards import FIELD_SIZE
from .hands import Hands
from .phases import PLAY
from .pots import Pot, pots
from .showdown import Showdown
from .state_fields import Move, PlayedCard
from .wagering import Betting

if TYPE_CHECKING:
    from .rules import DestinyRules
    from .state import DestinyState


@dataclass(frozen=True)
class DestinyObservation:
    ruleset: DestinyRules
    seat: int
    players: int
    phase: str  # one of ``phases``
    to_act: int | None
    looked: bool  # in the play, the seat to act is past its look
    dealer: int
    round_number: int
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    committed: tuple[int, ...]
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    out: tuple[bool, ...]
    acted: tuple[bool, ...]  # in this wager round
    current_bet: int
    last_raise: int
    bets_made: int
    raise_unit: int
    pots: tuple[Pot, ...]
    field: tuple[bool, ...]  # True where a face-down card lies
    looks: dict[int, int]  # place -> seat, this round
    holds: dict[int, int]  # place -> seat, this round
    benedictions: tuple[int, ...]
    my_look: tuple[int, int] | None  # (place, card) in this seat's left hand now
    seen: dict[int, int]  # place -> card, this seat's looks at cards still in the field
    history: tuple[Move, ...]  # (round_number, seat, "look"|"hold"|"benediction"|wager text, place or None)
    looked_places: tuple[tuple[int, ...], ...]  # per seat, where it looked this game, in order: public
    discard: tuple[int, ...]  # bottom to top
    played: tuple[PlayedCard, ...]  # (round_number, seat, card, place or None for the deck)
    deck_count: int
    showdown: Showdown | None
    winners: tuple[int, ...] | None

    @classmethod
    def of(cls, state: DestinyState, seat: int) -> DestinyObservation:
        betting, hands = state.betting, state.hands
        look = hands.look_of(seat) if state.phase == PLAY else None
        my_look = None
        if look is not None:
            card = state.field[look]
            assert card is not None  # a card in a left hand lies in the field
            my_look = (look, card)
        return cls(
            state.ruleset, seat, state.ruleset.players, state.phase, state.current_player, state.looked,
            state.dealer, state.round_number, tuple(betting.stacks), tuple(betting.bets), tuple(betting.committed),
            tuple(betting.folded), tuple(betting.all_in), state.out, tuple(betting.acted), betting.current_bet,
            betting.last_raise, betting.bets_made, betting.unit,
            tuple(pots(betting.committed, betting.folded)), tuple(card is not None for card in state.field),
            dict(hands.looks), dict(hands.holds), tuple(hands.benedictions),
            my_look, state.memory(seat), state.history, state.looked_places,
            state.discard, state.played, len(state.deck), state.showdown, state.winners,
        )

    def betting(self) -> Betting:
        """The round's chips as a ``Betting``, for the wager helpers."""
        betting = Betting(self.ruleset.betting, self.ruleset.big_blind, self.stacks)
        betting.bets, betting.committed = list(self.bets), list(self.committed)
        betting.folded, betting.all_in, betting.acted = list(self.folded), list(self.all_in), list(self.acted)
        betting.current_bet, betting.last_raise = self.current_bet, self.last_raise
        betting.bets_made, betting.unit = self.bets_made, self.raise_unit
        return betting

    def hands(self) -> Hands:
        hands = Hands()
        hands.looks, hands.holds, hands.benedictions = dict(self.looks), dict(self.holds), list(self.benedictions)
        return hands

    def legal_actions(self) -> Sequence[DestinyAction]:
        from .state import legal_actions

        if self.to_act != self.seat:
            return []
        field = [0 if present else None for present in self.field]
        return legal_actions(self.phase, self.looked, self.seat, self.betting(), self.hands(), field)

    def known_field(self) -> dict[int, int]:
        """place -> card for every field card this seat knows."""
        known = dict(self.seen)
        if self.my_look is not None:
            known[self.my_look[0]] = self.my_look[1]
        return known

    def unseen(self) -> list[int]:
        """The cards this seat cannot place: in unknown field places or the deck."""
        known = set(self.known_field().values()) | set(self.discard)
        return [card for card in self.ruleset.deck if card not in known]

    def determinize(self, rng: random.Random) -> DestinyState:
        from .state import DestinyState

        known = self.known_field()
        hidden = [place for place in range(FIELD_SIZE) if self.field[place] and place not in known]
        cards = self.unseen()
        rng.shuffle(cards)
        field: list[int | None] = [None] * FIELD_SIZE
        for place, card in known.items():
            field[place] = card
        for place, card in zip(hidden, cards):
            field[place] = card
        return DestinyState.from_public(self, field, cards[len(hidden):], fresh_seed(rng))
