"""Every field of a Destiny state, typed: the base of ``DestinyState`` and of
its parts, ``HandFlow`` (``hand_flow.py``) and ``HandEnd`` (``hand_end.py``),
so each part is checked against the same fields. ``DestinyState.__init__``
sets them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.engine.state_base import StateBase

from .hands import Hands
from .showdown import Showdown
from .wagering import Betting

if TYPE_CHECKING:
    from .rules import DestinyRules

Events = list[Event] | None  # None in ``step``
Move = tuple[int, int, str, int | None]  # (round number, seat, "look"|"hold"|"benediction"|wager text, place or None)
PlayedCard = tuple[int, int, int, int | None]  # (round number, seat, card, place or None for the deck)


class DestinyFields(StateBase):
    __slots__ = ("ruleset", "_seed", "_draws", "_field", "_deck", "_discard", "_betting", "_hands", "_dealer",
                 "_round_number", "_phase", "_to_act", "_looked", "_out", "_history", "_looked_places",
                 "_played", "_showdown", "_winners")
    ruleset: DestinyRules
    _seed: int
    _draws: int  # the stream of derived_random(_seed, ...) the next reshuffle uses (0 dealt the game)
    _field: list[int | None]
    _deck: list[int]  # the top card is the last
    _discard: list[int]
    _betting: Betting
    _hands: Hands
    _dealer: int
    _round_number: int
    _phase: str
    _to_act: int | None
    _looked: bool
    _out: list[bool]
    _history: list[Move]
    # Derived from _history and kept apace, so a seat's memory costs its looks, not the game's length.
    _looked_places: tuple[tuple[int, ...], ...]
    _played: list[PlayedCard]
    _showdown: Showdown | None
    _winners: tuple[int, ...] | None

    def around(self, first: int) -> list[int]:
        """Every seat, from ``first`` going left (up in number)."""
        players = self.ruleset.players
        return [(first + step) % players for step in range(players)]

    def _field_card(self, place: int) -> int:
        """The card at ``place``, which still holds one (a lifted card lies there too)."""
        card = self._field[place]
        assert card is not None  # the caller knows the place is taken
        return card

    # The two parts call each other: the end of a round deals the next one.
    def _start_round(self, events: Events) -> None:
        raise NotImplementedError  # HandFlow's

    def _finish_round(self, events: Events) -> None:
        raise NotImplementedError  # HandEnd's
