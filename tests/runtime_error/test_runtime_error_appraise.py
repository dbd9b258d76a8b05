"""Runtime Error's appraiser for the coach (``runtime_error.ai.appraise``): the prover, else hard's score."""

import random

from appraisal_checks import appraiser

from runtime_error_helpers import position

from deskcards.games.runtime_error.actions import Input
from deskcards.games.runtime_error.ai.appraise import TOP


def test_a_proven_loop_is_a_win_and_the_best_with_the_provers_words():
    example_1 = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="8d")
    appraisal = appraiser("runtime-error").appraise(example_1.observation(0), random.Random(1))
    assert str(appraisal.best) == "input 7c forever" and appraisal.values[appraisal.best] == 1.0
    assert "prover proves" in appraisal.reason
    assert appraisal.values[Input(appraisal.best.card)] == TOP  # played plainly: hard's best score, not a win


def test_an_unproven_claim_is_worth_its_plain_input_and_never_preferred_to_it():
    no_loop = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="Kh")
    appraisal = appraiser("runtime-error").appraise(no_loop.observation(0), random.Random(1))
    for card in no_loop.observation(0).hand:
        assert appraisal.values[Input(card, forever=True)] == appraisal.values[Input(card)] < 1.0
    assert not getattr(appraisal.best, "forever", False) and appraisal.values[appraisal.best] == TOP
    assert appraisal.reason is None
