"""Destiny's appraiser for the coach (``destiny.ai.appraise``): hard's odds for every choice."""

import random

import pytest
from appraisal_checks import appraiser, hard_positions

from deskcards.games.destiny.actions import Fold, Hold, Look


@pytest.fixture(scope="module")
def positions():
    return hard_positions("destiny", 3, seed=1, count=60)


def test_the_positions_cover_looks_holds_and_wagers(positions):
    kinds = {type(state.observation(seat).legal_actions()[0]) for state, seat in positions}
    assert {Look, Hold, Fold} <= kinds


def test_a_fold_is_worth_the_stack_as_a_share_of_the_table_and_a_hold_its_chance(positions):
    judge = appraiser("destiny")
    for state, seat in positions:
        seen = state.observation(seat)
        appraisal = judge.appraise(seen, random.Random(1))
        if Fold() in appraisal.values:
            assert appraisal.unit == "expected score"
            table = sum(seen.stacks) + sum(seen.committed)
            assert appraisal.values[Fold()] == pytest.approx(seen.stacks[seat] / table)
        elif isinstance(appraisal.best, Hold):
            assert appraisal.unit == "win chance" and appraisal.reason.endswith("chance to win the showdown")
