"""Qt test fixtures: a main window with no real AI process, on the test's own folders."""

from __future__ import annotations

import pytest

from ui_helpers import RandomWorker, ScriptedWorker

from deskcards.ui.preferences import Preferences


@pytest.fixture
def isolated_dirs(user_folders):
    """The root of the test's own folders (see the top-level conftest.py): config/, data/..."""
    return user_folders


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


@pytest.fixture
def ai_window(qtbot, isolated_dirs):
    """A window whose AIs answer at once (a random legal move, through the worker's signal), with no animation."""
    from deskcards.ui.window import MainWindow

    window = MainWindow(RandomWorker(), Preferences(animation_speed="off"), ask=lambda *_: True,
                        tell=lambda *_: None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture(autouse=True)
def toy_game_rules(monkeypatch) -> None:
    """Help > Rules of the toy game (tests/toy_game) reads its rules.md, as a real game's
    reads resources/rules/<game>.md; the toy registers itself as conftest.py's
    ``toy_game_registered`` says."""
    from pathlib import Path

    from game_helpers import TOY_GAME

    from deskcards.ui import dialogs

    builtin = dialogs.rules_text
    toy_rules = Path(__file__).resolve().parents[1] / "toy_game" / "rules.md"
    monkeypatch.setattr(dialogs, "rules_text",
                        lambda game: toy_rules.read_text(encoding="utf-8") if game == TOY_GAME else builtin(game))



@pytest.fixture(autouse=True)
def no_modal_dialog_outlives_its_test(qapp):
    """Close what a test left modal: the table's AIs wait while a modal dialog is up
    (``deskcards.ui.play``), so one left open stalls every later test's game in this process."""
    yield
    from PySide6.QtWidgets import QApplication

    for _ in range(10):  # a dialog over a dialog closes one at a time
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        modal.close()
        QApplication.processEvents()
    raise AssertionError(f"a modal dialog would not close: {modal.windowTitle()!r}")
