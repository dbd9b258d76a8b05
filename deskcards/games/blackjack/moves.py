"""The phases of a turn, and what may open a cycle.

Phases: ``start`` (step 4: open a cycle with a card that matches the pile, or
draw), ``extend`` (step 5: add cards of the cycle's value, or close it),
``may_end`` (after two or more 2s or Jacks: open another cycle, or end the
turn) and ``over``.
"""

from __future__ import annotations

from .actions import DRAW, END
from .masks import FREE

START, EXTEND, MAY_END, OVER = "start", "extend", "may_end", "over"
END_ONLY, DRAW_ONLY = (END,), (DRAW,)


def target_of(top: int | None, acting_suit: int | None, queen_free: bool) -> int:
    """The target (see ``masks``) of ``top``: FREE on an empty pile or after a Queen."""
    if top is None or queen_free:
        return FREE
    return top << 2 | acting_suit
