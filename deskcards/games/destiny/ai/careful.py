"""Hard's wagers at a careful table: rivals who bet in proportion to their chance.

A careful rival (one that seldom raises, ``ai_wager.wildness``) puts into a
round about what its chance to win is worth of its chips: it raises up to that
share and calls while the call stays within it. So its chips in the pot tell.

- Reading (``read_bets``): a rival with more than an even share of its chips
  in this round (``SHOWN``) holds, or can hold, a card at least as strong as
  that share says: the card whose chance against one blind card from each
  other player dealt in is that share (``Showing.floor``).
- Sizing (``careful``): a rival who has shown nothing is reckoned to go as far
  as an even share of its chips (what a blind card is worth to it), one who
  has shown more as far as it has already gone. For a good chance hard raises
  to the total, just below one of those ceilings (``CEILING_MARGIN``), that
  wins most on average: its chance of the callers' chips against the chips it
  puts in. A careful rival puts in what its chance is worth and no more: a
  raiser is at its limit, any other has less than a raise's chance
  (``RAISE_SHARE``); so it folds to a raise past what that chance is worth
  against the rivals left (``Stake.top``), unless it stands all in and so
  matches any raise. Hard makes that raise when it
  wins most on average, counting it called all the same in ``CALLED_ANYWAY``
  of hands. Otherwise it calls on pot odds (``ai_wager.needed``) and checks
  when free.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..actions import AllIn, Call, Check, DestinyAction
from .memory import Memory
from .odds import Showing
from .showings import live_rivals
from .wager import Spot, needed

if TYPE_CHECKING:
    from ..observation import DestinyObservation

SHOWN = 1.2  # times an even share of its chips: a rival in this deep says it knows a good card
RAISE_SHARE = 1.5  # times an even share: a careful rival with a chance this good would have raised
CEILING_MARGIN = 0.9  # of a rival's ceiling: stay a little below it, so it still calls
VALUE_EDGE = 0.05  # above an even share: the chance from which hard raises for value
CALLED_ANYWAY = 0.2  # how often a raise past every rival's top is called all the same


@dataclass(frozen=True)
class Stake:
    """A live rival's chips in this round, how far it is reckoned to go (``ceiling``)
    and the most it would go, as far as its chips in the pot tell (``top``)."""

    committed: int
    ceiling: int
    top: int


def stakes(observation: DestinyObservation) -> list[Stake]:
    live = live_rivals(observation)
    dealt = _dealt_rivals(observation)
    fair = 1 / (len(live) + 1)
    result = []
    for rival in live:
        committed = observation.committed[rival]
        chips = committed + observation.stacks[rival]
        share = committed / max(1, chips)
        shown = share if share > SHOWN / (dealt + 1) else max(share, RAISE_SHARE / (dealt + 1))
        top = round(chips * shown ** (len(live) / dealt))  # its chance then, against the rivals left now
        result.append(Stake(committed, max(committed, round(fair * chips)), max(committed, top)))
    return result


def read_bets(observation: DestinyObservation, memory: Memory, rivals: list[Showing]) -> list[Showing]:
    """``rivals`` (one per live rival, in seat order) with a floor under the card
    of each rival whose chips in this round show more than an even share."""
    dealt = _dealt_rivals(observation)
    ranked = sorted(memory.rank(card) for card in memory.unknown)
    read = []
    for rival, showing in zip(live_rivals(observation), rivals):
        committed = observation.committed[rival]
        share = committed / max(1, committed + observation.stacks[rival])
        if showing.known is None and ranked and share > SHOWN / (dealt + 1):
            quantile = share ** (1 / dealt)  # beats a blind card of each other player with chance ``share``
            showing = replace(showing, floor=ranked[min(len(ranked) - 1, int(quantile * len(ranked)))])
        read.append(showing)
    return read


def _dealt_rivals(observation: DestinyObservation) -> int:
    """The rivals a seat bet against when the round began: every other seat still in the game."""
    others = [seat for seat in range(observation.players) if seat != observation.seat]
    return max(1, sum(1 for seat in others if not observation.out[seat]))


def careful(spot: Spot, chance: float, first_wager: bool, rival_stakes: list[Stake]) -> DestinyAction:
    called = spot.committed + spot.to_call  # our chips in the round after a plain call
    # past every top: they fold; but a rival standing all in matches any raise
    raises = [] if spot.standing else [max(stake.top for stake in rival_stakes) + 1]
    if not first_wager and chance >= 1 / (len(rival_stakes) + 1) + VALUE_EDGE:
        raises += [int(CEILING_MARGIN * stake.ceiling) for stake in rival_stakes]
    best, best_value = called, expected_chips(chance, called, rival_stakes)
    earlier = spot.committed - spot.bet  # ours from the wager rounds before
    for total in raises:
        total = min(max(total, spot.raise_low + earlier), spot.raise_high + earlier)  # a raise the limits allow
        value = expected_chips(chance, total, rival_stakes)
        if total > called and value > best_value:
            best, best_value = total, value
    if best > called:
        raised = spot.raise_to(best - earlier)
        if raised is not None and raised.to > spot.bet + spot.to_call:
            return raised
    if spot.to_call == 0:
        return spot.has(Check) or spot.passive()
    if chance < needed(spot, first_wager):
        return spot.passive()
    return spot.has(Call) or spot.has(AllIn) or spot.passive()


def expected_chips(chance: float, total: int, rival_stakes: list[Stake]) -> float:
    """Chips won on average with ``total`` of ours in the round: rivals whose
    ceiling reaches it call, the others fold and leave what they put in; past
    every rival's top, all fold but in ``CALLED_ANYWAY`` of hands."""
    callers = [stake for stake in rival_stakes if stake.ceiling >= total]
    left = sum(stake.committed for stake in rival_stakes if stake.ceiling < total)
    showdown = chance * (left + total * max(1, len(callers))) - (1 - chance) * total
    if all(stake.top < total for stake in rival_stakes):
        return (1 - CALLED_ANYWAY) * left + CALLED_ANYWAY * showdown
    return showdown if callers else chance * left - (1 - chance) * total
