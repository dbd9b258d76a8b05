"""Game > Take back and Redo: enabled when they may be done, else disabled saying why,
and named for what they undo ("Take back “play 7♣” and the 2 moves after it by Ada and Bob")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu

from deskcards.engine.words import translate, translate_count

if TYPE_CHECKING:
    from deskcards.session import TakeBackScope
    from deskcards.ui.play import TableRunner

MOVE_IN_MENU = 40  # characters, about, of the longest move Game > Take back names


class TakeBackActions(QObject):
    """The two actions on ``menu`` of ``window``, kept up to date as ``runner`` plays;
    ``tell`` shows a refusal (the status line and the log)."""

    def __init__(self, window: QMainWindow, menu: QMenu, runner: TableRunner, tell: Callable[[str], None]) -> None:
        super().__init__(window)
        self._window, self._runner, self._tell = window, runner, tell
        self.take_back_action = self._add(menu, translate("window", "&Take back"), self.take_back, "Ctrl+Z")
        self.redo_action = self._add(menu, translate("window", "Re&do"), self.redo, "Ctrl+Shift+Z")
        # A disabled action's shortcut does nothing; these say why instead when it is pressed.
        self._refusals = [self._refusal(action) for action in (self.take_back_action, self.redo_action)]
        runner.moved.connect(self.refresh)
        self.refresh()

    def _add(self, menu: QMenu, text: str, slot: Callable[[], None], keys: str) -> QAction:
        action = QAction(text, self._window)
        action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _refusal(self, action: QAction) -> QShortcut:
        shortcut = QShortcut(action.shortcut(), self._window)
        shortcut.activated.connect(lambda: self._tell_refusal(action))
        return shortcut

    def refresh(self) -> None:
        """Enable each when it may be done, else disable it saying why."""
        offered = self._runner.prefs.offer_take_backs
        scope = self._runner.take_back_scope()
        self.take_back_action.setText(_take_back_text(scope, self._fits_the_menu))
        for action, refusal, why in ((self.take_back_action, self._refusals[0], self._runner.why_no_take_back()),
                                     (self.redo_action, self._refusals[1], self._runner.why_no_redo())):
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
        metrics = self._window.menuBar().fontMetrics()
        return metrics.horizontalAdvance(move) <= metrics.averageCharWidth() * MOVE_IN_MENU

    def _tell_refusal(self, action: QAction) -> None:
        if action.statusTip():
            self._tell(action.statusTip())

    def take_back(self) -> None:
        self._after(self.take_back_action, self._runner.take_back())

    def redo(self) -> None:
        self._after(self.redo_action, self._runner.redo())

    def _after(self, action: QAction, why: str | None) -> None:
        if why is not None:  # the position changed between the menu and the click
            self.refresh()
            self._tell_refusal(action)


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
