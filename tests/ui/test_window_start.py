"""Launching the window: resume an unfinished game, survive a damaged save; and
a game you have moved in is never replaced without asking."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap

import pytest
import yaml
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from ui_helpers import ScriptedWorker, click, seed_where_an_ai_starts, seed_where_human_starts, segfault_session

from deskcards.saves import autosave_path, load_autosave, save_session
from deskcards.scorebook import Scorebook, load_book
from deskcards.session import GameSession, SeatInfo
from deskcards.ui import window as window_module
from deskcards.ui.dialogs import NewGameDialog
from deskcards.ui.preferences import Preferences, settings_path
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


def launch(qtbot, win, seed: int | None = None) -> None:
    """Start and show the window as the app does, and wait for the first paint."""
    win.start(seed)
    win.show()
    qtbot.waitUntil(lambda: win.worker.starts == 1)  # the AI starts once the launch is settled


@pytest.mark.slow
def test_a_game_killed_between_actions_resumes_the_same(qtbot, isolated_dirs):
    # A real app process plays by itself and is killed with SIGKILL between two actions.
    code = textwrap.dedent("""
        import os, random, signal
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from deskcards.games.agents import make_agent
        from deskcards.session import GameSession, SeatInfo
        from deskcards.ui.preferences import Preferences
        from deskcards.ui.screenshot import SilentWorker
        from deskcards.ui.window import MainWindow
        win = MainWindow(SilentWorker(), Preferences(animation_speed="off"), ask=lambda *_: False, tell=print)
        seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "easy") for n in ("Alice", "Bob", "Carol")]
        win.play(GameSession.new("segfault", "standard", seats, seed=2))  # easy play lasts 40+ actions
        agent, rng = make_agent("segfault", "easy"), random.Random(1)
        # 17 actions and on to your turn: the AIs' moves before it may wait to be written, not it
        while len(win.runner.session.record.actions) < 17 or win.runner.session.current_seat_kind() != "human":
            state = win.runner.session.state
            win.runner.perform(agent.choose(state.observation(state.current_player), rng))
            app.processEvents()
        print(len(win.runner.session.record.actions), win.runner.session.state.zones(), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == -9, result.stderr
    length_before_kill, zones_before_kill = result.stdout.strip().splitlines()[-1].split(" ", 1)
    told: list[str] = []
    win = window(qtbot, True, told)
    launch(qtbot, win)
    assert told == []
    assert len(win.runner.session.record.actions) == int(length_before_kill) >= 17
    assert str(win.runner.session.state.zones()) == zones_before_kill
    assert win.runner.table.cards.where  # the resumed table shows the cards


def play_ais(win) -> None:
    """Play the AI seats' moves (the scripted worker makes none) until it is your turn."""
    rng = random.Random(1)
    while win.runner.session.current_seat_kind() == "ai":
        win.runner.perform(rng.choice(win.runner.session.state.legal_actions()))


def you_move(win) -> GameSession:
    """Play until you have made a move in the game on the table."""
    session, rng = win.runner.session, random.Random(2)
    while not session.human_moves:
        win.runner.perform(rng.choice(session.state.legal_actions()))
    return session


def questions_answered(win, *answers: bool) -> list[tuple[str, str]]:
    """Answer the window's next questions with ``answers``; the list fills with (title, text) as it asks."""
    asked, left = [], list(answers)
    win.ask = lambda title, text: asked.append((title, text)) or left.pop(0)
    return asked


def test_no_to_resume_keeps_the_saved_game_until_you_move_in_the_new_one(qtbot, isolated_dirs):
    autosave_with(12)
    saved = autosave_path().read_text()
    win = window(qtbot, False, [])
    launch(qtbot, win, seed=seed_where_an_ai_starts())
    dealt = win.runner.session
    assert dealt.record.actions == [] and dealt.record.seed != 5
    play_ais(win)
    assert dealt.record.actions and autosave_path().read_text() == saved  # neither the deal nor the AIs' moves
    assert load_book().book == Scorebook()  # the game you quit over may still be resumed
    you_move(win)
    assert load_autosave().session.record == dealt.record  # now it is your game that is saved
    left = load_book().book.recent  # and the one you quit over is given up: a loss
    assert [(game.seed, game.result, game.abandoned) for game in left] == [(5, "lost", True)]


def test_a_game_you_did_not_resume_is_still_there_until_you_move(qtbot, isolated_dirs):
    autosave_with(12)
    saved = load_autosave().session
    win = window(qtbot, False, [])
    launch(qtbot, win)
    asked = questions_answered(win)
    win.resume()  # Game > Resume unfinished game
    assert asked == []  # nothing of yours was on the table
    assert win.runner.session.record == saved.record
    play_ais(win)
    you_move(win)
    assert load_autosave().session.record == win.runner.session.record  # saved as you play again


@pytest.mark.slow
@pytest.mark.parametrize("menu", ["New game", "Open record", "Resume unfinished game"])
def test_every_way_to_replace_a_game_you_moved_in_asks_first(qtbot, isolated_dirs, monkeypatch, menu):
    autosave_with(12)
    other = autosave_path().rename(isolated_dirs / "other.yaml")  # another game you moved in
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: True)
    monkeypatch.setattr(window_module.QFileDialog, "getOpenFileName", lambda *_: (str(other), ""))
    win = window(qtbot, True, [])
    launch(qtbot, win, seed=seed_where_human_starts())
    yours = you_move(win)
    if menu == "Resume unfinished game":
        save_session(GameSession.from_yaml(other.read_text()))  # the autosave holds the other game
    replace = {"New game": win.choose_new_game, "Open record": win.open_record,
               "Resume unfinished game": win.resume}[menu]
    asked = questions_answered(win, False, True)
    replace()
    assert asked == [(menu, f"Leave your {yours.describe()}? It cannot be resumed afterwards, and counts as a loss.")]
    assert win.runner.session is yours and load_book().book == Scorebook()
    if menu != "Resume unfinished game":
        assert load_autosave().session.record == yours.record
    replace()
    assert len(asked) == 2 and win.runner.session is not yours
    left = load_book().book
    assert [(game.seed, game.result, game.abandoned) for game in left.recent] == [(yours.record.seed, "lost", True)]
    assert left.tallies[("segfault", "standard")].lost == 1


