"""Help > Rules shows each game's rules text from resources/rules/."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QTextBrowser

from deskcards.games import game_names
from deskcards.ui.dialogs import rules_dialog

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


@pytest.mark.parametrize("game", game_names())
def test_the_rules_dialog_shows_the_games_rules(qtbot, game):
    dialog = rules_dialog(game)
    qtbot.addWidget(dialog)
    heading = (RULES / f"{game}.md").read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
    assert dialog.findChild(QTextBrowser).toPlainText().startswith(heading)
