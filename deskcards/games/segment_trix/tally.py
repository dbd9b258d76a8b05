"""The soak's check that Segment Trix's round scores follow from the tricks won and chips left
(``deskcards.games.tally``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.games.tally import require

from .events import ChipsPlaced, RoundScored, RoundStarted, TrickWon
from .scoring import round_score

if TYPE_CHECKING:
    from .state import SegmentTrixState


def best_seats(figures: Sequence[int]) -> tuple[int, ...]:
    return tuple(seat for seat, figure in enumerate(figures) if figure == max(figures))


class SegmentTrixTally:
    """Keeps each round's tricks, collected and unused chips from the events, and
    the totals from the round scores those give."""

    def __init__(self) -> None:
        self.figures: tuple[list[int], ...] | None = None  # unused, tricks, collected, totals

    def see(self, state: SegmentTrixState, events: Sequence[Event]) -> None:
        players, chips = state.ruleset.players, state.ruleset.setup.chips
        per_hand = len(state.ruleset.in_play) // players
        if self.figures is not None:
            self._follow(events, per_hand, chips, players)
            require(self.figures == (list(state.unused_chips), list(state.tricks_won), list(state.chips_collected),
                                     list(state.totals)),
                    f"unused chips, tricks won, chips collected and totals {self.figures} kept from the play, "
                    f"the game says {(state.unused_chips, state.tricks_won, state.chips_collected, state.totals)}")
        self.figures = (list(state.unused_chips), list(state.tricks_won), list(state.chips_collected),
                        list(state.totals))
        played, trick = sum(state.tricks_won), state.trick
        on_trick = {(state.leader + position) % players for position in range(len(trick))}
        for seat in range(players):
            held = per_hand - played - (seat in on_trick)
            require(len(state.hand(seat)) == held, f"seat {seat} holds {len(state.hand(seat))} cards after "
                                                   f"{played} tricks of a {per_hand}-card round, not {held}")
            require(len(state.won_cards(seat)) == players * state.tricks_won[seat],
                    f"seat {seat} has {len(state.won_cards(seat))} cards for {state.tricks_won[seat]} tricks")
        in_play = sum(state.unused_chips) + sum(state.chips_collected) + sum(play.chips for play in trick)
        require(in_play == players * chips, f"{in_play} chips in the round, not {players} x {chips}")
        if state.is_terminal():
            require(state.winners == best_seats(state.totals), f"winners {state.winners} with totals {state.totals}")

    def _follow(self, events: Sequence[Event], per_hand: int, chips: int, players: int) -> None:
        assert self.figures is not None
        unused, tricks, collected, totals = self.figures
        for event in events:
            if isinstance(event, ChipsPlaced):
                unused[event.seat] -= event.chips
            elif isinstance(event, TrickWon):
                tricks[event.seat] += 1
                collected[event.seat] += event.chips
            elif isinstance(event, RoundScored):
                require(sum(tricks) == per_hand, f"round {event.number}: {sum(tricks)} tricks, not {per_hand}")
                scores = tuple(map(round_score, unused, tricks, collected))
                require(event.scores == scores, f"round {event.number} scored {event.scores}, but unused chips "
                                                f"{unused}, tricks {tricks} and collected chips {collected} "
                                                f"give {scores}")
                totals = [total + score for total, score in zip(totals, scores)]
                require(event.totals == tuple(totals), f"round {event.number}: totals {event.totals}, not {totals}")
            elif isinstance(event, RoundStarted):
                unused, tricks, collected = [chips] * players, [0] * players, [0] * players
        self.figures = (unused, tricks, collected, totals)