def test_a_game_only_the_ais_moved_in_is_left_without_a_question(qtbot, isolated_dirs, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: True)
    win = window(qtbot, True, [])
    launch(qtbot, win, seed=seed_where_an_ai_starts())
    ais_moved = win.runner.session
    play_ais(win)
    asked = questions_answered(win)
    win.choose_new_game()
    assert asked == [] and ais_moved.record.actions and win.runner.session is not ais_moved
    assert load_book().book == Scorebook()  # nobody's game to lose: it counts for nothing


def test_a_typed_seed_deals_only_that_game(qtbot, isolated_dirs, monkeypatch):
    # An older version kept the typed seed in the settings: it dealt every later game.
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("seed_text: '42'\nanimation_speed: 'off'\n")
    opened_with, typed = [], ["42", ""]

    def deal(dialog) -> bool:
        opened_with.append(dialog.seed.text())
        dialog.seed.setText(typed.pop(0))
        return True

    monkeypatch.setattr(NewGameDialog, "exec", deal)
    win = window(qtbot, True, [])
    launch(qtbot, win)
    assert win.runner.session.record.seed != 42
    win.choose_new_game()
    assert win.runner.session.record.seed == 42
    win.choose_new_game()  # nothing typed this time
    assert win.runner.session.record.seed != 42 and opened_with == ["", ""]
    assert "42" not in settings_path().read_text()
    next_launch = window(qtbot, True, [])
    launch(qtbot, next_launch)
    assert next_launch.runner.session.record.seed != 42


