"""What one seat may know of a High card game, and worlds consistent with it.

A seat sees its own hand, how many cards each other seat holds, the trick and
every card taken; the other hands and the undealt deck are hidden.
``determinize`` deals the unseen cards at random into the hidden places.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.rng import fresh_seed

from .actions import Play


@dataclass(frozen=True)
class HighCardObservation:
    ruleset: Any
    seat: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    trick: tuple[int, ...]
    leader: int
    current_player: int | None
    won: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...] | None

    @classmethod
    def of(cls, state: Any, seat: int) -> HighCardObservation:
        players = range(state.ruleset.players)
        return cls(state.ruleset, seat, state.hand(seat), tuple(len(state.hand(other)) for other in players),
                   len(state.zones()["deck"]), state.trick, state.leader, state.current_player,
                   tuple(state.won(other) for other in players), state.winners)

    def legal_actions(self) -> tuple[Play, ...]:
        return tuple(map(Play, self.hand)) if self.current_player == self.seat else ()

    def determinize(self, rng: random.Random) -> Any:
        from .state import HighCardState

        seen = {*self.hand, *self.trick, *(card for cards in self.won for card in cards)}
        unseen = [card for card in FULL_DECK if card not in seen]
        rng.shuffle(unseen)
        hidden = iter(unseen)
        hands = [self.hand if seat == self.seat else [next(hidden) for _ in range(size)]
                 for seat, size in enumerate(self.hand_sizes)]
        return HighCardState.from_public(self, hands, list(hidden), fresh_seed(rng))
