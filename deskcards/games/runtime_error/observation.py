"""What one seat may know of a Runtime Error game, and worlds consistent with it.

A seat sees its own hand, every statement on the table (a face-down card
only if it placed it), the whole discard pile, the input card in play, every
hand's size and the deck's size. ``determinize`` deals the cards it has not
seen into the other hands, under the face-down cards and into the deck.
With the ``assist`` option, ``loop_hints`` names the input cards that would
start a provable loop, asking the prover with only what the seat knows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.rng import fresh_seed

from .claims import provable_inputs
from .phases import INPUT, LOOPING, choices
from .statements import Placed

if TYPE_CHECKING:
    from .actions import RuntimeErrorAction
    from .rules import RuntimeErrorRules
    from .state import InputPosition, RuntimeErrorState


@dataclass(frozen=True)
class RuntimeErrorObservation:
    """Everything ``seat`` may know; other hands, the deck and others' face-down cards stay hidden."""

    ruleset: RuntimeErrorRules
    seat: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[tuple[Placed, ...], ...]
    discard: tuple[int, ...]
    deck_size: int
    input_card: int | None
    whose_turn: int
    phase: str
    pending: tuple[int, ...]
    turn: int
    inputs: int
    since_draw: frozenset[InputPosition]  # the current player's own positions this turn; empty for everyone else
    winners: tuple[int, ...] | None
    reason: str

    @classmethod
    def of(cls, state: RuntimeErrorState, seat: int) -> RuntimeErrorObservation:
        players = state.ruleset.players
        table = tuple(tuple(placed.seen_by(seat) for placed in state.statements(s)) for s in range(players))
        return cls(
            state.ruleset, seat, state.hand(seat), tuple(len(state.hand(s)) for s in range(players)), table,
            state.discard, state.deck_size, state.input_card, state.whose_turn, state.phase, state.pending,
            state.turn, state.inputs, state.since_draw if seat == state.whose_turn else frozenset(),
            state.winners, state.reason,
        )

    @property
    def current_player(self) -> int | None:
        return None if self.winners is not None else self.whose_turn

    def legal_actions(self) -> tuple[RuntimeErrorAction, ...]:
        if self.current_player != self.seat:
            return ()
        return choices(self.phase, self.hand, self.table, self.seat)

    def unseen(self) -> list[int]:
        """The cards this seat cannot see: other hands, the deck, others' face-down cards."""
        seen = set(self.hand) | set(self.discard) | {self.input_card}
        seen |= {card for statements in self.table for placed in statements for card in placed.cards}
        return [card for card in FULL_DECK if card not in seen]

    def determinize(self, rng: random.Random) -> RuntimeErrorState:
        from .state import RuntimeErrorState

        cards = self.unseen()
        rng.shuffle(cards)
        table = []
        for statements in self.table:
            filled = []
            for placed in statements:
                if placed.face_down is not None and placed.part(placed.face_down) is None:
                    placed = placed.with_card(placed.face_down, cards.pop(), placed.placed_by)  # type: ignore[arg-type]  # face_down is not None: checked on the line above
                filled.append(placed)
            table.append(filled)
        hands = []
        for seat, size in enumerate(self.hand_sizes):
            if seat == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(cards[:size])
                del cards[:size]
        deck = cards[:self.deck_size]  # all the rest, unless a test set up a position with fewer cards
        return RuntimeErrorState.from_public(self, hands, table, deck, fresh_seed(rng))

    def loop_hints(self) -> tuple[int, ...]:
        """With ``assist`` on, the input cards (now, from this seat's hand) that would start
        a loop the prover proves with what this seat knows; () otherwise."""
        if not self.ruleset.settings.assist or self.current_player != self.seat or self.phase not in (INPUT, LOOPING):
            return ()
        return provable_inputs(self)
