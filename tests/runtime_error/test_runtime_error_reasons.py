"""Runtime Error's reasons for the coach (``reasons``, ``ai.standing``): the part of hard's
potential that moves the value most, in words, naming only cards the seat can see."""

import random

import pytest
from appraisal_checks import appraiser

from runtime_error_helpers import play, position, rules

from deskcards.engine.cards import (
    LABEL_IN_TEXT,
    SUIT_CHARS,
    SUIT_SYMBOLS,
    card_label,
    parse_card,
    rank,
    rank_name,
    suit,
)
from deskcards.games.runtime_error.actions import NO_INPUT, NO_SCRIPT, Edit, Input, unclaimed
from deskcards.games.runtime_error.ai.appraise import PER_OWN_POINT, PER_RIVAL_POINT, potentials_after
from deskcards.games.runtime_error.ai.hard import HardAgent
from deskcards.games.runtime_error.ai.standing import effect
from deskcards.games.runtime_error.prover.loop_model import LOOP
from deskcards.games.runtime_error.reasons import RIVAL


def appraised(state, seat=0):
    seen = state.observation(seat)
    found = appraiser("runtime-error")
    return found, seen, found.appraise(seen, random.Random(1))


def test_a_loop_built_is_named_with_the_ranks_its_condition_takes():
    state = position("Ac 4c 7c Js 9h", other="Kd 9c", deck="3d Jc 5d", discard="8d", script=True)
    found, seen, appraisal = appraised(state)
    best = appraisal.best
    assert suit(best.function) == LOOP
    span = f"{rank_name(rank(best.lower))} to {rank_name(rank(best.upper))}"
    assert span == "ace to 7"  # the widest condition the hand can make
    assert appraisal.reason == f"it leaves you a LOOP for inputs {span}"
    assert found.contrast(seen, best, NO_SCRIPT) == f"it leaves you a LOOP for inputs {span}; yours leaves you no LOOP"


def test_an_input_that_runs_load_beats_one_that_runs_nothing():
    state = position("4s Kh", statements=("2c 9c 3c",), other="Kd 9h", deck="3d Jc 5d", discard="8d")
    found, seen, appraisal = appraised(state)
    runs_load = [card for card in seen.hand if 2 <= rank(card) <= 9]
    assert appraisal.best == Input(*runs_load)
    assert appraisal.reason == "the 4♠ runs your LOAD, which draws a card in its place"
    assert found.contrast(seen, appraisal.best, Input(parse_card("Kh"))) == \
        "the 4♠ runs your LOAD, which draws a card in its place; the K♥ runs no LOAD of yours"


def test_pull_names_the_card_it_takes_back_from_the_top_of_the_pile():
    state = position("7d Ks", statements=("5h Qh 2h",), other="Kd 9c", deck="3d Jc 5d", discard="2c 8d")
    found, seen, appraisal = appraised(state)
    pulled, idle = Input(parse_card("7d")), Input(parse_card("Ks"))
    assert appraisal.values[pulled] > appraisal.values[idle]
    top = card_label(seen.discard[-1])
    assert found.contrast(seen, pulled, idle) == \
        f"the 7♦ runs your PULL, which takes the {top} back from the discard pile; the K♠ runs no PULL of yours"


