"""Why an action cannot be played now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.cards import FULL_DECK, card_label
from deskcards.engine.words import translate

from .actions import Play
from .phases import OVER

if TYPE_CHECKING:
    from .state import HighCardState


def why_illegal(state: HighCardState, action: object) -> str | None:
    if action in state.legal_actions():
        return None
    if state.phase == OVER:
        return translate("high-card", "The game is over.")
    if not isinstance(action, Play) or action.card not in FULL_DECK:
        return translate("high-card", "That is not a High card action; play a card from your hand.")
    return translate("high-card", "You do not hold the {card}.", card=card_label(action.card))
