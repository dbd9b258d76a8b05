"""The protocol every game implements, in the spirit of OpenSpiel.

A ``Ruleset`` is a game plus a validated variant and a player count; it is
frozen and builds states. A ``State`` is one play of it::

    ruleset = load_game("segfault", variant="standard", players=4)
    state = ruleset.new_state(seed=7)
    while not state.is_terminal():
        action = state.legal_actions()[0]
        events = state.apply(action)      # IllegalAction with a readable reason

Hidden information is a function: ``state.observation(seat)`` holds only what
that seat may know, and ``observation.determinize(rng)`` builds a full state
consistent with it. Agents are handed observations only, so an AI cannot read
a hidden card even by accident: the real state never reaches it.

A game's ruleset builds on ``engine.ruleset.RulesetBase`` and its state on
``engine.state_base.StateBase``, which hold what every game does alike.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from deskcards.engine.events import Event

if TYPE_CHECKING:
    from deskcards.engine.variants import Variant


class IllegalAction(ValueError):
    """An action the rules forbid now; ``reason`` is written for a player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Action(Protocol):
    """A small frozen value with a text form that parses back (``str(a)``)."""

    def __str__(self) -> str: ...


class Observation(Protocol):
    """What one seat may know. Equal observations must give equal decisions."""

    @property
    def seat(self) -> int: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def determinize(self, rng: random.Random) -> State: ...


class State(Protocol):
    # Read-only here, so a game's state may say its own ruleset class.
    @property
    def ruleset(self) -> Ruleset: ...

    @property
    def current_player(self) -> int | None: ...

    def legal_actions(self) -> Sequence[Action]: ...

    # ``action: Any``: each game takes only its own kind of action.
    def apply(self, action: Any) -> list[Event]:
        """Check ``action``, play it, and report what happened."""
        ...

    def step(self, action: Any) -> None:
        """Play an action taken from ``legal_actions()``: no checks, no events.

        The AI's inner loop; ``apply`` must leave the state exactly as ``step``
        would.
        """
        ...

    def clone(self) -> State: ...

    def forfeits(self, action: Any) -> str | None:
        """For a legal ``action``: a sentence to its player if it loses the game or
        folds at once (the table asks first), else None."""
        ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> tuple[float, ...]:
        """What the game gave each seat, adding up to 1 once it is over.

        The seats its ``GameOver`` names as winners share the 1 equally (one
        winner takes 1, two tied winners 0.5 each) and the others get 0; a
        draw (no winner) gives every seat 1/players. Places after the first
        (Blackjack's play-on) count for nothing here, as in the match
        statistics. While the game goes on every seat has 0.
        """
        ...

    def is_out(self, seat: int) -> bool:
        """Whether the game goes on without ``seat`` for now: it has left play (no
        chips left, crashed out of the hand, finished with play going on) while
        others still play. False once the game is over, and in a game nobody leaves."""
        ...

    def observation(self, seat: int) -> Observation: ...

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        """What ``events`` (of moves since a position) showed anyone that was hidden,
        or left to chance: a card drawn or looked at, another's card seen, a shuffle
        or a deal. Worded for ``seat``, ending in "since" ("you have seen the 7♣
        since"); None when a take-back may return to that position. A card of
        ``seat``'s own shown to the others does not count (the AIs keep no memory)."""
        ...

    def figure(self, seat: int) -> int:
        """The game's own figure for ``seat`` (points, chips, hands won...), named
        by ``Ruleset.figure_name``; the statistics keep it for every finished game."""
        ...

    def determinize(self, seat: int, rng: random.Random) -> State: ...

    def zones(self) -> Mapping[str, Sequence[int]]:
        """Every card by zone: each card of the deck is in exactly one."""
        ...


class Ruleset(Protocol):
    game: ClassVar[str]
    title: ClassVar[str]
    figure_name: ClassVar[str]

    @property
    def variant(self) -> Variant: ...

    @property
    def players(self) -> int: ...

    def new_state(self, seed: int) -> State: ...

    def parse_action(self, text: str) -> Action:
        """Parse an action's text form; ValueError with a readable reason."""
        ...


def check_conservation(state: State, deck: Iterable[int]) -> None:
    """Raise AssertionError unless every card of ``deck`` is in exactly one zone."""
    seen: dict[int, str] = {}
    for zone, cards in state.zones().items():
        for card in cards:
            if card in seen:
                raise AssertionError(f"card {card} is in both {seen[card]} and {zone}")
            seen[card] = zone
    missing = set(deck) - seen.keys()
    if missing or len(seen) != len(set(deck)):
        raise AssertionError(f"cards lost or invented: missing {sorted(missing)}")
