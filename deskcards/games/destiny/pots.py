"""The main pot and side pots, from what each seat put in this hand.

Each seat still in the hand (not folded) that put in less than another makes
a level: the pot up to that level is open to everyone who reached it, the
next one only to those who put in more. Chips of folded seats fill the pots
up to what they put in; anything above the highest level of a seat still in
goes to the top pot.

>>> pots([50, 100, 100, 30], [False, False, False, True])
[(180, (0, 1, 2)), (100, (1, 2))]
"""

from __future__ import annotations

from typing import Sequence

Pot = tuple[int, tuple[int, ...]]


def pots(committed: Sequence[int], folded: Sequence[bool]) -> list[Pot]:
    """(amount, eligible seats) per pot, main pot first; empty when nothing is in."""
    live = [seat for seat, chips in enumerate(committed) if not folded[seat] and chips > 0]
    levels = sorted({committed[seat] for seat in live})
    found: list[Pot] = []
    below = 0
    for index, level in enumerate(levels):
        top = index == len(levels) - 1
        amount = sum(min(chips, level) - min(chips, below) if not top else max(chips - below, 0)
                     for chips in committed)
        found.append((amount, tuple(seat for seat in live if committed[seat] >= level)))
        below = level
    return found
