"""The GUI monkey: thousands of random clicks, drags, right-clicks, wheel turns, keys and
resizes over every game's table and over the dialogs. No exception may escape (a slot's or a
timer's included), and the game on the table stays what its record says."""

from __future__ import annotations

import random

import pytest
from monkey import Monkey, MonkeyFailure, check_consistent, table_monkey
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from game_helpers import games_and_the_toy

from deskcards.games import game_names
from deskcards.scorebook import FinishedGame, Scorebook, finished_game, load_book, update_book
from deskcards.session import GameSession
from deskcards.ui.dialogs import NewGameDialog, PreferencesDialog, rules_dialog
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.statistics import RecentGamesDialog, StatisticsDialog

MOST_ITEMS = 1500  # far above any table's count: more means items pile up
DIALOG_EVENTS = 80  # per dialog


@pytest.fixture
def window(ai_window):
    """A window whose AIs answer at once, with no animation (conftest.py's)."""
    return ai_window


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


@pytest.mark.parametrize("game", games_and_the_toy())
def test_monkey_over_the_table(window, game):
    assert monkey_over_table(window, game, seed=1, events=60).sent == 60


@pytest.mark.slow
@pytest.mark.parametrize("game", games_and_the_toy())
def test_long_monkey_over_the_table(window, game):
    assert monkey_over_table(window, game, seed=2, events=1200).sent == 1200


def game_dialogs(window, game: str) -> dict[str, QWidget]:
    return {"new game": NewGameDialog(Preferences(game=game), window), "rules": rules_dialog(game, window)}


def book_dialogs(window) -> dict[str, QWidget]:
    book = load_book().book
    return {"preferences": PreferencesDialog(Preferences(), window),
            "statistics": StatisticsDialog(book, lambda *_: True, lambda: book, window),
            "recent games": RecentGamesDialog(book.recent, window)}


def monkey_over_dialogs(qtbot, dialogs: dict[str, QWidget], seed: int) -> None:
    """Random events inside each dialog; one that closes it (OK, Cancel, Escape) opens it again."""
    for name, dialog in dialogs.items():
        qtbot.addWidget(dialog)

        def child_points(dialog=dialog):
            return [child.mapTo(dialog, child.rect().center()) for child in dialog.findChildren(QWidget)
                    if child.isVisible()]

        monkey = Monkey(dialog, seed, points=child_points)
        while monkey.sent < DIALOG_EVENTS:
            if not dialog.isVisible():
                dialog.show()
            monkey.run(min(10, DIALOG_EVENTS - monkey.sent), paint_every=1)
        assert monkey.sent == DIALOG_EVENTS, name
        dialog.close()
        popup = QApplication.activePopupWidget()
        if popup is not None:  # a combo box's list left open
            popup.close()


@pytest.mark.slow
@pytest.mark.parametrize("game", game_names())
def test_monkey_in_the_game_dialogs(window, qtbot, game):
    window.play(GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=5))
    monkey_over_dialogs(qtbot, game_dialogs(window, game), seed=7)
    check_consistent(window.runner.session)  # the dialogs left the game alone


def finished_game_of(game: str, seed: int) -> FinishedGame | None:
    """A game of seeded random moves, played to its end without a table."""
    session = GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.apply(rng.choice([action for action in session.state.legal_actions()
                                  if not str(action).endswith("forever")]))
    return finished_game(session)


@pytest.mark.slow
def test_monkey_in_the_dialogs_of_statistics_and_preferences(window, qtbot):
    def add_a_game_of_each(book: Scorebook) -> None:
        for game in game_names():
            finished = finished_game_of(game, seed=5)
            assert finished is not None
            book.add(finished)

    assert update_book(add_a_game_of_each) == []
    assert len(load_book().book.recent) == len(game_names())  # a game of each in the statistics
    monkey_over_dialogs(qtbot, book_dialogs(window), seed=8)


def test_an_exception_in_a_timer_fails_the_monkey_at_its_step(window):
    def broken_slot() -> None:
        raise RuntimeError("broken slot")

    monkey = Monkey(window.view.viewport(), seed=1, extras=[lambda: QTimer.singleShot(0, broken_slot)])
    with pytest.raises(MonkeyFailure, match=r"seed 1, step \d+ \(extra\).*broken slot"):
        monkey.run(200)  # an extra comes up long before
