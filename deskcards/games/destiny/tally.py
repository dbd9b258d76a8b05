"""The soak's check that Destiny's pots follow from the wagers not yet paid out (``deskcards.games.tally``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.games.tally import require

from .events import ChipsMoved, ChipsReturned, PotWon, RoundStarted

if TYPE_CHECKING:
    from .state import DestinyState


class DestinyTally:
    """Pots: the chips each seat put in this round, moved in by wagers, back by
    returns, and paid out in full when the round ends."""

    def __init__(self) -> None:
        self.committed: list[int] | None = None

    def see(self, state: DestinyState, events: Sequence[Event]) -> None:
        betting = state.betting
        if self.committed is not None:
            committed, paid = self.committed, 0
            for event in events:
                if isinstance(event, ChipsMoved):
                    committed[event.seat] += event.amount
                elif isinstance(event, ChipsReturned):
                    committed[event.seat] -= event.amount
                elif isinstance(event, PotWon):
                    paid += event.amount
                elif isinstance(event, RoundStarted):
                    require(paid == sum(committed), f"round {event.round_number - 1}: {paid} chips paid out of "
                                                    f"pots of {sum(committed)}")
                    committed, paid = [0] * len(committed), 0
            require(paid in (0, sum(committed)), f"{paid} chips paid out of pots of {sum(committed)}")
            if paid:  # the last round
                committed = [0] * len(committed)
            require(committed == betting.committed, f"wagers {committed} in the pots, the game says "
                                                    f"{betting.committed}")
        self.committed = list(betting.committed)
        for seat, (stack, bet, put_in) in enumerate(zip(betting.stacks, betting.bets, betting.committed)):
            require(stack >= 0 and 0 <= bet <= put_in, f"seat {seat}: stack {stack}, bet {bet}, in the pots {put_in}")
            require(not state.out[seat] or stack + put_in == 0, f"seat {seat} is out with chips")
