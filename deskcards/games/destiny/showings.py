"""What each live rival will show, as far as one seat can tell (``odds.Showing``).

Two readings. ``plain`` takes every card it does not know as a blind draw.
``shrewd`` also reads the public history: a rival holding a place it looked
at in an earlier hand chose that card knowing it, and a rival yet to play who
knows a free place can hold the better of that card and a blind one.
"""

from __future__ import annotations

from typing import Any

from .cards import destiny_rank
from .memory import Memory
from .odds import BENEDICTION, BLIND, SUSPECT, Showing


def live_rivals(observation: Any) -> list[int]:
    """The other seats still in this hand."""
    return [seat for seat in range(observation.players)
            if seat != observation.seat and not observation.folded[seat] and not observation.out[seat]]


def plain(observation: Any, memory: Memory) -> list[Showing]:
    return [_showing(observation, memory, rival, shrewd=False) for rival in live_rivals(observation)]


def shrewd(observation: Any, memory: Memory) -> list[Showing]:
    return [_showing(observation, memory, rival, shrewd=True) for rival in live_rivals(observation)]


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
    """The better of a blind card and the best free card the rival looked at before."""
    taken = set(observation.holds) | set(observation.looks)
    options = [place for place, seats in memory.peeked.items() if rival in seats and place not in taken]
    cards = [memory.known[place] for place in options if memory.knows(place)]
    hidden = len(options) - len(cards)
    best = max(cards, key=destiny_rank) if cards else None
    return Showing(known=best, draws=1 + min(hidden, 1))
