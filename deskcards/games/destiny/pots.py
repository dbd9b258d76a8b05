"""The main pot and side pots, from what each seat put in this round.

Each seat still in the round (not folded) that put in less than another makes
a level: the pot up to that level is open to everyone who reached it, the
next one only to those who put in more. Chips of folded seats fill the pots
up to what they put in; during a wager round, a bet not yet called lies in
the top pot.

As in Hold'em, chips that nobody still in the round has matched are in no pot:
they go back to whoever put them in when the wager round ends (``unmatched``).

>>> pots([50, 100, 100, 30], [False, False, False, True])
[(180, (0, 1, 2)), (100, (1, 2))]
>>> unmatched([0, 2, 1], [True, True, False])  # a blind over a one-chip all in, its poster folded
[0, 1, 0]
"""

from __future__ import annotations

from collections.abc import Sequence

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


def unmatched(committed: Sequence[int], folded: Sequence[bool]) -> list[int]:
    """Per seat, the chips it put in that nobody still in the round matched: a folded
    seat's above every live seat's, and a live seat's above everyone else's."""
    live_top = max((chips for seat, chips in enumerate(committed) if not folded[seat]), default=0)
    matched = [min(chips, live_top) for chips in committed]
    top = max(matched, default=0)
    if matched.count(top) == 1:  # one seat above all others: the rest of its bet was never called
        leader = matched.index(top)
        matched[leader] = max(chips for seat, chips in enumerate(matched) if seat != leader)
    return [chips - kept for chips, kept in zip(committed, matched)]
