"""Runtime Error (Necolai McIntosh): settings and the ruleset.

Build statements (a condition of two same-suit bounds and a function card),
play input cards that run them, and win by making your turn last forever.
The state lives in ``state.py``; action texts are in ``actions.py``
(``script 5h Qh 2h``, ``input 7c forever``, ``edit 1.0.lower 9d``, ``loop 8d``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting, take_backs_option
from deskcards.engine.words import noop

from .actions import RuntimeErrorAction, parse_action
from .observation import RuntimeErrorObservation
from .state import RuntimeErrorState
from .statements import Placed

__all__ = ["RuntimeErrorObservation", "RuntimeErrorRules", "RuntimeErrorSettings",
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
    take_backs: str = take_backs_option()


class RuntimeErrorRules(RulesetBase):
    """The game with a variant's settings and a player count; builds states."""

    game, title = "runtime-error", "Runtime Error"
    # The program each seat built: how near it came to a loop of its own.
    figure_name = noop("statistics", "statements")
    __slots__ = ()

    def new_state(self, seed: int) -> RuntimeErrorState:
        return RuntimeErrorState.dealt(self, seed)

    def state_from_table(self, hands: Sequence[Sequence[int]], *, deck: Sequence[int] = (),
                         discard: Sequence[int] = (), table: Sequence[Sequence[Placed]] | None = None,
                         current: int = 0, seed: int = 0) -> RuntimeErrorState:
        """``current``'s turn about to start with the given cards (deck and pile tops last):
        for tests and puzzles. The 52 cards need not all be placed."""
        table = table if table is not None else [[] for _ in range(self.players)]
        placed: list[int | None] = [*(card for hand in hands for card in hand), *deck, *discard]
        placed += [card for statements in table for statement in statements for card in statement.cards]
        if len(hands) != self.players or len(table) != self.players or len(set(placed)) != len(placed):
            raise ValueError(f"give {self.players} hands and {self.players} rows of statements, each card once")
        return RuntimeErrorState.arranged(self, hands, list(deck), list(discard), table, current, seed)

    def parse_action(self, text: str) -> RuntimeErrorAction:
        return parse_action(text)