def title_bar(win) -> str:
    """The title as X11 and Windows show it: Qt adds the app's display name,
    unless the title already ends with it (QPlatformWindow::formatWindowTitle)."""
    title, name = win.windowTitle(), QGuiApplication.applicationDisplayName()
    return title if title.endswith(name) else f"{title} \u2014 {name}"


@pytest.fixture
def named_app(qapp):
    """The app named as ``deskcards.ui.app.application`` names it, for one test."""
    from deskcards.ui.app import application

    before = qapp.applicationName(), qapp.applicationDisplayName()
    application()
    yield qapp
    qapp.setApplicationName(before[0])
    qapp.setApplicationDisplayName(before[1])


def test_the_title_says_deskcards_once(qtbot, isolated_dirs, named_app):
    win = window(qtbot, True, [])
    assert title_bar(win) == "DeskCards"
    launch(qtbot, win)
    assert title_bar(win) == "Segmentation Fault (standard) \u2014 DeskCards"


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
    win = MainWindow(worker, Preferences(animation_speed="normal"), ask=lambda *_: False, tell=lambda *_: None)
    qtbot.addWidget(win)
    win.start(seed_where_human_starts())
    assert not win.runner.animator.busy  # no deal animation to wait through at launch
    assert worker.starts == 0 and not autosave_path().exists()
    win.show()
    qtbot.waitUntil(lambda: worker.starts == 1)
    assert autosave_path().exists()  # the untouched deal is saved once it is on screen
    assert win.runner.session.current_seat_kind() == "human" and win.scene.input_enabled


def test_a_launch_waits_for_you_before_the_ais_move(qtbot, isolated_dirs):
    win = window(qtbot, False, [])
    launch(qtbot, win, seed=seed_where_an_ai_starts())
    session, worker = win.runner.session, win.worker
    qtbot.wait(5)  # the AI's beat (none: animations are off) would be over
    assert worker.requests == [] and session.record.actions == []
    first = session.seats[session.state.current_player].name
    assert win.panel.status.text() == f"{first} plays first: press Enter to start, or click the table."
    assert win.runner.table.overlays.banner.title == f"{first} plays first"
    assert not win.runner.table.pointing.isEnabled()  # nobody's turn yet: none of your turn's controls
    win.runner.lay_again()  # laid out again (a preference changed, the window resized): it still waits
    qtbot.wait(5)
    assert worker.requests == [] and win.runner.table.overlays.banner is not None
    click(win, win.scene.table.center())
    qtbot.waitUntil(lambda: len(worker.requests) == 1)
    assert win.runner.table.overlays.banner is None and "is thinking" in win.panel.status.text()


def test_enter_starts_the_game_a_launch_dealt(qtbot, isolated_dirs):
    win = window(qtbot, False, [])
    launch(qtbot, win, seed=seed_where_an_ai_starts())
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(win.worker.requests) == 1)


def test_the_table_behind_the_resume_question_stays_still(qtbot, isolated_dirs):
    """Closing a dialog lets the AIs play on, but not in the picture behind a question."""
    for moves in range(12, 40):
        autosave_with(moves)
        saved = load_autosave().session
        if saved is not None and saved.current_seat_kind() == "ai":
            break
    behind: list[str] = []

    def ask(*_):
        told = QDialog(win)  # a message before the question, closed
        QTimer.singleShot(0, told.reject)
        told.exec()
        behind.append(win.panel.status.text())
        return False

    win = MainWindow(CountingWorker(), Preferences(animation_speed="off"), ask=ask, tell=lambda *_: None)
    qtbot.addWidget(win)
    launch(qtbot, win)
    assert behind == [""]


def test_a_scripted_launch_plays_at_once(qtbot, isolated_dirs):
    """Nobody watches it (packaging/smoke.py waits for the AI's first move in the autosave)."""
    win = window(qtbot, False, [])
    win.start(seed_where_an_ai_starts(), waits=False)
    win.show()
    qtbot.waitUntil(lambda: len(win.worker.requests) == 1)
    assert win.runner.table.overlays.banner is None


