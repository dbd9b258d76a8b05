"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.words import noop, relay, translate

from .actions import Edit, Input, Loop, NoInput, NoScript, Script
from .phases import EDITING, INPUT, LOOPING, SCRIPT
from .statements import edit_problem, script_problem

if TYPE_CHECKING:
    from .state import RuntimeErrorState

WANTED = {SCRIPT: noop("runtime-error", "build a statement or skip (no script)"),
          INPUT: noop("runtime-error", "play an input card or skip (no input)"),
          EDITING: noop("runtime-error", "choose a card to edit (edit seat.slot.part card)"),
          LOOPING: noop("runtime-error", "play LOOP's next input card (loop card)")}
KINDS = {SCRIPT: (Script, NoScript), INPUT: (Input, NoInput), EDITING: (Edit,), LOOPING: (Loop,)}


def why_illegal(state: RuntimeErrorState, action: object) -> str | None:
    if state.winners is not None:
        return translate("runtime-error", "the game is over")
    if action in state.legal_actions():
        return None
    seat, phase = state.whose_turn, state.phase
    if not isinstance(action, KINDS[phase]):
        return translate("runtime-error", "{action} is not a move now: {wanted}", action=action,
                         wanted=relay("runtime-error", WANTED[phase]))
    hand = state.hand(seat)
    cards: tuple[int, ...]
    if isinstance(action, Script):
        cards = (action.lower, action.upper, action.function)
    else:
        assert isinstance(action, (Input, Edit, Loop))  # a skip is always legal
        cards = (action.card,)
    missing = [card_label(card) for card in cards if card not in hand]
    if missing:
        if len(missing) == 1:
            return translate("runtime-error", "{card} is not in your hand", card=missing[0])
        return translate("runtime-error", "{cards} and {last} are not in your hand", cards=", ".join(missing[:-1]),
                         last=missing[-1])
    if isinstance(action, Script):
        return (script_problem(state.statements(seat), action.lower, action.upper, action.function)
                or translate("runtime-error", "not allowed"))
    assert isinstance(action, Edit)
    table = [state.statements(other) for other in range(state.ruleset.players)]
    return (edit_problem(table, action.seat, action.slot, action.part, action.card)
            or translate("runtime-error", "not allowed"))
