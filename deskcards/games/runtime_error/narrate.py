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

from deskcards.engine.cards import RANK_NAMES, SUIT_NAMES, rank, suit
from deskcards.engine.game import CardMoved, Event, GameOver, Shuffled, TurnStarted
from deskcards.games.speech import Speaker

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
    return SEAT_OWNER.sub(lambda found: say.owner(int(found[1]) - 1), text)


def card_name(card: int) -> str:
    return f"the {RANK_NAMES[rank(card) - 1]} of {SUIT_NAMES[suit(card)]}"


class Narrator:
    def __init__(self, names: Sequence[str], you: int | None):
        self.say = Speaker(names, you)

    def statement(self, owner: int, slot: int, by: int | None = None) -> str:
        """``owner``'s statement in ``slot``; said by ``by``, the owner's own is "their own"."""
        whose = "their own" if owner == by != self.say.you else self.say.owner(owner)
        return f"{whose} statement {slot + 1}"

    def tell(self, events: Sequence[Event]) -> list[str]:
        lines = [self.line(event) for event in events]
        return [line for line in lines if line]

    def line(self, event: Event) -> str | None:
        say = self.say
        if isinstance(event, StatementBuilt):
            return (f"{say.subject(event.seat, 'builds')} statement {event.slot + 1}: "
                    f"{FUNCTION_NAMES[suit(event.function)]} when the input is from {card_name(event.lower)} to "
                    f"{card_name(event.upper)} (function card {card_name(event.function)})")
        if isinstance(event, InputPlayed):
            how = "LOOP's next input card" if event.by_loop else "the input card"
            return f"{say.subject(event.seat, 'plays')} {card_name(event.card)} as {how}"
        if isinstance(event, StatementRan):
            return sentence(f"{self.statement(event.seat, event.slot)} runs {FUNCTION_NAMES[event.kind]}")
        if isinstance(event, FunctionIdle):
            return f"{FUNCTION_NAMES[event.kind]} does nothing: {event.why}"
        if isinstance(event, CardEdited):
            return (f"{say.subject(event.seat, 'edits')} {self.statement(event.owner, event.slot, event.seat)}: "
                    f"{card_name(event.removed)} (its {PART_NAMES[event.part]}) goes to the discard pile and a card "
                    "goes face down in its place; the statement is inactive until the input card is discarded")
        if isinstance(event, CardsTurnedUp):
            turned = ", ".join(f"{card_name(card)} in {self.statement(seat, slot)}"
                               for (seat, slot), card in zip(event.places, event.cards))
            return f"The edited cards turn face up: {turned}"
        if isinstance(event, LoopJudged):
            return self.judged(event)
        if isinstance(event, CardMoved):
            return self.moved(event)
        if isinstance(event, Shuffled):
            return f"The discard pile ({event.cards} cards) is shuffled into a new deck"
        if isinstance(event, TurnCutOff):
            return sentence(f"{say.owner(event.seat)} turn is cut off after {event.inputs} input cards: "
                            "no loop was proven")
        if isinstance(event, TurnEnded):
            return None  # the next TurnStarted says it
        if isinstance(event, TurnStarted):
            return sentence(f"{say.owner(event.seat)} turn")
        if isinstance(event, GameOver):  # the proof, if any, was told with the loop
            return say.game_over(event) + (f": {headline(event.reason)}" if event.winners else "")
        return None

    def judged(self, event: LoopJudged) -> str:
        """A claim and the prover's word on it, a loop shown, or a long turn the prover proved."""
        owner = self.say.owner(event.seat)
        if event.repeated:
            return f"The position came back with nothing left to chance, so {owner} turn runs forever"
        if not event.claimed:
            return sentence(f"the prover proves that {owner} long turn runs forever. {self.proof(event)}")
        claim = self.say.subject(event.seat, "claims") + " the turn runs forever"
        if not event.proven:
            return f"{claim}, but the prover does not accept it: {event.reason}"
        return f"{claim}, and the prover proves it. {self.proof(event)}"

    def proof(self, event: LoopJudged) -> str:
        explain = getattr(event.verdict, "explain", None)
        return for_people(" ".join(explain()), self.say) if explain else event.reason

    def moved(self, event: CardMoved) -> str | None:
        """Draws, pulls and discards; moves other events already tell are left out."""
        if event.source == "deck":
            seat = int(event.target.split(":")[1])
            return f"{self.say.subject(seat, 'draws')} a card from the deck"
        if event.source == "discard":
            seat = int(event.target.split(":")[1])
            return f"{self.say.subject(seat, 'takes')} {card_name(event.card)} from the discard pile"
        if event.source == "input":
            return f"The input card, {card_name(event.card)}, goes to the discard pile"
        return None


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None, before: object) -> list[str]:
    """Sentences for ``events``; the human's seat ``you`` is "you".
    ``before``, the state the events began at, is taken as in every game; here the events say it all."""
    return Narrator(names, you).tell(events)


def action_words(seen: RuntimeErrorObservation, action: RuntimeErrorAction) -> str:
    """``action`` as advice to the seat of ``seen`` ("play the 7 of clubs as the input card")."""
    if isinstance(action, Script):
        return (f"build {FUNCTION_NAMES[suit(action.function)]} when the input is from {card_name(action.lower)} "
                f"to {card_name(action.upper)} (function card {card_name(action.function)})")
    if isinstance(action, (Input, Loop)):
        how = "LOOP's next input card" if isinstance(action, Loop) else "the input card"
        claim = " and claim the loop runs forever" if action.forever else ""
        return f"play {card_name(action.card)} as {how}{claim}"
    if isinstance(action, Edit):
        whose = "your" if action.seat == seen.seat else f"Seat {action.seat + 1}'s"
        return (f"edit {whose} statement {action.slot + 1}: {card_name(action.card)} in place of its "
                f"{PART_NAMES[action.part]}")
    return "build no statement" if str(action) == "no script" else "play no input card"
