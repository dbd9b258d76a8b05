"""``state.forfeits(action)``: the rules' word on a move that loses the game or folds at
once, which the table asks about before playing it. Asked of every game."""

from __future__ import annotations

import random

import pytest

from deskcards.engine.events import GameOver, SeatOut
from deskcards.games import game_names, load_game
from deskcards.games.destiny.actions import Fold


def positions(game: str, seed: int, moves: int = 60):
    """The states of a game of random moves, one after each move, while it goes on."""
    state = load_game(game).new_state(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            return
        yield state
        state.apply(rng.choice(state.legal_actions()))


def forfeiting(action, state) -> bool:
    """Whether ``action`` folds (Destiny) or, played, puts its player out or ends the
    game without them among the winners: worked out here by playing it."""
    if state.ruleset.game == "destiny":
        return isinstance(action, Fold)
    seat = state.current_player
    events = state.clone().apply(action)
    return any((isinstance(event, SeatOut) and event.seat == seat)
               or (isinstance(event, GameOver) and seat not in event.winners) for event in events)


@pytest.mark.slow
@pytest.mark.parametrize("game", game_names())
def test_forfeits_names_exactly_the_moves_that_lose_or_fold(game):
    seen = {"warned": 0, "plain": 0}
    for seed in range(3):
        for state in positions(game, seed):
            for action in state.legal_actions():
                warning = state.forfeits(action)
                assert (warning is not None) == forfeiting(action, state), (game, str(action))
                seen["warned" if warning else "plain"] += 1
                if warning:
                    assert warning.endswith(".") and "you" in warning.lower()
    assert seen["plain"]
    if game in ("segfault", "destiny"):
        assert seen["warned"], "random play meets a move that loses or folds"
