"""The hard AI's thinking time (Preferences > Hard AI thinking time, ``THINKING``):
quick, normal and long change how much hard searches, at the table and in a hint.

The clock is taken out (``frozen_clock``), so a search stops only on its
simulation cap or once its answer is settled: the counts are the same on any
machine, and the test times nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from game_helpers import games_and_the_toy, hints_made, random_records

import deskcards.ai.agent as agent_module
import deskcards.ai.ismcts as ismcts
import deskcards.ai.playouts as playouts
from deskcards.ai.agent import DIFFICULTY, THINKING, SearchingAgent
from deskcards.engine.rng import stream_seed
from deskcards.games.agents import make_agent
from deskcards.games.runtime_error.ai.hard import CLAIM_STEPS, HardAgent
from deskcards.hints import hint_for

SEARCHING = ["segfault", "blackjack", "segment-trix"]
# Their long searches run 6,000 simulations each: seconds.
SEARCHING_SLOW = [pytest.param(game, marks=pytest.mark.slow) for game in SEARCHING]


@pytest.fixture
def frozen_clock(monkeypatch):
    """The searches' clock stands still: no time budget ever runs out."""
    still = SimpleNamespace(perf_counter=lambda: 0.0)
    for module in (agent_module, ismcts, playouts):
        monkeypatch.setattr(module, "time", still)


def searched(game: str) -> Callable[[Any], bool]:
    """Whether a state offers a choice (two or more legal moves) that, in a searching
    game, hard's search decides (not its ``prior``'s sure move)."""
    def choice(state: Any) -> bool:
        if len(state.legal_actions()) < 2:
            return False
        hard = make_agent(game, "hard", thinking=THINKING["quick"])
        hard.choose(state.observation(state.current_player), random.Random(0))
        return not isinstance(hard, SearchingAgent) or hard.last_simulations > 0
    return choice


@pytest.mark.parametrize("game", SEARCHING_SLOW)
def test_hard_searches_as_long_as_its_thinking_time_says(game, frozen_clock):
    """Quick, normal and long cap the search at 0.4, 1 and 3 times normal's simulations,
    and it runs more than half its cap: a search that stops once its answer is settled
    (``stop_when_decided``) needs a lead larger than the simulations left, and each
    simulation adds to one lead at most."""
    (_, state), = random_records(game, 1, 1, searched(game))
    seen = state.observation(state.current_player)
    for factor in THINKING.values():
        hard: Any = make_agent(game, "hard", thinking=factor)
        cap = hard.limits.max_simulations
        assert cap == round(DIFFICULTY["hard"].max_simulations * factor)
        hard.choose(seen, random.Random(7))
        assert cap / 2 < hard.last_simulations <= cap


@pytest.mark.parametrize("game", [*SEARCHING_SLOW, *(game for game in games_and_the_toy() if game not in SEARCHING)])
def test_a_hint_thinks_as_long_as_the_players_setting_says(game, frozen_clock, monkeypatch):
    """A hint's hard AI is made as the table's is, at the player's thinking time: in a
    searching game it runs the same search and gives the same move; Runtime Error's
    prover gets the steps of that time (Destiny's hard has no budget to stretch)."""
    made = hints_made(monkeypatch)
    searches = game in SEARCHING
    (record, state), = random_records(game, 1, 2, searched(game))
    seat = state.current_player
    for thinking, factor in THINKING.items():
        hint = hint_for(record, seat, thinking)
        hinting, made_with = made.pop()
        assert made_with == factor
        if searches:
            table = make_agent(game, "hard", thinking=factor)
            action = table.choose(state.observation(seat), random.Random(stream_seed(record.seed, len(record.actions))))
            assert (hint.action, hinting.last_simulations) == (str(action), table.last_simulations)
        elif isinstance(hinting, HardAgent):
            assert hinting.claim_steps == round(CLAIM_STEPS * factor)
