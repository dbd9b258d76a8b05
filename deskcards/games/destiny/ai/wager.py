"""Wagering: what to do with a chance to win.

Plain (medium): a round is worth committing ``PLAIN_SHARE`` of one's
chips times the chance to win. Raise up to that when the chance is well
above an even share (``PLAIN_RAISE_AT``), call while the call stays within
it, check when free, fold otherwise. No pot odds, no bluffs.

Loose (easy): plain, but it also calls whenever the chance beats the pot
odds. Against rivals who raise big at random (the random player), plain
folds away every pot it has put chips in; a call on pot odds wins them.

Shrewd (hard):
- call when the chance beats the pot odds (call / (pot + call)); in the first
  wager round, before any card is chosen, a small call's odds are eased by
  ``FIRST_WAGER_EASE``, since the cheap way out comes after the play; a call
  that risks much of our chips asks for more (``RISK_PREMIUM``), the more so
  the further we lead and the wilder the table (``wildness``): among rivals
  who gamble, the game is won by outlasting them, not by the chips a coin
  flip is worth. Behind, it asks no less: hard outplays such rivals round by
  round, so a short stack still wins by waiting while the field lasts;
- but when the field is about to run out (``LAST_ROUNDS``) behind the richest
  rival, waiting loses for sure: it raises everything it has
  (``desperate``) and never folds;
- raise for value from ``VALUE_AT`` up, a share of the pot that grows with the
  chance (everything, when a rival stands all in: its standing call matches
  it), but never past what it could afford to have matched
  (``affordable``: a fair share of the pot among the live players plus
  ``RISK_PREMIUM`` per share of our chips);
- bluff: when it may check with a card that is not worth a call, it raises
  half the pot instead in ``BLUFF_RATE`` of such spots in the final wager round
  (1 in 8), facing at most ``BLUFF_RIVALS`` rivals;
- all in is the standing call it is: taken instead of a call when the call
  alone would put ``COMMITTED_SHARE`` of the stack in, or when it could
  afford to have its whole stack matched anyway.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from ..actions import AllIn, Call, Check, DestinyAction, Fold, Raise

if TYPE_CHECKING:
    from ..observation import DestinyObservation

PLAIN_SHARE = 1.0
PLAIN_RAISE_AT = 1.5  # times an even share of the pot: the chance plain play raises on
FIRST_WAGER_EASE = 0.6
SMALL_CALL = 0.25  # of the stack: a call that leaves room to fold later
RISK_PREMIUM = 0.4  # extra chance asked per share of our chips a call risks, with even chips
LEAD_CAP, LEAD_POWER = 3.0, 0.5  # how far the chip lead scales that premium
VALUE_EDGE = 0.45  # of the way from an even share to a sure win: where raising for value starts
VALUE_BASE, VALUE_SLOPE = 5.0, 2.0
BLUFF_RATE = 0.125
BLUFF_RIVALS = 2
COMMITTED_SHARE = 0.5
LAST_ROUNDS = 1  # rounds the field has left (``rounds_left``) from which a trailing seat pushes
CAREFUL, WILD = 0.25, 0.65  # shares of raises and all-ins among the rivals' wagers
PLAY_KINDS = ("look", "hold", "benediction")

ActionT = TypeVar("ActionT", bound=DestinyAction)


@dataclass(frozen=True)
class Spot:
    """The wager as one seat sees it: chips in play and what its choices cost."""

    pot: int  # committed this round by every seat, as far as our call could win it
    to_call: int
    stack: int
    committed: int  # ours this round
    bet: int  # ours this wager round
    legal: tuple[DestinyAction, ...]
    rivals: int
    raise_low: int = 1  # the smallest and largest bets a raise may make this wager round
    raise_high: int = 0  # (no raise when below raise_low)
    lead: float = 1.0  # our chips over the richest other seat's
    wildness: float = 1.0  # how much the table gambles: 1 when the rivals raise as often as a random player
    standing: bool = False  # a rival stands all in with chips behind: our raises are matched
    rounds_left: float = float("inf")  # about how many more rounds the field lasts (``rounds_left``)

    @classmethod
    def of(cls, observation: DestinyObservation, rivals: int) -> Spot:
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
                   betting.max_raise_to(seat), lead=chips[seat] / max(1, richest), standing=standing,
                   wildness=wildness(observation), rounds_left=rounds_left(observation))

    def risk_premium(self) -> float:
        """What risking all our chips asks beyond a fair chance: more as our lead
        grows (a leader wins by not losing), and as much when behind."""
        scale: float = min(LEAD_CAP, max(1.0, self.lead)) ** LEAD_POWER  # a positive base: never complex
        return RISK_PREMIUM * self.wildness * scale

    def desperate(self) -> bool:
        """Behind the richest rival with the field about to run out."""
        return self.lead < 1 and self.rounds_left <= LAST_ROUNDS

    def has(self, kind: type[ActionT]) -> ActionT | None:
        return next((action for action in self.legal if isinstance(action, kind)), None)

    def raise_to(self, total: int) -> Raise | None:
        """A raise as near a bet of ``total`` this wager round as the limits allow, or None."""
        if self.raise_low > self.raise_high:
            return None
        return Raise(min(self.raise_high, max(self.raise_low, total)))

    def passive(self) -> DestinyAction:
        """Check when free, else fold."""
        return self.has(Check) or self.has(Fold) or self.legal[0]


def rounds_left(observation: DestinyObservation) -> float:
    """About how many more rounds the field lasts: each seat still in the game
    plays about one field card a round, and one card left ends the game."""
    in_game = sum(1 for out in observation.out if not out)
    return max(0, sum(observation.field) - 1) / max(1, in_game)


def wildness(observation: DestinyObservation) -> float:
    """From 0 to 1: how far the rivals' wagers this game are raises and all-ins,
    between a careful table (``CAREFUL`` of them) and a wild one (``WILD``).
    At a wild table the rivals knock each other out: it pays to wait."""
    bold = total = 0
    for _, seat, kind, _ in observation.history:
        if seat != observation.seat and kind not in PLAY_KINDS:
            total += 1
            bold += kind.startswith(("raise", "all in"))
    share = (bold + 1) / (total + 2)
    return min(1.0, max(0.0, (share - CAREFUL) / (WILD - CAREFUL)))


def plain(spot: Spot, chance: float) -> DestinyAction:
    target = round(chance * PLAIN_SHARE * (spot.stack + spot.committed))  # this round, all wager rounds
    wager_round_target = target - (spot.committed - spot.bet)
    better_than_most = chance >= PLAIN_RAISE_AT / (spot.rivals + 1)
    raised = spot.raise_to(wager_round_target)  # None when no raise is allowed
    if better_than_most and raised is not None and spot.raise_low <= wager_round_target:
        return raised
    if spot.to_call == 0:
        return spot.has(Check) or spot.passive()
    if spot.committed + spot.to_call <= target:
        return spot.has(Call) or spot.has(AllIn) or spot.passive()
    return spot.passive()


def loose(spot: Spot, chance: float) -> DestinyAction:
    action = plain(spot, chance)
    if isinstance(action, Fold) and chance >= spot.to_call / (spot.pot + spot.to_call):
        return spot.has(Call) or spot.has(AllIn) or action
    return action


def shrewd(spot: Spot, chance: float, first_wager: bool, rng: random.Random) -> DestinyAction:
    if spot.desperate():
        return push(spot)
    reach = affordable(spot, chance)
    fair = 1 / (spot.rivals + 1)
    value_at = fair + VALUE_EDGE * (1 - fair)
    if chance >= value_at:
        share = VALUE_BASE + VALUE_SLOPE * (chance - value_at)  # of the pot after our call
        wanted = spot.bet + spot.to_call + round(share * (spot.pot + spot.to_call))
        if spot.standing:
            wanted = spot.raise_high  # a standing call matches whatever we raise
        raised = spot.raise_to(min(wanted, reach - (spot.committed - spot.bet)))
        if raised is not None and raised.to > spot.bet + spot.to_call:
            return raised
    if spot.to_call == 0:
        if not first_wager and spot.rivals <= BLUFF_RIVALS and rng.random() < BLUFF_RATE:
            bluff = spot.raise_to(spot.bet + max(1, spot.pot // 2))
            if bluff is not None:
                return bluff
        return spot.has(Check) or spot.passive()
    if chance < needed(spot, first_wager):
        return spot.passive()
    if reach >= spot.committed + spot.stack or spot.to_call >= COMMITTED_SHARE * spot.stack:
        return spot.has(AllIn) or spot.has(Call) or spot.passive()  # we would call any raise: stand
    return spot.has(Call) or spot.has(AllIn) or spot.passive()


def push(spot: Spot) -> DestinyAction:
    """Everything in: a raise of the whole stack (a standing all in would put
    no rival to a choice), else a call or a check; never a fold."""
    return spot.raise_to(spot.raise_high) or spot.has(AllIn) or spot.has(Call) or spot.has(Check) or spot.passive()


def needed(spot: Spot, first_wager: bool) -> float:
    """The chance a call needs: the pot odds, eased for a small call in the
    first wager round, plus a premium for the share of our chips at risk."""
    odds = spot.to_call / (spot.pot + spot.to_call)
    if first_wager and spot.to_call <= SMALL_CALL * spot.stack:
        odds *= FIRST_WAGER_EASE
    return odds + spot.risk_premium() * spot.to_call / (spot.stack + spot.committed)


def affordable(spot: Spot, chance: float) -> int:
    """The most chips to have in this round if every rival matched them: the
    share of our chips for which the chance still beats an even split among
    the live players by ``RISK_PREMIUM`` per share risked."""
    share = (chance - 1 / (spot.rivals + 1)) / max(spot.risk_premium(), 1e-9)
    return round(min(1.0, max(0.0, share)) * (spot.stack + spot.committed))
