"""The soak's check that Blackjack's places follow from the seats that went out (``deskcards.games.tally``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.events import Event
from deskcards.games.tally import require

if TYPE_CHECKING:
    from .state import BlackjackState


class BlackjackTally:
    """Places go to seats that went out with no cards; debts only where the variant keeps them."""

    def see(self, state: BlackjackState, events: Sequence[Event]) -> None:
        players, places, over = state.ruleset.players, state.places, state.is_terminal()
        require(len(set(places)) == len(places), f"places {places} name a seat twice")
        require(state.winner == (places[0] if places else None), f"winner {state.winner} with places {places}")
        went_out = places[:-1] if over and len(places) == players else places  # the last one left may hold cards
        for seat in went_out:
            require(not state.hand(seat), f"seat {seat} has place {places.index(seat) + 1} but holds cards")
        debts = state.debts
        require(min(debts) >= 0 and (state.ruleset.pickup_debt or not any(debts)), f"debts {debts}")
        require(not any(debts[seat] for seat in places), f"debts {debts} of seats with places {places}")
        limit = state.ruleset.settings.max_turns
        require(state.turn <= limit and state.pickup >= 0, f"turn {state.turn} of {limit}, pick-up {state.pickup}")
        require(not over or bool(places) or state.turn == limit, f"a draw at turn {state.turn} of {limit}")
        if not over:
            require(state.current_player not in places and (state.ruleset.play_on or not places),
                    f"seat {state.current_player} to move with places {places} taken")
