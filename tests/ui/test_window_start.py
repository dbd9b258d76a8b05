"""Launching the window: resume an unfinished game, survive a damaged save."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from ui_helpers import ScriptedWorker, seed_where_human_starts

from deskcards.saves import autosave_path
from deskcards.ui.preferences import Preferences
from deskcards.ui.window import MainWindow


def window(qtbot, answer: bool, told: list):
    win = MainWindow(ScriptedWorker(), Preferences(animation_speed="off"), ask=lambda *_: answer,
                     tell=lambda title, text: told.append(text))
    qtbot.addWidget(win)
    return win


def test_a_game_killed_between_actions_resumes_the_same(qtbot, isolated_dirs):
    # A real app process plays by itself and is killed with SIGKILL between two actions.
    code = textwrap.dedent("""
        import os, random, signal
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from deskcards.ai.registry import make_agent
        from deskcards.session import GameSession, SeatInfo
        from deskcards.ui.preferences import Preferences
        from deskcards.ui.screenshot import SilentWorker
        from deskcards.ui.window import MainWindow
        win = MainWindow(SilentWorker(), Preferences(animation_speed="off"), ask=lambda *_: False, tell=print)
        seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "easy") for n in ("Alice", "Bob", "Carol")]
        win.play(GameSession.new("segfault", "standard", seats, seed=2))  # easy play lasts 40+ actions
        agent, rng = make_agent("segfault", "easy"), random.Random(1)
        for _ in range(17):
            state = win.runner.session.state
            win.runner.perform(agent.choose(state.observation(state.current_player), rng))
            app.processEvents()
        print(win.runner.session.state.zones(), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == -9, result.stderr
    zones_before_kill = result.stdout.strip().splitlines()[-1]
    told: list[str] = []
    win = window(qtbot, True, told)
    win.start()
    assert told == []
    assert len(win.runner.session.record.actions) == 17
    assert str(win.runner.session.state.zones()) == zones_before_kill
    assert win.runner.table.where  # the resumed table shows the cards


def test_declining_to_resume_deals_a_new_game(qtbot, isolated_dirs):
    told: list[str] = []
    first = window(qtbot, True, told)
    first.start()
    unfinished = first.runner.session
    unfinished.apply(unfinished.state.legal_actions()[0])  # the autosave now holds one action
    second = window(qtbot, False, told)
    second.start()
    assert second.runner.session.record.actions == []
    assert second.runner.session.record.seed != unfinished.record.seed


def test_a_damaged_autosave_is_kept_and_explained(qtbot, isolated_dirs):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("game: segfault\nplayers: [broken\n")
    told: list[str] = []
    win = window(qtbot, True, told)
    win.start()
    assert len(told) == 1 and "could not be restored" in told[0]
    kept = list(path.parent.glob("autosave.damaged-*.yaml"))
    assert len(kept) == 1 and kept[0].read_text() == "game: segfault\nplayers: [broken\n"
    assert win.runner.session is not None  # a fresh game instead, nothing crashed


class CountingWorker(ScriptedWorker):
    def __init__(self):
        super().__init__()
        self.starts = 0

    def start(self) -> None:
        self.starts += 1


def test_launch_shows_a_dealt_table_and_starts_the_ai_after_the_first_frame(qtbot, isolated_dirs):
    worker = CountingWorker()
    win = MainWindow(worker, Preferences(animation_speed="normal", seed_text=str(seed_where_human_starts())), ask=lambda *_: False,
                     tell=lambda *_: None)
    qtbot.addWidget(win)
    win.start()
    assert not win.runner.animator.busy  # no deal animation to wait through at launch
    assert worker.starts == 0 and not autosave_path().exists()
    win.show()
    qtbot.waitUntil(lambda: worker.starts == 1)
    assert autosave_path().exists()  # the untouched deal is saved once it is on screen
    assert win.runner.session.current_seat_kind() == "human" and win.scene.input_enabled
