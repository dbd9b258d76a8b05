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

from deskcards.engine.events import Event, GameOver
from deskcards.engine.words import translate, translate_count
from deskcards.games.log_sentences import Speaker

from .cards import value_of
from .events import CardReadAs, ChipsPlaced, RoundScored, RoundStarted, TrickWon

if TYPE_CHECKING:
    from .actions import Play
    from .observation import SegmentTrixObservation
    from .state import SegmentTrixState


def a_digit(digit: int) -> str:
    return translate("segment-trix", "an {digit}", digit=digit) if digit == 8 else translate(
        "segment-trix", "a {digit}", digit=digit)


def chips_count(count: int) -> str:
    return translate_count("segment-trix", count, "{count} chip", "{count} chips")


def tricks_count(count: int) -> str:
    return translate_count("segment-trix", count, "{count} trick", "{count} tricks")


def points_count(count: int) -> str:
    return translate_count("segment-trix", count, "{count} pt", "{count} pts")


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
                lines.append(self.say.says("segment-trix", event.leader, "Round {number} is dealt: You lead",
                                           "Round {number} is dealt: {player} leads", number=event.number))
            elif isinstance(event, GameOver):
                lines.append(self.say.game_over(event))
        return lines

    def play(self, event: CardReadAs, chips: ChipsPlaced | None) -> str:
        self.read_as[event.card] = event.digit
        card = self.card(event.card)
        if event.upside_down:
            card = translate("segment-trix", "{card} upside down", card=card)
        if chips is not None:
            self.unused[event.seat] = chips.left
            return self.say.says("segment-trix", event.seat, "You add {chips} to play {card} as {digit} ({left} left)",
                                 "{player} adds {chips} to play {card} as {digit} ({left} left)",
                                 chips=chips_count(chips.chips), card=card, digit=a_digit(event.digit), left=chips.left)
        if event.digit != value_of(event.card):
            return self.say.says("segment-trix", event.seat, "You play {card} as {digit}",
                                 "{player} plays {card} as {digit}", card=card, digit=a_digit(event.digit))
        return self.say.says("segment-trix", event.seat, "You play {card}", "{player} plays {card}", card=card)

    def trick(self, event: TrickWon) -> str:
        card = event.cards[(event.seat - self.leader) % self.players]
        digit = self.read_as.get(card, value_of(card))
        won_with = self.card(card)
        if digit != value_of(card):
            won_with = translate("segment-trix", "{card} read as {digit}", card=won_with, digit=a_digit(digit))
        if event.chips:
            won_with = translate("segment-trix", "{card} and {chips}", card=won_with, chips=chips_count(event.chips))
        self.tricks[event.seat] += 1
        self.collected[event.seat] += event.chips
        self.leader, self.read_as = event.seat, {}
        return self.say.says("segment-trix", event.seat, "You win the trick with {card}",
                             "{player} wins the trick with {card}", card=won_with)

    def scores(self, event: RoundScored) -> list[str]:
        return [self.say.says("segment-trix", seat, "Round {number}: You score {score} ({why}), {total} in all",
                              "Round {number}: {player} scores {score} ({why}), {total} in all",
                              number=event.number, score=score, why=self.why(seat), total=event.totals[seat])
                for seat, score in enumerate(event.scores)]

    def why(self, seat: int) -> str:
        unused, tricks, collected = self.unused[seat], self.tricks[seat], self.collected[seat]
        unused_chips = translate_count("segment-trix", unused, "{count} unused chip", "{count} unused chips")
        if unused != tricks:
            return translate("segment-trix", "{tricks} but {unused}", tricks=tricks_count(tricks), unused=unused_chips)
        if not tricks:
            return translate("segment-trix", "no tricks and no chips left")
        return translate("segment-trix", "{tricks}, {unused}, {chips} collected", tricks=tricks_count(tricks),
                         unused=unused_chips, chips=chips_count(collected))


def narrate(events: Sequence[Event], names: Sequence[str], you: int | None,
            before: SegmentTrixState | SegmentTrixObservation) -> list[str]:
    """Sentences for ``events``, which began at ``before``; the human's seat ``you`` is "you"."""
    return Narrator(names, you, before).tell(events)


def action_words(seen: SegmentTrixObservation, action: Play) -> str:
    """``action`` as advice to the seat of ``seen`` ("play the red 7 as an 8, upside down, with 1 chip")."""
    card, digit = seen.ruleset.plays.names.name(action.card), a_digit(action.digit)
    if action.upside_down:
        play = translate("segment-trix", "play {card} as {digit}, upside down", card=card, digit=digit)
    else:
        play = translate("segment-trix", "play {card} as {digit}", card=card, digit=digit)
    return translate("segment-trix", "{play}, with {chips}", play=play, chips=chips_count(action.chips)) \
        if action.chips else play
