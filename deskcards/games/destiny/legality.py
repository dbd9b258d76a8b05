"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.words import noop, relay, translate

from .actions import PLAY_ACTIONS, Benediction, Hold, Look
from .cards import FIELD_SIZE, place_text
from .phases import PLAY

if TYPE_CHECKING:
    from .state import DestinyState

PLAY_WORDS = {Look: noop("destiny", "look at a field card"), Hold: noop("destiny", "hold a card down"),
              Benediction: noop("destiny", "make the Benediction hand")}


def why_illegal(state: DestinyState, action: object) -> str | None:
    if state.winners is not None:
        return translate("destiny", "The game is over.")
    playing = state.phase == PLAY
    if isinstance(action, PLAY_ACTIONS) != playing:
        if not playing:
            return translate("destiny", "It is time to wager, not to {play}.",
                             play=relay("destiny", PLAY_WORDS[type(action)]))
        return translate("destiny", "It is time to play on the field: look at a card, then hold one down "
                         "or make the Benediction hand.")
    seat = state.current_player
    assert seat is not None  # the game is not over
    if not playing:
        return state.betting.why_not(seat, action)
    if action in state.legal_actions():
        return None
    assert isinstance(action, PLAY_ACTIONS)  # it is time to play, and a wager was refused above
    return _why_not_on_field(state, seat, action)


def _why_not_on_field(state: DestinyState, seat: int, action: Look | Hold | Benediction) -> str:
    if not isinstance(action, Benediction) and not 0 <= action.place < FIELD_SIZE:
        first, last = place_text(0), place_text(FIELD_SIZE - 1)
        return translate("destiny", "That place is not on the field; its places run from {first} to {last}.",
                         first=first, last=last)
    hands = state.hands
    if isinstance(action, Look) and state.looked:
        return translate("destiny", "You have already looked this turn.") if hands.look_of(seat) is not None \
            else translate("destiny", "No field card is free to look at.")
    if not isinstance(action, Look) and not state.looked:
        return translate("destiny", "Look at a field card with your left hand first.")
    assert not isinstance(action, Benediction)  # the Benediction hand is always allowed after the look
    place = place_text(action.place)
    if state.field[action.place] is None:
        return translate("destiny", "There is no card at {place} any more.", place=place)
    if hands.looks.get(action.place) == seat:
        return translate("destiny", "The card at {place} is in your left hand: hold another card, or make the "
                         "Benediction hand.", place=place)
    if action.place in hands.looks:
        return translate("destiny", "The card at {place} is in another player's left hand.", place=place)
    return translate("destiny", "The card at {place} is already held down.", place=place)
