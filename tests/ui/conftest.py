"""Qt test fixtures: a main window on an isolated config/data folder, no real AI process."""

from __future__ import annotations

import pytest

from deskcards.ui.preferences import Preferences
from ui_helpers import ScriptedWorker


@pytest.fixture
def isolated_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def table_window(qtbot, isolated_dirs):
    from deskcards.ui.window import MainWindow

    worker = ScriptedWorker()
    prefs = Preferences(animation_speed="off")
    window = MainWindow(worker, prefs, ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.worker_stub = worker
    return window
