"""The Destiny game log in words, one sentence per thing that happened.

A lifted card is named only to the seat that lifted it (``you``); everyone
else reads only which place was lifted. Cards moving back to the field, to
the discard pile or into the deck are told by the look, showdown and
reshuffle lines, never card by card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.game import CardMoved, Event, GameOver, SeatOut, Shuffled
from deskcards.games.speech import Speaker, plural

from .actions import AllIn, Benediction, Hold, Look, Raise
from .cards import place_text
from .events import (
    Blessed,
    ChipsMoved,
    ChipsReturned,
    HandStarted,
    Held,
    Looked,
    PhaseStarted,
    PotWon,
    Revealed,
    Wagered,
)
from .phases import FIRST_WAGER, PLAY, SECOND_WAGER

if TYPE_CHECKING:
    from .actions import DestinyAction
    from .observation import DestinyObservation

PHASES = {PLAY: "the play on the field", SECOND_WAGER: "the second wager round", FIRST_WAGER: "the first wager round"}


def pot_name(index: int) -> str:
    return "the main pot" if index == 0 else f"side pot {index}"


class Narrator:
    def __init__(self, names: Sequence[str], you: int | None):
        self.say, self.you = Speaker(names, you), you

    def tell(self, events: Sequence[Event]) -> list[str]:
        lines: list[str] = []
        for index, event in enumerate(events):
            following = events[index + 1] if index + 1 < len(events) else None
            line = self.line(event, following)
            if line:
                lines.append(line)
        return lines

    def line(self, event: Event, following: Event | None) -> str | None:
        say = self.say
        if isinstance(event, HandStarted):
            return f"Hand {event.hand_number}: {say.subject(event.dealer, 'deals')}"
        if isinstance(event, PhaseStarted):
            first = f": {say.subject(event.seat, 'is')} first" if event.seat is not None else ""
            return f"Now {PHASES[event.phase]}{first}" if event.phase != FIRST_WAGER else None
        if isinstance(event, ChipsMoved):
            return self.chips(event)
        if isinstance(event, ChipsReturned):
            return f"{say.subject(event.seat, 'takes')} back {plural(event.amount, 'chip')} nobody matched"
        if isinstance(event, Wagered):
            return self.wager(event, following)
        if isinstance(event, Looked):
            return f"{say.subject(event.seat, 'looks')} at {place_text(event.place)}"
        if isinstance(event, CardMoved) and event.target.startswith("look:") and event.target[5:] == str(self.you):
            return f"You see the {card_label(event.card)}"
        if isinstance(event, Held):
            return f"{say.subject(event.seat, 'holds')} {place_text(event.place)}"
        if isinstance(event, Blessed):
            return f"{say.subject(event.seat, 'makes')} the Benediction hand"
        if isinstance(event, Revealed):
            where = "off the deck" if event.place is None else f"from {place_text(event.place)}"
            return f"{say.subject(event.seat, 'plays')} the {card_label(event.card)} {where}"
        if isinstance(event, PotWon):
            return f"{say.subject(event.seat, 'wins')} {pot_name(event.pot_index)}, {plural(event.amount, 'chip')}"
        if isinstance(event, Shuffled):
            return f"The discard pile ({plural(event.cards, 'card')}) is shuffled into the deck"
        if isinstance(event, SeatOut):
            return f"{say.subject(event.seat, 'is')} out: no chips left"
        if isinstance(event, GameOver):
            return say.game_over(event)
        return None

    def chips(self, event: ChipsMoved) -> str | None:
        if event.why.endswith("blind"):
            return f"{self.say.subject(event.seat, 'posts')} the {event.why}, {plural(event.amount, 'chip')}"
        if event.why == "standing call":
            return (f"{self.say.owner(event.seat).capitalize()} standing call follows with "
                    f"{plural(event.amount, 'chip')}")
        return None  # told with the wager that moved them

    def wager(self, event: Wagered, following: Event | None) -> str:
        say, word = self.say, event.action.split()[0]
        paid = following.amount if isinstance(following, ChipsMoved) and following.seat == event.seat else 0
        if word == "raise":
            return f"{say.subject(event.seat, 'raises')} to {event.action.split()[1]}"
        if word == "call":
            return f"{say.subject(event.seat, 'calls')} {paid}"
        if word == "all":
            return f"{say.subject(event.seat, 'goes')} all in, a standing call ({plural(paid, 'chip')} now)"
        return say.subject(event.seat, word + "s")


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None, before: object) -> list[str]:
    """Sentences for ``events``; the human's seat ``you`` is "you" and alone sees its lifted card.
    ``before``, the state the events began at, is taken as in every game; here the events say it all."""
    return Narrator(names, you).tell(events)


def action_words(seen: DestinyObservation, action: DestinyAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("hold the card at c2")."""
    if isinstance(action, Look):
        return f"look at the card at {place_text(action.place)}"
    if isinstance(action, Hold):
        return f"hold the card at {place_text(action.place)}"
    if isinstance(action, Benediction):
        return "make the Benediction hand"
    if isinstance(action, Raise):
        return f"raise to {action.to}"
    return "go all in" if isinstance(action, AllIn) else str(action)  # fold, check, call: the words themselves
