"""Wagering: what to do with a chance to win.

Plain (easy, medium): a hand is worth committing ``PLAIN_SHARE`` of one's
chips times the chance to win. Raise up to that, call while the call stays
within it, check when free, fold otherwise. No pot odds, no bluffs.

Shrewd (hard):
- call when the chance beats the pot odds (call / (pot + call)); in the first
  round, before any card is chosen, the odds are eased by ``FIRST_ROUND_EASE``,
  since the cheap way out comes after the play;
- raise for value from ``VALUE_AT`` up, a share of the pot that grows with the
  chance;
- bluff: when it may check with a card that is not worth a call, it raises
  half the pot instead in ``BLUFF_RATE`` of such spots in the final round
  (1 in 8), facing at most ``BLUFF_RIVALS`` rivals;
- all in is the standing call it is: taken instead of a call when the call
  alone would put ``COMMITTED_SHARE`` of the stack in, or when the chance is
  good enough to call any raise up to the whole stack.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .actions import AllIn, Call, Check, Fold, Raise

PLAIN_SHARE = 0.4
FIRST_ROUND_EASE = 0.6
VALUE_AT = 0.6
BLUFF_RATE = 0.125
BLUFF_RIVALS = 2
COMMITTED_SHARE = 0.5


@dataclass(frozen=True)
class Spot:
    """The wager as one seat sees it: chips in play and what its choices cost."""

    pot: int  # everything committed this hand, by every seat
    to_call: int
    stack: int
    committed: int  # ours this hand
    bet: int  # ours this round
    legal: tuple[Any, ...]
    rivals: int

    @classmethod
    def of(cls, observation: Any, rivals: int) -> "Spot":
        seat = observation.seat
        call = max(observation.bets) - observation.bets[seat]
        return cls(sum(observation.committed), min(call, observation.stacks[seat]), observation.stacks[seat],
                   observation.committed[seat], observation.bets[seat], tuple(observation.legal_actions()), rivals)

    def has(self, kind: type) -> Any:
        return next((action for action in self.legal if isinstance(action, kind)), None)

    def raise_to(self, total: int) -> Any:
        """The legal raise closest to a bet of ``total`` this round, or None."""
        raises = [action for action in self.legal if isinstance(action, Raise)]
        if not raises:
            return None
        return min(raises, key=lambda action: abs(action.to - total))

    def passive(self) -> Any:
        """Check when free, else fold."""
        return self.has(Check) or self.has(Fold) or self.legal[0]


def plain(spot: Spot, chance: float) -> Any:
    target = round(chance * PLAIN_SHARE * (spot.stack + spot.committed))  # this hand, all rounds
    round_target = target - (spot.committed - spot.bet)
    top = spot.bet + spot.to_call
    if round_target > top:
        raised = spot.raise_to(round_target)
        if raised is not None and raised.to > top:
            return raised
    if spot.to_call == 0:
        return spot.has(Check) or spot.passive()
    if spot.committed + spot.to_call <= target:
        return spot.has(Call) or spot.has(AllIn) or spot.passive()
    return spot.passive()


def shrewd(spot: Spot, chance: float, first_round: bool, rng: random.Random) -> Any:
    if chance >= VALUE_AT:
        share = 0.5 + 2 * (chance - VALUE_AT)  # of the pot after our call
        raised = spot.raise_to(spot.bet + spot.to_call + round(share * (spot.pot + spot.to_call)))
        if raised is not None:
            return raised
    if spot.to_call == 0:
        if not first_round and spot.rivals <= BLUFF_RIVALS and rng.random() < BLUFF_RATE:
            bluff = spot.raise_to(spot.bet + max(1, spot.pot // 2))
            if bluff is not None:
                return bluff
        return spot.has(Check) or spot.passive()
    odds = spot.to_call / (spot.pot + spot.to_call)
    if first_round:
        odds *= FIRST_ROUND_EASE
    if chance < odds:
        return spot.passive()
    if _stands(spot, chance):
        return spot.has(AllIn) or spot.has(Call) or spot.passive()
    return spot.has(Call) or spot.has(AllIn) or spot.passive()


def _stands(spot: Spot, chance: float) -> bool:
    """Whether to call every later raise too: pot-committed, or good against a shove."""
    shove_odds = spot.stack / (spot.pot + 2 * spot.stack)
    return spot.to_call >= COMMITTED_SHARE * spot.stack or chance >= max(shove_odds, 0.5)
