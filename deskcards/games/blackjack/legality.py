"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.cards import ACE, JACK, QUEEN, RANK_NAMES, SUIT_SYMBOLS, card_label, rank

from .actions import ACTION_TYPES, Draw, Play
from .phases import EXTEND, MAY_END, OVER

if TYPE_CHECKING:
    from .state import BlackjackState


def why_illegal(state: BlackjackState, action: object) -> str | None:
    phase = state.phase
    if phase is OVER:
        return "The game is over."
    if action in state.legal_actions():
        return None
    if not isinstance(action, ACTION_TYPES):
        return f"{action!r} is not a Blackjack action."
    if isinstance(action, Play):
        return _why_not_this_card(state, action)
    if phase is EXTEND:
        return f"Play another {RANK_NAMES[_cycle_rank(state) - 1]} or close the cycle."
    if phase is MAY_END:
        return f"Play a card that matches {_top(state)} to go on, or end your turn."
    if isinstance(action, Draw):
        return "You can still play: you may not draw."
    return _why_play_on(state)


def _why_not_this_card(state: BlackjackState, play: Play) -> str:
    card = play.card
    if (rank(card) == ACE) != (play.suit is not None):
        return "Say which suit the Ace calls." if play.suit is None else "Only an Ace calls a suit."
    seat = state.current_player
    assert seat is not None  # the game is not over
    if card not in state.hand(seat):
        return f"You do not hold the {card_label(card)}."
    if state.phase is EXTEND:
        return f"Only another {RANK_NAMES[_cycle_rank(state) - 1]} may join this cycle; or close it."
    if state.pickup and rank(card) not in (ACE, 2, JACK) and not state.turn_cards:
        return _owe(state.pickup)
    return f"That card does not match the {_top(state)} on the pile."


def _why_play_on(state: BlackjackState) -> str:
    """In the start phase: what the player must do instead of closing or ending."""
    value, count = state.cycle_value, state.cycle_count
    if state.pickup:
        return _owe(state.pickup)
    if state.top_card is None:
        return "Play any card to start the game."
    if value == QUEEN:
        return "A Queen was played: play any card, or draw one."
    if value is None:
        return f"Play a card that matches {_top(state)}, or draw one."
    if value == 3:
        return f"A 3 was played: play another card that matches {_top(state)}, or draw one."
    return f"You played {count} of a kind: play another card that matches {_top(state)}, or draw one."


def _cycle_rank(state: BlackjackState) -> int:
    """The rank of the open cycle: the extend phase has one."""
    value = state.cycle_value
    assert value is not None
    return value


def _owe(pickup: int) -> str:
    return f"You owe {pickup} cards: answer with an Ace, a 2 or a Jack, or draw them."


def _top(state: BlackjackState) -> str:
    top, called = state.top_card, state.active_suit
    assert top is not None and called is not None  # asked only once a card is on the pile
    if rank(top) == ACE:
        return f"{card_label(top)} calling {SUIT_SYMBOLS[called]}"
    return card_label(top)
