"""One game of Destiny: rounds of blinds, a wager round, the play on the
field, a second wager round and the showdown, until the field is empty.

The next round is set up inside the action that ends a round, so a state
always waits for a player or is over. ``step`` and ``apply`` share every
move; ``apply`` also checks the action and collects events (``events`` is
None in ``step``). The chips of the round live in ``Betting``, the hands on
the field in ``Hands``; the round's progress is in ``hand_flow.py``, the
showdown and what follows a round in ``hand_end.py``, both built on the
typed fields of ``state_fields.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.engine.rng import derived_random
from deskcards.engine.words import translate

from . import reveals
from .actions import Benediction, DestinyAction, Fold, Hold, Look
from .cards import FIELD_SIZE
from .hand_end import HandEnd
from .hand_flow import HandFlow
from .hands import Hands
from .legality import why_illegal
from .phases import FIRST_WAGER, OVER, PLAY
from .showdown import Showdown
from .state_fields import Move, PlayedCard
from .wagering import Betting

if TYPE_CHECKING:
    from .observation import DestinyObservation
    from .rules import DestinyRules

def legal_actions(phase: str, looked: bool, seat: int, betting: Betting, hands: Hands,
                  field: Sequence[int | None]) -> Sequence[DestinyAction]:
    """What ``seat``, to act, may do: wagers, or a look, or a hold or the Benediction."""
    if phase != PLAY:
        return betting.legal(seat)
    free = hands.free(field)
    if not looked:
        return [Look(place) for place in free]
    return [Hold(place) for place in free] + [Benediction()]


class DestinyState(HandFlow, HandEnd):
    """The full state, the field and the deck order included: only the engine and tests hold one.
    Its fields, their types and slots are ``state_fields.DestinyFields``'s."""

    __slots__ = ()

    def __init__(self, ruleset: DestinyRules, seed: int):
        players = ruleset.players
        self.ruleset = ruleset
        self._seed, self._draws = seed, 1
        rng = derived_random(seed, 0)
        deck = list(ruleset.deck)
        rng.shuffle(deck)
        self._field = list(deck[:FIELD_SIZE])
        self._deck = deck[FIELD_SIZE:]
        self._discard = [self._deck.pop()]
        self._betting = Betting(ruleset.betting, ruleset.big_blind, [ruleset.stack] * players)
        self._hands = Hands()
        self._dealer = rng.randrange(players)
        self._round_number = 0
        self._phase, self._to_act, self._looked = FIRST_WAGER, None, False
        self._out = [False] * players
        self._history = []
        self._looked_places = ((),) * players
        self._played = []
        self._showdown = None
        self._winners = None

    @classmethod
    def dealt(cls, ruleset: DestinyRules, seed: int, events: list[Event] | None = None) -> DestinyState:
        """A new game, round 1 begun; ``events``, if given, gathers how it began."""
        state = cls(ruleset, seed)
        state._start_round(events)
        return state

    @classmethod
    def arranged(cls, ruleset: DestinyRules, field: Sequence[int], deck: Sequence[int], dealer: int,
                 stacks: Sequence[int] | None, seed: int) -> DestinyState:
        """Round 1 from a known field (places 0..24) and deck (bottom to top, the top card
        already turned onto the discard pile), ``dealer`` on the button: for tests and puzzles."""
        state = cls(ruleset, seed)
        state._field, state._deck, state._discard = list(field), list(deck[:-1]), [deck[-1]]
        state._dealer = dealer
        if stacks is not None:
            state._betting = Betting(ruleset.betting, ruleset.big_blind, stacks)
            state._out = [not stack for stack in stacks]
        state._start_round(None)
        return state

    @classmethod
    def from_public(cls, seen: DestinyObservation, field: list[int | None], deck: list[int], seed: int) -> DestinyState:
        """A state that shows ``seen`` (an observation) exactly, with the field and deck given."""
        state = cls.__new__(cls)
        state.ruleset, state._seed, state._draws = seen.ruleset, seed, 1
        state._field, state._deck, state._discard = field, deck, list(seen.discard)
        state._betting, state._hands = seen.betting(), seen.hands()
        state._dealer, state._round_number = seen.dealer, seen.round_number
        state._phase = FIRST_WAGER if seen.phase == OVER else seen.phase  # once over, winners decide
        state._to_act, state._looked, state._out = seen.to_act, seen.looked, list(seen.out)
        state._history, state._played = list(seen.history), list(seen.played)
        state._looked_places = seen.looked_places
        state._showdown, state._winners = seen.showdown, seen.winners
        return state

    # -- the protocol ---------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._winners is not None else self._to_act

    @property
    def phase(self) -> str:
        return OVER if self._winners is not None else self._phase

    def legal_actions(self) -> Sequence[DestinyAction]:
        seat = self._to_act
        if self._winners is not None:
            return []
        assert seat is not None  # someone acts until the game is over
        return legal_actions(self._phase, self._looked, seat, self._betting, self._hands, self._field)

    def figure(self, seat: int) -> int:
        return self.chips()[seat]

    def progress(self) -> str:
        return translate("destiny", "hand {number}", number=self._round_number)  # a cap, not a plan: no "of 100"

    def is_out(self, seat: int) -> bool:
        """No chips left: the others play on to the end of the game."""
        return self._winners is None and self._out[seat]

    def clone(self) -> DestinyState:
        other = DestinyState.__new__(DestinyState)
        other.ruleset, other._seed, other._draws = self.ruleset, self._seed, self._draws
        other._field, other._deck, other._discard = self._field[:], self._deck[:], self._discard[:]
        other._betting, other._hands = self._betting.clone(), self._hands.clone()
        other._dealer, other._round_number = self._dealer, self._round_number
        other._phase, other._to_act, other._looked = self._phase, self._to_act, self._looked
        other._out = self._out[:]
        other._history, other._played = self._history[:], self._played[:]
        other._looked_places = self._looked_places  # tuples: shared, replaced on a look
        other._showdown, other._winners = self._showdown, self._winners
        return other

    def zones(self) -> dict[str, list[int]]:
        lifted = self._hands.looks if self._phase == PLAY else {}
        zones = {"field": [card for place, card in enumerate(self._field) if card is not None and place not in lifted],
                 "deck": list(self._deck), "discard": list(self._discard)}
        zones.update({f"look:{seat}": [self._field_card(place)] for place, seat in lifted.items()})
        return zones

    def observation(self, seat: int) -> DestinyObservation:
        from .observation import DestinyObservation

        return DestinyObservation.of(self, seat)

    def _snapshot(self) -> tuple[object, ...]:
        return (self.ruleset, self._seed, self._draws, self._field, self._deck, self._discard,
                self._betting.snapshot(), self._hands.snapshot(), self._dealer, self._round_number, self._phase,
                self._to_act, self._looked, self._out, self._history, self._played,
                self._showdown, self._winners)

    # -- facts for observations, views and tests --------------------------------

    @property
    def betting(self) -> Betting:
        """The round's chips (read it; change the game only through ``apply``)."""
        return self._betting

    @property
    def hands(self) -> Hands:
        return self._hands

    @property
    def field(self) -> tuple[int | None, ...]:
        return tuple(self._field)

    @property
    def deck(self) -> tuple[int, ...]:
        """Bottom to top: the next Benediction card is the last."""
        return tuple(self._deck)

    @property
    def discard(self) -> tuple[int, ...]:
        return tuple(self._discard)

    @property
    def history(self) -> tuple[Move, ...]:
        """Every look, hold, Benediction and wager of the game: (round, seat, what, place or None)."""
        return tuple(self._history)

    @property
    def played(self) -> tuple[PlayedCard, ...]:
        """Every card played in a showdown: (round, seat, card, place or None for the deck)."""
        return tuple(self._played)

    @property
    def showdown(self) -> Showdown | None:
        return self._showdown

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def round_number(self) -> int:
        return self._round_number

    @property
    def out(self) -> tuple[bool, ...]:
        return tuple(self._out)

    @property
    def looked(self) -> bool:
        """In the play, whether the seat to act is past its look (done or skipped)."""
        return self._looked

    @property
    def looked_places(self) -> tuple[tuple[int, ...], ...]:
        """Per seat, the places of its looks in the history, in order."""
        return self._looked_places

    def memory(self, seat: int) -> dict[int, int]:
        """place -> card for each card ``seat`` has looked at that is still in the field."""
        field = self._field
        return {place: card for place in self._looked_places[seat] if (card := field[place]) is not None}

    def chips(self) -> tuple[int, ...]:
        """Per seat, its stack plus what it has put in this round."""
        return tuple(s + c for s, c in zip(self._betting.stacks, self._betting.committed))

    def call_amount(self, seat: int) -> int:
        return self._betting.call_amount(seat)

    def min_raise_to(self, seat: int) -> int:
        return self._betting.min_raise_to(seat)

    def max_raise_to(self, seat: int) -> int:
        return self._betting.max_raise_to(seat)

    def can_check(self, seat: int) -> bool:
        return self._betting.can_check(seat)

    def _problem(self, action: object) -> str | None:
        return why_illegal(self, action)

    def forfeits(self, action: object) -> str | None:
        if isinstance(action, Fold):
            return translate("destiny", "Folding gives up this hand and every chip you have put in the pot.")
        return None

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        return reveals.revealed(events, seat)
