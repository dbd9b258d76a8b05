"""The main window: menus, the table, and a side panel with status, scores and log."""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import suppress
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deskcards import __version__
from deskcards.engine.record import GameRecord, RecordError
from deskcards.engine.words import relay, translate, translate_count
from deskcards.games import game_names, spec, table_available
from deskcards.hints import Hint, HintJob
from deskcards.review import NOT_OVER, AskHardAI, GameReview
from deskcards.saves import (
    LoadResult,
    SaveError,
    load_autosave,
    open_record,
    save_record_as,
    save_session,
)
from deskcards.scorebook import FinishedGame, Scorebook, finished_game, load_book, update_book
from deskcards.session import GameSession, TakeBackScope
from deskcards.ui import palette
from deskcards.ui.autosaver import Autosaver
from deskcards.ui.focus import KeysToTable, WidgetFocusRing
from deskcards.ui.naming import announce
from deskcards.ui.play import TableRunner
from deskcards.ui.preferences import (
    Preferences,
    read_preferences,
    save_preferences,
    seats_for,
)
from deskcards.ui.skip_bar import SkipAheadBar
from deskcards.ui.table_scene import TableScene
from deskcards.ui.table_view import TableView

if TYPE_CHECKING:
    from deskcards.ui.review import ReviewDialog

PANEL_STYLE = """
QWidget#panel {{ background: {side}; }}
QLabel {{ color: {ink}; }}
QLabel#status {{ font-size: {status}px; font-weight: 600; padding: {pad}px; background: {status_ground};
                border: {rim}px solid {ink}; border-radius: 8px; }}
QLabel#heading {{ font-size: {heading}px; color: {heading_ink}; text-transform: uppercase; padding-top: {pad}px; }}
QLabel#scores {{ font-size: {scores}px; padding: 4px {pad}px; }}
QListWidget {{ background: {log_ground}; color: {ink}; border: none; font-size: {log}px; }}
"""
ROOMY = {"status": 17, "heading": 13, "scores": 15, "log": 14, "pad": 8}
COMPACT = {"status": 14, "heading": 12, "scores": 13, "log": 13, "pad": 5}  # a narrow panel: more words a line
COMPACT_BELOW = 1100  # window widths under this take the compact panel
PANEL_WIDTH = 320
PANEL_MIN_WIDTH = 190  # the status still reads a few words a line
PANEL_MAX_SHARE = 0.27  # of the window's width
DEFAULT_SIZE = (1280, 800)
MOVE_IN_MENU = 40  # characters, about, of the longest move Game > Take back names
SEEN_AT_LEAST = (200, 100)  # a remembered place must show this much of the window on some screen



def panel_style(sizes: dict[str, int]) -> str:
    """The side panel's style sheet: its words at ``sizes``, in the theme's colours (``palette``)."""
    colours = {"side": palette.SIDE, "ink": palette.SIDE_INK, "status_ground": palette.SIDE_STATUS,
               "heading_ink": palette.SIDE_HEADING, "log_ground": palette.SIDE_LOG}
    return PANEL_STYLE.format(**sizes, rim=int(palette.stroke(1)) - 1,
                              **{key: colour.name() for key, colour in colours.items()})


