"""The infinite-loop prover on the seed's examples, their near misses, EDIT and reshuffles."""

from __future__ import annotations

from dataclasses import replace

import pytest

from prover_positions import cards, example_1, example_2, position

from deskcards.engine.cards import card_label, parse_card, rank
from deskcards.games.runtime_error.claims import budget_steps
from deskcards.games.runtime_error.prover import decide
from deskcards.games.runtime_error.prover.game import Edit, Game, held_exactly
from deskcards.games.runtime_error.prover.search import OutOfTime, Solver

EXAMPLE_1_WITH_EDIT = ["6d 9d Ad", "5h Qh 2h", "4s Ts 3s"]  # example 1 plus an EDIT on 6..9


def test_example_1_is_a_cycle():
    verdict = decide(example_1())
    assert verdict.loops is True and verdict.kind == "cycle"
    played = [card for step in verdict.proof.steps for card in (step.input_card, step.pulled)]
    assert played == list(cards("7c 8d 8d 7c"))
    assert verdict.proof.steps[verdict.proof.cycle_start].input_card == parse_card("7c")
    assert verdict.explain() == [("Play 7♣: PULL takes 8♦, LOOP plays 8♦; 8♦: PULL takes 7♣, LOOP plays 7♣: "
                                  "the same position again, so the turn never ends.")]


@pytest.mark.parametrize("top", ["Kd", "2d"])
def test_example_1_with_the_top_of_the_pile_outside_the_pull_range_is_refuted(top):
    verdict = decide(example_1(top_of_discard=top))
    assert verdict.loops is False and verdict.kind == "refuted"
    refutation = verdict.refutation
    assert refutation.end_position.input_card == parse_card(top)
    assert refutation.reason == "no LOOP statement runs for it"
    assert f"{card_label(parse_card(top))}: the turn ends: no LOOP statement runs for it" in verdict.explain()[0]


def test_example_2_is_an_invariant_over_every_drawable_card():
    verdict = decide(example_2())
    assert verdict.loops is True and verdict.kind == "invariant"
    proof = verdict.proof
    assert proof.drawable and not any(rank(c) == 13 for c in proof.drawable)
    assert parse_card("5c") in proof.drawable  # the input comes back at the reshuffle
    assert "runs LOAD and LOOP" in proof.invariant
    assert proof.states_kept < 100  # forty cards, one class


def test_example_2_with_a_king_in_the_deck_is_refuted_by_drawing_it():
    verdict = decide(example_2(exclude_kings=False))
    assert verdict.loops is False
    assert rank(verdict.refutation.draws[0]) == 13
    assert "no LOOP statement runs" in verdict.refutation.reason


def test_a_loop_that_only_lucky_draws_keep_going_is_refuted():
    # The deck holds two of 6c, 7c, Kd: without the King it loops for ever.
    lucky = position(["Ac Kc 2c", "As Qs 3s"], "", "5c", pool="6c 7c Kd", deck_count=2)
    verdict = decide(lucky)
    assert verdict.loops is False
    assert parse_card("Kd") in verdict.refutation.draws
    without_king = position(["Ac Kc 2c", "As Qs 3s"], "", "5c", pool="6c 7c", deck_count=2)
    assert decide(without_king).loops is True


def test_a_proof_that_needs_the_right_edit():
    # Only putting Tc for the opponent's upper bound 9c keeps the loop: 9c lands
    # on the pile, PULL takes it and 7c/9c then cycle; every other edit stops
    # PULL, LOOP or the EDIT statement and empties the hand.
    table = position(EXAMPLE_1_WITH_EDIT, "Tc", "7c", discard="8d", others=[["2c 9c 4d"]])
    verdict = decide(table)
    assert verdict.loops is True and verdict.kind == "cycle"
    expected = Edit(seat=1, index=0, slot=1, removed=parse_card("9c"), replacement=parse_card("Tc"))
    assert verdict.strategy.edit_for(table) == expected
    assert verdict.proof.steps[0].edit == expected
    assert "EDIT puts 10♣ for 9♣" in verdict.explain()[0]


def test_a_forced_edit_breaks_an_otherwise_good_loop():
    good = position(["5h Qh 2h", "4s Ts 3s"], "Kh", "7c", discard="8d")
    assert decide(good).kind == "cycle"
    forced = position(EXAMPLE_1_WITH_EDIT, "Kh", "7c", discard="8d")
    verdict = decide(forced)
    assert verdict.loops is False
    first = verdict.refutation.steps[0]
    assert first.edit is not None and first.edit.replacement == parse_card("Kh")
    assert verdict.refutation.reason == "LOOP finds an empty hand"


def test_load_with_an_empty_deck_reshuffles_the_discard_pile():
    verdict = decide(position(["Ac Kc 2c", "As Qs 3s"], "", "5c", discard="3c"))
    assert verdict.loops is True
    first = verdict.proof.steps[0]
    assert first.reshuffled and first.drawn == parse_card("3c")
    assert "after reshuffling the discard pile" in verdict.explain()[1]


def test_a_king_waiting_in_the_discard_pile_comes_back_at_the_reshuffle():
    verdict = decide(position(["Ac Kc 2c", "As Qs 3s"], "", "5c", discard="Kd 3c"))
    assert verdict.loops is False
    assert verdict.refutation.steps[0].reshuffled
    assert verdict.refutation.draws[0] == parse_card("Kd")


def test_load_with_deck_and_pile_both_empty_draws_nothing():
    verdict = decide(position(["Ac Kc 2c", "As Qs 3s"], "", "5c"))
    assert verdict.loops is False
    assert verdict.refutation.reason == "LOOP finds an empty hand"
    assert "LOAD finds no card" in verdict.explain()[0]


