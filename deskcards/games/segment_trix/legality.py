"""Why an action is illegal now, in words a player reads (``IllegalAction.reason``);
None when it is legal. ``apply`` refuses an action with this reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Play
from .cards import FULL_DECK, colour_of
from .narrate import plural

if TYPE_CHECKING:
    from .state import SegmentTrixState


def why_illegal(state: SegmentTrixState, action: object) -> str | None:
    if state.winners is not None:
        return "the game is over"
    plays = state.ruleset.plays
    # Plays equal on card, digit and chips: a turned twin of an offered play
    # is accepted, provided the font makes it that way up at that price.
    if isinstance(action, Play) and plays.makes(action) and action in state.legal_actions():
        return None
    if not isinstance(action, Play):
        return f"{action} is not a Segment Trix action; play a card"
    if action.card not in FULL_DECK:
        return f"{action.card!r} is not a card"
    card, digit = plays.names.name(action.card), action.digit
    form = plays.form(action.card, action.upside_down, digit)
    if form is None:
        return f"{card} cannot be read as {digit}{' upside down' if action.upside_down else ''} in this font"
    if form.chips != action.chips:
        return f"{card} as {digit} costs {plural(form.chips, 'chip')}, not {action.chips}"
    seat = state.current_player
    assert seat is not None  # the game is not over
    if action.card not in state.hand(seat):
        return f"{card} is not in your hand"
    unused = state.unused_chips[seat]
    if action.chips > unused:
        return f"that needs {plural(action.chips, 'chip')} and you have {unused or 'none'} left"
    lead = plays.names.colours[colour_of(state.trick[0].card)]
    return f"you must follow {lead}: you hold a {lead} card"
