"""Runtime Error (Necolai McIntosh): settings and the ruleset.

Build statements (a condition of two same-suit bounds and a function card),
play input cards that run them, and win by making your turn last forever.
The state lives in ``state.py``; action texts are in ``actions.py``
(``script 5h Qh 2h``, ``input 7c forever``, ``edit 1.0.lower 9d``, ``loop 8d``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting

from .actions import parse_action
from .observation import RuntimeErrorObservation
from .state import RuntimeErrorState

__all__ = ["RULESET", "SETTINGS", "RuntimeErrorObservation", "RuntimeErrorRules", "RuntimeErrorSettings",
           "RuntimeErrorState"]


@dataclass(frozen=True)
class RuntimeErrorSettings:
    players: PlayerCount = PlayerCount(2, 4, 2)
    hand_size: int = setting(5, "cards dealt to each player", min=3, max=10)
    false_claim: str = setting("continue", "after a claim the prover does not prove: the input card plays as "
                                           "normal (continue) or the turn ends at once (ends_turn)",
                               choices=("continue", "ends_turn"))
    prover_budget_ms: int = setting(2000, "milliseconds the prover may take on a claim before it is "
                                          "rejected as undecided", min=10, max=60000)
    assist: bool = setting(False, "tell the player which input cards would start a provable loop")
    max_turns: int = setting(400, "turns without an infinite loop before the game is a draw", min=1, max=10000)


class RuntimeErrorRules(RulesetBase):
    """The game with a variant's settings and a player count; builds states."""

    game, title = "runtime-error", "Runtime Error"
    __slots__ = ()

    def new_state(self, seed: int) -> RuntimeErrorState:
        return RuntimeErrorState.dealt(self, seed)

    def parse_action(self, text: str) -> Any:
        return parse_action(text)


SETTINGS = RuntimeErrorSettings
RULESET = RuntimeErrorRules
