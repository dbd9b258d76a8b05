"""Launching the window: resume an unfinished game, survive a damaged save."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap

import yaml
from ui_helpers import ScriptedWorker, seed_where_human_starts

from deskcards.saves import autosave_path
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.preferences import Preferences
from deskcards.ui.window import MainWindow


class CountingWorker(ScriptedWorker):
    def __init__(self):
        super().__init__()
        self.starts = 0

    def start(self) -> None:
        self.starts += 1


def window(qtbot, answer: bool, told: list, asked: list | None = None):
    """A window whose questions are answered ``answer``; what it tells goes to ``told``,
    and ``asked`` notes, per question, whether the table had been painted by then."""
    asked = [] if asked is None else asked

    def ask(*_):
        asked.append(not win._first_paint.pending)
        return answer

    def tell(title, text):
        asked.append(not win._first_paint.pending)
        told.append(text)

    win = MainWindow(CountingWorker(), Preferences(animation_speed="off"), ask=ask, tell=tell)
    qtbot.addWidget(win)
    return win


def launch(qtbot, win) -> None:
    """Start and show the window as the app does, and wait for the first paint."""
    win.start()
    win.show()
    qtbot.waitUntil(lambda: win.worker.starts == 1)  # the AI starts once the launch is settled


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
    launch(qtbot, win)
    assert told == []
    assert len(win.runner.session.record.actions) == 17
    assert str(win.runner.session.state.zones()) == zones_before_kill
    assert win.runner.table.where  # the resumed table shows the cards


def test_declining_to_resume_deals_a_new_game(qtbot, isolated_dirs):
    told: list[str] = []
    first = window(qtbot, True, told)
    launch(qtbot, first)
    unfinished = first.runner.session
    unfinished.apply(unfinished.state.legal_actions()[0])  # the autosave now holds one action
    second = window(qtbot, False, told)
    launch(qtbot, second)
    assert second.runner.session.record.actions == []
    assert second.runner.session.record.seed != unfinished.record.seed


def test_a_damaged_autosave_is_kept_and_explained(qtbot, isolated_dirs):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("game: segfault\nplayers: [broken\n")
    told: list[str] = []
    win = window(qtbot, True, told)
    launch(qtbot, win)
    assert len(told) == 1 and "could not be restored" in told[0]
    kept = list(path.parent.glob("autosave.damaged-*.yaml"))
    assert len(kept) == 1 and kept[0].read_text() == "game: segfault\nplayers: [broken\n"
    assert win.runner.session is not None  # a fresh game instead, nothing crashed


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


def autosave_with(actions: int, seed: int = 5, **changes) -> None:
    """An autosave of a game ``actions`` moves old, with ``changes`` to its top-level keys."""
    seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "easy") for n in ("Alice", "Bob", "Carol")]
    session = GameSession.new("segfault", "standard", seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        session.apply(rng.choice(session.state.legal_actions()))
    data = yaml.safe_load(session.to_yaml())
    data.update(changes)
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data))


def test_the_resume_question_waits_until_the_table_is_painted(qtbot, isolated_dirs):
    autosave_with(6)
    asked: list[bool] = []
    win = window(qtbot, True, [], asked)
    launch(qtbot, win)
    assert asked == [True]
    assert len(win.runner.session.record.actions) == 6


def test_the_damaged_save_message_waits_until_the_table_is_painted(qtbot, isolated_dirs):
    autosave_with(6, seed=-4)
    told: list[str] = []
    asked: list[bool] = []
    win = window(qtbot, True, told, asked)
    launch(qtbot, win)
    assert asked == [True]  # told once, after the first paint; nothing left to resume
    assert "'seed' must be from 0" in told[0]
    assert len(list(autosave_path().parent.glob("autosave.damaged-*.yaml"))) == 1
    assert win.runner.session.record.actions == [] and win.runner.session.record.seed >= 0


def test_a_save_with_an_unknown_key_is_kept_aside(qtbot, isolated_dirs):
    autosave_with(6, colour="red")
    told: list[str] = []
    launch(qtbot, window(qtbot, True, told))
    assert len(told) == 1 and "unknown key 'colour'" in told[0]


def test_a_save_without_a_move_is_not_offered(qtbot, isolated_dirs):
    autosave_with(0)
    asked: list[bool] = []
    win = window(qtbot, True, [], asked)
    launch(qtbot, win)
    assert asked == []
    assert win.runner.session.record.actions == []


def test_a_resumed_game_tells_the_game_so_far(qtbot, isolated_dirs):
    first = window(qtbot, True, [])
    launch(qtbot, first)
    seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "easy") for n in ("Alice", "Bob", "Carol")]
    first.play(GameSession.new("segfault", "standard", seats, seed=2))
    rng = random.Random(2)
    for _ in range(8):
        first.runner.perform(rng.choice(first.runner.session.state.legal_actions()))
    first.runner.animator.finish_all()
    assert not first.runner.session.is_over()  # something to resume
    played = [first.log.item(row).text() for row in range(first.log.count())]
    assert len(played) >= 8
    second = window(qtbot, True, [])
    launch(qtbot, second)
    assert [second.log.item(row).text() for row in range(second.log.count())] == played


def test_a_small_window_keeps_most_of_its_width_for_the_table(table_window, qtbot):
    for width, height in ((800, 600), (1024, 768), (1280, 800), (800, 600), (1920, 1080)):
        table_window.resize(width, height)
        qtbot.waitUntil(lambda: table_window.width() == width)
        panel = table_window.centralWidget().widget(1).width()
        assert 190 <= panel <= 0.28 * width, (width, panel)
        assert table_window.view.width() >= 0.7 * width
        if width >= 1280:
            assert panel >= 300  # the panel takes its room back once there is room


def test_the_log_keeps_to_its_newest_line_unless_you_scroll_up(table_window, qtbot):
    from deskcards.ai.registry import make_agent
    from ui_helpers import segfault_session

    table_window.resize(800, 600)
    session = segfault_session(2, players=4)
    table_window.play(session)
    agent, rng, bar = make_agent("segfault", "medium"), random.Random(2), table_window.log.verticalScrollBar()

    def play(moves):
        for _ in range(moves):
            qtbot.wait(1)
            table_window.runner.perform(agent.choose(session.state.observation(session.state.current_player), rng))
        qtbot.wait(20)  # let the wrapped lines be laid out

    play(12)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)  # the player scrolls up to read
    play(3)
    assert bar.value() == 0 < bar.maximum()
