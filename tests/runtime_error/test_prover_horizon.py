"""Short refutations (prover_horizon): a loss the depth-first search cannot reach in time."""

from __future__ import annotations

from itertools import pairwise

import pytest

from prover_positions import position

from deskcards.engine.cards import rank
from deskcards.games.runtime_error.claims import budget_steps
from deskcards.games.runtime_error.prover import decide
from deskcards.games.runtime_error.prover import horizon as prover_horizon

pytestmark = pytest.mark.slow  # each search spends the engine's whole budget for a claim

BUDGET = budget_steps(2000)  # the engine's budget for a claim


def swap_table():
    """From a bench game (seed 2): EDIT, LOAD, PULL and LOOP all run for the 10c
    played, and an edit must be made with the one card in hand, Jh. The player
    can go on swapping hand cards into the table for a long time under most
    draws, so the depth-first search follows those lines; but the deck ends the
    phase within three inputs whatever the player does."""
    return position(["2h Kh 6c", "2c Qc Ad", "3c Kc Ah", "2d Td 8s"], "Jh", "Tc",
                    discard="2s 4s Ks 5h 9s 7h", pool="3d 3h 3s 4c 4h 5c 5d 5s 6d 6s 8c 8h 9c 9h Ts Jc Qd Qh",
                    others=[["Jd Kd 7d", "8d 9d 6h", "Js Qs Ac"]])


def test_the_exact_search_alone_cannot_refute_it_within_the_budget(monkeypatch):
    monkeypatch.setattr(prover_horizon, "HORIZON_SHARE", 0.0)
    verdict = decide(swap_table(), max_steps=BUDGET)
    assert verdict.loops is None


def test_a_short_refutation_is_found_within_the_last_tenth_of_the_budget():
    start = swap_table()
    verdict = decide(start, max_steps=BUDGET)
    assert verdict.loops is False and verdict.kind == "refuted"
    steps = verdict.refutation.steps
    assert 1 <= len(steps) <= 3  # the player's longest line still ends within three inputs
    assert steps[0].input_card == start.input_card
    assert steps[-1].next_input is None and verdict.refutation.reason == steps[-1].end_reason
    assert set(verdict.refutation.draws) <= start.pool
    assert verdict.explain()[0].startswith("No loop: Play 10♣: EDIT puts J♥")


def test_its_refutation_is_one_line_of_real_play_in_which_the_deck_deals_what_loop_refuses():
    verdict = decide(swap_table(), max_steps=BUDGET)
    steps = verdict.refutation.steps
    assert all(step.next_input == after.input_card for step, after in pairwise(steps))
    assert verdict.refutation.draws and all(rank(c) not in range(2, 11) for c in verdict.refutation.draws)
