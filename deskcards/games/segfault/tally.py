"""The soak's check that Segmentation Fault's rounds won follow from the rounds that ended
(``deskcards.games.tally``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.games.tally import require

from .patterns import winning_pattern

if TYPE_CHECKING:
    from .state import SegfaultState


class SegfaultTally:
    """Rounds won go up by one, for the round's winner, only when a round ends."""

    def __init__(self) -> None:
        self.last: tuple[int, tuple[int, ...]] | None = None  # round number, rounds won

    def see(self, state: SegfaultState, events: Sequence[Event]) -> None:
        settings, scores, over = state.ruleset.settings, state.scores, state.is_terminal()
        if self.last is not None:
            round_number, before = self.last
            gained = [now - then for now, then in zip(scores, before)]
            ended = over or state.round == round_number + 1
            require(state.round in (round_number, round_number + 1) and sorted(gained)[:-1] == [0] * (len(gained) - 1)
                    and max(gained) <= ended, f"round {round_number} -> {state.round}: rounds won {before} -> {scores}")
        self.last = state.round, scores
        require(sum(scores) < state.round + over, f"{sum(scores)} rounds won by round {state.round}")
        if not over:
            require(max(scores) < settings.hands_to_win, f"rounds won {scores} and the match goes on")
            rows, seat = state.rows, state.current_player
            require(seat is not None and rows[seat] is not None, f"seat {seat} is to move but is out")
            require(sum(row is not None for row in rows) > 1, f"one seat left in round {state.round} plays on")
            return
        if max(scores) >= settings.hands_to_win:
            winner = state.winner
            require(winner is not None and scores[winner] == settings.hands_to_win,
                    f"winners {state.winners} with rounds won {scores}")
            assert winner is not None  # the require above
            others_out = all(row is None for seat, row in enumerate(state.rows) if seat != winner)
            won_row = state.rows[winner]
            require(others_out or (won_row is not None and winning_pattern(won_row) is not None),
                    f"seat {winner} won a round with no pattern while others were still in")
        else:
            require(state.round == settings.max_hands and state.winners == state.leaders(),
                    f"match over after {state.round} rounds, winners {state.winners} with rounds won {scores}")
