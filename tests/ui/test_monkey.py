"""The GUI monkey: thousands of random clicks, drags, right-clicks, wheel turns, keys and
resizes over every game's table and over the dialogs. No exception may escape (a slot's or a
timer's included), and the game on the table stays what its record says."""

from __future__ import annotations

import pytest
from monkey import Monkey, check_consistent, table_monkey
from PySide6.QtWidgets import QApplication, QWidget

from ui_helpers import RandomWorker, play_to_the_end

from deskcards.games import game_names
from deskcards.scorebook import load_book
from deskcards.session import GameSession
from deskcards.ui.dialogs import NewGameDialog, PreferencesDialog, rules_dialog
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.statistics import RecentGamesDialog, StatisticsDialog

MOST_ITEMS = 1500  # far above any table's count: more means items pile up
DIALOG_EVENTS = 80  # per dialog


@pytest.fixture
def window(qtbot, isolated_dirs):
    """A window whose AIs answer at once, with no animation."""
    from deskcards.ui.window import MainWindow

    window = MainWindow(RandomWorker(), Preferences(animation_speed="off"), ask=lambda *_: True,
                        tell=lambda *_: None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def monkey_over_table(window, game: str, seed: int, events: int) -> Monkey:
    window.play(GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=seed))
    monkey = table_monkey(window, seed)
    monkey.run(events)
    session = window.runner.session
    check_consistent(session)
    assert len(window.scene.items()) < MOST_ITEMS
    after = len(window.scene.items())
    window.runner.start(session, deal=False)  # the same game drawn afresh: what the table needs now
    assert after <= 2 * len(window.scene.items())  # (give or take a scoreboard or a banner)
    return monkey


@pytest.mark.parametrize("game", game_names())
def test_monkey_over_the_table(window, game):
    assert monkey_over_table(window, game, seed=1, events=250).sent == 250


@pytest.mark.slow
@pytest.mark.parametrize("game", game_names())
def test_long_monkey_over_the_table(window, game):
    assert monkey_over_table(window, game, seed=2, events=3000).sent == 3000


def dialogs(window, game: str) -> dict[str, QWidget]:
    book = load_book().book
    return {"new game": NewGameDialog(Preferences(game=game), window),
            "preferences": PreferencesDialog(Preferences(game=game), window),
            "rules": rules_dialog(game, window),
            "statistics": StatisticsDialog(book, lambda *_: True, lambda: book, window),
            "recent games": RecentGamesDialog(book.recent, window)}


def monkey_over_dialog(dialog: QWidget, seed: int, events: int) -> Monkey:
    """Random events inside ``dialog``; one that closes it (OK, Cancel, Escape) opens it again."""

    def child_points():
        return [child.mapTo(dialog, child.rect().center()) for child in dialog.findChildren(QWidget)
                if child.isVisible()]

    monkey = Monkey(dialog, seed, points=child_points)
    while monkey.sent < events:
        if not dialog.isVisible():
            dialog.show()
        monkey.run(min(10, events - monkey.sent), paint_every=1)
    dialog.close()
    return monkey


@pytest.mark.parametrize("game", game_names())
def test_monkey_in_the_dialogs(window, qtbot, game):
    play_to_the_end(window, game, players=None, seed=5)  # a game in the statistics
    for name, dialog in dialogs(window, game).items():
        qtbot.addWidget(dialog)
        assert monkey_over_dialog(dialog, seed=7, events=DIALOG_EVENTS).sent == DIALOG_EVENTS, name
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
    check_consistent(window.runner.session)  # the dialogs left the game alone
