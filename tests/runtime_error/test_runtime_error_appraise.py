"""Runtime Error's appraiser for the coach (``runtime_error.ai.appraise``): the prover, else a fitted chance."""

import random

import pytest
from appraisal_checks import appraiser

from runtime_error_helpers import position

from deskcards.engine.cards import parse_card
from deskcards.games.runtime_error.actions import Input
from deskcards.games.runtime_error.ai.appraise import chance


def test_a_proven_loop_is_a_win_and_the_best_with_the_provers_words():
    example_1 = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="8d")
    appraisal = appraiser("runtime-error").appraise(example_1.observation(0), random.Random(1))
    assert str(appraisal.best) == "input 7c forever" and appraisal.values[appraisal.best] == 1.0
    assert "prover proves" in appraisal.reason
    # played plainly, the proven card keeps the loop going: the seat may claim it at its next input
    assert appraisal.values[Input(appraisal.best.card)] == 1.0
    assert appraisal.values[Input(parse_card("2d"))] < 1.0  # 2d starts no loop


def test_an_unproven_claim_is_worth_its_plain_input_and_never_preferred_to_it():
    no_loop = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="Kh")
    appraisal = appraiser("runtime-error").appraise(no_loop.observation(0), random.Random(1))
    for card in no_loop.observation(0).hand:
        assert appraisal.values[Input(card, forever=True)] == appraisal.values[Input(card)] < 1.0
    assert not getattr(appraisal.best, "forever", False) and "prover" not in appraisal.reason


def test_a_false_claim_that_ends_the_turn_is_worth_the_card_spent_not_a_lost_game():
    no_loop = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc",
                       discard="Kh", false_claim="ends_turn")
    appraisal = appraiser("runtime-error").appraise(no_loop.observation(0), random.Random(1))
    for card in no_loop.observation(0).hand:
        assert 0.0 < appraisal.values[Input(card, forever=True)] < 1.0
    assert not getattr(appraisal.best, "forever", False)


def test_the_chance_grows_with_the_seats_potential_and_falls_with_a_rivals_and_more_players():
    assert chance(2, 10.0, 5.0) > chance(2, 5.0, 5.0) > chance(2, 5.0, 10.0)
    assert chance(2, 5.0, 5.0) > chance(3, 5.0, 5.0) > chance(4, 5.0, 5.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_empty_table_is_worth_about_an_even_share(players):
    """Before anyone has built a statement, no seat is ahead: the fit gives each about 1/players."""
    assert chance(players, 0.0, 0.0) == pytest.approx(1 / players, abs=0.15)
