"""Settings a newer DeskCards wrote: the window starts with the defaults and says why in its log."""

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
    lines = [window.log.item(row).text() for row in range(window.log.count())]
    assert any("format 2" in line for line in lines), lines
