"""Never playing a card that runs EDIT: a smaller game whose wins are real wins.

While an EDIT may still run, ``game`` tells every card apart, and the
exact game can be huge. The player may choose never to play an input that
satisfies their own EDIT statement. Then the table never changes again, so
cards are known by class as in the class regime, and a card that runs EDIT is
like one no LOOP statement accepts: kept in hand, never played
(``NeverEditGame``). Every play of that game is a play of the real game with
the same draws open to the adversary, so when the player wins it, they win
the real game; when they lose it, nothing follows (an edit may be needed), and
the exact search goes on.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, replace

from .game import Game
from .loop_model import EDIT
from .nodes import After, Own, Stmts
from .regime import RANK, SUIT, Regime, loop_ranks, regime_for


@dataclass(frozen=True, slots=True)
class NeverEditWin:
    """A won after-LOOP state of the never-EDIT game, seen from the real game."""

    token: int  # the real game's token (a card) to play next
    edit_ranks: frozenset[int]  # the ranks the player never plays
    drawable: frozenset[int]  # tokens of the real game the deck may give


def edit_ranks(own: Own) -> frozenset[int]:
    """The ranks the player's EDIT statements ``own`` accept."""
    return frozenset(r for s in own if SUIT[s[2]] == EDIT for r in range(RANK[s[0]], RANK[s[1]] + 1))


class NeverEditGame(Game):
    """The testing phase when the player never plays a card that runs their EDIT."""

    def regime(self, stmts: Stmts, hand: Collection[int], inp: int, discard: Iterable[int], pool: Iterable[int]
               ) -> Regime:
        own = stmts[self.seat]
        key = tuple(s[:3] for s in own)
        found = self._regimes.get(key)
        if found is None:
            classes = regime_for(own)
            never = edit_ranks(own)
            junk = classes.junk | {t for t in classes.token_of if RANK[t] in never}
            found = self._regimes[key] = replace(classes, junk=frozenset(junk), edit_overlap=frozenset())
        return found

    def accepted(self, own: Own) -> frozenset[int]:
        """The ranks the player may play: LOOP accepts them and EDIT does not."""
        found = self._accepted.get(own)
        if found is None:
            found = self._accepted[own] = loop_ranks(own) - edit_ranks(own)
        return found

    def after_from(self, after: After) -> After:
        """This game's after-LOOP state for an exact after-LOOP state of the real game."""
        stmts, hand, discard, pool, deck = after
        stmts, hand, _, discard, pool, deck = self._canonical(stmts, hand, -1, discard, pool, deck)
        return stmts, hand, discard, pool, deck
