"""What a gesture on the table means (``CardTable.action_for``): moves to play,
a refusal, or nothing yet. The runner (``deskcards.ui.play.TableRunner.activate``)
matches on it; a game's table says which, and the engine judges the moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deskcards.engine.game import Action


@dataclass(frozen=True, init=False)
class Moves:
    """One action, or a short run of them played in turn (Blackjack's new cycle
    before the card), each checked by the table with the engine first."""

    actions: tuple[Action, ...]

    def __init__(self, *actions: Action) -> None:
        assert actions, "a gesture that plays nothing is Pending"
        object.__setattr__(self, "actions", actions)


@dataclass(frozen=True)
class Refused:
    """The gesture means no move: ``reason``, a sentence, says why (the status line shows it)."""

    reason: str


@dataclass(frozen=True)
class Pending:
    """Nothing to play yet: the table changed for a choice being made (an Ace's suit,
    a chooser's segment); the status line is told again."""


Gesture = Moves | Refused | Pending
