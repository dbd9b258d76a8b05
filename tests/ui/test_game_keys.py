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
