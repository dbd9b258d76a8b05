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


OWN_KEYS = {"segfault": "Page Up", "segment-trix": "U (or T) turns the card",
            "runtime-error": "F switches on Run forever", "blackjack": "4 spades", "destiny": "D holds it down"}


@pytest.mark.parametrize("game", game_names())
def test_the_rules_end_with_every_key_of_the_game(qtbot, game):
    dialog = rules_dialog(game)
    qtbot.addWidget(dialog)
    keys = dialog.findChild(QTextBrowser).toPlainText().split("\nKeys\n", 1)[1]
    assert OWN_KEYS[game] in " ".join(keys.split())
    assert "H asks for a hint" in keys and "F9 hides or shows the side panel" in keys


@pytest.mark.parametrize("game", game_names())
def test_the_rules_say_how_to_play_by_keyboard_and_screen_reader(qtbot, game):
    rules = (RULES / f"{game}.md").read_text(encoding="utf-8")
    section = rules.split("\n## Playing by keyboard and screen reader\n", 1)[1].split("\n## Keys\n", 1)[0]
    words = " ".join(section.split())
    assert "**W** reads the table" in words and "**M** says the last thing" in words
    dialog = rules_dialog(game)
    qtbot.addWidget(dialog)
    keys = " ".join(dialog.findChild(QTextBrowser).toPlainText().split("\nKeys\n", 1)[1].split())
    assert "W reads the table" in keys and "Enter still acts on what the frame is on" in keys
    assert "Ctrl with Down or Up takes the screen reader to the next or the last zone" in keys
