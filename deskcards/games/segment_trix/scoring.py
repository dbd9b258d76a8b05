"""How a round scores and who leads a trick, as plain functions of public facts."""

from __future__ import annotations

from collections.abc import Sequence

NO_TRICK_BONUS = 10


def round_score(unused: int, tricks: int, collected: int) -> int:
    """Unused chips must equal tricks won: then 2 a trick and 1 a collected chip,
    or 10 for no chips left and no tricks; anyone else scores 0."""
    if unused != tricks:
        return 0
    return NO_TRICK_BONUS if tricks == 0 else 2 * tricks + collected


def trick_winner(colours: Sequence[int], digits: Sequence[int], trump: int) -> int:
    """The position (0 = leader) that wins: the highest trump, else the highest of
    the lead colour; on equal digits the later position wins."""
    lead = colours[0]
    best, best_key = 0, (-1, -1)
    for position, (colour, digit) in enumerate(zip(colours, digits)):
        rank = 2 if colour == trump else 1 if colour == lead else 0
        if rank and (rank, digit) >= best_key:
            best, best_key = position, (rank, digit)
    return best
