"""The hard AI: proven claims only, edits that break an opponent's loop, statements
toward a LOOP and PULL loop, decisions that never depend on hidden cards."""

import random

from game_helpers import check_hidden_cards_never_change_a_decision, check_levels_play_whole_games, play
from runtime_error_helpers import position, rules

from deskcards.games.runtime_error.actions import Edit
from deskcards.games.runtime_error.ai import MediumAgent
from deskcards.games.runtime_error.ai.hard import HardAgent, potential
from deskcards.games.runtime_error.statements import Placed


def test_hard_plays_whole_games_legally():
    check_levels_play_whole_games(rules(2), [HardAgent(), MediumAgent()], range(2))


def test_hidden_cards_never_change_a_decision():
    a = position("7c 9c 2s 5h 8h", statements=("Ac Kc 4c, 4h Qh 3s",), other="3h 4d", deck="8c 9h Js")
    b = position("7c 9c 2s 5h 8h", statements=("Ac Kc 4c, 4h Qh 3s",), other="3h Js", deck="8c 9h 4d")
    check_hidden_cards_never_change_a_decision(a, b, HardAgent, range(4))


def test_hard_claims_the_loop_it_can_prove():
    # The seed's example 1: PULL and LOOP both take 7 and 8; the 8 lies on the discard pile.
    example_1 = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="8d")
    assert str(HardAgent().choose(example_1.observation(0), random.Random(1))) == "input 7c forever"


def test_hard_never_claims_a_loop_it_cannot_prove():
    # With a King on the pile PULL brings back nothing LOOP takes again.
    no_loop = position("2d 7c", statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="3d Jc", discard="Kh")
    for seed in range(4):
        assert not getattr(HardAgent().choose(no_loop.observation(0), random.Random(seed)), "forever", False)


def test_hard_edits_the_opponents_loop_out_of_reach():
    # Seat 1 has LOOP and PULL over 2..9: one more card of that range and it loops.
    state = position("7c Kc 2d", statements=("Ad Kd 4d", "2c 9c 5s, 2h 9h 6h"), other="3h", deck="8c 8h")
    play(state, "input 7c")
    choice = HardAgent().choose(state.observation(0), random.Random(1))
    assert isinstance(choice, Edit) and choice.seat == 1
    row = list(state.observation(0).table[1])
    before = potential(row)
    cards = list(row[choice.slot].cards)
    cards[choice.part] = choice.card
    row[choice.slot] = Placed(*cards)
    assert potential(row) < before


def test_hard_builds_pull_over_its_loop_and_keeps_the_cards_both_take():
    # PULL over 3..J beside LOOP over 2..Q; the 9 of hearts is kept (with the 4 of
    # diamonds two cards both take: a loop), the King of hearts becomes the function.
    state = position("3c Jc 9h 4d Kh", statements=("2d Qd 5s",), script=True)
    assert str(HardAgent().choose(state.observation(0), random.Random(1))) == "script 3c Jc Kh"


def test_hard_plays_a_card_loop_has_no_use_for_into_load_and_keeps_its_cards_otherwise():
    state = position("7c Kd", statements=("5h 9h 2c",), other="3h", deck="8c 8h")
    assert str(HardAgent().choose(state.observation(0), random.Random(1))) == "input 7c"
    idle = position("Kd Qd", statements=("5h 9h 2c",), other="3h", deck="8c 8h")
    assert str(HardAgent().choose(idle.observation(0), random.Random(1))) == "no input"
