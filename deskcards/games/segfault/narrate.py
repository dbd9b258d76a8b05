"""The game log in words: each Segmentation Fault event as a sentence.

Pointer hops are gathered into the sentence of the play they belong to
("Carol plays 5♣, pointing 3 times: Dave's 8♦, Alice's K♠, Bob's 2♥").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.events import CardMoved, Event, GameOver, SeatOut, Shuffled
from deskcards.engine.words import translate, translate_count
from deskcards.games.log_sentences import Speaker

from .actions import Play, Swap
from .events import Declared, NewRound, PointerStep, RoundDrawn, RoundWon, Segfault, Swapped
from .patterns import how_won

if TYPE_CHECKING:
    from .actions import SegfaultAction
    from .observation import SegfaultObservation
    from .state import SegfaultState


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None,
            before: SegfaultState | SegfaultObservation) -> list[str]:
    """Sentences for one action's events, which began at ``before`` (the state, or any
    seat's observation): its rows name the cards hopped over and swapped."""
    rows_before = before.rows
    say = Speaker(names, you)
    lines: list[str] = []
    play: list[str] | None = None
    played = translate("segfault", "a king")  # the card played this turn, once its Declared event is seen
    for event in events:
        if isinstance(event, Declared):
            played = card_label(event.card)
            if event.n == 1:
                play = [say.says("segfault", event.seat, "You play {card}, pointing once",
                                 "{player} plays {card}, pointing once", card=played)]
            else:
                play = [say.says("segfault", event.seat, "You play {card}, pointing {count} times",
                                 "{player} plays {card}, pointing {count} times", card=played, count=event.n)]
            lines.append(play[0])
        elif isinstance(event, PointerStep) and play is not None:
            play.append(say.says("segfault", event.to_seat, "your {card}", "{player}'s {card}",
                                 card=_row_card(rows_before, event.to_seat, event.to_pos)))
            lines[-1] = translate("segfault", "{play}: {cards}", play=play[0], cards=", ".join(play[1:]))
        elif isinstance(event, Segfault):
            king = played if event.card_pos is None else _row_card(rows_before, event.card_seat, event.card_pos)
            lines.append(say.says("segfault", event.seat, "Segmentation fault! You drop out, pointing from {card}",
                                  "Segmentation fault! {player} drops out, pointing from {card}", card=king))
        elif isinstance(event, Swapped):
            # From the rows before the action: a swap that wins the round is followed by a new deal.
            got = _row_card(rows_before, event.other_seat, event.other_pos)
            if event.other_seat == event.seat:
                lines.append(say.says("segfault", event.seat, "You move {card} to place {place} of the row",
                                      "{player} moves {card} to place {place} of the row", card=got,
                                      place=event.pos + 1))
            else:
                theirs = say.says("segfault", event.other_seat, "your {card}", "{player}'s {card}", card=got)
                lines.append(say.says("segfault", event.seat, "You swap place {place} for {card}",
                                      "{player} swaps place {place} for {card}", place=event.pos + 1, card=theirs))
        elif isinstance(event, CardMoved) and event.source == "deck" and event.target.startswith("drawn:"):
            drawer = int(event.target[6:])
            lines.append(translate("segfault", "You draw {card}", card=card_label(event.card)) if drawer == you
                         else translate("segfault", "{player} draws a card", player=names[drawer]))
        elif isinstance(event, Shuffled):
            lines.append(translate("segfault", "The deck is empty: {count} discarded cards are shuffled "
                                   "into a new deck", count=event.cards))
        elif isinstance(event, RoundWon):
            lines.append(say.says("segfault", event.seat, "You win the hand {how}", "{player} wins the hand {how}",
                                  how=how_won(event.pattern)))
        elif isinstance(event, RoundDrawn):
            lines.append(translate_count("segfault", event.turns,
                                         "Hand {number} is a draw: nobody won it within 1 turn",
                                         "Hand {number} is a draw: nobody won it within {count} turns",
                                         number=event.number))
        elif isinstance(event, NewRound):
            lines.append(translate("segfault", "Hand {number} is dealt", number=event.number))
        elif isinstance(event, SeatOut) and not any(isinstance(e, Segfault) for e in events):
            lines.append(say.says("segfault", event.seat, "You are out ({reason})", "{player} is out ({reason})",
                                  reason=event.reason))
        elif isinstance(event, GameOver):
            lines.append(say.game_over(event))
    return lines


def _row_card(rows: Sequence[Sequence[int] | None], seat: int, pos: int) -> str:
    row = rows[seat]
    return card_label(row[pos]) if row is not None else "?"


def action_words(seen: SegfaultObservation, action: SegfaultAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("play 7♣, pointing 3 times")."""
    if isinstance(action, Play):
        row = seen.rows[seen.seat]
        card = seen.drawn if action.pos is None or row is None else row[action.pos]
        assert card is not None  # a play's card is the drawn one or in your row
        if not action.n:
            return translate("segfault", "play {card}, without pointing", card=card_label(card))
        return translate_count("segfault", action.n, "play {card}, pointing {count} time",
                               "play {card}, pointing {count} times", card=card_label(card))
    if isinstance(action, Swap):
        assert seen.target is not None  # a swap is offered only with its target chosen
        return translate("segfault", "swap {card} into place {place} of your row",
                         card=_row_card(seen.rows, *seen.target), place=action.pos + 1)
    return translate("segfault", "draw a card")
