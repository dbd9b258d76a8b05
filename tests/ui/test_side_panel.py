"""The side panel makes room: F9, View > Side panel or the button at the menu bar's
end hides and shows it (remembered), and a small window keeps a narrower panel whose
words wrap rather than run off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from ui_helpers import ScriptedWorker

from deskcards.ui.preferences import load_preferences
from deskcards.ui.window import MainWindow

LONG_STATUS = ("Put your finger back on your card: press the right button on the field card at c3 again. "
               "The table waits for you.")


def resized(window, qtbot, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    qtbot.wait(1)  # the panel is laid out again from the event loop


def test_f9_and_the_button_hide_and_show_the_side_panel(table_window, qtbot):
    with_panel, panel = table_window.view.width(), table_window.panel.width()
    table_window.activateWindow()
    QTest.keyClick(table_window, Qt.Key_F9)
    qtbot.waitUntil(lambda: table_window.view.width() > with_panel)
    assert table_window.panel.isHidden() and not table_window.menus.panel_action.isChecked()
    assert table_window.view.width() >= with_panel + panel  # the table takes all of its room
    button = table_window.menuBar().cornerWidget()
    assert button.isVisible()
    QTest.mouseClick(button, Qt.LeftButton)
    qtbot.waitUntil(lambda: table_window.view.width() == with_panel)
    assert table_window.panel.isVisible() and table_window.panel.width() == panel


def test_the_side_panel_stays_hidden_next_time(qtbot, isolated_dirs):
    def launched() -> MainWindow:
        window = MainWindow(ScriptedWorker(), ask=lambda *_: True, tell=lambda *_: None)
        qtbot.addWidget(window)
        window.start()
        window.show()
        return window

    launched().menus.panel_action.trigger()
    assert load_preferences().side_panel is False
    again = launched()
    assert again.panel.isHidden() and not again.menus.panel_action.isChecked()


def test_a_small_window_keeps_a_narrower_panel_and_wraps_its_words(table_window, qtbot):
    resized(table_window, qtbot, 1400, 900)
    roomy = table_window.panel.width()
    resized(table_window, qtbot, 800, 600)
    assert table_window.panel.width() < roomy
    table_window.panel.status.setText(LONG_STATUS)
    for row in range(12):
        table_window.panel.log.addItem(f"Line {row}: Carol plays 10♠, pointing 8 times: Bob's 2♥, Carol's 4♥, your 10♣")
    qtbot.wait(1)
    for label in table_window.panel.findChildren(QLabel):
        if label.isVisible():
            needs = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            assert label.sizeHint().width() <= label.width() or label.wordWrap(), label.text()
            assert needs <= label.height(), label.text()
    assert table_window.panel.log.wordWrap() and table_window.panel.log.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("width", [800, 1000, 1400])
def test_the_panel_comes_back_at_the_width_the_window_gives_it(table_window, qtbot, width):
    resized(table_window, qtbot, width, 700)
    panel = table_window.panel.width()
    table_window.menus.panel_action.trigger()
    resized(table_window, qtbot, width - 50, 700)  # resized while hidden: it stays hidden
    assert table_window.panel.isHidden()
    resized(table_window, qtbot, width, 700)
    table_window.menus.panel_action.trigger()
    qtbot.wait(1)
    assert table_window.panel.width() == panel


def test_the_panel_is_drawn_in_the_themes_side_colour_under_its_light_words(table_window):
    """The Players lines are light ink: on anything but the panel's own dark ground they cannot be read."""
    from deskcards.ui import palette

    panel = table_window.panel
    margin = panel.layout().contentsMargins().left()
    assert margin >= 2
    spot = panel.mapTo(table_window, panel.scores.geometry().center())
    spot.setX(panel.mapTo(table_window, panel.rect().topLeft()).x() + margin // 2)
    ground = table_window.grab().toImage().pixelColor(spot)
    assert ground.name() == palette.SIDE.name()