def test_pull_from_an_empty_pile_takes_nothing():
    verdict = decide(position(["5h Qh 2h", "4s Ts 3s"], "", "7c"))
    assert verdict.loops is False
    assert "PULL finds the pile empty" in verdict.explain()[0]


def test_an_inactive_loop_statement_does_not_run_for_the_first_input():
    start = example_1()
    pull, loop = start.statements[0]
    asleep = replace(start, statements=((pull, replace(loop, active=False)),))
    verdict = decide(asleep)
    assert verdict.loops is False and verdict.refutation.reason == "no LOOP statement runs for it"


def test_a_tiny_budget_on_a_big_position_is_undecided_never_a_proof():
    big = position(["2d Kd Ad", "Ac Kc 2c", "As Qs 3s"], "4h 9h", "5c", rest_in_pool=True)
    verdict = decide(big, budget_ms=0)
    assert verdict.loops is None and verdict.kind == "undecided"
    assert verdict.proof is None and verdict.strategy is None
    assert "not accepted" in verdict.explain()[0]


def test_the_strategy_can_be_followed_move_by_move():
    verdict = decide(example_1())
    start = example_1()
    assert verdict.strategy.edit_for(start) is None
    # After 7c: PULL took 8d, 7c went on the pile.
    assert verdict.strategy.next_input(start.statements, cards("8d"), cards("7c"), (), 0) == parse_card("8d")
    assert verdict.strategy.next_input(start.statements, cards("7c"), cards("8d"), (), 0) == parse_card("7c")


def test_a_deck_larger_than_its_pool_is_refused_with_a_reason():
    bad = position(["5h Qh 2h", "4s Ts 3s"], "", "7c", pool="2c", deck_count=3)
    with pytest.raises(ValueError, match="cannot hold 3 cards"):
        decide(bad)


def test_an_edit_statement_that_cannot_run_on_a_looping_step_keeps_the_classes():
    # EDIT on Q..K, LOOP on A..J: an input EDIT accepts ends the phase anyway,
    # so the forty-odd drawable cards stay one class and the proof stays small.
    table = position(["Ac Kc 2c", "As Js 3s", "Qd Kd 4d"], "", "5c", rest_in_pool=True, exclude_ranks=(12, 13))
    verdict = decide(table)
    assert verdict.kind == "invariant"
    assert verdict.proof.states_kept < 100
    assert len(verdict.proof.drawable) > 35


def test_a_position_is_held_exactly_only_while_an_edit_can_still_change_the_table():
    edit_cannot_loop = position(["Ac Kc 2c", "As Js 3s", "Qd Kd 4d"], "", "5c", rest_in_pool=True)
    edit_on_every_step = position(["Ac Kc 2c", "As Js 3s", "Ad Kd 4d"], "5h", "5c", rest_in_pool=True)
    assert not held_exactly(example_2()) and not held_exactly(edit_cannot_loop)
    assert held_exactly(edit_on_every_step)


def test_a_player_seated_second_gets_their_own_edits_tried_first():
    # From a bench game (seed 0): EDIT, LOAD, PULL and LOOP all run for the 8h
    # played. The player wins by editing their own EDIT statement's bounds with
    # low hearts (PULL takes each removed card back) until it accepts no card
    # LOOP does. Tried in seat order, the swaps with the first seat's statements
    # came first and the claim's budget ran out (still undecided within 10,000
    # positions).
    seated_first = position(["6h 9h Ad", "3c Qc 7c", "Ah Jh 7h", "5c 9c As"], "2h 3h 4h 5h Th", "8h",
                            discard="8c", pool="3s 6c 7d 8d Tc Ts Jd Qd Qh",
                            others=[["9s Qs 2c", "6d Kd Kh", "Ac 4c Td", "4d 5d 2s"]])
    seated_second = replace(seated_first, player=1, statements=seated_first.statements[::-1])
    for start in (seated_first, seated_second):
        verdict = decide(start, max_steps=budget_steps(2000))  # the engine's budget for a claim
        assert verdict.loops is True and verdict.kind == "invariant"
        assert verdict.strategy.edit_for(start).seat == start.player


def test_the_budget_counts_every_deck_answer_as_a_step():
    """A position may have one answer or dozens, so steps, not positions, follow the time spent."""
    start = example_2(exclude_kings=False)  # the deck answers with a King or with any other card
    game = Game(start)
    option = game.options(game.node_of(start))[0]
    solver = Solver(game, float("inf"))
    answers = list(solver.answers(option))
    assert len(answers) > 1 and solver.steps == len(answers)
    short = Solver(game, float("inf"), max_steps=len(answers) - 1)
    with pytest.raises(OutOfTime):
        list(short.answers(option))


def test_a_never_edit_win_is_played_out_past_the_point_where_the_classes_take_over():
    # From an easy-vs-easy game (seed 80178567, the assist hint for 9h): the proof
    # keeps EDIT's cards in hand (a never-EDIT win); one draw later no card left
    # can run EDIT on a step that goes on, so the prover holds the state by class.
    # Playing the proof out there found no next input and raised instead.
    start = position(["4c 5c Qd", "4d 9d 8h", "7c 8c Tc", "5d Jd 7s"], "2d 2s 3s 4s 7h Td Qc Kc Kh Ks", "9h",
                     pool="2h 3c 5s 6c 6d 6s 8d 8s 9c 9s Ac Ah As Jc Kd Qs Ts", deck_count=1,
                     others=[["Ad 3d Jh", "3h Qh 2c", "5h 6h Js", "4h Th 7d"]])
    verdict = decide(start, max_steps=budget_steps(2000))
    assert verdict.loops is True
    assert len(verdict.proof.steps) > 1 and all(step.input_card is not None for step in verdict.proof.steps)