class MainWindow(QMainWindow):
    def __init__(self, worker, prefs: Preferences | None = None,
                 ask: Callable[[str, str], bool] | None = None, tell: Callable[[str, str], None] | None = None):
        super().__init__()
        self.setWindowTitle("DeskCards")  # the app's name
        self.prefs, self._settings_problem = (prefs, None) if prefs else read_preferences()
        self.worker = worker
        self.ask = ask or self._ask_with_box
        self.tell = tell or (lambda title, text: QMessageBox.information(self, title, text))
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.runner = TableRunner(self.scene, worker, self.prefs,
                                  lambda text: self.ask(translate("window", "Careful"), text), self)
        self._build_panel()
        if self._settings_problem:
            self._log(self._settings_problem)
        self._build_menus()
        self.keys_to_table = KeysToTable(self, self.view)
        WidgetFocusRing.follow()
        self.runner.status_changed.connect(self._show_status)
        self.runner.logged.connect(self._log)
        self.runner.scores_changed.connect(self._show_scores)
        self.runner.sitting_out.connect(self._offer_skip)
        self.runner.finished.connect(self._offer_review)
        # "What would the hard AI do here?" in a review; None leaves the question out.
        self.ask_hard_ai: AskHardAI | None = self._ask_hard_ai
        self.review_dialog: ReviewDialog | None = None  # the review open now, or last
        self.scene.refused.connect(self._say)
        # The app's own window keeps its place and side panel for next time; a test's or
        # a screenshot's window (handed its preferences) leaves the player's settings alone.
        self.keeps_settings = prefs is None
        self._restore_place()
        self._unsaved: GameSession | None = None  # a session whose first autosave waits for the first frame
        # (what the autosave held, a new deal, whether it waits for you), to ask about once the table is painted
        self._launch_offer: tuple[LoadResult, GameSession, bool] | None = None
        # The autosave holds a game you chose not to resume: it is kept until you move in another.
        self._kept: GameSession | None = None
        self._counts = False  # whether the game on the table goes into the statistics
        self._human_moves_dealt = 0  # your moves in the game on the table when it was put there
        self._welcome_due = False  # the first-run welcome waits for the table to be painted
        self._first_paint = FirstPaint(self.view.viewport(), self._after_first_paint)
        self._autosaves = Autosaver(self._autosave, self)  # the AIs' moves written spaced out
        self.preferences_dialog: QDialog | None = None  # Settings > Preferences, while it is open

    # -- layout -------------------------------------------------------------
    def _build_panel(self) -> None:
        panel = QWidget()
        panel.setObjectName("panel")
        self._panel_sizes: dict[str, int] | None = None
        column = QVBoxLayout(panel)
        self.status = QLabel("")
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.scores = QLabel("")
        self.scores.setObjectName("scores")
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.scores.setWordWrap(True)  # a long line goes on under itself rather than off the edge
        self.log = QListWidget()
        self.log.setAccessibleName("Game log")
        self.log.setWordWrap(True)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # per line, the end showed a gap
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Wrapped lines get their height only once laid out, after scrollToBottom
        # has run; the log keeps to its newest line unless the player scrolled up.
        self._log_follows = True
        self._log_scroll_due = False
        log_bar = self.log.verticalScrollBar()
        log_bar.rangeChanged.connect(self._follow_log)
        log_bar.valueChanged.connect(lambda value: setattr(self, "_log_follows", value == log_bar.maximum()))
        self.review_button = QPushButton(translate("window", "Review this game"))
        self.review_button.clicked.connect(self.review_game)
        self.review_button.hide()  # until the game is over
        column.addWidget(self.status)
        column.addWidget(self.review_button)
        headings = ((translate("window", "Players"), self.scores), (translate("window", "Game log"), self.log))
        for title, widget in headings:
            heading = QLabel(title)
            heading.setObjectName("heading")
            column.addWidget(heading)
            column.addWidget(widget)
        column.setStretch(5, 1)
        self.skip_bar = SkipAheadBar()
        self.skip_bar.finish_wanted.connect(self._let_the_ais_finish)
        self.skip_bar.new_game_wanted.connect(self.new_deal)
        table_side = QWidget()
        table_column = QVBoxLayout(table_side)
        table_column.setContentsMargins(0, 0, 0, 0)
        table_column.setSpacing(0)
        table_column.addWidget(self.skip_bar)
        table_column.addWidget(self.view)
        splitter = self.splitter = QSplitter()
        splitter.addWidget(table_side)
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([960, PANEL_WIDTH])
        panel.setMinimumWidth(PANEL_MIN_WIDTH)
        self.panel = panel
        self._size_panel_words(ROOMY)
        self.setCentralWidget(splitter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panel(event.size().width())

    def _fit_panel(self, width: int) -> None:
        """The panel's width and words for a window ``width`` wide. A small window keeps most
        of its width for the table; the splitter alone would keep the panel's width and squeeze the table."""
        widest = max(PANEL_MIN_WIDTH, round(width * PANEL_MAX_SHARE))
        self.panel.setMaximumWidth(widest)
        if not self.panel.isHidden():
            total, panel = sum(self.splitter.sizes()), min(PANEL_WIDTH, widest)
            self.splitter.setSizes([total - panel, panel])
        self._size_panel_words(COMPACT if width < COMPACT_BELOW else ROOMY)

    def _show_panel(self) -> None:
        """View > Side panel (F9, or the button at the menu bar's end): the table takes the room, or gives it back."""
        shown = self.panel_action.isChecked()
        self.panel.setVisible(shown)
        if shown:
            self._fit_panel(self.width())
        prefs = replace(self.prefs, side_panel=shown)
        if self.keeps_settings:
            self._keep_prefs(prefs)
        else:
            self.prefs = self.runner.prefs = prefs

    def _follow_log(self, _low: int, high: int) -> None:
        if self._log_follows:
            self.log.verticalScrollBar().setValue(high)

    def _size_panel_words(self, sizes: dict[str, int]) -> None:
        if sizes is not self._panel_sizes:
            self._panel_sizes = sizes
            self._style_panel()
            self.status.setMinimumHeight(round(sizes["status"] * 5))  # room for a few lines, so the log does not jump

    def _style_panel(self) -> None:
        self.panel.setStyleSheet(panel_style(self._panel_sizes or ROOMY))

    def _restore_place(self) -> None:
        """Where the window was when last closed, if that is still on a screen; else the usual size."""
        if self.keeps_settings and self.prefs.window is not None:
            place = QRect(*self.prefs.window)
            if any(_shows(place, screen.availableGeometry()) for screen in QGuiApplication.screens()):
                self.setGeometry(place)
                if self.prefs.maximized:
                    self.setWindowState(Qt.WindowState.WindowMaximized)
                return
        self.resize(*DEFAULT_SIZE)

    def _remember_place(self) -> None:
        normal = self.normalGeometry() if self.isMaximized() else self.geometry()
        self.prefs = replace(self.prefs, window=(normal.x(), normal.y(), normal.width(), normal.height()),
                             maximized=self.isMaximized())
        with suppress(OSError):  # the window opens at the usual size next time
            save_preferences(self.prefs)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(translate("window", "&Game"))
        self._action(game, translate("window", "&New game…"), self.choose_new_game, QKeySequence.StandardKey.New)
        self._action(game, translate("window", "&Restart deal"), self.restart, QKeySequence("F5"))
        self._action(game, translate("window", "&Open record…"), self.open_record, QKeySequence.StandardKey.Open)
        self._action(game, translate("window", "&Save record…"), self.save_record, QKeySequence.StandardKey.Save)
        self.resume_action = self._action(game, translate("window", "&Resume unfinished game"), self.resume)
        game.addSeparator()
        game.setToolTipsVisible(True)  # a disabled take-back says why
        self.take_back_action = self._action(game, translate("window", "&Take back"), self.take_back,
                                             QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(game, translate("window", "Re&do"), self.redo, QKeySequence("Ctrl+Shift+Z"))
        # A disabled action's shortcut does nothing; these say why instead when it is pressed.
        self._refusals = [self._refusal(action) for action in (self.take_back_action, self.redo_action)]
        self.runner.moved.connect(self._update_take_backs)
        self._update_take_backs()
        self.review_action = self._action(game, translate("window", "Re&view game"), self.review_game,
                                          QKeySequence("Ctrl+R"))
        self.review_action.setEnabled(False)
        # A shortcut, not a table key: the scores may be read while others play.
        self.scores_action = self._action(game, translate("window", "S&cores"), self.show_scores, QKeySequence("S"))
        # H in every game (no table uses H for itself); asked while others play, it says why not.
        self.hint_action = self._action(game, translate("window", "&Hint"), lambda: self.runner.ask_hint(),
                                        QKeySequence("H"))
        self._action(game, translate("window", "S&tatistics…"), self.show_statistics)
        self._action(game, translate("window", "Recent &games…"), self.show_recent)
        game.addSeparator()
        self._action(game, translate("window", "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self._build_view_menu()
        settings = self.menuBar().addMenu(translate("window", "&Settings"))
        self._action(settings, translate("window", "&Preferences…"), self.edit_preferences,
                     QKeySequence.StandardKey.Preferences)
        help_menu = self.menuBar().addMenu(translate("window", "&Help"))
        self._action(help_menu, translate("window", "&Rules of this game"), self.show_rules,
                     QKeySequence.StandardKey.HelpContents)
        every_game = help_menu.addMenu(translate("window", "Rules &of…"))
        for name in filter(table_available, game_names()):
            self._action(every_game, spec(name).title, partial(self.show_rules, name))
        self._action(help_menu, translate("window", "&About DeskCards"), self.show_about)

    def _build_view_menu(self) -> None:
        """View > Side panel, and a button for it at the menu bar's end."""
        view = self.menuBar().addMenu(translate("window", "&View"))
        self.panel_action = self._action(view, translate("window", "Side &panel"), self._show_panel,
                                         QKeySequence("F9"))
        self.panel_action.setCheckable(True)
        self.panel_action.setChecked(self.prefs.side_panel)
        self.panel_action.setToolTip(translate("window", "Hide or show the side panel (F9)"))
        button = QToolButton(self.menuBar())  # in sight, for a player who never opens the View menu
        button.setDefaultAction(self.panel_action)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab stays on the table; the keyboard has F9
        self.menuBar().setCornerWidget(button, Qt.Corner.TopRightCorner)
        self.panel.setVisible(self.prefs.side_panel)

    def _refusal(self, action: QAction) -> QShortcut:
        shortcut = QShortcut(action.shortcut(), self)
        shortcut.activated.connect(lambda: self._tell_refusal(action))
        return shortcut

    def _update_take_backs(self) -> None:
        """Game > Take back and Redo: enabled when they may be done, else disabled saying why."""
        offered = self.prefs.offer_take_backs
        scope = self.runner.take_back_scope()
        self.take_back_action.setText(_take_back_text(scope, self._fits_the_menu))
        for action, refusal, why in ((self.take_back_action, self._refusals[0], self.runner.why_no_take_back()),
                                     (self.redo_action, self._refusals[1], self.runner.why_no_redo())):
            action.setVisible(offered)
            action.setEnabled(offered and why is None)
            tip = "" if why is None else _refused(action is self.take_back_action, why)
            whole = _take_back_text(scope) if action is self.take_back_action else action.text()
            action.setToolTip(tip or re.sub("&(.)", r"\1", whole))  # the words without the shortcut's mark
            action.setStatusTip(tip)
            refusal.setEnabled(offered and why is not None)

    def _fits_the_menu(self, move: str) -> bool:
        """Whether a move's words are short enough to name in Game > Take back (Runtime Error's
        statements are not: the menu then says "your last move", and its tooltip the words)."""
        metrics = self.menuBar().fontMetrics()
        return metrics.horizontalAdvance(move) <= metrics.averageCharWidth() * MOVE_IN_MENU

    def _tell_refusal(self, action: QAction) -> None:
        if action.statusTip():
            self.status.setText(action.statusTip())
            self._log(action.statusTip())

    def take_back(self) -> None:
        self._after_take_back(self.take_back_action, self.runner.take_back())

    def redo(self) -> None:
        self._after_take_back(self.redo_action, self.runner.redo())

    def _after_take_back(self, action: QAction, why: str | None) -> None:
        if why is not None:  # the position changed between the menu and the click
            self._update_take_backs()
            self._tell_refusal(action)

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # -- games ----------------------------------------------------------------
    def start(self, seed: int | None = None, waits: bool = True) -> None:
        """At launch: offer the unfinished game, else the last kind of game, dealt
        (New game animates its deal; launch does not make you wait). With ``waits``,
        an AI to move first in that deal does once you click the table or press Enter
        (a scripted launch, which nobody watches, plays at once).
        ``seed`` fixes that deal (benchmarks pick who moves first); None deals at random.

        A question waits for the window's first paint, so the table shows behind it."""
        found, dealt = load_autosave(), self._session_from_prefs(seed)
        if found.problem is None and found.session is None:
            self.play(dealt, deal=False, waits=waits)
            return
        self._launch_offer = found, dealt, waits
        self.runner.preview(found.session or dealt)
        if not self._first_paint.pending:  # started again after the first paint: ask now
            self._settle_launch()

    def _settle_launch(self) -> None:
        """Tell what the autosave held, and play the game the player chooses."""
        if self._launch_offer is None:
            return
        (found, dealt, waits), self._launch_offer = self._launch_offer, None
        if found.problem:
            self.tell(translate("window", "Saved game damaged"), found.problem)
        if found.session is not None and self.ask(translate("window", "Resume?"), translate(
                "window", "Resume your {game}?", game=found.session.describe())):
            self.play(found.session, deal=False)
            return
        # A "No" is not yet a new game: the saved one stays (Game > Resume unfinished game,
        # or the question at the next launch) until you move in the new deal.
        self._kept = found.session
        self.play(dealt, deal=False, waits=waits)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowUnblocked:  # the last modal dialog over the window closed
            self.runner.dialog_closed()
        return super().event(event)

    def _after_first_paint(self) -> None:
        """The table is on screen: now the questions and the work the launch need not wait for."""
        if self._settings_problem:
            self.tell(translate("window", "Settings set aside"), self._settings_problem)
        self._settle_launch()
        self.worker.start()
        if self._welcome_due:
            self.show_welcome()
        if self._unsaved is not None:
            self._autosaves.write(self._unsaved)
            self._unsaved = None

    def offer_welcome(self) -> None:
        """Welcome a first run (nothing in the settings says it was welcomed), once the table shows."""
        self._welcome_due = not self.prefs.welcomed
        if self._welcome_due and not self._first_paint.pending:
            self.show_welcome()

    def show_welcome(self) -> None:
        """What the five games are; the rules of the one chosen, or a game of it."""
        from deskcards.ui.welcome import WelcomeDialog

        self._welcome_due = False
        self._keep_prefs(replace(self.prefs, welcomed=True))
        session = self.runner.session
        dialog = WelcomeDialog(session.record.game if session is not None else self.prefs.game, self)
        if dialog.exec() and self._may_leave(translate("window", "Play")):
            self._keep_prefs(replace(self.prefs, game=dialog.chosen(), variant="standard", players=None))
            self.play(self._session_from_prefs())

    def _keep_prefs(self, prefs: Preferences) -> None:
        self.prefs = self.runner.prefs = prefs
        try:
            save_preferences(prefs)
        except OSError as exc:
            self._log(translate("window", "Settings could not be saved ({problem}).", problem=exc.strerror or exc))

    def _session_from_prefs(self, seed: int | None = None) -> GameSession:
        try:
            return GameSession.new(self.prefs.game, self.prefs.variant, seats_for(self.prefs), seed=seed)
        except (ValueError, RecordError) as exc:  # a house rule deleted since last time, say
            self._log(translate("window", "Last settings could not be used ({problem}); starting the standard game.",
                                problem=exc))
            return GameSession.new("segfault", "standard", seats_for(Preferences()))

    def play(self, session: GameSession, deal: bool = True, autosave: bool = True, waits: bool = False) -> None:
        """Put ``session`` on the table; with ``autosave``, every action is saved and
        the game counts in the statistics (a screenshot's does not). With ``waits`` (a game
        you did not ask for) no AI moves first until you click the table or press Enter."""
        self._autosaves.flush()  # the AI moves of the game on the table that wait
        session.on_change = self._after_action if autosave else None
        self._counts = autosave
        self._human_moves_dealt = session.human_moves
        self.log.clear()
        self.setWindowTitle(translate("window", "{game} ({variant})", game=session.ruleset.title,
                                      variant=session.record.variant))  # Qt adds " — DeskCards"
        self.runner.start(session, deal, waits)
        self._style_panel()  # the theme may have changed with the table
        self._offer_review()  # none for a new deal
        self.scores_action.setEnabled(self.runner.table is not None)
        self.runner.retell()  # the log so far: a new deal's opening, a resumed game's moves
        self._unsaved = None
        if autosave and self._first_paint.pending:
            self._unsaved = session  # an untouched deal: nothing is lost by saving it a frame later
        elif autosave:
            self._autosaves.write(session)

    def _after_action(self, session: GameSession) -> None:
        self._autosaves.changed(session)
        if session.is_over():
            self._count(session)

    def _autosave(self, session: GameSession) -> None:
        if self._kept is not None and session.human_moves == self._human_moves_dealt:
            return  # not your game yet: the one you did not resume stays saved
        if self._kept is not None:  # the game you quit over, and then did not resume, is given up now
            self._count(self._kept, abandoned=True)
            self._kept = None
        try:
            save_session(session)
        except SaveError as exc:
            self._log(str(exc))

    def choose_new_game(self) -> None:
        from deskcards.ui.dialogs import (
            NewGameDialog,  # dialogs load when first opened, not at launch
        )

        dialog = NewGameDialog(self.prefs, self)
        if dialog.exec() and self._may_leave(translate("window", "New game")):
            self.prefs = dialog.preferences()
            self.runner.prefs = self.prefs
            save_preferences(self.prefs)
            self.play(self._session_from_prefs(dialog.chosen_seed()))

    def restart(self) -> None:
        """Deal the same cards again: the same game, variant, seats and seed."""
        session = self.runner.session
        if session is not None and self._may_leave(translate("window", "Restart deal")):
            record = session.record
            self.play(GameSession.new(record.game, record.variant, session.seats, seed=record.seed))

    def new_deal(self) -> None:
        """The game on the table again with new cards, at once: you are out of this one."""
        session = self.runner.session
        assert session is not None  # the window always has a game on the table
        record = session.record
        self.play(GameSession.new(record.game, record.variant, session.seats))

    def _offer_skip(self, out: bool) -> None:
        if out:
            assert self.runner.table is not None  # only a table's game can say you are out
            self.skip_bar.offer(relay("table", self.runner.table.out_sentence))
        else:
            self.skip_bar.hide()
            self.view.setUpdatesEnabled(True)

    def _let_the_ais_finish(self) -> None:
        # The table is not drawn until you are back in or the game is over: no move to watch.
        self.view.setUpdatesEnabled(False)
        self.runner.hurry()

    def _show_status(self, text: str) -> None:
        self._say(text)
        if self.runner.hurrying and self.runner.session is not None:
            self.skip_bar.finishing(self.runner.session.state.progress())

    def resume(self) -> None:
        self._autosaves.flush()  # the file then holds the game on the table as it stands
        found = load_autosave()
        if found.problem:
            self.tell(translate("window", "Saved game damaged"), found.problem)
        elif found.session is None:
            self.tell(translate("window", "Nothing to resume"), translate("window", "There is no unfinished game."))
        elif self._on_table(found.session) or self._may_leave(translate("window", "Resume unfinished game")):
            self._kept = None  # the saved game is the one on the table again
            self.play(found.session, deal=False)

    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("window", "Open record"), str(Path.home()),
                                              translate("window", "DeskCards records (*.yaml)"))
        if not path:
            return
        try:
            session = open_record(path)
        except RecordError as exc:
            self.tell(translate("window", "Cannot open record"), f"{path}: {exc}")
            return
        if self._may_leave(translate("window", "Open record")):
            self.play(session, deal=False)

    def _on_table(self, session: GameSession) -> bool:
        """Whether ``session``'s game is the one on the table."""
        return self.runner.session is not None and session.record == self.runner.session.record

    def _may_leave(self, title: str) -> bool:
        """Whether the game on the table may be replaced: at once if you have not
        moved in it (or it is over), else if you say so; then it counts as lost."""
        session = self.runner.session
        if session is None or session.is_over() or not session.human_moves:
            return True
        if not self.ask(title, translate("window", "Leave your {game}? It cannot be resumed afterwards, "
                                                   "and counts as a loss.", game=session.describe())):
            return False
        if self._counts:
            self._count(session, abandoned=True)
        return True

    def _count(self, session: GameSession, abandoned: bool = False) -> None:
        """Put a finished or abandoned game into the statistics and the recent games.
        A problem with the file goes to the log, as the autosave's do: this runs inside a move."""
        finished = finished_game(session, abandoned=abandoned)
        if finished is not None:
            for problem in update_book(lambda book: book.add(finished)):
                self._log(problem)

    def save_record(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("window", "Save record"), str(Path.home() / "game.yaml"),
                                              translate("window", "DeskCards records (*.yaml)"))
        if path:
            assert self.runner.session is not None  # the window always has a game on the table
            try:
                save_record_as(self.runner.session, path)
            except SaveError as exc:
                self.tell(translate("window", "Cannot save"), str(exc))

    def _offer_review(self) -> None:
        """Game > Review game, and the button under the status, once the game on the table is over."""
        over = self.runner.session is not None and self.runner.session.is_over()
        self.review_action.setEnabled(over)
        self.review_button.setVisible(over)

    def _ask_hard_ai(self, record: GameRecord, seat: int, reply: Callable[[str], None]) -> None:
        """A review's question, asked as a hint is: of the hard AI in the AI process, from that seat's view."""
        def answer(hint: Hint) -> None:
            reply(translate("window", "The hard AI would {move} ({reason}).", move=hint.words, reason=hint.reason)
                  if hint.reason else translate("window", "The hard AI would {move}.", move=hint.words))

        self.runner.errand(HintJob.of(record, seat, self.prefs.ai_thinking), answer)

    def review_game(self) -> None:
        """Step through the finished game on the table, every card shown; the table stays as it is."""
        from deskcards.ui.review import ReviewDialog  # loads when first opened, not at launch

        session = self.runner.session
        if session is None or not session.is_over():
            self.tell(translate("window", "Not over yet"), relay("review", NOT_OVER))
            return
        self.review_dialog = ReviewDialog(GameReview.of(session), self.prefs, self.ask_hard_ai, self)
        self.review_dialog.open()

    def edit_preferences(self) -> None:
        """Settings > Preferences: each change shows on the table at once; OK keeps
        them, Cancel (or closing the dialog) puts the table back as it was."""
        from deskcards.ui.dialogs import PreferencesDialog

        before = self.prefs
        dialog = self.preferences_dialog = PreferencesDialog(before, self)
        dialog.changed.connect(self._show_preferences)
        dialog.finished.connect(lambda result: self._settle_preferences(dialog, before, bool(result)))
        dialog.open()

    def _show_preferences(self, prefs: Preferences) -> None:
        """Lay the game on the table out again in ``prefs``, not yet kept."""
        if prefs != self.prefs:
            self.prefs = self.runner.prefs = prefs
            self.runner.lay_again()
            self._style_panel()

    def _settle_preferences(self, dialog, before: Preferences, accepted: bool) -> None:
        self.preferences_dialog = None
        if accepted:
            self._show_preferences(dialog.preferences())
            self._keep_prefs(self.prefs)
        else:
            self._show_preferences(before)

    def show_scores(self) -> None:
        """The game's own scoreboard; a game without one (its figures fit a line a seat)
        shows the side panel's Players lines, which a hidden panel or a small window may not."""
        table = self.runner.table
        if table is None:
            return
        if table.keeps_scoreboard:
            table.show_scores()
        else:
            self.tell(translate("window", "Scores"), translate(
                "window", "{caption}<br><br>{lines}", caption=relay("table", table.scores_caption),
                lines=score_lines(table.scores())))

    def show_statistics(self) -> None:
        from deskcards.ui.statistics import StatisticsDialog

        StatisticsDialog(self._read_book(), self.ask, self._reset_statistics, self).exec()

    def _read_book(self) -> Scorebook:
        loaded = load_book()
        if loaded.problem:
            self.tell(translate("window", "Statistics"), loaded.problem)
        return loaded.book

    def _reset_statistics(self) -> Scorebook:
        for problem in update_book(lambda book: book.tallies.clear()):
            self.tell(translate("window", "Statistics"), problem)
        return self._read_book()

    def show_recent(self) -> None:
        from deskcards.ui.statistics import RecentGamesDialog

        dialog = RecentGamesDialog(self._read_book().recent, self)
        chosen = dialog.chosen() if dialog.exec() else None
        if chosen is not None and dialog.review_wanted:
            self.review_recent(chosen)
        elif chosen is not None:
            self.replay(chosen)

    def review_recent(self, game: FinishedGame) -> None:
        """Step through a recent game played to its end; the game on the table stays as it is."""
        from deskcards.ui.review import ReviewDialog

        try:
            review = GameReview(game.record(), game.seats)
        except (ValueError, RecordError) as exc:  # a house rule changed or deleted since, say
            self.tell(translate("window", "Cannot review"),
                      translate("window", "That game cannot be reviewed: {problem}.", problem=exc))
            return
        self.review_dialog = ReviewDialog(review, self.prefs, self.ask_hard_ai, self)
        self.review_dialog.open()

    def replay(self, game: FinishedGame) -> None:
        """Deal a recent game again: same game, variant, seats and seed."""
        try:
            session = GameSession.new(game.game, game.variant, game.seats, seed=game.seed)
        except (ValueError, RecordError) as exc:  # a house rule deleted since, say
            self.tell(translate("window", "Cannot replay"),
                      translate("window", "That game cannot be dealt again: {problem}.", problem=exc))
            return
        if self._may_leave(translate("window", "Replay a recent game")):
            self.play(session)

    def show_rules(self, game: str | None = None) -> None:
        """The rules of ``game`` (else of the game on the table); the game on the table goes on."""
        from deskcards.ui.dialogs import rules_dialog

        if game is None:
            assert self.runner.session is not None  # the window always has a game on the table
            game = self.runner.session.record.game
        rules_dialog(game, self).exec()

    def show_about(self) -> None:
        about_box(self).exec()

    # -- panel ----------------------------------------------------------------
    def _say(self, text: str) -> None:
        """The status line, which a screen reader is asked to read out too: it says
        whose turn it is, what to do and why a move was refused."""
        if text != self.status.text():
            self.status.setText(text)
            announce(self.status, text)

    def _log(self, line: str) -> None:
        self.log.addItem(line)
        if self._log_follows and not self._log_scroll_due:
            # Once per burst of lines: a resumed game retells hundreds, and each scroll
            # lays out every wrapped line again.
            self._log_scroll_due = True
            QTimer.singleShot(0, self._scroll_log)

    def _scroll_log(self) -> None:
        self._log_scroll_due = False
        if self._log_follows:
            self.log.scrollToBottom()

    def _show_scores(self, rows: list[tuple[str, str]]) -> None:
        self.scores.setText(score_lines(rows))

    def _ask_with_box(self, title: str, text: str) -> bool:
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.keeps_settings:
            self._remember_place()
        self._autosaves.flush()
        self.runner.stop()
        self.worker.shutdown()
        super().closeEvent(event)


def score_lines(rows) -> str:
    """The side panel's Players lines: each name in bold, then what the game says of it."""
    return "<br>".join(translate("window", "<b>{player}</b>: {detail}", player=name, detail=detail)
                       for name, detail in rows)


class FirstPaint(QObject):
    """Calls ``then`` once, just after ``widget`` is first painted."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.pending = True
        self._widget, self._then = widget, then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.pending and event.type() == QEvent.Type.Paint:
            self.pending = False
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this paint has finished
        return False


def about_box(parent: QWidget) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Information, translate("window", "About DeskCards"),
                      translate("window", "DeskCards {version}\nA desktop card table for five little-known card games.",
                                version=__version__),
                      QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(QGuiApplication.windowIcon().pixmap(64))
    return box


def _take_back_text(scope: TakeBackScope | None, fits: Callable[[str], bool] = lambda _: True) -> str:
    """Game > Take back, saying what it undoes: "Take back “play 7♣” and the 2 moves after it
    by Ada and Bob"; a move whose words do not ``fit`` is "your last move"."""
    if scope is None:
        return translate("window", "&Take back")
    move = translate("window", "“{move}”", move=scope.move) if fits(scope.move) \
        else translate("window", "your last move")
    move, by = (text.replace("&", "&&") for text in (move, _names(scope.by)))  # an & in a name is no shortcut
    if not scope.after:
        return translate("window", "&Take back {move}", move=move)
    return translate_count("window", scope.after, "&Take back {move} and the move after it by {players}",
                           "&Take back {move} and the {count} moves after it by {players}", move=move, players=by)


def _names(names: tuple[str, ...]) -> str:
    """ "Ada", "Ada and Bob", "Ada, Bob and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return translate("window", "{players} and {last}", players=", ".join(names[:-1]), last=names[-1])


def _refused(taking_back: bool, why: str) -> str:
    """ "Cannot take back: you have seen the 7♣ since." """
    if taking_back:
        return translate("window", "Cannot take back: {why}.", why=why)
    return translate("window", "Cannot redo: {why}.", why=why)


def _shows(place: QRect, screen: QRect) -> bool:
    """Whether enough of a window at ``place`` would be on ``screen`` to be seen and moved."""
    seen = place.intersected(screen)
    return seen.width() >= SEEN_AT_LEAST[0] and seen.height() >= SEEN_AT_LEAST[1]
