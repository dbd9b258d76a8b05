"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.cards import ACE, JACK, QUEEN, SUIT_SYMBOLS, card_label, rank, rank_name
from deskcards.engine.words import translate

from .actions import ACTION_TYPES, Draw, Play
from .phases import EXTEND, MAY_END, OVER

if TYPE_CHECKING:
    from .state import BlackjackState


def why_illegal(state: BlackjackState, action: object) -> str | None:
    phase = state.phase
    if phase is OVER:
        return translate("blackjack", "The game is over.")
    if action in state.legal_actions():
        return None
    if not isinstance(action, ACTION_TYPES):
        return translate("blackjack", "{action} is not a Blackjack action.", action=repr(action))
    if isinstance(action, Play):
        return _why_not_this_card(state, action)
    if phase is EXTEND:
        return translate("blackjack", "Play another {rank} or close the cycle.", rank=rank_name(_cycle_rank(state)))
    if phase is MAY_END:
        return translate("blackjack", "Play a card that matches {top} to go on, or end your turn.", top=_top(state))
    if isinstance(action, Draw):
        return translate("blackjack", "You can still play: you may not draw.")
    return _why_play_on(state)


def _why_not_this_card(state: BlackjackState, play: Play) -> str:
    card = play.card
    if (rank(card) == ACE) != (play.suit is not None):
        if play.suit is None:
            return translate("blackjack", "Say which suit the Ace calls.")
        return translate("blackjack", "Only an Ace calls a suit.")
    seat = state.current_player
    assert seat is not None  # the game is not over
    if card not in state.hand(seat):
        return translate("blackjack", "You do not hold the {card}.", card=card_label(card))
    if state.phase is EXTEND:
        return translate("blackjack", "Only another {rank} may join this cycle; or close it.",
                         rank=rank_name(_cycle_rank(state)))
    if state.pickup and rank(card) not in (ACE, 2, JACK) and not state.turn_cards:
        return _owe(state.pickup)
    return translate("blackjack", "That card does not match the {top} on the pile.", top=_top(state))


def _why_play_on(state: BlackjackState) -> str:
    """In the start phase: what the player must do instead of closing or ending."""
    value, count = state.cycle_value, state.cycle_count
    if state.pickup:
        return _owe(state.pickup)
    if state.top_card is None:
        return translate("blackjack", "Play any card to start the game.")
    if value == QUEEN:
        return translate("blackjack", "A Queen was played: play any card, or draw one.")
    if value is None:
        return translate("blackjack", "Play a card that matches {top}, or draw one.", top=_top(state))
    if value == 3:
        return translate("blackjack", "A 3 was played: play another card that matches {top}, or draw one.",
                         top=_top(state))
    return translate("blackjack", "You played {count} of a kind: play another card that matches {top}, or draw one.",
                     count=count, top=_top(state))


def _cycle_rank(state: BlackjackState) -> int:
    """The rank of the open cycle: the extend phase has one."""
    value = state.cycle_value
    assert value is not None
    return value


def _owe(pickup: int) -> str:
    return translate("blackjack", "You owe {count} cards: answer with an Ace, a 2 or a Jack, or draw them.",
                     count=pickup)


def _top(state: BlackjackState) -> str:
    top, called = state.top_card, state.active_suit
    assert top is not None and called is not None  # asked only once a card is on the pile
    if rank(top) == ACE:
        return translate("blackjack", "{card} calling {suit}", card=card_label(top), suit=SUIT_SYMBOLS[called])
    return card_label(top)
