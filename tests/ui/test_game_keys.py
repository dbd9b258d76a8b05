"""Each game's own keys, as a blind player uses them (issue 35): what Tab reaches,
what Enter does, and what each key says it did."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from test_accessibility import human_first, press
from test_announcements import listen

from deskcards.games.segfault.phases import PLAYING


def test_tab_reaches_the_pointing_count_while_you_play_a_card_and_its_keys_say_the_value(table_window):
    session = human_first("segfault")
    table_window.play(session, deal=False)
    scene, table = table_window.scene, table_window.runner.table
    table_window.view.setFocus()
    assert "pointing" not in table.sources()  # nothing to point with before the draw
    press(table_window, Qt.Key_Tab)
    press(table_window, Qt.Key_Return)  # the deck: draw
    assert session.state.phase == PLAYING
    said = listen(table_window)
    press(table_window, Qt.Key_Backtab)  # the count is the last thing of the ring
    assert scene.focus_key == "pointing"
    assert scene.focusItem() is table.declare_proxy and table.pointing.spin.hasFocus()
    press(table_window, Qt.Key_Up)
    press(table_window, Qt.Key_Plus)
    assert table.pointing.value() == 3
    assert [announcement.text for announcement in said] == ["Pointing 2 times", "Pointing 3 times"]
    QTest.keyClick(table_window.view, Qt.Key_W)  # a letter is the table's, not typed into the count
    assert said[-1].source == "summary" and table.pointing.value() == 3
    press(table_window, Qt.Key_Right)  # on round the ring: the first card of your row
    assert scene.focus_key == session.state.rows[0][0] and not table.pointing.spin.hasFocus()
    press(table_window, Qt.Key_Return)
    press(table_window, Qt.Key_Tab)  # the discard pile
    press(table_window, Qt.Key_Return)
    assert session.record.actions[1] == "play 1 x3"


def _tab_to(window, key) -> None:
    for _ in range(60):
        if window.scene.focus_key == key:
            return
        press(window, Qt.Key_Tab)
    raise AssertionError(f"Tab never reached {key}")


def test_the_chooser_says_what_each_key_did_and_enter_on_the_digit_chosen_plays_it(table_window):
    session = human_first("segment-trix")
    table_window.play(session, deal=False)
    table, scene = table_window.runner.table, table_window.scene
    table_window.view.setFocus()
    said = listen(table_window)
    for card in table.sources():  # a card with a digit it can be made into, other than its own
        if not isinstance(card, int):
            continue
        scene.put_focus(card)
        press(table_window, Qt.Key_Return)
        choice = table.chooser.choice
        other = [digit for digit in choice.options() if digit != choice.digit and choice.options()[digit][1]]
        playable = [digit for digit in other if choice.ruleset.plays.form(
            choice.card, choice.options()[digit][0], digit) in session.state.legal_actions()]
        if playable:
            break
        press(table_window, Qt.Key_Escape)
    else:
        raise AssertionError("no card to make into another digit")
    digit = playable[0]
    _tab_to(table_window, f"digit:{digit}")
    moves = len(session.record.actions)
    press(table_window, Qt.Key_Return)
    assert said[-1].text.startswith(f"Plays as {digit} now, ") and "using the chip" in said[-1].text
    assert said[-1].text.endswith("Press it again to play it.")
    assert len(session.record.actions) == moves and choice.digit == digit
    segment = sorted(choice.chips)[0]
    press(table_window, segment)  # its chip off, by its letter
    assert said[-1].text.startswith(f"Chip off segment {segment.upper()}: ")
    press(table_window, segment)
    assert said[-1].text.startswith(f"Chip on segment {segment.upper()}: plays as {digit} now")
    press(table_window, Qt.Key_Return)  # the ring is still on the digit chosen: it plays
    assert len(session.record.actions) == moves + 1
    assert session.record.actions[moves].startswith("play")
