"""Game > Statistics and Game > Recent games: a finished game is counted in every
game, the windows open over the book, statistics reset only when you say so,
and a recent game deals the same cards again."""

from __future__ import annotations

import random

import pytest

from game_helpers import games_and_the_toy
from ui_helpers import play_to_the_end

from deskcards.engine.words import relay
from deskcards.games import load_game
from deskcards.scorebook import FinishedGame, Scorebook, book_path, finished_game, load_book, update_book
from deskcards.session import GameSession
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.statistics import RECENT_COLUMNS, RecentGamesDialog, StatisticsDialog

GAMES = games_and_the_toy()


def players_of(game: str) -> int:
    return load_game(game).players


def book_with_a_game(game: str = "segfault", seed: int = 3) -> FinishedGame:
    """A book holding one game (left unfinished: quicker than playing one out); that game."""
    seats = seats_for(Preferences(game=game, players=players_of(game)))
    kept = finished_game(GameSession.new(game, "standard", seats, seed=seed), abandoned=True)
    assert update_book(lambda book: book.add(kept)) == []
    return kept


@pytest.fixture
def opened(monkeypatch):
    """The dialogs the window opens, kept instead of run; each answers as ``answer`` says."""
    seen: list = []

    def keep(dialog, answer=0):
        seen.append(dialog)
        return answer

    monkeypatch.setattr(StatisticsDialog, "exec", keep)
    monkeypatch.setattr(RecentGamesDialog, "exec", keep)
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_counted_and_both_windows_show_it(table_window, opened, game):
    session = play_to_the_end(table_window, game, players_of(game), seed=4)
    book = load_book().book
    tally = book.tallies[(game, "standard")]
    kept = finished_game(session)
    assert (tally.played, tally.won + tally.lost + tally.drawn) == (1, 1)
    assert tally.last == [(kept.result, session.state.figure(0))]
    assert [(recent.game, recent.seed, recent.seats) for recent in book.recent] == [(game, 4, session.seats)]

    table_window.past_games.show_statistics()
    table_window.past_games.show_recent()
    statistics, recent = opened
    assert statistics.table.rowCount() == 1 and statistics.table.item(0, 2).text() == "1"
    figure_name = session.ruleset.figure_name
    assert statistics.trend.caption == f"Your {figure_name}, last games"
    assert statistics.bar.accessibleDescription().count("1 ") == 1
    assert recent.table.rowCount() == 1 and recent.chosen() == book.recent[0]
    assert recent.table.item(0, 4).text() == f"{figure_name}: {session.state.figure(0)}"
    for dialog in opened:
        dialog.show()
        assert not dialog.grab().isNull()


def test_a_game_that_ended_is_counted_once_however_often_it_is_shown(table_window):
    session = play_to_the_end(table_window, "blackjack", 3, seed=1)
    table_window.play(session, deal=False)  # laid out again, as after a change of preferences
    table_window.runner.start(session, deal=False)
    assert load_book().book.tallies[("blackjack", "standard")].played == 1


def test_a_game_played_without_autosave_counts_for_nothing(table_window):
    """The screenshot's games: neither saved nor counted."""
    session = GameSession.new("blackjack", "standard", seats_for(Preferences(game="blackjack", players=3)), seed=2)
    table_window.play(session, autosave=False)
    rng = random.Random(2)
    while not session.is_over():
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
    assert session.human_moves and not book_path().exists()


@pytest.mark.parametrize("game", GAMES)
def test_replaying_a_recent_game_deals_the_same_cards_to_the_same_seats(table_window, monkeypatch, game):
    recent = book_with_a_game(game, seed=9)
    table_window.play(GameSession.new(game, "standard", recent.seats, seed=10))
    monkeypatch.setattr(RecentGamesDialog, "exec", lambda dialog: True)  # Replay this deal
    table_window.past_games.show_recent()
    again = table_window.runner.session
    fresh = load_game(game, "standard", len(recent.seats)).new_state(9)
    assert (again.record.game, again.record.seed, again.seats) == (game, 9, recent.seats)
    assert again.record.actions == [] and again.state == fresh and again.state.zones() == fresh.zones()


def test_replaying_asks_before_leaving_a_game_you_moved_in(table_window):
    recent = book_with_a_game(seed=3)
    table_window.play(GameSession.new("segfault", "standard", recent.seats, seed=20))
    session = table_window.runner.session
    while not session.human_moves:
        table_window.runner.perform(session.state.legal_actions()[0])
    asked: list[str] = []
    table_window.ask = lambda title, text: asked.append(text) or False
    table_window.past_games.replay(recent)
    assert table_window.runner.session is session and len(asked) == 1 and "counts as a loss" in asked[0]
    table_window.ask = lambda *_: True
    table_window.past_games.replay(recent)
    assert table_window.runner.session.record.seed == 3
    assert [(game.seed, game.result) for game in load_book().book.recent] == [(20, "lost"), (3, recent.result)]


