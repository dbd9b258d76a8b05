"""The New game dialog: every skipped house rule can be read in full."""

from __future__ import annotations

import os
from dataclasses import asdict
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QTextCursor
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from deskcards.ui.dialogs import NewGameDialog
from deskcards.ui.preferences import Preferences

BROKEN = "extends: standard\ntitle: Broken house rule {n}\nsettings:\n  max_pointing: lots\n"


def test_every_skipped_house_rule_can_be_read_in_full(qtbot, isolated_dirs):
    folder = Path(os.environ["XDG_CONFIG_HOME"]) / "deskcards" / "variants" / "segfault"
    folder.mkdir(parents=True)
    for n in range(8):
        (folder / f"a_house_rule_with_a_rather_long_file_name_{n}.yaml").write_text(BROKEN.format(n=n))
    dialog = NewGameDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    problems = dialog.problems
    lines = problems.toPlainText().splitlines()
    assert len(lines) == 8 and all(line.startswith("Skipped: ") for line in lines)
    assert all("a_house_rule_with_a_rather_long_file_name" in line for line in lines)
    assert problems.horizontalScrollBar().maximum() == 0  # long lines wrap rather than run off
    seen = problems.viewport().rect()
    for number in range(len(lines)):
        block = problems.document().findBlockByNumber(number)
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.EndOfBlock)
        problems.setTextCursor(cursor)
        problems.ensureCursorVisible()  # scrolled to the line's end: it is all in sight
        top = problems.blockBoundingGeometry(block).translated(problems.contentOffset()).topLeft()
        layout = block.layout()
        for row in range(layout.lineCount()):  # each wrapped row of the line's text
            shown = layout.lineAt(row).rect().translated(top)
            assert seen.contains(shown.toAlignedRect()), f"line {number + 1} is cut: {shown} outside {seen}"
    assert dialog.height() <= 600  # the dialog still fits a small screen


def test_the_dialog_offers_only_games_that_have_a_table(qtbot, isolated_dirs, monkeypatch):
    from deskcards.games import game_names, table_available
    from deskcards.ui import dialogs

    monkeypatch.setattr(dialogs, "table_available", lambda name: name != "segment-trix" and table_available(name))
    dialog = NewGameDialog(Preferences(game="segment-trix"))
    qtbot.addWidget(dialog)
    offered = [dialog.game.itemData(index) for index in range(dialog.game.count())]
    assert "segment-trix" in game_names() and "segment-trix" not in offered
    assert offered == [name for name in game_names() if dialogs.table_available(name)] and "blackjack" in offered
    assert dialog.game.currentData() == offered[0]


def test_segment_trix_is_offered_now_it_has_a_table(qtbot, isolated_dirs):
    dialog = NewGameDialog(Preferences(game="segment-trix"))
    qtbot.addWidget(dialog)
    assert dialog.game.currentData() == "segment-trix"


def test_the_seed_is_typed_for_one_deal_and_never_remembered(qtbot, isolated_dirs):
    dialog = NewGameDialog(Preferences())
    qtbot.addWidget(dialog)
    assert dialog.seed.text() == "" and dialog.chosen_seed() is None  # a random deal
    dialog.seed.setText("42")
    assert dialog.chosen_seed() == 42
    assert not [key for key in asdict(dialog.preferences()) if "seed" in key]  # the saved settings hold no seed


@pytest.mark.slow
@pytest.mark.parametrize("points", [9, 12, 14])  # the desktop's font size, small to large
def test_every_description_is_shown_in_full(qtbot, isolated_dirs, points):
    dialog = NewGameDialog(Preferences(game="segfault"))  # a short description first, then longer ones
    qtbot.addWidget(dialog)
    dialog.setFont(QFont(dialog.font().family(), points))
    dialog.show()
    qtbot.waitExposed(dialog)
    label = dialog.description
    for game in range(dialog.game.count()):
        dialog.game.setCurrentIndex(game)
        for variant in range(dialog.variant.count()):
            dialog.variant.setCurrentIndex(variant)
            qtbot.waitUntil(lambda: not dialog.layout().geometry().isEmpty())
            dialog.layout().activate()
            shown = f"{dialog.game.currentData()}/{dialog.variant.currentData()}"
            assert label.text() and label.height() >= label.heightForWidth(label.width()), f"{shown} is cut"
            assert dialog.rect().contains(label.geometry()), f"{shown} runs out of the dialog"


def test_the_dialog_keeps_its_place_and_size_whatever_is_chosen(qtbot, isolated_dirs):
    dialog = NewGameDialog(Preferences(game="blackjack", players=2))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    deal = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)

    def where() -> tuple:
        return dialog.geometry(), deal.mapTo(dialog, deal.rect().topLeft())

    first = where()
    for game in range(dialog.game.count()):
        dialog.game.setCurrentIndex(game)
        for variant in range(dialog.variant.count()):
            dialog.variant.setCurrentIndex(variant)
            for players in (dialog.players.minimum(), dialog.players.maximum()):
                dialog.players.setValue(players)
                QApplication.processEvents()  # the layout settles as it would under the mouse
                assert where() == first, (dialog.game.currentData(), dialog.variant.currentData(), players)
    assert dialog.height() <= 600  # it still fits a small screen
