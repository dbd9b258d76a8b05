"""The soak's per-game checks of the figures each game keeps: scores, places, pots.

A game's tally (its spec's ``tally``, beside the spec in its folder) sees the
first state of a game, then every state after an action with the events that
action reported, and raises InvariantBroken when the state's figures do not
follow from the play. It lives with the game because it reads the game's own
events and state, and the games layer cannot import the soak (app layer).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from deskcards.engine.events import Event

StateT_contra = TypeVar("StateT_contra", contravariant=True)


class InvariantBroken(AssertionError):
    """A rule of the game's bookkeeping that a state breaks; the message says which."""


def require(holds: bool, problem: str) -> None:
    if not holds:
        raise InvariantBroken(problem)


class Tally(Protocol[StateT_contra]):
    def see(self, state: StateT_contra, events: Sequence[Event]) -> None:
        """Check ``state``, reached by an action that reported ``events`` (none for the first state)."""


class NoFigures:
    """The tally of a game that keeps no figures beyond the checks every game gets."""

    def see(self, state: object, events: Sequence[Event]) -> None:
        pass
