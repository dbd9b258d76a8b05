"""The Blackjack game log in words, one sentence per thing that happened.

Cards another player draws stay hidden: the log says how many, never which.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label, suit_name
from deskcards.engine.events import CardMoved, Event, GameOver, Shuffled
from deskcards.engine.words import noop, relay, translate, translate_count
from deskcards.games.log_sentences import Speaker, count_cards

from .actions import Close, Draw, Play
from .events import CycleClosed, DebtChanged, DirectionChanged, Finished, PickupChanged, Skipped, SuitChosen

if TYPE_CHECKING:
    from .actions import BlackjackAction
    from .observation import BlackjackObservation
    from .state import BlackjackState

RANK_WORDS = {1: noop("blackjack", "Ace"), 11: noop("blackjack", "Jack"), 12: noop("blackjack", "Queen"),
              13: noop("blackjack", "King")}
RANK_PLURALS = {1: noop("blackjack", "Aces"), 11: noop("blackjack", "Jacks"), 12: noop("blackjack", "Queens"),
                13: noop("blackjack", "Kings")}
# A run's length in words: "plays two 2s" reads better than "plays 2 2s".
COUNT_WORDS = {2: noop("blackjack", "two"), 3: noop("blackjack", "three"), 4: noop("blackjack", "four")}


def rank_name(value: int) -> str:
    return relay("blackjack", RANK_WORDS[value]) if value in RANK_WORDS else str(value)


def rank_plural(value: int) -> str:
    return relay("blackjack", RANK_PLURALS[value]) if value in RANK_PLURALS else translate("blackjack", "{rank}s",
                                                                                                     rank=value)


def a_rank(value: int) -> str:
    if value in (1, 8):
        return translate("blackjack", "an {rank}", rank=rank_name(value))
    return translate("blackjack", "a {rank}", rank=rank_name(value))


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
            lines.append(say.says("blackjack", int(event.source[5:]), "You play {card}", "{player} plays {card}",
                                  card=card_label(event.card)))
        elif isinstance(event, SuitChosen):
            if lines:  # follows the Ace's own line
                lines[-1] = translate("blackjack", "{play}, calling {suit}", play=lines[-1], suit=suit_name(event.suit))
        elif isinstance(event, PickupChanged):
            lines.append(translate("blackjack", "The pick-up stands at {total}", total=event.total) if event.total
                         else translate("blackjack", "The pick-up is cleared"))
        elif isinstance(event, DirectionChanged):
            lines.append(translate("blackjack", "Play reverses: it now goes to the left") if event.direction > 0
                         else translate("blackjack", "Play reverses: it now goes to the right"))
        elif isinstance(event, Skipped):
            lines.append(say.says("blackjack", event.seat, "You are skipped", "{player} is skipped"))
        elif isinstance(event, CycleClosed) and event.count > 1:
            count = relay("blackjack", COUNT_WORDS[event.count]) if event.count in COUNT_WORDS else str(event.count)
            lines.append(say.says("blackjack", event.seat, "You play {count} {ranks}", "{player} plays {count} {ranks}",
                                  count=count, ranks=rank_plural(event.value)))
        elif isinstance(event, DebtChanged):
            lines.append(say.says("blackjack", event.seat, "You owe {cards}", "{player} owes {cards}",
                                  cards=count_cards(event.owed)) if event.owed
                         else say.says("blackjack", event.seat, "You have paid off the debt",
                                       "{player} has paid off the debt"))
        elif isinstance(event, Shuffled):
            lines.append(translate_count("blackjack", event.cards,
                                         "The discard pile is shuffled into a new deck of 1 card",
                                         "The discard pile is shuffled into a new deck of {count} cards"))
        elif isinstance(event, Finished):
            lines.append(say.says("blackjack", event.seat, "You go out in place {place}",
                                  "{player} goes out in place {place}", place=event.place))
        elif isinstance(event, GameOver):
            lines.append(say.game_over(event))
    _flush_draws(drawn, lines, say, you)
    return lines


def _flush_draws(drawn: dict[int, list[int]], lines: list[str], say: Speaker, you: int | None) -> None:
    for seat, drawn_cards in drawn.items():
        if seat == you:
            lines.append(translate("blackjack", "You draw {cards}", cards=", ".join(map(card_label, drawn_cards))))
        else:
            lines.append(translate("blackjack", "{player} draws {cards}", player=say.names[seat],
                                   cards=count_cards(len(drawn_cards))))
    drawn.clear()


def action_words(seen: BlackjackObservation, action: BlackjackAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("play 7♣")."""
    if isinstance(action, Play):
        if action.suit is None:
            return translate("blackjack", "play {card}", card=card_label(action.card))
        return translate("blackjack", "play {card}, calling {suit}", card=card_label(action.card),
                         suit=suit_name(action.suit))
    if isinstance(action, Close):
        return translate("blackjack", "start a new cycle")
    if isinstance(action, Draw):
        return translate("blackjack", "draw a card")
    return translate("blackjack", "end your turn")
