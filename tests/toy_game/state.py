"""One game of High card. The full state, every hand included: only the engine
and tests hold one; an AI gets ``observation(seat)``.

``step`` and ``apply`` (from ``StateBase``) share ``_act``; ``apply`` first asks
``_problem`` (``legality.why_illegal``) and collects events. Its phases are in ``phases.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.events import CardMoved, Event, GameOver, TurnStarted
from deskcards.engine.rng import derived_random
from deskcards.engine.state_base import StateBase
from deskcards.engine.words import translate

from . import reveals
from .actions import Play
from .events import RoundWon
from .legality import why_illegal
from .phases import OVER, PLAY


class HighCardState(StateBase):
    __slots__ = ("ruleset", "_seed", "_deck", "_hands", "_trick", "_leader", "_current", "_won", "_winners")

    def __init__(self, ruleset: Any, seed: int, deck: Sequence[int], hands: Sequence[Sequence[int]], leader: int):
        self.ruleset, self._seed = ruleset, seed
        self._deck = list(deck)  # undealt, face down
        self._hands = [sorted(hand) for hand in hands]
        self._trick: list[int] = []  # this round's cards, the leader's first
        self._leader = self._current = leader
        self._won: list[list[int]] = [[] for _ in hands]
        self._winners: tuple[int, ...] | None = None  # set when the game is over

    @classmethod
    def dealt(cls, ruleset: Any, seed: int) -> HighCardState:
        deck = list(FULL_DECK)
        random = derived_random(seed, 0)
        random.shuffle(deck)
        players, size = ruleset.players, ruleset.settings.hand_size
        hands = [deck[len(deck) - 1 - seat::-players][:size] for seat in range(players)]  # dealt from the top
        return cls(ruleset, seed, deck[: len(deck) - players * size], hands, random.randrange(players))

    @classmethod
    def from_public(cls, seen: Any, hands: Sequence[Sequence[int]], deck: Sequence[int], seed: int) -> HighCardState:
        """A state that shows ``seen`` (an observation) exactly, with the hidden cards given."""
        state = cls(seen.ruleset, seed, deck, hands, seen.leader)
        state._trick = list(seen.trick)
        state._current = seen.leader if seen.current_player is None else seen.current_player
        state._won = [list(cards) for cards in seen.won]
        state._winners = seen.winners
        return state

    # -- the protocol ---------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._winners is not None else self._current

    @property
    def phase(self) -> str:
        return OVER if self._winners is not None else PLAY

    def legal_actions(self) -> tuple[Play, ...]:
        return () if self._winners is not None else tuple(map(Play, self._hands[self._current]))

    def clone(self) -> HighCardState:
        other = HighCardState.__new__(HighCardState)
        other.ruleset, other._seed, other._deck = self.ruleset, self._seed, self._deck[:]
        other._hands, other._trick = [hand[:] for hand in self._hands], self._trick[:]
        other._leader, other._current = self._leader, self._current
        other._won, other._winners = [cards[:] for cards in self._won], self._winners
        return other

    def zones(self) -> dict[str, list[int]]:
        zones = {"deck": self._deck[:], "trick": self._trick[:]}
        zones.update({f"hand:{seat}": hand[:] for seat, hand in enumerate(self._hands)})
        zones.update({f"won:{seat}": cards[:] for seat, cards in enumerate(self._won)})
        return zones

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        return reveals.revealed(events, seat)

    def observation(self, seat: int) -> Any:
        from .observation import HighCardObservation

        return HighCardObservation.of(self, seat)

    def figure(self, seat: int) -> int:
        return len(self._won[seat])

    def progress(self) -> str:
        return translate("high-card", "round {round} of {rounds}", round=self.rounds_played() + 1,
                         rounds=self.ruleset.settings.hand_size)

    def _snapshot(self) -> tuple:
        return (self.ruleset, self._seed, self._deck, self._hands, self._trick, self._leader, self._current,
                self._won, self._winners)

    def deal_events(self) -> list[Event]:
        """The deal, for the table to animate after ``new_state``."""
        players = self.ruleset.players
        events: list[Event] = [CardMoved(self._hands[seat][index], "deck", -1, f"hand:{seat}", -1, face_up=False)
                               for index in range(self.ruleset.settings.hand_size) for seat in range(players)]
        events.append(TurnStarted(self._leader))
        return events

    # -- public facts, for observations, tables and tests ----------------------

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def trick(self) -> tuple[int, ...]:
        return tuple(self._trick)

    def hand(self, seat: int) -> tuple[int, ...]:
        return tuple(self._hands[seat])

    def won(self, seat: int) -> tuple[int, ...]:
        return tuple(self._won[seat])

    def rounds_won(self, seat: int) -> int:
        return len(self._won[seat]) // self.ruleset.players

    def rounds_played(self) -> int:
        return sum(map(len, self._won)) // self.ruleset.players

    # -- how a move runs --------------------------------------------------------

    def _problem(self, action: Any) -> str | None:
        return why_illegal(self, action)

    def _act(self, action: Play, events: list[Event] | None) -> None:
        card = action.card
        seat, hand = self._current, self._hands[self._current]
        if events is not None:
            events.append(CardMoved(card, f"hand:{seat}", hand.index(card), "trick", len(self._trick)))
        hand.remove(card)
        self._trick.append(card)
        players = self.ruleset.players
        if len(self._trick) < players:
            self._current = (seat + 1) % players
        else:
            self._take_round(events)
        if events is not None and self._winners is None:
            events.append(TurnStarted(self._current))

    def _take_round(self, events: list[Event] | None) -> None:
        strength = self.ruleset.strength
        best = max(self._trick, key=strength.__getitem__)
        winner = (self._leader + self._trick.index(best)) % self.ruleset.players
        if events is not None:
            events.append(RoundWon(winner, best))
            events += [CardMoved(card, "trick", index, f"won:{winner}", -1, face_up=False)
                       for index, card in enumerate(self._trick)]
        self._won[winner] += self._trick
        self._trick = []
        self._leader = self._current = winner
        if not self._hands[winner]:
            self._end(events)

    def _end(self, events: list[Event] | None) -> None:
        taken = [self.rounds_won(seat) for seat in range(self.ruleset.players)]
        most = max(taken)
        self._winners = tuple(seat for seat, count in enumerate(taken) if count == most)
        if events is not None:
            how = "shared the most rounds" if len(self._winners) > 1 else "took the most rounds"
            events.append(GameOver(self._winners, f"{how}, {most} of {sum(taken)}"))
