"""Destiny's expected score for the coach: a seat's chips after the hand, as a
share of all the chips at the table.

The game is won by the most chips, so a choice is worth the chips it is
expected to leave the seat with once the hand is over (its stack plus what it
has in the pots, plus what it wins, less what it loses), over every chip in
play: 0 is none, 1 all, 1/players an even share.
What a wager wins comes from hard's careful-table model of who calls a total
and who folds to it (``ai_careful.expected_chips``); the chips of seats
already folded go to the winner too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import careful as ai_careful
from .showings import live_rivals

if TYPE_CHECKING:
    from ..observation import DestinyObservation

EXPECTED_SCORE = "expected score (share of all chips after the hand)"


@dataclass(frozen=True)
class TableChips:
    """The hand's chips as one seat sees them."""

    stack: int
    committed: int  # ours in the pots this hand
    dead: int  # in the pots from seats that folded: the winner's
    table: int  # every chip in play
    min_raise: int  # the least a raise adds in the final wager round
    stakes: tuple[ai_careful.Stake, ...]

    @classmethod
    def of(cls, seen: DestinyObservation) -> TableChips:
        live = set(live_rivals(seen))
        dead = sum(chips for other, chips in enumerate(seen.committed) if other != seen.seat and other not in live)
        return cls(seen.stacks[seen.seat], seen.committed[seen.seat], dead, sum(seen.stacks) + sum(seen.committed),
                   seen.ruleset.big_blind, tuple(ai_careful.stakes(seen)))

    def wagered(self, chance: float, total: int | None) -> float:
        """The share with ``total`` of ours in the pots (None: a fold), winning the
        showdown with ``chance``."""
        if total is None:
            won = -float(self.committed)
        else:
            won = ai_careful.expected_chips(chance, total, list(self.stakes)) + chance * self.dead
        return min(1.0, max(0.0, (self.stack + self.committed + won) / max(1, self.table)))

    def best_wager(self, chance: float) -> float:
        """The share after the final wager round, wagering as well as the careful
        model allows (a check, a fold, or a raise to any total we can afford)."""
        low, high = self.committed + self.min_raise, self.committed + self.stack
        totals = [self.committed, *range(min(low, high), high + 1)]
        return max(self.wagered(chance, None), *(self.wagered(chance, total) for total in totals))
