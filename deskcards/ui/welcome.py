"""The first-run welcome: what the five games are, one line each; read the rules
of the one chosen, or start it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
)

from deskcards.engine.words import translate
from deskcards.games import game_names, spec, table_available
from deskcards.ui.dialogs import rules_dialog, rules_lead

LEAD_WIDTH = 420  # the line under each game wraps here


class WelcomeDialog(QDialog):
    def __init__(self, chosen: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("welcome", "Welcome to DeskCards"))
        intro = QLabel(translate("welcome", "<b>Five card games you may not know</b>, each played against AI "
                                 "players. Choose one to read its rules or to start it; all five are in "
                                 "Game > New game and their rules in Help."))
        intro.setWordWrap(True)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        self.games = QButtonGroup(self)
        self._names: list[str] = []
        for row, game in enumerate(filter(table_available, game_names())):
            button = QRadioButton(spec(game).title)
            button.setStyleSheet("font-weight: 600;")
            button.setChecked(game == chosen or row == 0)
            lead = QLabel(rules_lead(game))
            lead.setWordWrap(True)
            lead.setMinimumWidth(LEAD_WIDTH)
            lead.setBuddy(button)
            self.games.addButton(button, row)
            self._names.append(game)
            grid.addWidget(button, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(lead, row, 1)
        buttons = QDialogButtonBox()
        self.rules = QPushButton(translate("welcome", "Read the rules"))
        self.play = QPushButton(translate("welcome", "Play it"))
        self.play.setDefault(True)
        buttons.addButton(self.rules, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.play, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(translate("welcome", "Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.rules.clicked.connect(lambda: rules_dialog(self.chosen(), self).exec())
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addSpacing(6)
        column.addLayout(grid)
        column.addSpacing(6)
        column.addWidget(buttons)

    def chosen(self) -> str:
        """The game picked, by its command-line name."""
        return self._names[self.games.checkedId()]
