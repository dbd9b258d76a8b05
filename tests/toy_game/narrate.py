"""The High card game log in words: one sentence per thing that happened.
A card is named only once it is played face up."""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.cards import card_label
from deskcards.engine.events import CardMoved, Event, GameOver
from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker

from .actions import Play
from .events import RoundWon


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None, before: object) -> list[str]:
    """``events`` in sentences for ``you``; ``before`` (the state they came from) says nothing High card needs."""
    say = Speaker(names, you)
    lines = []
    for event in events:
        if isinstance(event, CardMoved) and event.target == "trick":
            lines.append(say.says("high-card", int(event.source[5:]), "You play {card}", "{player} plays {card}",
                                  card=card_label(event.card)))
        elif isinstance(event, RoundWon):
            lines.append(say.says("high-card", event.seat, "You take the round with {card}",
                                  "{player} takes the round with {card}", card=card_label(event.card)))
        elif isinstance(event, GameOver):
            lines.append(say.game_over(event))
    return lines


def action_words(seen: object, action: Play) -> str:
    """``action`` as a hint or Game > Take back names it to the seat of ``seen`` ("play 7♣")."""
    return translate("high-card", "play {card}", card=card_label(action.card))