def test_a_new_game_you_chose_starts_at_once(table_window, qtbot):
    table_window.play(segfault_session(seed_where_an_ai_starts()))
    qtbot.waitUntil(lambda: len(table_window.worker_stub.requests) == 1)
    assert table_window.runner.table.overlays.banner is None


def test_no_ai_moves_while_a_dialog_is_open(table_window, qtbot):
    session, worker = segfault_session(seed_where_an_ai_starts()), table_window.worker_stub
    table_window.play(session)
    dialog = QDialog(table_window)
    dialog.open()  # before the AI's beat is over: it is not asked
    qtbot.wait(5)
    assert worker.requests == []
    dialog.close()
    qtbot.waitUntil(lambda: len(worker.requests) == 1)
    dialog.open()  # asked already: its answer waits for the dialog
    worker.decided.emit(worker.requests[-1][0], str(session.state.legal_actions()[0]))
    qtbot.wait(5)
    assert session.record.actions == []
    dialog.close()
    qtbot.waitUntil(lambda: len(session.record.actions) == 1)


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
    autosave_with(12)
    asked: list[bool] = []
    win = window(qtbot, True, [], asked)
    launch(qtbot, win)
    assert asked == [True]
    assert len(win.runner.session.record.actions) == 12


def test_the_resume_question_names_the_game_and_how_far_it_came(qtbot, isolated_dirs):
    seats = [SeatInfo("You", "human")] + [SeatInfo(name, "ai", "easy") for name in ("Alice", "Bob", "Carol")]
    session, rng = GameSession.new("segment-trix", "standard", seats, seed=5), random.Random(5)
    while session.state.round < 2 or sum(session.state.tricks_won) < 2:
        session.apply(rng.choice(session.state.legal_actions()))
    save_session(session)
    win = window(qtbot, True, [])
    asked = questions_answered(win, True)
    launch(qtbot, win)
    assert asked == [("Resume?", "Resume your Segment Trix game, round 2 of 4, trick 3?")]
    assert win.runner.session.record == session.record


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


@pytest.mark.slow
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
    played = [first.panel.log.item(row).text() for row in range(first.panel.log.count())]
    assert len(played) >= 8
    second = window(qtbot, True, [])
    launch(qtbot, second)
    assert [second.panel.log.item(row).text() for row in range(second.panel.log.count())] == played


def test_a_small_window_keeps_most_of_its_width_for_the_table(table_window, qtbot):
    for width, height in ((800, 600), (1024, 768), (1280, 800), (800, 600), (1920, 1080)):
        table_window.resize(width, height)
        qtbot.waitUntil(lambda width=width: table_window.width() == width)
        panel = table_window.centralWidget().widget(1).width()
        assert 190 <= panel <= 0.28 * width, (width, panel)
        assert table_window.view.width() >= 0.7 * width
        if width >= 1280:
            assert panel >= 300  # the panel takes its room back once there is room


@pytest.mark.slow
def test_the_log_keeps_to_its_newest_line_unless_you_scroll_up(table_window, qtbot):
    from ui_helpers import segfault_session

    from deskcards.games.agents import make_agent

    table_window.resize(800, 600)
    session = segfault_session(2, players=4)
    table_window.play(session)
    agent, rng, bar = make_agent("segfault", "medium"), random.Random(2), table_window.panel.log.verticalScrollBar()

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


@pytest.mark.slow
def test_the_launch_seed_variable_deals_the_launch_game(isolated_dirs):
    """The frozen app's smoke test picks who moves first with DESKCARDS_LAUNCH_SEED."""
    from deskcards.ui.app import LAUNCH_PROBE, LAUNCH_SEED

    env = {**os.environ, LAUNCH_PROBE: "1", LAUNCH_SEED: "4242"}
    launched = subprocess.run([sys.executable, "-m", "deskcards"], env=env, capture_output=True, text=True, timeout=60)
    assert launched.returncode == 0, launched.stderr
    assert yaml.safe_load(autosave_path().read_text())["seed"] == 4242
