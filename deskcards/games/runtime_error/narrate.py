"""The Runtime Error game log in words, one sentence per thing that happened.

A card another seat cannot see stays unnamed: a card drawn from the deck, and
the card an EDIT puts face down (it is named when it turns up). The prover's
words name seats by number ("seat 2's statement 1"); ``for_people`` names them
as the table does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label, suit
from deskcards.engine.events import CardMoved, Event, GameOver, Shuffled, TurnStarted
from deskcards.engine.words import relay, translate
from deskcards.games.log_sentences import Speaker, seat_words

from .actions import Edit, Input, Loop, Script
from .events import (
    CardEdited,
    CardsTurnedUp,
    FunctionIdle,
    InputPlayed,
    LoopJudged,
    StatementBuilt,
    StatementRan,
    TurnCutOff,
    TurnEnded,
)
from .prover.loop_model import FUNCTION_NAMES, PART_NAMES

if TYPE_CHECKING:
    from .actions import RuntimeErrorAction
    from .observation import RuntimeErrorObservation

SEAT_OWNER = re.compile(r"\bseat (\d+)'s\b")


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def headline(reason: str) -> str:
    """The first sentence of a game-over reason: "an infinite loop, proven" (the proof follows it)."""
    return reason.split(". ")[0]


def for_people(text: str, say: Speaker) -> str:
    """The prover's "seat 2's statement" as the table says it: "your" or "Bo's"."""
    return SEAT_OWNER.sub(lambda found: say.says("runtime-error", int(found[1]) - 1, "your", "{player}'s"), text)


def card_name(card: int) -> str:
    """"the 7♣", as the other games' logs write a card (a screen reader hears "the seven of clubs",
    as the card's own name says it: ``spoken_text``)."""
    return translate("runtime-error", "the {card}", card=card_label(card))


def part_name(part: int) -> str:
    return relay("runtime-error", PART_NAMES[part])


