"""The first-run welcome: shown once, only to a person starting the app plainly;
it says what each game is, opens the rules of the one chosen and starts it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from deskcards.games import game_names, spec
from deskcards.ui.app import LAUNCH_PROBE, LAUNCH_SEED, launched_by_a_person
from deskcards.ui.preferences import load_preferences, settings_path
from deskcards.ui.welcome import WelcomeDialog


@pytest.fixture
def opened(monkeypatch) -> list[QDialog]:
    """The dialogs opened, recorded and closed at once instead of shown; a test may
    set ``answer`` on the list to accept a WelcomeDialog with that game chosen."""
    class Opened(list):
        answer: str | None = None

    shown = Opened()

    def exec_(dialog) -> int:
        shown.append(dialog)
        if isinstance(dialog, WelcomeDialog) and shown.answer is not None:
            dialog.games.button(dialog._names.index(shown.answer)).setChecked(True)
            return 1
        return 0

    monkeypatch.setattr(QDialog, "exec", exec_)
    return shown


def _launched(qtbot):
    """The app's own window (its settings read from the test's config folder), started and painted."""
    from ui_helpers import ScriptedWorker

    from deskcards.ui.window import MainWindow

    window = MainWindow(ScriptedWorker(), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    window.start()
    window.offer_welcome()
    window.show()
    qtbot.waitUntil(lambda: not window._first_paint.pending)
    qtbot.wait(1)  # the work after the first paint runs from the event loop
    return window


def test_the_welcome_shows_once(qtbot, isolated_dirs, opened):
    _launched(qtbot)
    assert [type(dialog) for dialog in opened] == [WelcomeDialog]
    assert load_preferences().welcomed
    _launched(qtbot)
    assert len(opened) == 1


def test_the_first_game_waits_for_you(qtbot, isolated_dirs, monkeypatch):
    """Nothing is played behind the welcome, nor after it until you start the game."""
    from ui_helpers import ScriptedWorker, seed_where_an_ai_starts

    from deskcards.ui.window import MainWindow

    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("animation_speed: 'off'\n")  # an AI may move the moment it is let
    worker, behind_the_welcome = ScriptedWorker(), []
    window = MainWindow(worker, ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)

    def look_behind(welcome: QDialog) -> None:
        qtbot.wait(5)  # the AI's beat, and any answer, would come now
        for request, *_ in worker.requests:
            worker.decided.emit(request, str(window.runner.session.state.legal_actions()[0]))
        qtbot.wait(5)
        behind_the_welcome.append((QApplication.activeModalWidget() is welcome,
                                   list(window.runner.session.record.actions)))
        welcome.reject()

    real_exec = QDialog.exec
    monkeypatch.setattr(WelcomeDialog, "exec",
                        lambda welcome: QTimer.singleShot(0, lambda: look_behind(welcome)) or real_exec(welcome))
    window.start(seed_where_an_ai_starts())
    window.offer_welcome()
    window.show()
    qtbot.waitUntil(lambda: bool(behind_the_welcome))
    assert behind_the_welcome == [(True, [])]
    qtbot.wait(5)
    assert worker.requests == [] and window.runner.session.record.actions == []
    assert "press Enter to start" in window.panel.status.text()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_Return)
    qtbot.waitUntil(lambda: bool(worker.requests))
    worker.decided.emit(worker.requests[-1][0], str(window.runner.session.state.legal_actions()[0]))
    assert len(window.runner.session.record.actions) == 1


def test_the_welcome_says_what_each_game_is(qtbot, isolated_dirs):
    dialog = WelcomeDialog("segfault")
    qtbot.addWidget(dialog)
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    for game in game_names():
        assert spec(game).title in [button.text() for button in dialog.games.buttons()]
    assert "pointers" in words and "wagering" in words and "trick-taking" in words


@pytest.mark.parametrize("game", game_names())
def test_the_welcome_opens_the_rules_of_the_chosen_game_and_starts_it(qtbot, isolated_dirs, opened, game):
    opened.answer = game
    window = _launched(qtbot)
    welcome = opened[0]
    qtbot.mouseClick(welcome.rules, Qt.LeftButton)
    assert opened[1].windowTitle() == f"Rules: {spec(game).title}"
    assert window.runner.session.record.game == game
    assert (load_preferences().game, load_preferences().variant) == (game, "standard")


def test_no_welcome_for_a_timed_or_scripted_launch():
    assert launched_by_a_person({})
    assert not launched_by_a_person({LAUNCH_PROBE: "1"}) and not launched_by_a_person({LAUNCH_SEED: "7"})


def test_only_the_plain_command_welcomes(monkeypatch):
    import deskcards.ui.app as app
    from deskcards.cli import main

    started = []
    monkeypatch.setattr(app, "run_app", lambda welcome=False: started.append(welcome) or 0)
    assert main([]) == 0
    assert started == [True]


def test_no_welcome_in_a_screenshot(isolated_dirs, opened, tmp_path):
    from deskcards.ui.screenshot import take_screenshot

    take_screenshot("segfault", "standard", 1, None, 2, (800, 600), str(tmp_path / "table.png"))
    assert opened == [] and not load_preferences().welcomed
