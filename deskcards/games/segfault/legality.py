"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.words import translate

from .actions import ACTION_TYPES, SOURCES, Draw, Swap
from .phases import DRAWING, OVER, SWAPPING

if TYPE_CHECKING:
    from .state import SegfaultState


def why_illegal(state: SegfaultState, action: object) -> str | None:
    phase = state.phase
    if isinstance(action, ACTION_TYPES) and action in state.ruleset.legal_sets[phase]:
        return None
    if phase == OVER:
        return translate("segfault", "The game is over.")
    if not isinstance(action, ACTION_TYPES):
        return translate("segfault", "{action} is not a Segmentation Fault action.", action=repr(action))
    if phase == DRAWING:
        return translate("segfault", "You must draw first: take a card from the deck.")
    if phase == SWAPPING:
        if isinstance(action, Swap):
            return translate("segfault", "Swap takes a position from 1 to 6 in your row.")
        return translate("segfault", "Now swap the last card pointed to with a card of your row.")
    if isinstance(action, Draw):
        return translate("segfault", "You have already drawn: play a card now.")
    if isinstance(action, Swap):
        return translate("segfault", "Play a card and point before you swap.")
    if action.pos not in SOURCES:
        return translate("segfault", "Play a card from positions 1 to 6 of your row, or the card you drew.")
    settings = state.ruleset.settings
    if action.n == 0:
        return translate("segfault", "Pointing zero times is not allowed here: declare 1 to {most}.",
                         most=settings.max_pointing)
    low = 0 if settings.allow_zero_pointing else 1
    return translate("segfault", "Declare from {least} to {most} pointings.", least=low, most=settings.max_pointing)
