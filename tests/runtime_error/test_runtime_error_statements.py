"""Building statements: every validity rule, each refused with its reason."""

import pytest

from runtime_error_helpers import cards, play, position, statement

from deskcards.engine.game import IllegalAction
from deskcards.games.runtime_error.actions import NO_SCRIPT, Script
from deskcards.games.runtime_error.events import StatementBuilt
from deskcards.games.runtime_error.phases import INPUT, SCRIPT
from deskcards.games.runtime_error.statements import Placed, script_problem


def test_a_valid_statement_takes_the_first_free_slot():
    state = position("5h Qh 2c 9s", statements=("4s Ts 3s",), script=True)
    assert state.phase == SCRIPT
    events = play(state, "script 5h Qh 2c")
    built = [event for event in events if isinstance(event, StatementBuilt)]
    assert [(event.slot, event.function) for event in built] == [(1, cards("2c")[0])]
    assert state.statements(0)[1] == statement("5h Qh 2c") and state.hand(0) == tuple(cards("9s"))
    assert state.phase == INPUT


@pytest.mark.parametrize("text, words", [
    ("script Qh 5h 2c", "the lower bound Q♥ must be below the upper bound 5♥"),
    ("script 5h 5d 2c", "the bounds 5♥ and 5♦ must be of one suit"),
    ("script 5h 5h 2c", "three different cards"),
    ("script 5h Qh 3c", r"you already have a LOAD statement \(its function card is a ♣\)"),
    ("script 5h Qh 8s", "8♠ is not in your hand"),
])
def test_an_invalid_statement_is_refused_with_the_reason(text, words):
    state = position("5h 5d Qh 2c 3c", statements=("4s Ts 9c",), script=True)
    with pytest.raises(IllegalAction, match=words):
        play(state, text)
    assert all(not isinstance(action, Script) or action.function not in cards("2c 3c")
               for action in state.legal_actions())


def test_equal_values_do_not_make_a_condition():
    state = position("5h 5d 5s 2c", script=True)  # no two cards of one suit: no statement at all
    assert state.phase == INPUT  # scripting skipped: nothing could be built


def test_at_most_four_statements_one_per_function():
    full = ("4s Ts 9c, 2h 6h 9d, 3d 8d 9h, 4c 7c 9s",)
    state = position("5h Qh 2c Ks", statements=full, script=True)
    assert state.phase == INPUT  # a fifth statement cannot be built, so scripting was skipped
    assert "already have 4 statements" in script_problem(state.statements(0), *cards("5h Qh 2c"))


def test_scripting_offers_every_valid_statement_and_the_skip():
    state = position("5h Qh 2h 3s", script=True)
    offered = {str(action) for action in state.legal_actions()}
    expected = {"no script", "script 5h Qh 2h", "script 5h Qh 3s", "script 2h 5h Qh", "script 2h 5h 3s",
                "script 2h Qh 5h", "script 2h Qh 3s"}
    assert offered == expected
    play(state, "no script")
    assert state.phase == INPUT and NO_SCRIPT not in state.legal_actions()


def test_a_face_down_card_is_hidden_in_the_statement_text():
    edited = Placed(*cards("5h Qh 2c")).with_card(1, None, 1)
    assert edited.text() == "5h ?? 2c" and not edited.active


@pytest.mark.parametrize("placed, words", [
    ("Kh", "the lower bound K♥ must be below the upper bound, and no card is above a King"),
    ("As Jd", "the bounds A♠ and J♦ must be of one suit"),
    ("Qh 5h", "the lower bound Q♥ must be below the upper bound 5♥"),
    ("5h Qh 3c", r"you already have a LOAD statement (its function card is a ♣)"),
])
def test_the_first_cards_of_a_statement_that_cannot_be_valid_are_refused_at_once(placed, words):
    state = position("5h Qh Kh As Jd 3c", statements=("4s Ts 9c",), script=True)
    assert script_problem(state.statements(0), *cards(placed)) == words


def test_the_first_cards_of_a_valid_statement_are_not_refused():
    state = position("5h Qh 2d", statements=("4s Ts 9c",), script=True)
    assert [script_problem(state.statements(0), *cards(placed)) for placed in ("5h", "5h Qh", "5h Qh 2d")] == [None] * 3
