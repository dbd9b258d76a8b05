"""The raise amount at the Destiny table: typed into its field, kept in step with
the slider, bounded by the engine's limits, and Enter raises to it. While the
field has the keyboard, the table's letters and + and - keep their meaning."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from destiny_ui_helpers import button_point, handle_point, slider_point, started
from ui_helpers import click, drag

from deskcards.games.destiny.table.wager import RaiseAmount


def wagering(state) -> bool:
    return state.phase in ("wager1", "wager2") and state.min_raise_to(0) < state.max_raise_to(0)


def field_centre(window) -> QPointF:
    """The middle of the amount field, in scene units."""
    panel = window.runner.table.panel
    spin = panel.amount.spin
    return panel.proxy.mapToScene(QPointF(spin.mapTo(panel.amount, spin.rect().center())))


def type_over(window, text: str) -> None:
    """Click into the amount field, clear it and type ``text``."""
    click(window, field_centre(window))
    view = window.view
    QTest.keyClick(view, Qt.Key_End)
    for _ in range(8):
        QTest.keyClick(view, Qt.Key_Backspace)
    QTest.keyClicks(view, text)


def tab_to_the_amount(view) -> None:
    """From the table, Tab finds Check or Call first (whichever you may use), then the amount."""
    QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Tab)


def enter(window, text: str) -> None:
    """Type ``text`` over the amount and press Enter."""
    type_over(window, text)
    QTest.keyClick(window.view, Qt.Key_Return)


def test_a_typed_amount_moves_the_slider_and_enter_raises_to_it(table_window):
    session = started(table_window, wagering)
    table_window.view.setFocus()
    panel = table_window.runner.table.panel
    lowest, highest = session.state.min_raise_to(0), session.state.max_raise_to(0)
    wanted = lowest + 7  # not a step of the + and - keys: only typing reaches it
    type_over(table_window, str(wanted))
    assert table_window.scene.focus_key == "amount"  # the click put the focus ring on the field
    assert panel.amount.spin.text() == str(wanted)
    assert panel.amount.slider.value() == wanted
    assert panel.buttons["raise"].label == f"Raise to {wanted}"
    drag(table_window, handle_point(table_window), slider_point(table_window, 1.0))
    assert panel.amount.slider.value() == highest and panel.amount.spin.text() == str(highest)
    enter(table_window, str(wanted))
    assert session.record.actions[-1] == f"raise {wanted}"


def test_an_amount_out_of_range_is_clamped_and_said_before_any_raise(table_window):
    session = started(table_window, wagering)
    table_window.view.setFocus()
    panel = table_window.runner.table.panel
    lowest, highest = session.state.min_raise_to(0), session.state.max_raise_to(0)
    count = len(session.record.actions)
    enter(table_window, "99999")
    assert len(session.record.actions) == count  # nothing raised yet
    assert "not 99999" in table_window.panel.status.text() and f"now {highest}" in table_window.panel.status.text()
    assert panel.amount.value() == highest and panel.amount.spin.text() == str(highest)
    enter(table_window, "0")
    assert f"now {lowest}" in table_window.panel.status.text() and panel.amount.value() == lowest
    enter(table_window, "")
    assert "Type the amount" in table_window.panel.status.text() and panel.amount.value() == lowest
    assert len(session.record.actions) == count
    QTest.keyClick(table_window.view, Qt.Key_Return)  # the amount shown now is legal
    assert session.record.actions[-1] == f"raise {lowest}"


def test_the_raise_button_takes_the_typed_amount(table_window):
    session = started(table_window, wagering)
    table_window.view.setFocus()
    wanted = session.state.min_raise_to(0) + 3
    type_over(table_window, str(wanted))
    click(table_window, button_point(table_window, "raise"))
    assert session.record.actions[-1] == f"raise {wanted}"


def test_in_the_field_the_tables_keys_keep_their_meaning(table_window):
    """Tab puts the keyboard in the field with its text selected; digits type over it,
    Up, Down, Left, Right, + and - step it, Space does nothing, Esc puts back the amount
    it had on entering and leaves, and a letter is the table's wager key."""
    session = started(table_window, lambda state: wagering(state) and state.call_amount(0) > 0)
    view = table_window.view
    view.setFocus()
    scene = table_window.scene
    panel = table_window.runner.table.panel
    lowest = session.state.min_raise_to(0)
    step = session.ruleset.big_blind
    QTest.keyClick(view, Qt.Key_Tab)
    assert scene.focus_key == "call"  # issue 35: the wager that risks nothing more comes first
    QTest.keyClick(view, Qt.Key_Tab)
    assert scene.focus_key == "amount" and scene.focusItem() is panel.proxy
    entered = panel.amount.value()
    QTest.keyClicks(view, str(lowest + 1))  # over the selected text
    assert panel.amount.value() == lowest + 1
    for key, change in ((Qt.Key_Up, step), (Qt.Key_Right, step), (Qt.Key_Plus, step), (Qt.Key_Down, -step),
                        (Qt.Key_Left, -step), (Qt.Key_Minus, -step)):
        before = panel.amount.value()
        QTest.keyClick(view, key)
        assert panel.amount.value() == before + change, key
    count = len(session.record.actions)
    QTest.keyClick(view, Qt.Key_Space)
    QTest.keyClicks(view, "9")
    assert panel.amount.value() != entered
    QTest.keyClick(view, Qt.Key_Escape)
    assert panel.amount.value() == entered and panel.amount.spin.text() == str(entered)
    # the keys are the table's again, the ring on the control after the field (issue 35: not the field's panel)
    assert scene.focus_key == "raise" and scene.focusItem() is None
    assert scene.focus_name == f"Raise to {entered}"  # the amount, read back
    assert len(session.record.actions) == count
    QTest.keyClick(view, Qt.Key_C)  # C calls, in the field as anywhere
    assert session.record.actions[-1] == "call"
    assert scene.focusItem() is None  # the turn passed: the field let go of the keyboard


