"""Game > Restart deal deals the same cards again; Help > Rules of… opens any game's
rules, its variants' changes included, and leaves the game on the table alone."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QTextBrowser

from deskcards.engine.variant_changes import setting_changes
from deskcards.engine.variants import list_variants
from deskcards.games import game_names, spec
from deskcards.session import GameSession
from deskcards.ui.preferences import Preferences, seats_for


def _menu_action(window, text: str) -> QAction:
    return next(action for action in window.findChildren(QAction) if action.text() == text)


def _moved_in(window, game: str) -> GameSession:
    """A game of ``game`` on the table in which you have moved (random moves, no claims to prove)."""
    session = GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=11)
    window.play(session)
    rng = random.Random(11)
    while not session.human_moves or len(session.record.actions) < 6:
        actions = [action for action in session.state.legal_actions() if not str(action).endswith("forever")]
        window.runner.perform(rng.choice(actions))
    window.runner.animator.finish_all()
    assert not session.is_over()
    return session


@pytest.mark.parametrize("game", game_names())
def test_restart_deals_the_same_cards_again(table_window, game):
    asked = []
    table_window.ask = lambda title, text: asked.append(title) or True
    played = _moved_in(table_window, game)
    _menu_action(table_window, "&Restart deal").trigger()
    again = table_window.runner.session
    assert asked == ["Restart deal"]
    assert again is not played and again.record.actions == []
    assert (again.record.game, again.record.variant, again.record.seed, again.seats) == (
        game, played.record.variant, played.record.seed, played.seats)
    assert again.state == played.ruleset.new_state(played.record.seed)


def test_a_restart_you_say_no_to_keeps_the_game(table_window):
    table_window.ask = lambda title, text: False
    played = _moved_in(table_window, "segfault")
    moves = list(played.record.actions)
    table_window.restart()
    assert table_window.runner.session is played and played.record.actions == moves


@pytest.fixture
def opened(monkeypatch) -> list[QDialog]:
    """The dialogs the window opens, recorded instead of shown."""
    shown: list[QDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    return shown


@pytest.mark.parametrize("game", game_names())
def test_the_rules_of_any_game_open_without_touching_the_game(table_window, opened, game):
    played = _moved_in(table_window, "segfault")
    moves = list(played.record.actions)
    title = spec(game).title
    _menu_action(table_window, title).trigger()
    assert [dialog.windowTitle() for dialog in opened] == [f"Rules: {title}"]
    assert table_window.runner.session is played and played.record.actions == moves
    text = opened[0].findChild(QTextBrowser).toPlainText()
    variants, _ = list_variants(game, spec(game).settings)
    standard = next(variant for variant in variants if variant.name == "standard")
    for variant in variants:
        assert variant.title in text
        for change in setting_changes(variant.settings, standard.settings):
            assert change in text


def test_the_rules_show_your_house_rules_and_what_they_change(qtbot, isolated_dirs):
    from deskcards.engine.variants import user_variant_dir
    from deskcards.ui.dialogs import rules_dialog

    folder = user_variant_dir("segfault")
    folder.mkdir(parents=True)
    (folder / "short-chains.yaml").write_text("title: Short chains\ndescription: Two hands and short chains.\n"
                                              "extends: tutorial\nsettings: {hands_to_win: 2}\n")
    dialog = rules_dialog("segfault")
    qtbot.addWidget(dialog)
    text = dialog.findChild(QTextBrowser).toPlainText()
    house = text[text.index("Short chains (your house rule)"):]
    assert "Hands a player must win to take the match: 2 instead of 3." in house
    assert "The table warns before a play that would crash: yes instead of no." in house  # from its parent