def test_spending_a_card_loop_and_pull_both_take_is_named():
    state = position("7c 2d Kc", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc 5d", discard="Kh")
    found, seen, appraisal = appraised(state)
    assert appraisal.best == NO_INPUT and appraisal.reason == "it keeps all your cards"
    keeper = parse_card("7c")
    assert 5 <= rank(keeper) <= 10  # PULL takes 5 to Q, LOOP 4 to 10
    assert found.contrast(seen, NO_INPUT, Input(keeper)) == \
        "it keeps all your cards; yours spends the 7♣, which LOOP and PULL both take"
    idle = parse_card("2d")
    assert rank(idle) < 4  # below every statement's condition: it runs nothing
    assert found.contrast(seen, NO_INPUT, Input(idle)) == \
        "it keeps all your cards; yours spends the 2♦ and gets no card back"


def test_an_edit_that_breaks_the_opponents_loop_says_so():
    state = position("3d 6c Jd 2s", statements=("2d 9d 4d", "5h Qh 2h, 4s Ts 3s"), other="Kd 9c",
                     deck="3c Jc 5d", discard="Kh")
    play(state, "input 3d")
    found, seen, appraisal = appraised(state)
    loop = seen.table[1][1]
    assert appraisal.best == Edit(1, 1, 2, parse_card("Jd"))  # the LOOP's function card becomes an EDIT
    assert appraisal.reason == "it leaves Seat 2 no LOOP"
    span = f"{rank(loop.lower)} to {rank(loop.upper)}"
    assert found.contrast(seen, appraisal.best, Edit(0, 0, 2, parse_card("2s"))) == \
        f"it leaves Seat 2 no LOOP; yours leaves Seat 2 a LOOP for inputs {span}"


def test_a_false_claim_that_ends_the_turn_is_named():
    state = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="Kh",
                     false_claim="ends_turn")
    found, seen, appraisal = appraised(state)
    assert found.contrast(seen, appraisal.best, Input(parse_card("2d"), forever=True)) == \
        "the prover cannot prove a loop with the 2♦ from what you know, and a false claim ends your turn"


def decisions(players, seed):
    """Observations at each decision with a choice of a seeded random game."""
    state, rng = rules(players).new_state(seed), random.Random(seed)
    while not state.is_terminal():
        seen = state.observation(state.current_player)
        if len(seen.legal_actions()) > 1:
            yield seen
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 1), (4, 2)])
def test_the_parts_add_up_to_the_potentials_the_values_come_from(players, seed):
    agent = HardAgent()
    for seen in decisions(players, seed):
        for action in unclaimed(seen.legal_actions()):
            parts = effect(agent, seen, action, (PER_OWN_POINT, PER_RIVAL_POINT)).parts
            own, rival = potentials_after(agent, seen, action)
            assert sum(points for name, points in parts.items() if name[0] != RIVAL) == \
                pytest.approx(PER_OWN_POINT * own)
            assert sum(points for name, points in parts.items() if name[0] == RIVAL) == \
                pytest.approx(PER_RIVAL_POINT * rival)


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 4)])
def test_no_reason_names_a_card_the_seat_cannot_see_and_each_is_the_same_twice(players, seed):
    found = appraiser("runtime-error")
    named = 0
    for seen in decisions(players, seed):
        appraisal = found.appraise(seen, random.Random(seed))
        said = [appraisal.reason] + [found.contrast(seen, appraisal.best, action)
                                     for action in seen.legal_actions() if action != appraisal.best]
        assert found.appraise(seen, random.Random(seed)).reason == appraisal.reason
        cards = {parse_card(match[1] + SUIT_CHARS[SUIT_SYMBOLS.index(match[2])])
                 for text in said if text for match in LABEL_IN_TEXT.finditer(text)}
        assert not cards & set(seen.unseen())
        named += len(cards)
    assert named  # the reasons do name cards


def test_an_input_that_runs_edit_names_the_edit_and_what_it_breaks():
    state = position("3d Jd 6c", statements=("2d 9d 4d", "5h Qh 2h, 4s Ts 3s"), other="Kd 9c", deck="3c Jc 5d",
                     discard="Kh")
    found, seen, appraisal = appraised(state)
    edit_ranks = range(2, 10)  # the EDIT statement 2d 9d 4d
    assert rank(appraisal.best.card) in edit_ranks and rank(parse_card("Jd")) not in edit_ranks
    card = card_label(appraisal.best.card)
    runs = (f"the {card} runs your EDIT, which can then edit Seat 2's statement 2: the J♦ in place of its "
            "function card (it leaves Seat 2 no LOOP)")  # statement 2 is the LOOP 4s Ts 3s; a J♦ makes it EDIT
    assert appraisal.reason == runs
    assert found.contrast(seen, appraisal.best, Input(parse_card("Jd"))) == f"{runs}; the J♦ runs no EDIT of yours"
