"""The soak's check that Segmentation Fault's hands won follow from the hands that ended
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
    """Hands won go up by one, for the hand's winner, only when a hand ends."""

    def __init__(self) -> None:
        self.last: tuple[int, tuple[int, ...]] | None = None  # hand number, hands won

    def see(self, state: SegfaultState, events: Sequence[Event]) -> None:
        settings, scores, over = state.ruleset.settings, state.scores, state.is_terminal()
        if self.last is not None:
            hand, before = self.last
            gained = [now - then for now, then in zip(scores, before)]
            ended = over or state.hand == hand + 1
            require(state.hand in (hand, hand + 1) and sorted(gained)[:-1] == [0] * (len(gained) - 1)
                    and max(gained) <= ended, f"hand {hand} -> {state.hand}: hands won {before} -> {scores}")
        self.last = state.hand, scores
        require(sum(scores) < state.hand + over, f"{sum(scores)} hands won by hand {state.hand}")
        if not over:
            require(max(scores) < settings.hands_to_win, f"hands won {scores} and the match goes on")
            rows, mover = state.rows, state.current_player
            require(mover is not None and rows[mover] is not None, f"seat {mover} is to move but is out")
            require(sum(row is not None for row in rows) > 1, f"one seat left in hand {state.hand} plays on")
            return
        if max(scores) >= settings.hands_to_win:
            winner = state.winner
            require(winner is not None and scores[winner] == settings.hands_to_win,
                    f"winners {state.winners} with hands won {scores}")
            assert winner is not None  # the require above
            others_out = all(row is None for seat, row in enumerate(state.rows) if seat != winner)
            won_row = state.rows[winner]
            require(others_out or (won_row is not None and winning_pattern(won_row) is not None),
                    f"seat {winner} won a hand with no pattern while others were still in")
        else:
            require(state.hand == settings.max_hands and state.winners == state.leaders(),
                    f"match over after {state.hand} hands, winners {state.winners} with hands won {scores}")
