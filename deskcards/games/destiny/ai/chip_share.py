"""Destiny's expected score for the coach: a seat's chips after the hand, as a
share of all the chips at the table.

The game is won by the most chips, so a choice is worth the chips it is
expected to leave the seat with once the hand is over (its stack plus what it
has in the pots, plus what it wins, less what it loses), over every chip in
play: 0 is none, 1 all, 1/players an even share.
What a wager wins follows hard's reading of the table
(``DestinyAgent.careful_table``): at a careful table, its model of who calls a
total and who folds to it (``ai_careful.expected_chips``); at a wild one,
where the rivals gamble, every live rival calls as far as its chips go. The
chips of seats already folded go to the winner too. Chips are counted at
face value: the risk of going out, which hard's own wagers weigh at a wild
table (``ai_wager.RISK_PREMIUM``), is not.
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
    stakes: tuple[ai_careful.Stake, ...]  # at a careful table: how far each live rival goes
    reaches: tuple[int, ...] | None  # at a wild table (else None): each live rival's chips, in the pots and behind

    @classmethod
    def of(cls, seen: DestinyObservation, careful: bool) -> TableChips:
        live = live_rivals(seen)
        dead = sum(chips for other, chips in enumerate(seen.committed) if other != seen.seat and other not in live)
        reaches = None if careful else tuple(seen.committed[rival] + seen.stacks[rival] for rival in live)
        return cls(seen.stacks[seen.seat], seen.committed[seen.seat], dead, sum(seen.stacks) + sum(seen.committed),
                   seen.ruleset.big_blind, tuple(ai_careful.stakes(seen)), reaches)

    def wagered(self, chance: float, total: int | None) -> float:
        """The share with ``total`` of ours in the pots (None: a fold), winning the
        showdown with ``chance``."""
        if total is None:
            won = -float(self.committed)
        elif self.reaches is None:
            won = ai_careful.expected_chips(chance, total, list(self.stakes)) + chance * self.dead
        else:  # every rival matches what it can; chips past the most any rival can match come back
            matched = [min(total, reach) for reach in self.reaches]
            won = chance * (self.dead + sum(matched)) - (1 - chance) * min(total, max(matched, default=total))
        return min(1.0, max(0.0, (self.stack + self.committed + won) / max(1, self.table)))

    def best_wager(self, chance: float) -> float:
        """The share after the final wager round, wagering as well as the careful
        model allows (a check, a fold, or a raise to any total we can afford)."""
        low, high = self.committed + self.min_raise, self.committed + self.stack
        totals = [self.committed, *range(min(low, high), high + 1)]
        return max(self.wagered(chance, None), *(self.wagered(chance, total) for total in totals))
