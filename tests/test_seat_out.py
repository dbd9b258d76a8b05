"""``state.is_out(seat)``: the game goes on without a seat that has left play.

Each game's answer is checked against what a player sees at the table: an
empty row after a crash (Segmentation Fault), a place taken with places still to
play for (Blackjack's Finished), no chips left (Destiny's SeatOut); Segment Trix and
Runtime Error never leave anybody out.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from deskcards.engine.events import SeatOut
from deskcards.games import game_names, load_game
from deskcards.games.blackjack.events import Finished

Expected = Callable[[object, int, set[int]], bool]


def _row_gone(state, seat: int, left: set[int]) -> bool:
    return not state.zones()[f"row:{seat}"]


def _said_out(state, seat: int, left: set[int]) -> bool:
    return seat in left


def _never(state, seat: int, left: set[int]) -> bool:
    return False


# game: (variant, players, what the table shows of a seat that is out); the variants
# are the ones where leaving play happens with others still playing.
CASES: dict[str, tuple[str, int, Expected]] = {
    "segfault": ("standard", 5, _row_gone),
    "blackjack": ("play-on", 4, _said_out),
    "destiny": ("short-stacks", 4, _said_out),
    "segment-trix": ("standard", 4, _never),
    "runtime-error": ("standard", 3, _never),
}


def _quick(actions: list) -> list:
    """Runtime Error's claims ("input 7c forever") make the prover search: leave them out."""
    return [action for action in actions if not str(action).endswith("forever")] or actions


def test_every_game_has_a_case():
    assert set(CASES) == set(game_names())


@pytest.mark.parametrize("game", game_names())
def test_is_out_says_when_the_game_goes_on_without_a_seat(game):
    variant, players, expected = CASES[game]
    ruleset = load_game(game, variant=variant, players=players)
    seen_out = 0
    for seed in range(3):
        state, rng, left = ruleset.new_state(seed), random.Random(seed), set()
        for _ in range(400):
            if state.is_terminal():
                break
            for seat in range(players):
                assert state.is_out(seat) == expected(state, seat, left), (seed, seat, state.progress())
                seen_out += state.is_out(seat)
            events = state.apply(rng.choice(_quick(state.legal_actions())))
            left |= {event.seat for event in events if isinstance(event, SeatOut | Finished)}
    assert (seen_out > 0) == (expected is not _never)


@pytest.mark.parametrize("game", game_names())
def test_nobody_is_out_once_the_game_is_over(game):
    variant, players, _ = CASES[game]
    state, rng = load_game(game, variant=variant, players=players).new_state(5), random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(_quick(state.legal_actions())))
    assert not any(state.is_out(seat) for seat in range(players))
