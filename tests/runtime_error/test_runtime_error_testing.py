"""The testing phase: which statements run, in what order, and what each function does."""

import pytest

from runtime_error_helpers import cards, play, position, statement

from deskcards.engine.events import CardMoved, Shuffled, TurnStarted
from deskcards.engine.game import IllegalAction
from deskcards.games.runtime_error.actions import Edit, Loop
from deskcards.games.runtime_error.events import CardsTurnedUp, FunctionIdle, StatementRan, TurnEnded
from deskcards.games.runtime_error.phases import EDITING, INPUT, LOOPING
from deskcards.games.runtime_error.prover.loop_model import EDIT, LOAD, LOOP, PULL

ALL_FOUR = "As Ks 4s, Ah Kh 4h, Ac Kc 4c, Ad Kd 4d"  # slots: LOOP, PULL, LOAD, EDIT; each takes any value


def ran(events):
    return [event.kind for event in events if isinstance(event, StatementRan)]


def idle(events):
    return [(event.kind, event.why) for event in events if isinstance(event, FunctionIdle)]


def test_satisfied_statements_run_edit_load_pull_loop_whatever_their_slots():
    state = position("7c Tc 2s", statements=(ALL_FOUR, "2c 9c 5s"), deck="8c 8h", discard="6d")
    events = play(state, "input 7c")
    assert ran(events) == [EDIT] and state.phase == EDITING
    events = play(state, "edit 1.0.upper Tc")
    assert ran(events) == [LOAD, PULL, LOOP]
    assert state.hand(0) == tuple(cards("2s 8h 9c"))  # 8h from the deck; PULL took the edited-out 9c
    assert state.phase == LOOPING and state.input_card is None and state.discard == tuple(cards("6d 7c"))


def test_only_satisfied_statements_run_and_bounds_are_inclusive():
    state = position("5c 9d", statements=("5h 8h 2c, 9s Ks 3h",), deck="4d 6d", discard="Qd")
    assert ran(play(state, "input 5c")) == [LOAD]
    state = position("5c 9d", statements=("5h 8h 2c, 9s Ks 3h",), deck="4d 6d", discard="Qd")
    assert ran(play(state, "input 9d")) == [PULL]
    state = position("Tc 9d", statements=("5h 8h 2c",), deck="4d 6d")
    assert ran(play(state, "input Tc")) == []


def test_edit_is_forced_when_a_valid_edit_exists_and_offers_only_valid_ones():
    state = position("7c Tc 2s", statements=("Ad Kd 4d", "2c 9c 5s"), deck="8c 8h")
    play(state, "input 7c")
    offered = state.legal_actions()
    assert offered and all(isinstance(action, Edit) for action in offered)
    assert "edit 1.0.upper Tc" in map(str, offered) and "edit 1.0.upper 2s" not in map(str, offered)
    with pytest.raises(IllegalAction, match="invalid statement: the bounds"):
        play(state, "edit 1.0.upper 2s")
    with pytest.raises(IllegalAction, match="not a move now"):
        play(state, "no input")


def test_edit_does_nothing_when_no_valid_edit_exists():
    # no card left in the hand to put face down (any card would do as a function)
    state = position("7c", statements=("Ad Kd 4d", "Jc Qc 5h"), deck="8c 8h", other="3h")
    events = play(state, "input 7c")
    assert idle(events) == [(EDIT, "no card can be edited into a valid statement")]
    assert state.whose_turn == 1 and state.turn == 2  # the turn ended


def test_edit_may_not_give_an_owner_two_functions_of_one_suit():
    state = position("7c 5h 2s", statements=("Ad Kd 4d", "2c 9c 5s, 3d 8d Qh"), deck="8c 8h")
    play(state, "input 7c")
    offered = set(map(str, state.legal_actions()))
    assert "edit 1.0.function 5h" not in offered  # seat 1 already has a hearts function
    with pytest.raises(IllegalAction, match="two functions of one suit"):
        play(state, "edit 1.0.function 5h")
    assert "edit 1.0.function 2s" in offered  # a spades function: seat 1's first is replaced


def test_an_edited_own_statement_does_not_run_for_this_input_and_turns_up_at_the_discard():
    state = position("7c 8c 9h", statements=("Ad Kd 4d, Ac Kc 4c",), deck="8d Jh", other="3h")
    play(state, "input 7c")
    events = play(state, "edit 0.1.function 9h")  # our LOAD becomes a PULL, face down: inactive
    assert LOAD not in ran(events) and PULL not in ran(events)
    turned = [event for event in events if isinstance(event, CardsTurnedUp)]
    assert turned and turned[0].places == ((0, 1),) and turned[0].cards == tuple(cards("9h"))
    assert state.statements(0)[1] == statement("Ac Kc 9h") and state.whose_turn == 1


def test_face_down_cards_turn_up_when_loop_discards_the_input():
    state = position("7c Tc 2s", statements=("Ad Kd 4d, As Ks 4s", "2c 9c 5h"), deck="8c 8h")
    play(state, "input 7c")
    events = play(state, "edit 1.0.upper Tc")
    moves = [event for event in events if isinstance(event, (CardMoved, CardsTurnedUp))]
    assert isinstance(moves[-1], CardsTurnedUp) and moves[-2].source == "input"
    assert state.phase == LOOPING and state.statements(1)[0] == statement("2c Tc 5h")


