"""Wagering: what to do with a chance to win.

Plain (easy, medium): a hand is worth committing ``PLAIN_SHARE`` of one's
chips times the chance to win. Raise up to that, call while the call stays
within it, check when free, fold otherwise. No pot odds, no bluffs.

Shrewd (hard):
- call when the chance beats the pot odds (call / (pot + call)); in the first
  round, before any card is chosen, a small call's odds are eased by
  ``FIRST_ROUND_EASE``, since the cheap way out comes after the play; a call
  that risks much of our chips asks for more (``RISK_PREMIUM``): the game is
  won by outlasting the table, not by the chips a coin flip is worth;
- raise for value from ``VALUE_AT`` up, a share of the pot that grows with the
  chance (everything, when a rival stands all in: its standing call matches it), but never past what it could afford to have matched
  (``affordable``: a fair share of the pot among the live players plus
  ``RISK_PREMIUM`` per share of our chips);
- bluff: when it may check with a card that is not worth a call, it raises
  half the pot instead in ``BLUFF_RATE`` of such spots in the final round
  (1 in 8), facing at most ``BLUFF_RIVALS`` rivals;
- all in is the standing call it is: taken instead of a call when the call
  alone would put ``COMMITTED_SHARE`` of the stack in, or when it could
  afford to have its whole stack matched anyway.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .actions import AllIn, Call, Check, Fold, Raise

PLAIN_SHARE = 0.4
FIRST_ROUND_EASE = 0.6
SMALL_CALL = 0.25  # of the stack: a call that leaves room to fold later
RISK_PREMIUM = 0.3  # extra chance asked per share of our chips a call risks, with even chips
LEAD_CAP, LEAD_POWER = 3.0, 0.5  # how far the chip lead scales that premium
VALUE_AT = 0.6
BLUFF_RATE = 0.125
BLUFF_RIVALS = 2
COMMITTED_SHARE = 0.5


@dataclass(frozen=True)
class Spot:
    """The wager as one seat sees it: chips in play and what its choices cost."""

    pot: int  # committed this hand by every seat, as far as our call could win it
    to_call: int
    stack: int
    committed: int  # ours this hand
    bet: int  # ours this round
    legal: tuple[Any, ...]
    rivals: int
    raise_low: int = 1  # the smallest and largest bets a raise may make this round
    raise_high: int = 0  # (no raise when below raise_low)
    lead: float = 1.0  # our chips over the richest other seat's
    standing: bool = False  # a rival stands all in with chips behind: our raises are matched

    @classmethod
    def of(cls, observation: Any, rivals: int) -> "Spot":
        seat = observation.seat
        call = min(max(observation.bets) - observation.bets[seat], observation.stacks[seat])
        reach = observation.committed[seat] + call  # chips beyond this are not ours to win
        pot = sum(min(chips, reach) for chips in observation.committed)
        chips = [stack + committed for stack, committed in zip(observation.stacks, observation.committed)]
        richest = max(chips[other] for other in range(observation.players) if other != seat)
        betting = observation.betting()
        standing = any(observation.all_in[other] and observation.stacks[other] and not observation.folded[other]
                       for other in range(observation.players) if other != seat)
        return cls(pot, call, observation.stacks[seat], observation.committed[seat], observation.bets[seat],
                   tuple(observation.legal_actions()), rivals, betting.min_raise_to(seat),
                   betting.max_raise_to(seat), chips[seat] / max(1, richest), standing)

    def risk_premium(self) -> float:
        """What risking all our chips asks beyond a fair chance: more as our lead
        grows (a leader wins by not losing), less when behind."""
        return RISK_PREMIUM * min(LEAD_CAP, max(1 / LEAD_CAP, self.lead)) ** LEAD_POWER

    def has(self, kind: type) -> Any:
        return next((action for action in self.legal if isinstance(action, kind)), None)

    def raise_to(self, total: int) -> Any:
        """A raise as near a bet of ``total`` this round as the limits allow, or None."""
        if self.raise_low > self.raise_high:
            return None
        return Raise(min(self.raise_high, max(self.raise_low, total)))

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
    reach = affordable(spot, chance)
    if chance >= VALUE_AT:
        share = 0.5 + 2 * (chance - VALUE_AT)  # of the pot after our call
        wanted = spot.bet + spot.to_call + round(share * (spot.pot + spot.to_call))
        if spot.standing:
            wanted = spot.raise_high  # a standing call matches whatever we raise
        raised = spot.raise_to(min(wanted, reach - (spot.committed - spot.bet)))
        if raised is not None and raised.to > spot.bet + spot.to_call:
            return raised
    if spot.to_call == 0:
        if not first_round and spot.rivals <= BLUFF_RIVALS and rng.random() < BLUFF_RATE:
            bluff = spot.raise_to(spot.bet + max(1, spot.pot // 2))
            if bluff is not None:
                return bluff
        return spot.has(Check) or spot.passive()
    if chance < needed(spot, first_round):
        return spot.passive()
    if reach >= spot.committed + spot.stack or spot.to_call >= COMMITTED_SHARE * spot.stack:
        return spot.has(AllIn) or spot.has(Call) or spot.passive()  # we would call any raise: stand
    return spot.has(Call) or spot.has(AllIn) or spot.passive()


def needed(spot: Spot, first_round: bool) -> float:
    """The chance a call needs: the pot odds, eased for a small call in the
    first round, plus a premium for the share of our chips at risk."""
    odds = spot.to_call / (spot.pot + spot.to_call)
    if first_round and spot.to_call <= SMALL_CALL * spot.stack:
        odds *= FIRST_ROUND_EASE
    return odds + spot.risk_premium() * spot.to_call / (spot.stack + spot.committed)


def affordable(spot: Spot, chance: float) -> int:
    """The most chips to have in this hand if every rival matched them: the
    share of our chips for which the chance still beats an even split among
    the live players by ``RISK_PREMIUM`` per share risked."""
    share = (chance - 1 / (spot.rivals + 1)) / spot.risk_premium()
    return round(min(1.0, max(0.0, share)) * (spot.stack + spot.committed))
