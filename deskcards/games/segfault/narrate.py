"""The game log in words: each Segmentation Fault event as a sentence.

Pointer hops are gathered into the sentence of the play they belong to
("Carol plays 5♣, pointing 3 times: Dave's 8♦, Alice's K♠, Bob's 2♥").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.game import CardMoved, Event, GameOver, SeatOut, Shuffled
from deskcards.games.speech import Speaker, plural

from .actions import Play, Swap
from .events import Declared, HandDrawn, HandWon, NewHand, PointerStep, Segfault, Swapped
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
    played = "a king"  # the card played this turn, once its Declared event is seen
    for event in events:
        if isinstance(event, Declared):
            times = "once" if event.n == 1 else f"{event.n} times"
            played = card_label(event.card)
            play = [f"{say.subject(event.seat, 'plays')} {played}, pointing {times}"]
            lines.append(play[0])
        elif isinstance(event, PointerStep) and play is not None:
            play.append(f"{say.owner(event.to_seat)} {_row_card(rows_before, event.to_seat, event.to_pos)}")
            lines[-1] = play[0] + ": " + ", ".join(play[1:])
        elif isinstance(event, Segfault):
            king = played if event.card_pos is None else _row_card(rows_before, event.card_seat, event.card_pos)
            lines.append(f"Segmentation fault! {say.subject(event.seat, 'drops')} out, pointing from {king}")
        elif isinstance(event, Swapped):
            # From the rows before the action: a swap that wins the hand is followed by a new deal.
            got = _row_card(rows_before, event.other_seat, event.other_pos)
            if event.other_seat == event.seat:
                lines.append(f"{say.subject(event.seat, 'moves')} {got} to place {event.pos + 1} of the row")
            else:
                lines.append(f"{say.subject(event.seat, 'swaps')} place {event.pos + 1} "
                             f"for {say.owner(event.other_seat)} {got}")
        elif isinstance(event, CardMoved) and event.source == "deck" and event.target.startswith("drawn:"):
            drawer = int(event.target[6:])
            lines.append(f"{say.subject(drawer, 'draws')} {_drawn(event.card, drawer, you)}")
        elif isinstance(event, Shuffled):
            lines.append(f"The deck is empty: {event.cards} discarded cards are shuffled into a new deck")
        elif isinstance(event, HandWon):
            lines.append(f"{say.subject(event.seat, 'wins')} the hand {how_won(event.pattern)}")
        elif isinstance(event, HandDrawn):
            lines.append(f"Hand {event.number} is a draw: nobody won it within {plural(event.turns, 'turn')}")
        elif isinstance(event, NewHand):
            lines.append(f"Hand {event.number} is dealt")
        elif isinstance(event, SeatOut) and not any(isinstance(e, Segfault) for e in events):
            lines.append(f"{say.subject(event.seat, 'is')} out ({event.reason})")
        elif isinstance(event, GameOver):
            lines.append(say.game_over(event))
    return lines


def _row_card(rows: Sequence[Sequence[int] | None], seat: int, pos: int) -> str:
    row = rows[seat]
    return card_label(row[pos]) if row is not None else "?"


def _drawn(card: int, seat: int, you: int | None) -> str:
    return card_label(card) if seat == you else "a card"


def action_words(seen: SegfaultObservation, action: SegfaultAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("play 7♣, pointing 3 times")."""
    if isinstance(action, Play):
        row = seen.rows[seen.seat]
        card = seen.drawn if action.pos is None or row is None else row[action.pos]
        assert card is not None  # a play's card is the drawn one or in your row
        pointing = f"pointing {plural(action.n, 'time')}" if action.n else "without pointing"
        return f"play {card_label(card)}, {pointing}"
    if isinstance(action, Swap):
        assert seen.target is not None  # a swap is offered only with its target chosen
        return f"swap {_row_card(seen.rows, *seen.target)} into place {action.pos + 1} of your row"
    return "draw a card"
