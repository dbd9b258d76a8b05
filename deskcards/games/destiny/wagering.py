"""Chips in one round of Destiny: stacks, bets, folds, standing calls, and
who is to wager.

A wager round works as in Hold'em with one difference: "all in" is a
standing call, not a raise. The seat calls now and, for the rest of the
round, every later raise is matched for it automatically up to its whole
stack; it never acts again and puts no pressure on anyone.

The smallest raise is the big blind or the last raise of the wager round,
whichever is larger. No-limit allows up to the whole stack; pot-limit up to
the pot after calling; fixed-limit raises by the big blind in the first
wager round and twice that in the second, at most four bets a wager round (the big
blind counts as the first bet of the first wager round).

Every amount is an int and chips only move, so the sum of stacks and
committed chips never changes within a round.
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.words import translate, translate_count

from .actions import AllIn, Call, Check, Fold, Raise, WagerAction
from .pots import unmatched

FIXED_LIMIT_BETS = 4
ChipMove = tuple[int, int, str]  # (seat, chips from stack into the pot, why)


class Betting:
    """The round's chips and the current wager round."""

    __slots__ = ("kind", "big", "stacks", "bets", "committed", "folded", "all_in", "acted",
                 "current_bet", "last_raise", "bets_made", "unit")

    def __init__(self, kind: str, big: int, stacks: Sequence[int]):
        players = len(stacks)
        self.kind, self.big = kind, big
        self.stacks = list(stacks)
        self.bets = [0] * players
        self.committed = [0] * players
        self.folded = [stack == 0 for stack in stacks]  # a seat with no chips is not dealt in
        self.all_in = [False] * players
        self.acted = [False] * players
        self.current_bet, self.last_raise, self.bets_made, self.unit = 0, big, 0, big

    def clone(self) -> Betting:
        other = Betting.__new__(Betting)
        other.kind, other.big = self.kind, self.big
        other.stacks, other.bets, other.committed = self.stacks[:], self.bets[:], self.committed[:]
        other.folded, other.all_in, other.acted = self.folded[:], self.all_in[:], self.acted[:]
        other.current_bet, other.last_raise = self.current_bet, self.last_raise
        other.bets_made, other.unit = self.bets_made, self.unit
        return other

    def snapshot(self) -> tuple[object, ...]:
        return (self.kind, self.big, self.stacks, self.bets, self.committed, self.folded, self.all_in,
                self.acted, self.current_bet, self.last_raise, self.bets_made, self.unit)

    # -- wager rounds -----------------------------------------------------------

    def start_wager_round(self, second: bool) -> None:
        """A new wager round: nobody has acted, nothing is bet (blinds are posted after)."""
        players = len(self.stacks)
        self.bets, self.acted = [0] * players, [False] * players
        self.current_bet, self.last_raise = 0, self.big
        self.bets_made = 0
        self.unit = self.big * 2 if second and self.kind == "fixed-limit" else self.big

    def post_blind(self, seat: int, blind: int, why: str) -> ChipMove:
        """Post a blind (all the seat has if that is less); the big one sets the bet to call."""
        move = self._pay_to(seat, blind, why)
        if blind > self.current_bet:
            self.current_bet = blind
            self.bets_made = 1
        return move

    def return_unmatched(self) -> list[tuple[int, int]]:
        """At the end of a wager round, chips nobody still in matched go back (``pots.unmatched``):
        (seat, amount) for each seat that gets some."""
        back = unmatched(self.committed, self.folded)
        for seat, amount in enumerate(back):
            self.stacks[seat] += amount
            self.committed[seat] -= amount
            self.bets[seat] = max(0, self.bets[seat] - amount)
        return [(seat, amount) for seat, amount in enumerate(back) if amount]

    def live(self) -> list[int]:
        return [seat for seat, folded in enumerate(self.folded) if not folded]

    def needs_to_act(self, seat: int) -> bool:
        """Whether ``seat`` still has a decision in this wager round."""
        if self.folded[seat] or self.all_in[seat] or not self.stacks[seat]:
            return False
        if self.bets[seat] < self.current_bet:
            return True
        others_can_answer = any(self.stacks[other] for other in self.live() if other != seat)
        return not self.acted[seat] and others_can_answer

    def next_to_act(self, order: Sequence[int]) -> int | None:
        """The first seat in ``order`` with a decision, or None when the wager round is over."""
        return next((seat for seat in order if self.needs_to_act(seat)), None)

    # -- what a seat may do -----------------------------------------------------

    def call_amount(self, seat: int) -> int:
        return max(0, min(self.current_bet - self.bets[seat], self.stacks[seat]))

    def can_check(self, seat: int) -> bool:
        return self.bets[seat] >= self.current_bet

    def min_raise_to(self, seat: int) -> int:
        """The smallest total bet a raise may make; raising is possible only while
        this is at most ``max_raise_to``."""
        step = self.unit if self.kind == "fixed-limit" else max(self.big, self.last_raise)
        return self.current_bet + step

    def max_raise_to(self, seat: int) -> int:
        everything = self.bets[seat] + self.stacks[seat]
        if self.kind == "fixed-limit":
            may_raise = self.bets_made < FIXED_LIMIT_BETS and everything >= self.min_raise_to(seat)
            return self.min_raise_to(seat) if may_raise else 0
        if self.kind == "pot-limit":
            pot_after_call = sum(self.committed) + self.current_bet - self.bets[seat]
            return min(everything, self.current_bet + pot_after_call)
        return everything

    def legal(self, seat: int) -> list[WagerAction]:
        """Fold, check or call, a few raise sizes (any whole amount between the
        smallest and largest is allowed too) and all in."""
        actions: list[WagerAction] = [Fold(), Check() if self.can_check(seat) else Call()]
        low, high = self.min_raise_to(seat), self.max_raise_to(seat)
        if low <= high:
            pot = sum(self.committed) + self.call_amount(seat)
            sizes = {low, high, *(self.current_bet + pot * share // 2 for share in (1, 2, 4))}
            actions += [Raise(to) for to in sorted(sizes) if low <= to <= high]
        actions.append(AllIn())
        return actions

    def why_not(self, seat: int, action: object) -> str | None:
        """Why ``action`` is not allowed for ``seat`` now, or None if it is."""
        if isinstance(action, Check) and not self.can_check(seat):
            return translate_count("destiny", self.call_amount(seat), "You cannot check: calling costs {count} chip.",
                                   "You cannot check: calling costs {count} chips.")
        if isinstance(action, Call) and self.can_check(seat):
            return translate("destiny", "There is nothing to call: check instead.")
        if isinstance(action, Raise):
            low, high = self.min_raise_to(seat), self.max_raise_to(seat)
            if low > high:
                if self.kind == "fixed-limit" and self.bets_made >= FIXED_LIMIT_BETS:
                    return translate("destiny", "You cannot raise now: four bets is the limit.")
                return translate("destiny", "You cannot raise now: you have too few chips.")
            if not low <= action.to <= high:
                return (translate("destiny", "A raise must bring your bet to {low}.", low=low) if low == high
                        else translate("destiny", "A raise must bring your bet to between {low} and {high}.", low=low,
                                       high=high))
        if not isinstance(action, (Fold, Check, Call, Raise, AllIn)):
            return translate("destiny", "It is time to wager: fold, check, call, raise or go all in.")
        return None

    # -- acting -------------------------------------------------------------------

    def act(self, seat: int, action: object) -> list[ChipMove]:
        """Play a checked wager for ``seat``; the chips that moved, standing calls included."""
        self.acted[seat] = True
        if isinstance(action, Fold):
            self.folded[seat] = True
            return []
        if isinstance(action, Check):
            return []
        if isinstance(action, Call):
            return [self._pay_to(seat, self.current_bet, "call")]
        if isinstance(action, AllIn):
            self.all_in[seat] = True
            return [self._pay_to(seat, self.current_bet, "all in")]
        assert isinstance(action, Raise)
        self.last_raise = action.to - self.current_bet
        self.current_bet = action.to
        self.bets_made += 1
        moves = [self._pay_to(seat, action.to, "raise")]
        return moves + [self._pay_to(other, action.to, "standing call") for other in self.live()
                        if self.all_in[other] and self.stacks[other] and other != seat]

    def _pay_to(self, seat: int, target: int, why: str) -> ChipMove:
        paid = max(0, min(target - self.bets[seat], self.stacks[seat]))
        self.stacks[seat] -= paid
        self.bets[seat] += paid
        self.committed[seat] += paid
        return seat, paid, why
