"""Single-class strategies checked on counts: quick proofs inside the exact search."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from prover_positions import cards, position

from deskcards.engine.cards import parse_card, rank
from deskcards.games.runtime_error.claims import budget_steps
from deskcards.games.runtime_error.prover import decide
from deskcards.games.runtime_error.prover.game import Game
from deskcards.games.runtime_error.prover.oracle import Oracle

ENGINE_BUDGET = budget_steps(2000)  # the engine's budget for a claim
# PULL on 6..10, LOAD on 7..10, LOOP on 3..K, no EDIT: the saved real-game position
# that needed more than 100,000 positions of the exact search.
PULL_LOAD_LOOP = ["6s Ts 2h", "7h Th Ac", "3d Kd Qs"]


def pull_load_loop(deck_count: int = 19, pool_size: int = 24):
    """Hand 7d 9h Tc 8d 5d 9s, input 4c, a current player's view: more cards may be in the deck than it holds."""
    whole = position(PULL_LOAD_LOOP, "7d 9h Tc 8d 5d 9s", "4c", rest_in_pool=True)
    return replace(whole, pool=frozenset(sorted(whole.pool)[:pool_size]), deck_count=deck_count)


def test_playing_only_one_class_proves_the_hard_position_quickly_with_an_invariant():
    verdict = decide(pull_load_loop(), max_steps=ENGINE_BUDGET)
    assert verdict.loops is True and verdict.kind == "invariant"
    assert verdict.steps < 1000
    assert verdict.proof.invariant.startswith("From here on, playing only 7-10 cards keeps the loop going: "
                                              "each runs LOAD, PULL and LOOP")
    steps = verdict.proof.steps
    assert all(7 <= rank(step.next_input) <= 10 for step in steps)
    assert all(step.drawn is not None and step.pulled == previous.input_card
               for previous, step in pairwise(steps))
    assert "For example: Play 4♣: LOOP plays" in verdict.explain()[1]


def test_the_strategy_keeps_playing_the_class_beyond_the_positions_it_listed():
    start = pull_load_loop()
    verdict = decide(start, max_steps=ENGINE_BUDGET)
    # 4c, then 7d: LOAD drew Ad, PULL took 4c back (a line the proof need not have played).
    hand = cards("9h Tc 8d 5d 9s Ad 4c")
    deck = sorted(start.pool - {parse_card("Ad")})
    played = verdict.strategy.next_input(start.statements, hand, cards("7d"), deck, 18)
    assert played is not None and 7 <= rank(played) <= 10
    assert verdict.strategy.edit_for(replace(start, hand=hand, input_card=played)) is None


@pytest.mark.slow
def test_a_loop_that_needs_two_classes_is_still_proved_by_the_full_search():
    # LOAD on A..3, PULL on 4..6: the hand always holds one card, a 2 that draws
    # a 4 or 5, then that card, which pulls the 2 back. No one class can go on.
    verdict = decide(position(["Ad 3d 2c", "4d 6d 2h", "Ah 6h 3s"], "", "2s", pool="4c 5c"))
    assert verdict.loops is True
    assert "playing only" not in verdict.proof.invariant
    inputs = [step.input_card for step in verdict.proof.steps]
    assert {rank(card) <= 3 for card in inputs} == {True, False}


def test_the_oracle_turns_down_a_class_the_deck_can_starve():
    # LOAD on 5..6 draws, but the deck holds only 9s: one 5 in hand, then none.
    table = position(["5d 6d 2c", "Ah Kh 3s"], "", "4s", pool="5c 9c 9d 9h")
    game = Game(table, exact=True)
    oracle = Oracle(0)
    after = game.after_of(table.statements, cards("5s"), cards("6h"), cards("9c 9d 9h"), 3)
    assert oracle.win(after) is None
    with_fives = game.after_of(table.statements, cards("5s"), cards("6h"), cards("5c 6c 6s"), 3)
    won = oracle.win(with_fives)
    assert won is not None and won.token == parse_card("5s") and won.ranks == {5, 6}
    assert decide(replace(table, hand=cards("5s"), pool=frozenset(cards("9c 9d 9h")), deck_count=3)).loops is False


def test_without_the_extra_seven_the_first_step_can_starve_the_class():
    # A single 7-10 card in hand and a pile topped by a 4: LOAD may draw a card
    # outside the class and PULL takes the 4, so the class runs out; no proof by it.
    lean = position(PULL_LOAD_LOOP, "7d", "4c", pool="Jc Jd Jh", deck_count=3)
    verdict = decide(lean)
    assert verdict.loops is False
    assert any(rank(card) == 11 for card in verdict.refutation.draws)


def test_never_playing_the_edit_cards_proves_a_loop_that_mixes_classes():
    # The two-class loop above, with an EDIT on 7..9 that LOOP also accepts and
    # an 8 in hand: the exact game tells every card apart, but keeping the 8
    # and never running EDIT is a class game that the player wins.
    table = position(["Ad 3d 2c", "4d 6d 2h", "Ah 9h 3s", "7c 9c 5d"], "8s", "2s", pool="4c 5c")
    verdict = decide(table, max_steps=ENGINE_BUDGET)
    assert verdict.loops is True and verdict.kind == "invariant"
    assert verdict.proof.invariant.startswith("From here on, never playing a 7-9 card (they run EDIT) "
                                              "keeps the loop going")
    assert not any(7 <= rank(step.input_card) <= 9 or step.edit for step in verdict.proof.steps)
    # After 4c pulled 2s back and 2s drew 5c: the strategy plays 5c, which pulls 2s again.
    assert verdict.strategy.next_input(table.statements, cards("8s 5c"), cards("4c 2s"), (), 0) == parse_card("5c")
