"""The main window's menu bar: Game, View, Settings and Help, each action calling the window."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton

from deskcards.engine.words import translate
from deskcards.games import game_names, spec, table_available
from deskcards.ui.take_back_actions import TakeBackActions

if TYPE_CHECKING:
    from deskcards.ui.window import MainWindow

Shortcut = QKeySequence | QKeySequence.StandardKey | None


class WindowMenus:
    """The menus of ``window``, and the actions it enables and disables as the game goes."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        game = window.menuBar().addMenu(translate("window", "&Game"))
        self._add(game, translate("window", "&New game…"), window.choose_new_game, QKeySequence.StandardKey.New)
        self._add(game, translate("window", "&Restart deal"), window.restart, QKeySequence("F5"))
        self._add(game, translate("window", "&Open record…"), window.open_record, QKeySequence.StandardKey.Open)
        self._add(game, translate("window", "&Save record…"), window.save_record, QKeySequence.StandardKey.Save)
        self.resume_action = self._add(game, translate("window", "&Resume unfinished game"), window.resume)
        game.addSeparator()
        game.setToolTipsVisible(True)  # a disabled take-back says why
        self.take_backs = TakeBackActions(window, game, window.runner, window.show_refusal)
        self.review_action = self._add(game, translate("window", "Re&view game"), window.past_games.review_game,
                                       QKeySequence("Ctrl+R"))
        self.review_action.setEnabled(False)
        self.analyse_action = self._add(game, translate("window", "&Analyse game"), window.analyse_game)
        self.analyse_action.setEnabled(False)
        # A shortcut, not a table key: the scores may be read while others play.
        self.scores_action = self._add(game, translate("window", "S&cores"), window.show_scores, QKeySequence("S"))
        # H in every game (no table uses H for itself); asked while others play, it says why not.
        self.hint_action = self._add(game, translate("window", "&Hint"), lambda: window.runner.ask_hint(),
                                     QKeySequence("H"))
        self._add(game, translate("window", "S&tatistics…"), window.past_games.show_statistics)
        self._add(game, translate("window", "Recent &games…"), window.past_games.show_recent)
        game.addSeparator()
        self._add(game, translate("window", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
        self.panel_action = self._view_menu()
        settings = window.menuBar().addMenu(translate("window", "&Settings"))
        self._add(settings, translate("window", "&Preferences…"), window.edit_preferences,
                  QKeySequence.StandardKey.Preferences)
        help_menu = window.menuBar().addMenu(translate("window", "&Help"))
        self._add(help_menu, translate("window", "&Rules of this game"), window.show_rules,
                  QKeySequence.StandardKey.HelpContents)
        every_game = help_menu.addMenu(translate("window", "Rules &of…"))
        for name in filter(table_available, game_names()):
            self._add(every_game, spec(name).title, partial(window.show_rules, name))
        self._add(help_menu, translate("window", "&About DeskCards"), window.show_about)

    def _view_menu(self) -> QAction:
        """View > Side panel, and a button for it at the menu bar's end."""
        bar = self._window.menuBar()
        view = bar.addMenu(translate("window", "&View"))
        action = self._add(view, translate("window", "Side &panel"), self._window.show_side_panel, QKeySequence("F9"))
        action.setCheckable(True)
        action.setChecked(self._window.prefs.side_panel)
        action.setToolTip(translate("window", "Hide or show the side panel (F9)"))
        # For a screen reader; letters no game's table uses (see each game's extra_key).
        self._add(view, translate("window", "Read the &table"), self._window.read_table, QKeySequence("W"))
        self._add(view, translate("window", "Say that &again"), self._window.announcer.repeat, QKeySequence("M"))
        button = QToolButton(bar)  # in sight, for a player who never opens the View menu
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab stays on the table; the keyboard has F9
        bar.setCornerWidget(button, Qt.Corner.TopRightCorner)
        return action

    def _add(self, menu: QMenu, text: str, slot: Callable[[], object], shortcut: Shortcut = None) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action
