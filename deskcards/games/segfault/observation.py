"""What one seat may know of a Segmentation Fault match, and worlds consistent with it."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.rng import fresh_seed

if TYPE_CHECKING:
    from .actions import SegfaultAction
    from .rules import SegfaultRules
    from .state import SegfaultState

@dataclass(frozen=True)
class SegfaultObservation:
    """Everything is face up except the deck's order: its cards are public."""

    ruleset: SegfaultRules
    seat: int
    phase: str
    current_player: int | None
    rows: tuple[tuple[int, ...] | None, ...]
    discard: tuple[int, ...]
    drawn: int | None
    deck_cards: tuple[int, ...]  # sorted, so the order stays hidden
    target: tuple[int, int] | None
    turn: int
    round: int
    scores: tuple[int, ...]
    winner: int | None

    @property
    def deck_size(self) -> int:
        return len(self.deck_cards)

    def legal_actions(self) -> tuple[SegfaultAction, ...]:
        return self.ruleset.legal_by_phase[self.phase]

    def determinize(self, rng: random.Random) -> SegfaultState:
        """A full state with the unseen deck shuffled by ``rng`` and a fresh seed
        for its own later shuffles, so those are not predictable either."""
        deck = list(self.deck_cards)
        rng.shuffle(deck)
        return self._public_table.with_deck(deck, fresh_seed(rng))

    @functools.cached_property
    def _public_table(self) -> SegfaultState:
        """Everything of a world but its deck, built once: a search draws
        thousands of worlds from one observation."""
        from .state import SegfaultState  # the state builds observations: imported here, not at the top

        rows = [None if row is None else list(row) for row in self.rows]
        return SegfaultState(
            self.ruleset, rows, [], list(self.discard), seed=0, phase=self.phase,
            current=self.current_player, drawn=self.drawn, target=self.target, turn=self.turn, round=self.round,
            scores=self.scores,
        )
