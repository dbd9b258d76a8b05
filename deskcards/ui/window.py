"""The main window: menus, the table, and a side panel with status, scores and log."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from deskcards import __version__
from deskcards.engine.record import RecordError
from deskcards.saves import (
    SaveError,
    load_autosave,
    open_record,
    save_record_as,
    save_session,
)
from deskcards.session import GameSession
from deskcards.ui.naming import announce
from deskcards.ui.play import TableRunner
from deskcards.ui.preferences import (
    Preferences,
    load_preferences,
    save_preferences,
    seats_for,
)
from deskcards.ui.table_scene import TableScene
from deskcards.ui.table_view import TableView

PANEL_STYLE = """
QWidget#panel {{ background: #1d2a24; }}
QLabel {{ color: #f1efe6; }}
QLabel#status {{ font-size: {status}px; font-weight: 600; padding: {pad}px; background: #2c4137; border-radius: 8px; }}
QLabel#heading {{ font-size: {heading}px; color: #9fb8ab; text-transform: uppercase; padding-top: {pad}px; }}
QLabel#scores {{ font-size: {scores}px; padding: 4px {pad}px; }}
QListWidget {{ background: #15201b; color: #e4e8e2; border: none; font-size: {log}px; }}
"""
ROOMY = {"status": 17, "heading": 13, "scores": 15, "log": 14, "pad": 8}
COMPACT = {"status": 14, "heading": 12, "scores": 13, "log": 13, "pad": 5}  # a narrow panel: more words a line
COMPACT_BELOW = 1100  # window widths under this take the compact panel
PANEL_WIDTH = 320
PANEL_MIN_WIDTH = 190  # the status still reads a few words a line
PANEL_MAX_SHARE = 0.27  # of the window's width
DEFAULT_SIZE = (1280, 800)
SEEN_AT_LEAST = (200, 100)  # a remembered place must show this much of the window on some screen


class MainWindow(QMainWindow):
    def __init__(self, worker, prefs: Preferences | None = None,
                 ask: Callable[[str, str], bool] | None = None, tell: Callable[[str, str], None] | None = None):
        super().__init__()
        self.setWindowTitle("DeskCards")
        self.prefs = prefs or load_preferences()
        self.worker = worker
        self.ask = ask or self._ask_with_box
        self.tell = tell or (lambda title, text: QMessageBox.information(self, title, text))
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.runner = TableRunner(self.scene, worker, self.prefs, lambda text: self.ask("Careful", text), self)
        self._build_panel()
        self._build_menus()
        self.runner.status_changed.connect(self._say)
        self.runner.logged.connect(self._log)
        self.runner.scores_changed.connect(self._show_scores)
        self.scene.refused.connect(self._say)
        # The app's own window goes back where it was; a test's or a screenshot's
        # window (handed its preferences) leaves the player's settings alone.
        self.remembers_place = prefs is None
        self._restore_place()
        self._unsaved = None  # a session whose first autosave waits for the first frame
        self._launch_offer = None  # (what the autosave held, a new deal), to ask about once the table is painted
        # The autosave holds a game you chose not to resume: it is kept until you move in another.
        self._autosave_kept = False
        self._human_moves_dealt = 0  # your moves in the game on the table when it was put there
        self._first_paint = FirstPaint(self.view.viewport(), self._after_first_paint)

    # -- layout -------------------------------------------------------------
    def _build_panel(self) -> None:
        panel = QWidget()
        panel.setObjectName("panel")
        self._panel_sizes = None
        column = QVBoxLayout(panel)
        self.status = QLabel("")
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.scores = QLabel("")
        self.scores.setObjectName("scores")
        self.scores.setTextFormat(Qt.RichText)
        self.scores.setWordWrap(True)  # a long line goes on under itself rather than off the edge
        self.log = QListWidget()
        self.log.setAccessibleName("Game log")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.NoFocus)
        # Wrapped lines get their height only once laid out, after scrollToBottom
        # has run; the log keeps to its newest line unless the player scrolled up.
        self._log_follows = True
        log_bar = self.log.verticalScrollBar()
        log_bar.rangeChanged.connect(lambda _low, high: self._log_follows and log_bar.setValue(high))
        log_bar.valueChanged.connect(lambda value: setattr(self, "_log_follows", value == log_bar.maximum()))
        column.addWidget(self.status)
        for title, widget in (("Players", self.scores), ("Game log", self.log)):
            heading = QLabel(title)
            heading.setObjectName("heading")
            column.addWidget(heading)
            column.addWidget(widget)
        column.setStretch(4, 1)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([960, PANEL_WIDTH])
        panel.setMinimumWidth(PANEL_MIN_WIDTH)
        self.panel = panel
        self._size_panel_words(ROOMY)
        self.setCentralWidget(splitter)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # A small window keeps most of its width for the table; the splitter alone
        # would keep the panel's width and squeeze the table.
        widest = max(PANEL_MIN_WIDTH, round(event.size().width() * PANEL_MAX_SHARE))
        self.panel.setMaximumWidth(widest)
        splitter = self.centralWidget()
        total, panel = sum(splitter.sizes()), min(PANEL_WIDTH, widest)
        splitter.setSizes([total - panel, panel])
        self._size_panel_words(COMPACT if event.size().width() < COMPACT_BELOW else ROOMY)

    def _size_panel_words(self, sizes: dict[str, int]) -> None:
        if sizes is not self._panel_sizes:
            self._panel_sizes = sizes
            self.panel.setStyleSheet(PANEL_STYLE.format(**sizes))
            self.status.setMinimumHeight(round(sizes["status"] * 5))  # room for a few lines, so the log does not jump

    def _restore_place(self) -> None:
        """Where the window was when last closed, if that is still on a screen; else the usual size."""
        if self.remembers_place and self.prefs.window is not None:
            place = QRect(*self.prefs.window)
            if any(_shows(place, screen.availableGeometry()) for screen in QGuiApplication.screens()):
                self.setGeometry(place)
                if self.prefs.maximized:
                    self.setWindowState(Qt.WindowMaximized)
                return
        self.resize(*DEFAULT_SIZE)

    def _remember_place(self) -> None:
        normal = self.normalGeometry() if self.isMaximized() else self.geometry()
        self.prefs = replace(self.prefs, window=(normal.x(), normal.y(), normal.width(), normal.height()),
                             maximized=self.isMaximized())
        try:
            save_preferences(self.prefs)
        except OSError:
            pass  # the window opens at the usual size next time

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self._action(game, "&New game…", self.choose_new_game, QKeySequence.New)
        self._action(game, "&Open record…", self.open_record, QKeySequence.Open)
        self._action(game, "&Save record…", self.save_record, QKeySequence.Save)
        self.resume_action = self._action(game, "&Resume unfinished game", self.resume)
        # A shortcut, not a table key: the scores may be read while others play.
        self.scores_action = self._action(game, "S&cores", self.show_scores, QKeySequence("S"))
        game.addSeparator()
        self._action(game, "&Quit", self.close, QKeySequence.Quit)
        settings = self.menuBar().addMenu("&Settings")
        self._action(settings, "&Preferences…", self.edit_preferences, QKeySequence.Preferences)
        help_menu = self.menuBar().addMenu("&Help")
        self._action(help_menu, "&Rules of this game", self.show_rules, QKeySequence.HelpContents)
        self._action(help_menu, "&About DeskCards", self.show_about)

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # -- games ----------------------------------------------------------------
    def start(self, seed: int | None = None) -> None:
        """At launch: offer the unfinished game, else the last kind of game, dealt
        and ready to play (New game animates its deal; launch does not make you wait).
        ``seed`` fixes that deal (benchmarks pick who moves first); None deals at random.

        A question waits for the window's first paint, so the table shows behind it."""
        found, dealt = load_autosave(), self._session_from_prefs(seed)
        if found.problem is None and found.session is None:
            self.play(dealt, deal=False)
            return
        self._launch_offer = found, dealt
        self.runner.preview(found.session or dealt)
        if not self._first_paint.pending:  # started again after the first paint: ask now
            self._settle_launch()

    def _settle_launch(self) -> None:
        """Tell what the autosave held, and play the game the player chooses."""
        if self._launch_offer is None:
            return
        (found, dealt), self._launch_offer = self._launch_offer, None
        if found.problem:
            self.tell("Saved game damaged", found.problem)
        if found.session is not None and self.ask("Resume?", f"Resume your {found.session.describe()}?"):
            self.play(found.session, deal=False)
            return
        # A "No" is not yet a new game: the saved one stays (Game > Resume unfinished game,
        # or the question at the next launch) until you move in the new deal.
        self._autosave_kept = found.session is not None
        self.play(dealt, deal=False)

    def _after_first_paint(self) -> None:
        """The table is on screen: now the questions and the work the launch need not wait for."""
        self._settle_launch()
        self.worker.start()
        if self._unsaved is not None:
            self._autosave(self._unsaved)
            self._unsaved = None

    def _session_from_prefs(self, seed: int | None = None) -> GameSession:
        try:
            return GameSession.new(self.prefs.game, self.prefs.variant, seats_for(self.prefs), seed=seed)
        except (ValueError, RecordError) as exc:  # a house rule deleted since last time, say
            self._log(f"Last settings could not be used ({exc}); starting the standard game.")
            return GameSession.new("segfault", "standard", seats_for(Preferences()))

    def play(self, session: GameSession, deal: bool = True, autosave: bool = True) -> None:
        """Put ``session`` on the table; with ``autosave``, every action is saved."""
        session.on_change = self._autosave if autosave else None
        self._human_moves_dealt = session.human_moves
        self.log.clear()
        self.setWindowTitle(f"{session.ruleset.title} ({session.record.variant})")  # Qt adds " — DeskCards"
        self.runner.start(session, deal)
        self.scores_action.setEnabled(self.runner.table.keeps_scoreboard)
        if not deal and session.record.actions:
            self.runner.retell()  # a resumed game: its log so far
        self._unsaved = None
        if autosave and self._first_paint.pending:
            self._unsaved = session  # an untouched deal: nothing is lost by saving it a frame later
        elif autosave:
            self._autosave(session)

    def _autosave(self, session: GameSession) -> None:
        if self._autosave_kept and session.human_moves == self._human_moves_dealt:
            return  # not your game yet: the one you did not resume stays saved
        self._autosave_kept = False
        try:
            save_session(session)
        except SaveError as exc:
            self._log(str(exc))

    def choose_new_game(self) -> None:
        from deskcards.ui.dialogs import (
            NewGameDialog,  # dialogs load when first opened, not at launch
        )

        dialog = NewGameDialog(self.prefs, self)
        if dialog.exec() and self._may_leave("New game"):
            self.prefs = dialog.preferences()
            self.runner.prefs = self.prefs
            save_preferences(self.prefs)
            self.play(self._session_from_prefs(dialog.chosen_seed()))

    def resume(self) -> None:
        found = load_autosave()
        if found.problem:
            self.tell("Saved game damaged", found.problem)
        elif found.session is None:
            self.tell("Nothing to resume", "There is no unfinished game.")
        elif found.session.record == self.runner.session.record or self._may_leave("Resume unfinished game"):
            self._autosave_kept = False  # the saved game is the one on the table again
            self.play(found.session, deal=False)

    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open record", str(Path.home()), "DeskCards records (*.yaml)")
        if not path:
            return
        try:
            session = open_record(path)
        except RecordError as exc:
            self.tell("Cannot open record", f"{path}: {exc}")
            return
        if self._may_leave("Open record"):
            self.play(session, deal=False)

    def _may_leave(self, title: str) -> bool:
        """Whether the game on the table may be replaced: at once if you have not
        moved in it (or it is over), else if you say so."""
        session = self.runner.session
        if session is None or session.is_over() or not session.human_moves:
            return True
        return self.ask(title, f"Leave your {session.describe()}? It cannot be resumed afterwards.")

    def save_record(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save record", str(Path.home() / "game.yaml"),
                                              "DeskCards records (*.yaml)")
        if path:
            try:
                save_record_as(self.runner.session, path)
            except SaveError as exc:
                self.tell("Cannot save", str(exc))

    def edit_preferences(self) -> None:
        from deskcards.ui.dialogs import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self)
        if dialog.exec():
            self.prefs = dialog.preferences()
            save_preferences(self.prefs)
            self.runner.prefs = self.prefs
            self.runner.start(self.runner.session, deal=False)

    def show_scores(self) -> None:
        if self.runner.table is not None and self.runner.table.keeps_scoreboard:
            self.runner.table.show_scores()

    def show_rules(self) -> None:
        from deskcards.ui.dialogs import rules_dialog

        rules_dialog(self.runner.session.record.game, self).exec()

    def show_about(self) -> None:
        QMessageBox.about(self, "About DeskCards",
                          f"DeskCards {__version__}\nA desktop card table for five little-known card games.")

    # -- panel ----------------------------------------------------------------
    def _say(self, text: str) -> None:
        """The status line, which a screen reader is asked to read out too: it says
        whose turn it is, what to do and why a move was refused."""
        if text != self.status.text():
            self.status.setText(text)
            announce(self.status, text)

    def _log(self, line: str) -> None:
        self.log.addItem(line)
        if self._log_follows:
            self.log.scrollToBottom()

    def _show_scores(self, rows) -> None:
        self.scores.setText("<br>".join(f"<b>{name}</b>: {detail}" for name, detail in rows))

    def _ask_with_box(self, title: str, text: str) -> bool:
        return QMessageBox.question(self, title, text) == QMessageBox.Yes

    def closeEvent(self, event) -> None:
        if self.remembers_place:
            self._remember_place()
        self.runner.stop()
        self.worker.shutdown()
        super().closeEvent(event)


class FirstPaint(QObject):
    """Calls ``then`` once, just after ``widget`` is first painted."""

    def __init__(self, widget, then: Callable[[], None]):
        super().__init__(widget)
        self.pending = True
        self._widget, self._then = widget, then
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if self.pending and event.type() == QEvent.Type.Paint:
            self.pending = False
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this paint has finished
        return False


def _shows(place: QRect, screen: QRect) -> bool:
    """Whether enough of a window at ``place`` would be on ``screen`` to be seen and moved."""
    seen = place.intersected(screen)
    return seen.width() >= SEEN_AT_LEAST[0] and seen.height() >= SEEN_AT_LEAST[1]
