"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.words import translate

from .actions import Play
from .cards import FULL_DECK, colour_of
from .narrate import chips_count

if TYPE_CHECKING:
    from .state import SegmentTrixState


def why_illegal(state: SegmentTrixState, action: object) -> str | None:
    if state.winners is not None:
        return translate("segment-trix", "the game is over")
    plays = state.ruleset.plays
    # Plays equal on card, digit and chips: a turned twin of an offered play
    # is accepted, provided the font makes it that way up at that price.
    if isinstance(action, Play) and plays.makes(action) and action in state.legal_actions():
        return None
    if not isinstance(action, Play):
        return translate("segment-trix", "{action} is not a Segment Trix action; play a card", action=action)
    if action.card not in FULL_DECK:
        return translate("segment-trix", "{card} is not a card", card=repr(action.card))
    card, digit = plays.names.name(action.card), action.digit
    form = plays.form(action.card, action.upside_down, digit)
    if form is None:
        if action.upside_down:
            return translate("segment-trix", "{card} cannot be read as {digit} upside down in this font", card=card,
                             digit=digit)
        return translate("segment-trix", "{card} cannot be read as {digit} in this font", card=card, digit=digit)
    if form.chips != action.chips:
        return translate("segment-trix", "{card} as {digit} costs {chips}, not {paid}", card=card, digit=digit,
                         chips=chips_count(form.chips), paid=action.chips)
    seat = state.current_player
    assert seat is not None  # the game is not over
    if action.card not in state.hand(seat):
        return translate("segment-trix", "{card} is not in your hand", card=card)
    unused = state.unused_chips[seat]
    if action.chips > unused:
        if not unused:
            return translate("segment-trix", "that needs {chips} and you have none left",
                             chips=chips_count(action.chips))
        return translate("segment-trix", "that needs {chips} and you have {count} left",
                         chips=chips_count(action.chips), count=unused)
    lead = plays.names.colour(colour_of(state.trick[0].card))
    return translate("segment-trix", "you must follow {colour}: you hold a {colour} card", colour=lead)