def test_an_inactive_statement_cannot_be_edited():
    state = position("7c Tc 2s", statements=("Ad Kd 4d", "2c 9c 5h"), deck="8c 8h")
    play(state, "input 7c", "edit 1.0.upper Tc")
    from deskcards.games.runtime_error.statements import edit_problem, valid_edits

    table = [list(state.statements(0)), [state.statements(1)[0].with_card(1, cards("Jc")[0], 0)]]
    assert "inactive" in edit_problem(table, 1, 0, 0, cards("3c")[0])
    assert all(seat != 1 for seat, *_ in valid_edits(table, cards("3c 4c")))


def test_load_reshuffles_the_discard_pile_when_the_deck_is_empty():
    state = position("7c 2s", statements=("Ac Kc 4c",), discard="3h 5h 9d", other="3d")
    events = play(state, "input 7c")
    shuffles = [event for event in events if isinstance(event, Shuffled)]
    assert shuffles and shuffles[0].cards == 3
    assert len(state.hand(0)) == 3 and state.deck_size == 1  # 2s, the LOAD card and the turn's own draw
    assert state.whose_turn == 1


def test_load_with_no_cards_anywhere_does_nothing():
    state = position("7c 2s", statements=("Ac Kc 4c",))
    assert idle(play(state, "input 7c")) == [(LOAD, "the deck and the discard pile are both empty")]


def test_pull_from_an_empty_pile_does_nothing():
    state = position("7c 2s", statements=("Ah Kh 4h",), deck="5d")
    events = play(state, "input 7c")
    assert idle(events) == [(PULL, "the discard pile is empty")]
    assert state.hand(0) == tuple(cards("2s 5d"))  # only the end-of-turn draw


def test_pull_takes_the_top_of_the_pile_not_the_input_card():
    state = position("7c 2s", statements=("Ah Kh 4h",), deck="5d", discard="3d 9s", other="3h")
    play(state, "input 7c")
    assert state.hand(0) == tuple(cards("2s 5d 9s")) and state.discard == tuple(cards("3d 7c"))


def test_loop_with_an_empty_hand_does_nothing_and_the_input_stays_until_the_end_of_turn():
    state = position("7c", statements=("As Ks 4s",), deck="5d 6d")
    events = play(state, "input 7c")
    assert idle(events) == [(LOOP, "the hand is empty, so no card can follow as the next input")]
    discards = [event for event in events if isinstance(event, CardMoved) and event.source == "input"]
    assert len(discards) == 1 and state.discard == tuple(cards("7c"))


def test_loop_asks_for_the_next_input_card_from_the_hand():
    state = position("7c 8d Kh", statements=("As Ts 4s",), deck="5d 6d", other="3h")
    play(state, "input 7c")
    assert state.phase == LOOPING
    assert set(state.legal_actions()) == {Loop(card, claim) for card in cards("8d Kh") for claim in (False, True)}
    play(state, "loop Kh")  # outside 1..10: LOOP does not run again, the turn ends
    assert state.whose_turn == 1 and state.discard == tuple(cards("7c Kh"))


def test_the_end_of_turn_discards_the_input_draws_one_and_passes_the_turn():
    state = position("7c 2s", deck="5d 6d", other="3h")
    events = play(state, "input 7c")
    assert [type(event) for event in events][-2:] == [TurnEnded, TurnStarted]
    assert state.discard == tuple(cards("7c")) and state.hand(0) == tuple(cards("2s 6d"))
    assert state.whose_turn == 1 and state.turn == 2 and state.phase == INPUT


def test_skipping_the_testing_phase_still_draws():
    state = position("7c 2s", deck="5d 6d", other="3h")
    play(state, "no input")
    assert state.hand(0) == tuple(cards("2s 6d 7c")) and state.discard == ()


def test_the_turn_limit_is_a_draw():
    state = position("7c 2s 3s", deck="5d 6d 7d 8d", other="3h 4h", max_turns=2)
    play(state, "no input")
    events = play(state, "no input")
    assert state.is_terminal() and state.winners == () and state.returns() == (0.5, 0.5)
    assert "2 turns without an infinite loop" in events[-1].reason


def test_a_turn_no_prover_settles_is_cut_off(monkeypatch):
    from deskcards.games.runtime_error import state as state_module
    from deskcards.games.runtime_error.events import TurnCutOff

    monkeypatch.setattr(state_module, "TURN_CUTOFF", 3)
    monkeypatch.setattr(state_module, "LONG_TURN", 1000)  # the prover is not asked on the way
    state = position("5c", statements=("Ah Kh 2c, As Qs 3s",), other="Kc Kd Ks", deck="2d 3d 4d 5d 6h 7h 8h")
    play(state, "input 5c", "loop 8h")
    events = play(state, "loop 7h")
    cut = [event for event in events if isinstance(event, TurnCutOff)]
    assert cut == [TurnCutOff(0, 3)] and LOAD not in ran(events)
    assert state.whose_turn == 1 and state.discard[-1] == cards("7h")[0]
    assert state.hand(0) == tuple(cards("6h")) and not state.is_terminal()  # an ordinary end: one card drawn
