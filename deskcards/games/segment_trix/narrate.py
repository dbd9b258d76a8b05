"""The Segment Trix game log in words, one sentence per thing that happened.

``before`` is the state (or any seat's observation) as the events began: it
gives the colour names, the trick so far and each seat's chips and tricks, so
a trick's winning card and a round's score can be explained. Cards moving to
the trick, to the winner and back to the deck are told by the play, trick and
round lines, never card by card: a dealt hand stays hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.game import Event, GameOver
from deskcards.games.speech import Speaker, plural

from .cards import value_of
from .events import CardReadAs, ChipsPlaced, RoundScored, RoundStarted, TrickWon

if TYPE_CHECKING:
    from .actions import Play
    from .observation import SegmentTrixObservation
    from .state import SegmentTrixState


def a_digit(digit: int) -> str:
    return f"{'an' if digit == 8 else 'a'} {digit}"


class Narrator:
    """Tells one batch of events, keeping the round's public tallies as they change."""

    def __init__(self, names: Sequence[str], you: int | None, before: SegmentTrixState | SegmentTrixObservation):
        self.say = Speaker(names, you)
        self.card = before.ruleset.plays.names.name
        self.players, self.chips = before.ruleset.players, before.ruleset.setup.chips
        self.leader = before.leader
        self.read_as = {play.card: play.digit for play in before.trick}
        self.unused = list(before.unused_chips)
        self.tricks = list(before.tricks_won)
        self.collected = list(before.chips_collected)

    def tell(self, events: Sequence[Event]) -> list[str]:
        lines: list[str] = []
        for index, event in enumerate(events):
            if isinstance(event, CardReadAs):
                following = events[index + 1] if index + 1 < len(events) else None
                chips = following if isinstance(following, ChipsPlaced) and following.card == event.card else None
                lines.append(self.play(event, chips))
            elif isinstance(event, TrickWon):
                lines.append(self.trick(event))
            elif isinstance(event, RoundScored):
                lines += self.scores(event)
            elif isinstance(event, RoundStarted):
                self.leader, self.read_as = event.leader, {}
                self.unused = [self.chips] * self.players
                self.tricks, self.collected = [0] * self.players, [0] * self.players
                lines.append(f"Round {event.number} is dealt: {self.say.subject(event.leader, 'leads')}")
            elif isinstance(event, GameOver):
                lines.append(self.say.game_over(event))
        return lines

    def play(self, event: CardReadAs, chips: ChipsPlaced | None) -> str:
        self.read_as[event.card] = event.digit
        turned = " upside down" if event.upside_down else ""
        if chips is not None:
            self.unused[event.seat] = chips.left
            return (f"{self.say.subject(event.seat, 'adds')} {plural(chips.chips, 'chip')} to play "
                    f"{self.card(event.card)}{turned} as {a_digit(event.digit)} ({chips.left} left)")
        as_digit = f" as {a_digit(event.digit)}" if event.digit != value_of(event.card) else ""
        return f"{self.say.subject(event.seat, 'plays')} {self.card(event.card)}{turned}{as_digit}"

    def trick(self, event: TrickWon) -> str:
        card = event.cards[(event.seat - self.leader) % self.players]
        digit = self.read_as.get(card, value_of(card))
        read = f" read as {a_digit(digit)}" if digit != value_of(card) else ""
        chips = f" and {plural(event.chips, 'chip')}" if event.chips else ""
        self.tricks[event.seat] += 1
        self.collected[event.seat] += event.chips
        self.leader, self.read_as = event.seat, {}
        return f"{self.say.subject(event.seat, 'wins')} the trick with {self.card(card)}{read}{chips}"

    def scores(self, event: RoundScored) -> list[str]:
        return [f"Round {event.number}: {self.say.subject(seat, 'scores')} {score} ({self.why(seat)}), "
                f"{event.totals[seat]} in all" for seat, score in enumerate(event.scores)]

    def why(self, seat: int) -> str:
        unused, tricks, collected = self.unused[seat], self.tricks[seat], self.collected[seat]
        if unused != tricks:
            return f"{plural(tricks, 'trick')} but {plural(unused, 'unused chip')}"
        if not tricks:
            return "no tricks and no chips left"
        return f"{plural(tricks, 'trick')}, {plural(unused, 'unused chip')}, {plural(collected, 'chip')} collected"


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None,
            before: SegmentTrixState | SegmentTrixObservation) -> list[str]:
    """Sentences for ``events``, which began at ``before``; the human's seat ``you`` is "you"."""
    return Narrator(names, you, before).tell(events)


def action_words(seen: SegmentTrixObservation, action: Play) -> str:
    """``action`` as advice to the seat of ``seen`` ("play the red 7 as an 8, upside down, with 1 chip")."""
    words = [f"play {seen.ruleset.plays.names.name(action.card)} as {a_digit(action.digit)}"]
    if action.upside_down:
        words.append("upside down")
    if action.chips:
        words.append(f"with {plural(action.chips, 'chip')}")
    return ", ".join(words)
