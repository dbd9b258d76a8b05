"""Where a turn stands, and the choices each waiting phase offers.

A turn scripts (``SCRIPT``), then may play an input card (``INPUT``); while
the satisfied statements run, EDIT waits for its choice (``EDITING``) and LOOP
for the next input card (``LOOPING``). ``RUN`` (functions still to run) never
waits for a player. The choices depend only on the current player's hand and the
table as the current player sees it (every face-down card on the table during a turn
was placed by the current player), so a state and the current player's observation agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import NO_INPUT, NO_SCRIPT, Edit, Input, Loop, RuntimeErrorAction, Script
from .statements import Placed, valid_edits, valid_scripts

# EDITING and LOOPING, not EDIT and LOOP: those name the functions (prover.loop_model).
SCRIPT, INPUT, RUN, EDITING, LOOPING, OVER = "script", "input", "run", "edit", "loop", "over"


def choices(phase: str, hand: Sequence[int], table: Sequence[Sequence[Placed]], seat: int
            ) -> tuple[RuntimeErrorAction, ...]:
    """The legal actions of ``seat`` (the current player) in ``phase``."""
    if phase == SCRIPT:
        return (NO_SCRIPT,) + tuple(Script(*cards) for cards in valid_scripts(hand, table[seat]))
    if phase == INPUT:
        return (NO_INPUT,) + tuple(Input(card, claim) for card in hand for claim in (False, True))
    if phase == EDITING:
        return tuple(Edit(*choice) for choice in valid_edits(table, hand))
    if phase == LOOPING:
        return tuple(Loop(card, claim) for card in hand for claim in (False, True))
    return ()
