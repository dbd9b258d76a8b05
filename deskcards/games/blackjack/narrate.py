"""The Blackjack game log in words, one sentence per thing that happened.

Cards another player draws stay hidden: the log says how many, never which.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import SUIT_NAMES, card_label
from deskcards.engine.game import CardMoved, Event, GameOver, Shuffled
from deskcards.games.speech import Speaker, plural

from .actions import Close, Draw, Play
from .events import CycleClosed, DebtChanged, DirectionChanged, Finished, PickupChanged, Skipped, SuitChosen

if TYPE_CHECKING:
    from .actions import BlackjackAction
    from .observation import BlackjackObservation
    from .state import BlackjackState

RANK_WORDS = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}


def rank_name(value: int) -> str:
    return RANK_WORDS.get(value, str(value))


def rank_plural(value: int) -> str:
    return rank_name(value) + "s"


def a_rank(value: int) -> str:
    name = rank_name(value)
    return ("an " if name[0] in "A8" else "a ") + name


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None, before: BlackjackState | None) -> list[str]:
    """Sentences for ``events``; the human's seat ``you`` is "you".
    ``before``, the state the events began at, is taken as in every game; here the events say it all."""
    say = Speaker(names, you)
    lines: list[str] = []
    drawn: dict[int, list[int]] = {}
    for event in events:
        if isinstance(event, CardMoved) and event.target.startswith("hand:"):
            drawn.setdefault(int(event.target[5:]), []).append(event.card)
            continue
        _flush_draws(drawn, lines, say, you)
        if isinstance(event, CardMoved) and event.target == "discard":
            lines.append(f"{say.subject(int(event.source[5:]), 'plays')} {card_label(event.card)}")
        elif isinstance(event, SuitChosen):
            if lines:  # follows the Ace's own line
                lines[-1] += f", calling {SUIT_NAMES[event.suit]}"
        elif isinstance(event, PickupChanged):
            lines.append(f"The pick-up stands at {event.total}" if event.total else "The pick-up is cleared")
        elif isinstance(event, DirectionChanged):
            lines.append("Play reverses: it now goes to the " + ("left" if event.direction > 0 else "right"))
        elif isinstance(event, Skipped):
            lines.append(f"{say.subject(event.seat, 'is')} skipped")
        elif isinstance(event, CycleClosed) and event.count > 1:
            lines.append(f"{say.subject(event.seat, 'plays')} {event.count} {rank_plural(event.value)} in a row")
        elif isinstance(event, DebtChanged):
            lines.append(f"{say.subject(event.seat, 'owes')} {plural(event.owed, 'card')}"
                         if event.owed else f"{say.subject(event.seat, 'has')} paid off the debt")
        elif isinstance(event, Shuffled):
            lines.append(f"The discard pile is shuffled into a new deck of {event.cards} cards")
        elif isinstance(event, Finished):
            lines.append(f"{say.subject(event.seat, 'goes')} out in place {event.place}")
        elif isinstance(event, GameOver):
            lines.append(say.game_over(event))
    _flush_draws(drawn, lines, say, you)
    return lines


def _flush_draws(drawn: dict[int, list[int]], lines: list[str], say: Speaker, you: int | None) -> None:
    for seat, cards in drawn.items():
        if seat == you:
            lines.append(f"You draw {', '.join(card_label(card) for card in cards)}")
        else:
            lines.append(f"{say.subject(seat, 'draws')} {plural(len(cards), 'card')}")
    drawn.clear()


def action_words(seen: BlackjackObservation, action: BlackjackAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("play 7♣")."""
    if isinstance(action, Play):
        calling = "" if action.suit is None else f", calling {SUIT_NAMES[action.suit]}"
        return f"play {card_label(action.card)}{calling}"
    if isinstance(action, Close):
        return "start a new cycle"
    return "draw a card" if isinstance(action, Draw) else "end your turn"
