"""The phases of a turn.

Phases: ``start`` (step 4: open a cycle with a card that matches the pile, or
draw), ``extend`` (step 5: add cards of the cycle's value, or close it),
``may_end`` (after two or more 2s or Jacks: open another cycle, or end the
turn) and ``over``.
"""

from __future__ import annotations

from .actions import DRAW, END

START, EXTEND, MAY_END, OVER = "start", "extend", "may_end", "over"
END_ONLY, DRAW_ONLY = (END,), (DRAW,)  # the legal actions of a turn that can only end, or only draw
