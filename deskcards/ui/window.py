"""The main window: the table, the side panel and the menus. What becomes of the game
on the table (resumed, kept, left, saved, counted) is decided by
``deskcards.app.lifecycle.GameLifecycle``; the window shows it and asks its questions."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QSplitter, QVBoxLayout, QWidget

from deskcards.app.lifecycle import GameLifecycle
from deskcards.engine.record import RecordError
from deskcards.engine.words import relay, translate
from deskcards.saves import SaveError, open_record, save_record_as
from deskcards.session import GameSession
from deskcards.ui.announcer import Announcer
from deskcards.ui.autosaver import Autosaver
from deskcards.ui.coach import Coach
from deskcards.ui.first_paint import FirstPaint
from deskcards.ui.focus import KeysToTable, WidgetFocusRing
from deskcards.ui.past_games import PastGames
from deskcards.ui.play import TableRunner
from deskcards.ui.preferences import Preferences, read_preferences, save_preferences, seats_for
from deskcards.ui.side_panel import PANEL_WIDTH, SidePanel, score_lines
from deskcards.ui.skip_bar import SkipAheadBar
from deskcards.ui.table_scene import TableScene
from deskcards.ui.table_view import TableView
from deskcards.ui.window_menus import WindowMenus
from deskcards.ui.window_place import restore_place, with_place


class MainWindow(QMainWindow):
    """The table (``scene`` in ``view``, played by ``runner``), the side panel (``panel``),
    the menus (``menus``) and the dialogs over past games (``past_games``); ``lifecycle``
    decides what becomes of the game on the table. ``ask`` and ``tell`` put a question
    and a message to the player (a test's or a screenshot's own)."""

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
        self.panel = SidePanel()
        if self._settings_problem:
            self.panel.add_line(self._settings_problem)
        self.announcer = Announcer(self.panel.status, self)  # what a screen reader is asked to say
        self.announcer.notify_through(self if self.prefs.notify_announcements else None)
        self.lifecycle = GameLifecycle(report=self.log_line)
        self.past_games = PastGames(self)
        self.panel.review_button.clicked.connect(self.past_games.review_game)
        self.coach = Coach(self, self.tell, self.past_games.open_analysed)
        self.panel.analyse_button.clicked.connect(self.analyse_game)
        self._lay_out()
        self.menus = WindowMenus(self)
        self.panel.setVisible(self.prefs.side_panel)
        self.keys_to_table = KeysToTable(self, self.view)
        WidgetFocusRing.follow()
        self.runner.status_changed.connect(self._show_status)
        self.runner.turn_begins.connect(self.announcer.status)  # said once if _show_status said it too
        self.runner.logged.connect(self.log_lines)
        self.runner.scores_changed.connect(self.panel.show_scores)
        self.runner.sitting_out.connect(self._offer_skip)
        self.runner.finished.connect(self._offer_review)
        self.scene.refused.connect(self.refuse)
        self.scene.announced.connect(self.announcer.tell)
        self.scene.held_said.connect(lambda text: self.announcer.tell(text, "held"))
        # The app's own window keeps its place and side panel for next time; a test's or
        # a screenshot's window (handed its preferences) leaves the player's settings alone.
        self.keeps_settings = prefs is None
        restore_place(self, self.prefs if self.keeps_settings else None)
        self._welcome_due = False  # the first-run welcome waits for the table to be painted
        self._first_paint = FirstPaint(self.view.viewport(), self._after_first_paint)
        self._autosaves = Autosaver(self.lifecycle.write_autosave, self)  # the AIs' moves written spaced out
        self.preferences_dialog: QDialog | None = None  # Settings > Preferences, while it is open

    # -- layout -------------------------------------------------------------
    def _lay_out(self) -> None:
        """The skip bar over the table, and the side panel beside them."""
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
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([960, PANEL_WIDTH])
        self.setCentralWidget(splitter)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.announcer.release)  # a screen reader hears the window once it is shown

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.panel.fit(event.size().width(), self.splitter)

    def show_side_panel(self) -> None:
        """View > Side panel (F9, or the button at the menu bar's end): the table takes the room, or gives it back."""
        shown = self.menus.panel_action.isChecked()
        self.panel.setVisible(shown)
        if shown:
            self.panel.fit(self.width(), self.splitter)
        prefs = replace(self.prefs, side_panel=shown)
        if self.keeps_settings:
            self._keep_prefs(prefs)
        else:
            self.prefs = self.runner.prefs = prefs

    # -- games ----------------------------------------------------------------
    def start(self, seed: int | None = None, waits: bool = True) -> None:
        """At launch: offer the unfinished game, else the last kind of game, dealt
        (New game animates its deal; launch does not make you wait). With ``waits``,
        an AI to move first in that deal does once you click the table or press Enter
        (a scripted launch, which nobody watches, plays at once).
        ``seed`` fixes that deal (benchmarks pick who moves first); None deals at random.

        A question waits for the window's first paint, so the table shows behind it."""
        dealt = self._session_from_prefs(seed)
        offer = self.lifecycle.offer_at_launch(dealt, waits)
        if offer is None:
            self.play(dealt, deal=False, waits=waits)
            return
        self.runner.preview(offer.picture)
        if not self._first_paint.pending:  # started again after the first paint: ask now
            self._settle_launch()

    def _settle_launch(self) -> None:
        """Tell what the autosave held, and play the game the player chooses."""
        offer = self.lifecycle.take_launch_offer()
        if offer is None:
            return
        if offer.damage:
            self.tell(translate("window", "Saved game damaged"), offer.damage)
        question = offer.question()
        resume = question is not None and self.ask(question.title, question.text)
        session, waits = self.lifecycle.answer_launch(offer, resume)
        self.play(session, deal=False, waits=waits)

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
        self._write_first_save()

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
        if dialog.exec() and self.may_leave(translate("window", "Play")):
            self._keep_prefs(replace(self.prefs, game=dialog.chosen(), variant="standard", players=None))
            self.play(self._session_from_prefs())

    def _keep_prefs(self, prefs: Preferences) -> None:
        self.prefs = self.runner.prefs = prefs
        try:
            save_preferences(prefs)
        except OSError as exc:
            self.panel.add_line(translate("window", "Settings could not be saved ({problem}).",
                                          problem=exc.strerror or exc))

    def _session_from_prefs(self, seed: int | None = None) -> GameSession:
        try:
            return GameSession.new(self.prefs.game, self.prefs.variant, seats_for(self.prefs), seed=seed)
        except (ValueError, RecordError) as exc:  # a house rule deleted since last time, say
            self.panel.add_line(translate("window", "Last settings could not be used ({problem}); "
                                                    "starting the standard game.", problem=exc))
            return GameSession.new("segfault", "standard", seats_for(Preferences()))

    def play(self, session: GameSession, deal: bool = True, autosave: bool = True, waits: bool = False) -> None:
        """Put ``session`` on the table; with ``autosave``, every action is saved and
        the game counts in the statistics (a screenshot's does not). With ``waits`` (a game
        you did not ask for) no AI moves first until you click the table or press Enter."""
        self._autosaves.flush()  # the AI moves of the game on the table that wait
        session.on_change = self._after_action if autosave else None
        self.lifecycle.put_on_table(session, counts=autosave)
        self.panel.log.clear()
        self.setWindowTitle(translate("window", "{game} ({variant})", game=session.ruleset.title,
                                      variant=session.record.variant))  # Qt adds " — DeskCards"
        # Said once laid out: a new deal's opening lines, then the position (``read_table``).
        with self.announcer.hushed("status", *(["log"] if session.record.actions else [])):
            self.runner.start(session, deal, waits)
            self.panel.restyle()  # the theme may have changed with the table
            self._offer_review()  # none for a new deal
            self.menus.scores_action.setEnabled(self.runner.table is not None)
            self.runner.retell()  # the log so far: a new deal's opening, a resumed game's moves
        self.read_table()
        if not self._first_paint.pending:
            self._write_first_save()

    def _write_first_save(self) -> None:
        unsaved = self.lifecycle.take_first_save()
        if unsaved is not None:
            self._autosaves.write(unsaved)

    def _after_action(self, session: GameSession) -> None:
        self._autosaves.changed(session)
        self.lifecycle.after_action(session)

    def may_leave(self, title: str) -> bool:
        """Whether the game on the table may be replaced: at once if it is nobody's to
        lose, else if you say so (and then it counts as lost)."""
        question = self.lifecycle.leave_question(title)
        if question is None:
            return True
        if not self.ask(question.title, question.text):
            return False
        self.lifecycle.abandon()
        return True

    def choose_new_game(self) -> None:
        from deskcards.ui.dialogs import (
            NewGameDialog,  # dialogs load when first opened, not at launch
        )

        dialog = NewGameDialog(self.prefs, self)
        if dialog.exec() and self.may_leave(translate("window", "New game")):
            self.prefs = dialog.preferences()
            self.runner.prefs = self.prefs
            save_preferences(self.prefs)
            self.play(self._session_from_prefs(dialog.chosen_seed()))

    def restart(self) -> None:
        """Deal the same cards again: the same game, variant, seats and seed."""
        session = self.runner.session
        if session is not None and self.may_leave(translate("window", "Restart deal")):
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

    # -- what is said: the log, the status line, refusals (``announcer``) ---------
    def log_line(self, line: str) -> None:
        """A line at the end of the game log, said aloud."""
        self.log_lines([line])

    def log_lines(self, lines: list[str]) -> None:
        """Lines at the end of the game log (one move's), said aloud as one announcement."""
        for line in lines:
            self.panel.add_line(line)
        self.announcer.log_lines(lines)

    def refuse(self, reason: str) -> None:
        """Why a gesture or a key did nothing: the status line, said at once."""
        self.panel.say(reason)
        self.announcer.refusal(reason)

    def show_refusal(self, reason: str) -> None:
        """Why a menu's action cannot be done: the status line and the log, said at once."""
        self.panel.show_refusal(reason)
        self.announcer.refusal(reason)

    def read_table(self) -> None:
        """View > Read the table: the position in a sentence or two (``TableAccess.position_summary``)."""
        if self.runner.table is not None:
            self.announcer.tell(self.runner.table.access.position_summary(), "summary")

    def _show_status(self, text: str) -> None:
        if self.panel.say(text):
            self.announcer.status(text)
        if self.runner.hurrying and self.runner.session is not None:
            self.skip_bar.finishing(self.runner.session.state.progress())

    def resume(self) -> None:
        self._autosaves.flush()  # the file then holds the game on the table as it stands
        found = self.lifecycle.saved_game()
        if found.problem:
            self.tell(translate("window", "Saved game damaged"), found.problem)
        elif found.session is None:
            self.tell(translate("window", "Nothing to resume"), translate("window", "There is no unfinished game."))
        elif self.lifecycle.is_on_table(found.session) or self.may_leave(
                translate("window", "Resume unfinished game")):
            self.lifecycle.resume_saved()
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
        if self.may_leave(translate("window", "Open record")):
            self.play(session, deal=False)

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
        self.menus.review_action.setEnabled(over)
        self.panel.review_button.setVisible(over)
        self.menus.analyse_action.setEnabled(over)
        self.panel.analyse_button.setVisible(over)

    def analyse_game(self) -> None:
        """Game > Analyse game: the coach's report on your play in the finished game on the table."""
        session = self.runner.session
        humans = session.human_seats() if session is not None else []
        if session is None or not session.is_over() or not humans:
            self.tell(translate("window", "Not over yet"),
                      translate("window", "A game is analysed once it is over, for a seat you played."))
            return
        self.coach.analyse(session.record, session.seats, humans[0], self.prefs.ai_thinking)

    # -- dialogs ----------------------------------------------------------------
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
            self.announcer.notify_through(self if prefs.notify_announcements else None)
            self.runner.lay_again()
            self.panel.restyle()

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

    def show_rules(self, game: str | None = None) -> None:
        """The rules of ``game`` (else of the game on the table); the game on the table goes on."""
        from deskcards.ui.dialogs import rules_dialog

        if game is None:
            assert self.runner.session is not None  # the window always has a game on the table
            game = self.runner.session.record.game
        rules_dialog(game, self).exec()

    def show_about(self) -> None:
        from deskcards.ui.dialogs import about_box

        about_box(self).exec()

    def _ask_with_box(self, title: str, text: str) -> bool:
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.keeps_settings:
            self.prefs = with_place(self.prefs, self)
            with suppress(OSError):  # the window opens at the usual size next time
                save_preferences(self.prefs)
        self._autosaves.flush()
        self.runner.stop()
        self.worker.shutdown()
        self.coach.shutdown()
        super().closeEvent(event)