def test_r_raises_what_was_typed(table_window):
    session = started(table_window, wagering)
    view = table_window.view
    view.setFocus()
    wanted = session.state.min_raise_to(0) + 5
    tab_to_the_amount(view)
    QTest.keyClicks(view, str(wanted))
    QTest.keyClick(view, Qt.Key_R)
    assert session.record.actions[-1] == f"raise {wanted}"


def test_fixed_limit_shows_the_one_raise_read_only(table_window):
    session = started(table_window, lambda state: state.phase == "wager1", variant="fixed-limit")
    view = table_window.view
    view.setFocus()
    panel = table_window.runner.table.panel
    fixed = session.state.min_raise_to(0)
    assert session.state.max_raise_to(0) == fixed
    assert panel.amount.spin.isReadOnly() and not panel.amount.slider.isEnabled()
    assert panel.amount.value() == fixed
    tab_to_the_amount(view)
    QTest.keyClicks(view, "77")
    QTest.keyClick(view, Qt.Key_Backspace)
    QTest.keyClick(view, Qt.Key_Up)
    assert panel.amount.value() == fixed and panel.amount.spin.text() == str(fixed)
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions[-1] == f"raise {fixed}"


def test_pot_limit_bounds_the_field_by_the_pot(table_window):
    session = started(table_window, wagering, variant="pot-limit")
    table_window.view.setFocus()
    state = session.state
    most = state.max_raise_to(0)
    assert most < state.betting.bets[0] + state.betting.stacks[0]  # the pot, not the stack, is the limit
    panel = table_window.runner.table.panel
    assert panel.amount.spin.maximum() == most == panel.amount.slider.maximum()
    enter(table_window, str(most + 1))
    assert f"now {most}" in table_window.panel.status.text()
    QTest.keyClick(table_window.view, Qt.Key_Return)
    assert session.record.actions[-1] == f"raise {most}"


def test_the_field_is_greyed_when_no_raise_is_allowed(table_window):
    session = started(table_window, wagering)
    table_window.view.setFocus()
    panel = table_window.runner.table.panel
    QTest.keyClick(table_window.view, Qt.Key_C)  # your wager done: nobody's controls work
    assert session.record.actions[-1] in ("call", "check")
    assert not panel.amount.isEnabled()
    QTest.keyClicks(table_window.view, "5")
    assert table_window.scene.focusItem() is None


def test_h_asks_for_a_hint_from_the_amount_field_too(table_window, monkeypatch):
    """The field keeps only what edits a number: H is still Game > Hint."""
    asked: list[bool] = []
    monkeypatch.setattr(table_window.runner, "ask_hint", lambda: asked.append(True))
    started(table_window, wagering)
    view, scene = table_window.view, table_window.scene
    view.setFocus()
    tab_to_the_amount(view)
    assert scene.focus_key == "amount"
    QTest.keyClick(view, Qt.Key_H)
    assert asked == [True]


def test_the_amount_you_set_stays_when_the_table_is_laid_out_again(table_window):
    """A new window shape or Preferences > OK lays the table out again: the amount and the
    raise button's words stay as you set them."""
    session = started(table_window, wagering)
    table_window.view.setFocus()
    wanted = session.state.min_raise_to(0) + 2 * session.state.ruleset.big_blind
    table_window.runner.table.panel.amount.set_value(wanted)
    table_window.runner.lay_again()
    panel = table_window.runner.table.panel
    assert panel.amount.value() == wanted and panel.amount.spin.text() == str(wanted)
    assert panel.buttons["raise"].label == f"Raise to {wanted}"


def test_the_amount_stays_while_its_range_does_and_a_new_range_starts_at_its_lowest(qapp):
    amount = RaiseAmount()  # issue 35: "Raise to 4" was left beside a new range "2 to 198"
    amount.set_range(4, 200, 2)
    amount.set_value(10)
    amount.set_range(4, 200, 2)  # the same wager shown again
    assert amount.value() == 10
    amount.set_range(2, 198, 2)  # the next wager
    assert amount.value() == 2 and "2 to 198" in amount.spin.toolTip()
