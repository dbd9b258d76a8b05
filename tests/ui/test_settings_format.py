"""Settings a newer DeskCards wrote, or damaged ones: the window starts with the defaults and says why."""

from __future__ import annotations

from ui_helpers import ScriptedWorker

from deskcards.ui.preferences import Preferences, save_preferences, settings_path
from deskcards.ui.window import MainWindow


def test_the_window_logs_settings_of_a_newer_format(qtbot, isolated_dirs):
    save_preferences(Preferences(card_size="large"))
    settings_path().write_text(settings_path().read_text(encoding="utf-8").replace("format: 1", "format: 2"),
                               encoding="utf-8")
    window = MainWindow(ScriptedWorker(), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    assert window.prefs.card_size == "normal"
    lines = [window.panel.log.item(row).text() for row in range(window.panel.log.count())]
    assert any("format 2" in line for line in lines), lines


def test_the_window_tells_of_damaged_settings_and_does_not_welcome_again(qtbot, isolated_dirs, monkeypatch):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("game: [unclosed")
    welcomed: list[MainWindow] = []
    monkeypatch.setattr(MainWindow, "show_welcome", welcomed.append)
    told: list[tuple[str, str]] = []
    window = MainWindow(ScriptedWorker(), ask=lambda *_: False, tell=lambda *message: told.append(message))
    qtbot.addWidget(window)
    window.start()
    window.offer_welcome()
    window.show()
    qtbot.waitUntil(lambda: not window._first_paint.pending)
    qtbot.wait(1)  # the work after the first paint runs from the event loop
    [(title, text)] = told
    assert title == "Settings set aside" and "could not be read" in text and "settings.damaged-" in text
    assert welcomed == [] and window.prefs.welcomed