def test_a_recent_game_that_can_no_longer_be_dealt_is_explained(table_window, monkeypatch):
    gone = book_with_a_game()
    told: list[str] = []
    table_window.tell = lambda title, text: told.append(text)
    before = table_window.runner.session
    table_window.past_games.replay(type(gone)(**{**vars(gone), "variant": "deleted-house-rule"}))
    assert table_window.runner.session is before and len(told) == 1
    assert told[0].startswith("That game cannot be dealt again:") and "deleted-house-rule" in told[0]


def test_reset_asks_first_and_keeps_the_recent_games(table_window, opened):
    book_with_a_game()
    answers = [False, True]
    table_window.ask = lambda *_: answers.pop(0)
    table_window.past_games.show_statistics()
    dialog = opened[0]
    dialog.reset_button.click()
    assert load_book().book.tallies and dialog.table.rowCount() == 1  # "No": nothing forgotten
    dialog.reset_button.click()
    book = load_book().book
    assert book.tallies == {} and len(book.recent) == 1
    assert dialog.table.rowCount() == 0 and dialog.empty.isVisibleTo(dialog)
    assert not dialog.reset_button.isEnabled()


def test_a_damaged_book_is_explained_when_the_window_opens(table_window, opened):
    book_path().parent.mkdir(parents=True, exist_ok=True)
    book_path().write_text("format: 1\ntallies: [", encoding="utf-8")
    told: list[str] = []
    table_window.tell = lambda title, text: told.append(text)
    table_window.past_games.show_statistics()
    assert len(told) == 1 and told[0].startswith("Your statistics could not be read")
    assert opened[0].table.rowCount() == 0


def test_a_damaged_book_found_at_the_end_of_a_game_is_logged_and_the_game_counted(table_window):
    book_path().parent.mkdir(parents=True, exist_ok=True)
    book_path().write_text("not: [statistics", encoding="utf-8")
    play_to_the_end(table_window, "blackjack", 3, seed=1)
    log = [table_window.panel.log.item(row).text() for row in range(table_window.panel.log.count())]
    assert any(line.startswith("Your statistics could not be read") for line in log)
    assert load_book().book.tallies[("blackjack", "standard")].played == 1


def test_the_empty_book_says_how_games_get_into_it(qtbot):
    dialog = StatisticsDialog(Scorebook(), lambda *_: True, Scorebook)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0 and "No games counted yet" in dialog.empty.text()
    assert not dialog.reset_button.isEnabled() and not dialog.charts.isVisibleTo(dialog)


def test_a_game_left_unfinished_is_not_called_no_finished_games(qtbot, isolated_dirs):
    # It counts as lost; the trend has no figure for it, and says why without denying the game.
    book_with_a_game()
    dialog = StatisticsDialog(load_book().book, lambda *_: True, Scorebook)
    qtbot.addWidget(dialog)
    assert dialog.bar.blank_words() is None and dialog.strip.blank_words() is None
    assert dialog.trend.blank_words() == "no game played to its end yet"
    assert "1 lost" in dialog.bar.describe()


def test_a_recent_game_played_to_its_end_opens_in_the_review(table_window, monkeypatch):
    from game_helpers import finished_session

    from deskcards.ui.review import ReviewDialog

    ended = finished_game(finished_session("segment-trix"))
    assert update_book(lambda book: book.add(ended)) == []
    book_with_a_game("blackjack")  # newest, and left unfinished: no review for it
    on_the_table = table_window.runner.session

    def exec_(dialog) -> bool:
        assert not dialog.review_button.isEnabled() and "played to its end" in dialog.review_button.toolTip()
        dialog.table.selectRow(1)
        assert dialog.review_button.isEnabled()
        dialog.review_button.click()
        return dialog.result()

    monkeypatch.setattr(RecentGamesDialog, "exec", exec_)
    monkeypatch.setattr(ReviewDialog, "open", lambda dialog: None)
    table_window.past_games.show_recent()
    review = table_window.past_games.review_dialog.review
    assert (review.record.game, review.record.seed, review.seats) == ("segment-trix", ended.seed, ended.seats)
    assert review.record.actions == list(ended.actions) and review.moves > 0
    assert table_window.runner.session is on_the_table  # the game on the table stays


def test_the_players_of_a_recent_game_are_shown_in_full(qtbot, isolated_dirs):
    from PySide6.QtCore import QRect, Qt

    crowded = book_with_a_game("segfault")
    many = finished_game(GameSession.new("segfault", "standard", seats_for(Preferences(game="segfault", players=7)),
                                         seed=4), abandoned=True)
    dialog = RecentGamesDialog([many, crowded])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    column = len(RECENT_COLUMNS) - 1
    assert relay("statistics", RECENT_COLUMNS[column]) == "Players"
    for row in range(table.rowCount()):
        cell = table.visualRect(table.model().index(row, column))
        assert table.viewport().rect().contains(cell), row  # not scrolled or cut off on the right
        needed = table.fontMetrics().boundingRect(QRect(0, 0, cell.width() - 8, 10_000), Qt.TextFlag.TextWordWrap,
                                                  table.item(row, column).text())
        assert needed.height() <= cell.height(), row
