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
from deskcards.engine.events import CardMoved, Event, GameOver, SeatOut, Shuffled
from deskcards.engine.words import noop, relay, translate, translate_count
from deskcards.games.log_sentences import Speaker, count_cards

from .actions import AllIn, Benediction, Check, Fold, Hold, Look, Raise
from .cards import place_text
from .events import (
    Blessed,
    ChipsMoved,
    ChipsReturned,
    Held,
    Looked,
    PhaseStarted,
    PotWon,
    Revealed,
    RoundStarted,
    Wagered,
)
from .phases import FIRST_WAGER, PLAY, SECOND_WAGER

if TYPE_CHECKING:
    from .actions import DestinyAction
    from .observation import DestinyObservation

PHASES = {PLAY: noop("destiny", "the play on the field"), SECOND_WAGER: noop("destiny", "the second wager round"),
          FIRST_WAGER: noop("destiny", "the first wager round")}
BLINDS = {"small blind": noop("destiny", "small blind"), "big blind": noop("destiny", "big blind")}


def pot_name(index: int) -> str:
    return translate("destiny", "the main pot") if index == 0 else translate("destiny", "side pot {number}",
                                                                              number=index)


def chips_count(count: int) -> str:
    return translate_count("destiny", count, "{count} chip", "{count} chips")


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
        if isinstance(event, RoundStarted):
            return say.says("destiny", event.dealer, "Hand {number}: You deal", "Hand {number}: {player} deals",
                            number=event.round_number)
        if isinstance(event, PhaseStarted):
            if event.phase == FIRST_WAGER:
                return None
            phase = relay("destiny", PHASES[event.phase])
            if event.seat is None:
                return translate("destiny", "Now {phase}", phase=phase)
            return say.says("destiny", event.seat, "Now {phase}: You are first", "Now {phase}: {player} is first",
                            phase=phase)
        if isinstance(event, ChipsMoved):
            return self.chips(event)
        if isinstance(event, ChipsReturned):
            return say.says("destiny", event.seat, "You take back {chips} nobody matched",
                            "{player} takes back {chips} nobody matched", chips=chips_count(event.amount))
        if isinstance(event, Wagered):
            return self.wager(event, following)
        if isinstance(event, Looked):
            return say.says("destiny", event.seat, "You look at {place}", "{player} looks at {place}",
                            place=place_text(event.place))
        if isinstance(event, CardMoved) and event.target.startswith("look:") and event.target[5:] == str(self.you):
            return translate("destiny", "You see the {card}", card=card_label(event.card))
        if isinstance(event, Held):
            return say.says("destiny", event.seat, "You hold {place}", "{player} holds {place}",
                            place=place_text(event.place))
        if isinstance(event, Blessed):
            return say.says("destiny", event.seat, "You make the Benediction hand",
                            "{player} makes the Benediction hand")
        if isinstance(event, Revealed):
            card = card_label(event.card)
            if event.place is None:
                return say.says("destiny", event.seat, "You play the {card} off the deck",
                                "{player} plays the {card} off the deck", card=card)
            return say.says("destiny", event.seat, "You play the {card} from {place}",
                            "{player} plays the {card} from {place}", card=card, place=place_text(event.place))
        if isinstance(event, PotWon):
            return say.says("destiny", event.seat, "You win {pot}, {chips}", "{player} wins {pot}, {chips}",
                            pot=pot_name(event.pot_index), chips=chips_count(event.amount))
        if isinstance(event, Shuffled):
            return translate("destiny", "The discard pile ({cards}) is shuffled into the deck",
                             cards=count_cards(event.cards))
        if isinstance(event, SeatOut):
            return say.says("destiny", event.seat, "You are out: no chips left", "{player} is out: no chips left")
        if isinstance(event, GameOver):
            return say.game_over(event)
        return None

    def chips(self, event: ChipsMoved) -> str | None:
        if event.why in BLINDS:
            return self.say.says("destiny", event.seat, "You post the {blind}, {chips}",
                                 "{player} posts the {blind}, {chips}", blind=relay("destiny", BLINDS[event.why]),
                                 chips=chips_count(event.amount))
        if event.why == "standing call":
            return self.say.says("destiny", event.seat, "Your standing call follows with {chips}",
                                 "{player}'s standing call follows with {chips}", chips=chips_count(event.amount))
        return None  # told with the wager that moved them

    def wager(self, event: Wagered, following: Event | None) -> str:
        say, word = self.say, event.action.split()[0]
        paid = following.amount if isinstance(following, ChipsMoved) and following.seat == event.seat else 0
        if word == "raise":
            return say.says("destiny", event.seat, "You raise to {bet}", "{player} raises to {bet}",
                            bet=event.action.split()[1])
        if word == "call":
            return say.says("destiny", event.seat, "You call {chips}", "{player} calls {chips}", chips=paid)
        if word == "all" and paid:  # what the call costs now, never the chips left behind
            return say.says("destiny", event.seat,
                            "You go all in, a standing call: you call {chips} now and every later bet",
                            "{player} goes all in, a standing call: calls {chips} now and every later bet",
                            chips=chips_count(paid))
        if word == "all":
            return say.says("destiny", event.seat,
                            "You go all in, a standing call: nothing to call now, you call every later bet",
                            "{player} goes all in, a standing call: nothing to call now, calls every later bet")
        if word == "fold":
            return say.says("destiny", event.seat, "You fold", "{player} folds")
        return say.says("destiny", event.seat, "You check", "{player} checks")


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None, before: object) -> list[str]:
    """Sentences for ``events``; the human's seat ``you`` is "you" and alone sees its lifted card.
    ``before``, the state the events began at, is taken as in every game; here the events say it all."""
    return Narrator(names, you).tell(events)


def action_words(seen: DestinyObservation, action: DestinyAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("hold the card at c2")."""
    if isinstance(action, Look):
        return translate("destiny", "look at the card at {place}", place=place_text(action.place))
    if isinstance(action, Hold):
        return translate("destiny", "hold the card at {place}", place=place_text(action.place))
    if isinstance(action, Benediction):
        return translate("destiny", "make the Benediction hand")
    if isinstance(action, Raise):
        return translate("destiny", "raise to {chips}", chips=action.to)
    if isinstance(action, AllIn):
        return translate("destiny", "go all in")
    if isinstance(action, Fold):
        return translate("destiny", "fold")
    return translate("destiny", "check") if isinstance(action, Check) else translate("destiny", "call")
