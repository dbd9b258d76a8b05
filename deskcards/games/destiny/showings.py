"""What each live rival will show, as far as one seat can tell (``odds.Showing``).

Two readings. ``plain`` takes every card it does not know as a blind draw.
``shrewd`` also reads the public history: a rival holding a place it looked
at in an earlier hand may have chosen that card knowing it (how likely,
``trust`` learns from its past showdowns), and a rival yet to play who
knows a free place we do not know can hold the better of that card and a
blind one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .cards import destiny_rank
from .memory import LOOK, Memory
from .odds import BENEDICTION, BLIND, SUSPECT, Showing

HALF = 26  # destiny ranks from here up are the strong half of the deck
PRIOR_STRONG, PRIOR_COUNT = 1.5, 2  # as if two showdowns, one and a half strong: trust one half


def live_rivals(observation: Any) -> list[int]:
    """The other seats still in this hand."""
    return [seat for seat in range(observation.players)
            if seat != observation.seat and not observation.folded[seat] and not observation.out[seat]]


def plain(observation: Any, memory: Memory) -> list[Showing]:
    return [_showing(observation, memory, rival, shrewd=False) for rival in live_rivals(observation)]


def shrewd(observation: Any, memory: Memory) -> list[Showing]:
    showings = []
    for rival in live_rivals(observation):
        showing = _showing(observation, memory, rival, shrewd=True)
        if showing.draws > 1:
            showing = replace(showing, trust=trust(observation, rival))
        showings.append(showing)
    return showings


def trust(observation: Any, rival: int) -> float:
    """How likely ``rival`` holds a card it looked at because it knows it is good.

    Its past showdowns tell: of the cards it played from places it had looked
    at in an earlier hand, a knowing player shows strong ones (upper half)
    nearly always, a careless one half the time. Starts at one half.
    """
    looked = {(hand, place) for hand, seat, kind, place in observation.history if seat == rival and kind == LOOK}
    strong = total = 0
    for hand, seat, card, place in observation.played:
        if seat == rival and place is not None and any((earlier, place) in looked for earlier in range(1, hand)):
            total += 1
            strong += destiny_rank(card) >= HALF
    share = (strong + PRIOR_STRONG) / (total + PRIOR_COUNT)
    return min(1.0, max(0.0, 2 * share - 1))


def _showing(observation: Any, memory: Memory, rival: int, shrewd: bool) -> Showing:
    held = next((place for place, seat in observation.holds.items() if seat == rival), None)
    if held is not None:
        if memory.knows(held):
            return Showing.card(memory.known[held])
        return SUSPECT if shrewd and rival in memory.peeked.get(held, ()) else BLIND
    if rival in observation.benedictions:
        return BENEDICTION
    if not shrewd:
        return BLIND
    return _yet_to_play(observation, memory, rival)


def _yet_to_play(observation: Any, memory: Memory, rival: int) -> Showing:
    """The better of a blind card and a free card the rival looked at before.

    A free card the rival knows and we know too is left out: if it is strong
    we hold it or lift it first, if it is weak the rival will not want it.
    """
    taken = set(observation.holds) | set(observation.looks)
    options = [place for place, seats in memory.peeked.items()
               if rival in seats and place not in taken and not memory.knows(place)]
    return SUSPECT if options else BLIND