class Narrator:
    def __init__(self, names: Sequence[str], you: int | None):
        self.say = Speaker(names, you)

    def statement(self, owner: int, slot: int, by: int | None = None) -> str:
        """``owner``'s statement in ``slot``; said by ``by``, the owner's own is "their own"."""
        if owner == by != self.say.you:
            return translate("runtime-error", "their own statement {number}", number=slot + 1)
        return self.say.says("runtime-error", owner, "your statement {number}", "{player}'s statement {number}",
                             number=slot + 1)

    def tell(self, events: Sequence[Event]) -> list[str]:
        lines = [self.line(event) for event in events]
        return [line for line in lines if line]

    def line(self, event: Event) -> str | None:
        say = self.say
        if isinstance(event, StatementBuilt):
            return say.says("runtime-error", event.seat,
                            "You build statement {number}: {function} when the input is from {lower} to {upper} "
                            "(function card {card})",
                            "{player} builds statement {number}: {function} when the input is from {lower} to {upper} "
                            "(function card {card})", number=event.slot + 1,
                            function=FUNCTION_NAMES[suit(event.function)], lower=card_name(event.lower),
                            upper=card_name(event.upper), card=card_name(event.function))
        if isinstance(event, InputPlayed):
            if event.by_loop:
                return say.says("runtime-error", event.seat, "You play {card} as LOOP's next input card",
                                "{player} plays {card} as LOOP's next input card", card=card_name(event.card))
            return say.says("runtime-error", event.seat, "You play {card} as the input card",
                            "{player} plays {card} as the input card", card=card_name(event.card))
        if isinstance(event, StatementRan):
            return sentence(translate("runtime-error", "{statement} runs {function}",
                                      statement=self.statement(event.seat, event.slot),
                                      function=FUNCTION_NAMES[event.kind]))
        if isinstance(event, FunctionIdle):
            return translate("runtime-error", "{function} does nothing: {why}", function=FUNCTION_NAMES[event.kind],
                             why=event.why)
        if isinstance(event, CardEdited):
            return say.says("runtime-error", event.seat,
                            "You edit {statement}: {card} (its {part}) goes to the discard pile and a card goes face "
                            "down in its place; the statement is inactive until the input card is discarded",
                            "{player} edits {statement}: {card} (its {part}) goes to the discard pile and a card goes "
                            "face down in its place; the statement is inactive until the input card is discarded",
                            statement=self.statement(event.owner, event.slot, event.seat),
                            card=card_name(event.removed), part=part_name(event.part))
        if isinstance(event, CardsTurnedUp):
            turned = ", ".join(translate("runtime-error", "{card} in {statement}", card=card_name(card),
                                         statement=self.statement(seat, slot))
                               for (seat, slot), card in zip(event.places, event.cards))
            return translate("runtime-error", "The edited cards turn face up: {cards}", cards=turned)
        if isinstance(event, LoopJudged):
            return self.judged(event)
        if isinstance(event, CardMoved):
            return self.moved(event)
        if isinstance(event, Shuffled):
            return translate("runtime-error", "The discard pile ({count} cards) is shuffled into a new deck",
                             count=event.cards)
        if isinstance(event, TurnCutOff):
            return say.says("runtime-error", event.seat,
                            "Your turn is cut off after {count} input cards: no loop was proven",
                            "{player}'s turn is cut off after {count} input cards: no loop was proven",
                            count=event.inputs)
        if isinstance(event, TurnEnded):
            return None  # the next TurnStarted says it
        if isinstance(event, TurnStarted):
            return say.says("runtime-error", event.seat, "Your turn", "{player}'s turn")
        if isinstance(event, GameOver):  # the proof, if any, was told with the loop
            if not event.winners:
                return say.game_over(event)
            return translate("runtime-error", "{game_over}: {why}", game_over=say.game_over(event),
                             why=headline(event.reason))
        return None

    def judged(self, event: LoopJudged) -> str:
        """A claim and the prover's word on it, a loop shown, or a long turn the prover proved."""
        say = self.say
        if event.repeated:
            return say.says("runtime-error", event.seat,
                            "The position came back with nothing left to chance, so your turn runs forever",
                            "The position came back with nothing left to chance, so {player}'s turn runs forever")
        if not event.claimed:
            return say.says("runtime-error", event.seat, "The prover proves that your long turn runs forever. {proof}",
                            "The prover proves that {player}'s long turn runs forever. {proof}",
                            proof=self.proof(event))
        if not event.proven:
            return say.says("runtime-error", event.seat,
                            "You claim the turn runs forever, but the prover does not accept it: {why}",
                            "{player} claims the turn runs forever, but the prover does not accept it: {why}",
                            why=event.reason)
        return say.says("runtime-error", event.seat,
                        "You claim the turn runs forever, and the prover proves it. {proof}",
                        "{player} claims the turn runs forever, and the prover proves it. {proof}",
                        proof=self.proof(event))

    def proof(self, event: LoopJudged) -> str:
        explain = getattr(event.verdict, "explain", None)
        return for_people(" ".join(explain()), self.say) if explain else event.reason

    def moved(self, event: CardMoved) -> str | None:
        """Draws, pulls and discards; moves other events already tell are left out."""
        if event.source == "deck":
            seat = int(event.target.split(":")[1])
            return self.say.says("runtime-error", seat, "You draw a card from the deck",
                                 "{player} draws a card from the deck")
        if event.source == "discard":
            seat = int(event.target.split(":")[1])
            return self.say.says("runtime-error", seat, "You take {card} from the discard pile",
                                 "{player} takes {card} from the discard pile", card=card_name(event.card))
        if event.source == "input":
            return translate("runtime-error", "The input card, {card}, goes to the discard pile",
                             card=card_name(event.card))
        return None


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None, before: object) -> list[str]:
    """Sentences for ``events``; the human's seat ``you`` is "you".
    ``before``, the state the events began at, is taken as in every game; here the events say it all."""
    return Narrator(names, you).tell(events)


def action_words(seen: RuntimeErrorObservation, action: RuntimeErrorAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("play the 7 of clubs as the input card")."""
    if isinstance(action, Script):
        return translate("runtime-error", "build {function} when the input is from {lower} to {upper} (function card "
                         "{card})", function=FUNCTION_NAMES[suit(action.function)], lower=card_name(action.lower),
                         upper=card_name(action.upper), card=card_name(action.function))
    if isinstance(action, (Input, Loop)):
        card = card_name(action.card)
        if isinstance(action, Loop):
            return translate("runtime-error", "play {card} as LOOP's next input card and claim the loop runs forever",
                             card=card) if action.forever \
                else translate("runtime-error", "play {card} as LOOP's next input card", card=card)
        return translate("runtime-error", "play {card} as the input card and claim the loop runs forever",
                         card=card) if action.forever \
            else translate("runtime-error", "play {card} as the input card", card=card)
    if isinstance(action, Edit):
        fields = {"number": action.slot + 1, "card": card_name(action.card), "part": part_name(action.part)}
        if action.seat == seen.seat:
            return translate("runtime-error", "edit your statement {number}: {card} in place of its {part}", **fields)
        return translate("runtime-error", "edit {seat}'s statement {number}: {card} in place of its {part}",
                         seat=seat_words(action.seat), **fields)
    if str(action) == "no script":
        return translate("runtime-error", "build no statement")
    return translate("runtime-error", "play no input card")
