"""One game of Segment Trix: rounds of tricks, chips on cards, scores.

Hands are sorted lists of card ints; the trick is the list of plays so far,
the first by ``_leader``. ``step`` and ``apply`` share ``_act``; ``apply``
also checks the action and collects events. The next round is dealt inside
the move that ends a round, so a state waits for a player or is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import CardMoved, Event, GameOver
from deskcards.engine.rng import derived_random
from deskcards.engine.state_base import StateBase
from deskcards.engine.words import translate

from . import reveals
from .actions import Play, legal_plays
from .cards import colour_of
from .events import CardReadAs, ChipsPlaced, RoundScored, RoundStarted, TrickWon
from .legality import why_illegal
from .phases import OVER, PLAY
from .scoring import round_score, trick_winner

if TYPE_CHECKING:
    from .observation import SegmentTrixObservation
    from .rules import SegmentTrixRules


class SegmentTrixState(StateBase):
    """The full state, every hand included: only the engine and tests hold one."""

    __slots__ = ("ruleset", "_seed", "_draws", "_round", "_first_leader", "_hands", "_unused", "_trick",
                 "_leader", "_current", "_tricks", "_collected", "_won", "_voids", "_totals", "_winners")

    def __init__(self, ruleset: SegmentTrixRules, seed: int, first_leader: int):
        players = ruleset.players
        self.ruleset: SegmentTrixRules = ruleset
        self._seed, self._draws = seed, 0
        self._round, self._first_leader = 0, first_leader
        self._hands: list[list[int]] = [[] for _ in range(players)]
        self._unused = [0] * players
        self._trick: list[Play] = []
        self._leader = self._current = first_leader
        self._tricks = [0] * players
        self._collected = [0] * players
        self._won: list[list[int]] = [[] for _ in range(players)]
        self._voids = [0] * players  # per seat, a mask of colours it showed out of this round
        self._totals = [0] * players
        self._winners: tuple[int, ...] | None = None  # set when the game is over

    @classmethod
    def dealt(cls, ruleset: SegmentTrixRules, seed: int) -> SegmentTrixState:
        """A new game: the first leader drawn at random, then round 1 dealt."""
        state = cls(ruleset, seed, derived_random(seed, 0).randrange(ruleset.players))
        state._draws = 1
        state._deal(None)
        return state

    @classmethod
    def from_hands(cls, ruleset: SegmentTrixRules, hands: Sequence[Sequence[int]], leader: int,
                   seed: int) -> SegmentTrixState:
        """Round 1 with the given hands, ``leader`` to play (later rounds are dealt from ``seed``)."""
        state = cls(ruleset, seed, leader)
        state._draws, state._round = 1, 1
        state._hands = [sorted(hand) for hand in hands]
        state._unused = [ruleset.setup.chips] * ruleset.players
        return state

    @classmethod
    def from_public(cls, seen: SegmentTrixObservation, hands: Sequence[Sequence[int]], seed: int) -> SegmentTrixState:
        """A state that shows ``seen`` (an observation) exactly, with every hand given."""
        state = cls(seen.ruleset, seed, seen.first_leader_of_game)
        state._draws = 1
        state._round, state._hands = seen.round, [sorted(hand) for hand in hands]
        state._unused, state._trick = list(seen.unused_chips), list(seen.trick)
        state._leader = seen.leader
        state._current = seen.current_player if seen.current_player is not None else seen.leader
        state._tricks, state._collected = list(seen.tricks_won), list(seen.chips_collected)
        state._won = [list(cards) for cards in seen.won]
        state._voids, state._totals, state._winners = list(seen.voids), list(seen.totals), seen.winners
        return state

    # -- the protocol ---------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._winners is not None else self._current

    def legal_actions(self) -> tuple[Play, ...]:
        """Per card in hand order, its plays cheapest first; only the lead colour if held."""
        if self._winners is not None:
            return ()
        seat = self._current
        return legal_plays(self.ruleset.plays, self._hands[seat], self._trick, self._unused[seat])

    def _problem(self, action: object) -> str | None:
        return why_illegal(self, action)

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        return reveals.revealed(events, seat, self.ruleset.plays.names)

    @property
    def phase(self) -> str:
        return OVER if self._winners is not None else PLAY

    def figure(self, seat: int) -> int:
        return self._totals[seat]

    def progress(self) -> str:
        return translate("segment-trix", "round {round} of {rounds}, trick {trick}", round=self._round,
                         rounds=self.ruleset.setup.rounds, trick=sum(self._tricks) + 1)

    def clone(self) -> SegmentTrixState:
        other = SegmentTrixState.__new__(SegmentTrixState)
        other.ruleset, other._seed, other._draws = self.ruleset, self._seed, self._draws
        other._round, other._first_leader = self._round, self._first_leader
        other._hands = [hand[:] for hand in self._hands]
        other._unused, other._trick = self._unused[:], self._trick[:]
        other._leader, other._current = self._leader, self._current
        other._tricks, other._collected = self._tricks[:], self._collected[:]
        other._won = [cards[:] for cards in self._won]
        other._voids, other._totals, other._winners = self._voids[:], self._totals[:], self._winners
        return other

    def zones(self) -> dict[str, list[int]]:
        zones = {f"hand:{seat}": list(hand) for seat, hand in enumerate(self._hands)}
        zones["trick"] = [play.card for play in self._trick]
        zones.update({f"won:{seat}": list(cards) for seat, cards in enumerate(self._won)})
        zones["box"] = list(self.ruleset.box)
        return zones

    def observation(self, seat: int) -> SegmentTrixObservation:
        from .observation import SegmentTrixObservation

        return SegmentTrixObservation.of(self, seat)

    def _snapshot(self) -> tuple[object, ...]:
        return (self.ruleset, self._seed, self._draws, self._round, self._first_leader, self._hands, self._unused,
                self._trick, self._leader, self._current, self._tricks, self._collected, self._won, self._voids,
                self._totals, self._winners)

    # -- public facts, for observations, views and tests ----------------------

    @property
    def round(self) -> int:
        """The round being played, from 1 (the last one once the game is over)."""
        return self._round

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def first_leader(self) -> int:
        """Who led the first trick of the current round."""
        return (self._first_leader + self._round - 1) % self.ruleset.players

    @property
    def trick(self) -> tuple[Play, ...]:
        return tuple(self._trick)

    @property
    def unused_chips(self) -> tuple[int, ...]:
        return tuple(self._unused)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        return tuple(self._tricks)

    @property
    def chips_collected(self) -> tuple[int, ...]:
        return tuple(self._collected)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    @property
    def voids(self) -> tuple[int, ...]:
        """Per seat, a mask of the colours it failed to follow this round."""
        return tuple(self._voids)

    def hand(self, seat: int) -> tuple[int, ...]:
        return tuple(self._hands[seat])

    def won_cards(self, seat: int) -> tuple[int, ...]:
        return tuple(self._won[seat])

    # -- how a move runs --------------------------------------------------------

    def _act(self, play: Play, events: list[Event] | None) -> None:
        seat, card = self._current, play.card
        hand = self._hands[seat]
        position = len(self._trick)
        if position and colour_of(card) != colour_of(self._trick[0].card):
            self._voids[seat] |= 1 << colour_of(self._trick[0].card)
        if events is not None:
            events.append(CardMoved(card, f"hand:{seat}", hand.index(card), "trick", position))
            events.append(CardReadAs(seat, card, play.digit, play.upside_down))
            if play.chips:
                events.append(ChipsPlaced(seat, card, play.chips, self._unused[seat] - play.chips))
        hand.remove(card)
        self._unused[seat] -= play.chips
        self._trick.append(play)
        players = self.ruleset.players
        if len(self._trick) < players:
            self._current = (seat + 1) % players
            return
        self._take_trick(events)
        if not self._hands[self._current]:
            self._end_round(events)

    def _take_trick(self, events: list[Event] | None) -> None:
        trick, players = self._trick, self.ruleset.players
        position = trick_winner([colour_of(p.card) for p in trick], [p.digit for p in trick], self.ruleset.trump)
        winner = (self._leader + position) % players
        chips = sum(play.chips for play in trick)
        cards = [play.card for play in trick]
        if events is not None:
            events.append(TrickWon(winner, tuple(cards), chips))
            events += [CardMoved(card, "trick", 0, f"won:{winner}", -1) for card in cards]
        self._tricks[winner] += 1
        self._collected[winner] += chips
        self._won[winner] += cards
        self._trick = []
        self._leader = self._current = winner

    def _end_round(self, events: list[Event] | None) -> None:
        scores = tuple(map(round_score, self._unused, self._tricks, self._collected))
        self._totals = [total + score for total, score in zip(self._totals, scores)]
        if events is not None:
            events.append(RoundScored(self._round, scores, tuple(self._totals)))
        if self._round < self.ruleset.setup.rounds:
            self._deal(events)
            return
        best = max(self._totals)
        self._winners = tuple(seat for seat, total in enumerate(self._totals) if total == best)
        if events is not None:
            how = (translate("segment-trix", "equal highest totals, {points} points", points=best)
                   if len(self._winners) > 1 else translate("segment-trix", "the highest total, {points} points",
                                                            points=best))
            events.append(GameOver(self._winners, how))

    def _deal(self, events: list[Event] | None) -> None:
        """Gather the cards, shuffle, deal the next round and hand back the chips."""
        players, setup = self.ruleset.players, self.ruleset.setup
        if events is not None:
            for seat, cards in enumerate(self._won):
                events += [CardMoved(card, f"won:{seat}", -1, "deck", -1, face_up=False) for card in cards]
        deck = list(self.ruleset.in_play)
        derived_random(self._seed, self._draws).shuffle(deck)
        self._draws += 1
        size = len(deck) // players
        self._hands = [sorted(deck[seat * size:(seat + 1) * size]) for seat in range(players)]
        if events is not None:
            events += [CardMoved(card, "deck", -1, f"hand:{seat}", -1, face_up=False)
                       for seat in range(players) for card in deck[seat * size:(seat + 1) * size]]
        self._round += 1
        self._leader = self._current = (self._first_leader + self._round - 1) % players
        self._unused = [setup.chips] * players
        self._tricks, self._collected = [0] * players, [0] * players
        self._won = [[] for _ in range(players)]
        self._voids = [0] * players
        if events is not None:
            events.append(RoundStarted(self._round, self._leader))
