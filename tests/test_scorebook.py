"""The statistics book: counts and streaks, the game's own figure, the recent games,
and a file that survives a crash, a damaged copy and another format."""

import random

import pytest

from game_helpers import games_and_the_toy
from take_back_helpers import your_move

from deskcards import saves
from deskcards.games import load_game
from deskcards.scorebook import (
    FORMAT,
    RECENT_KEPT,
    FinishedGame,
    Scorebook,
    book_path,
    finished_game,
    load_book,
    save_book,
    update_book,
)
from deskcards.session import GameSession, SeatInfo

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "ai", "easy"))


def finished(result: str, figure: int | None = 1, game: str = "segfault", seed: int = 7,
             take_backs: bool = False) -> FinishedGame:
    return FinishedGame(game, "standard", SEATS, seed, result, figure, take_backs, figure is None,
                        "2026-11-26 18:50")


def book_of(*results: str) -> Scorebook:
    book = Scorebook()
    for result in results:
        book.add(finished(result))
    return book


def test_counts_and_the_streaks_follow_the_results():
    book = book_of("won", "won", "lost", "won", "won", "won", "drawn", "lost", "lost")
    tally = book.tallies[("segfault", "standard")]
    assert (tally.played, tally.won, tally.lost, tally.drawn) == (9, 5, 3, 1)
    assert tally.best_streak == 3 and tally.streak == -2
    assert book_of("lost", "won").tallies[("segfault", "standard")].streak == 1
    assert book_of("won", "drawn").tallies[("segfault", "standard")].streak == 0


def test_each_game_and_variant_has_its_own_tally_and_the_figure_is_averaged():
    book = Scorebook()
    for result, figure, game in (("won", 4, "segfault"), ("lost", 2, "segfault"), ("lost", None, "segfault"),
                                 ("won", 120, "destiny")):
        book.add(finished(result, figure, game))
    segfault, destiny = book.tallies[("segfault", "standard")], book.tallies[("destiny", "standard")]
    assert segfault.average_figure() == 3 and segfault.last == [("won", 4), ("lost", 2), ("lost", None)]
    assert (destiny.played, destiny.average_figure()) == (1, 120)


def test_games_with_take_backs_are_counted():
    book = Scorebook()
    book.add(finished("won", take_backs=True))
    book.add(finished("won"))
    assert book.tallies[("segfault", "standard")].take_backs == 1


def test_the_recent_list_keeps_the_last_twenty_newest_first():
    book = Scorebook()
    for seed in range(RECENT_KEPT + 5):
        book.add(finished("won", seed=seed))
    assert [game.seed for game in book.recent] == list(range(RECENT_KEPT + 4, 4, -1))
    assert book.tallies[("segfault", "standard")].played == RECENT_KEPT + 5


def test_the_book_round_trips_through_its_file():
    book = Scorebook()
    for result, figure, game in (("won", 4, "segfault"), ("lost", None, "destiny"), ("drawn", 0, "blackjack")):
        book.add(finished(result, figure, game, take_backs=result == "drawn"))
    assert save_book(book) is None
    text = book_path().read_text(encoding="utf-8")
    assert text.startswith(f"format: {FORMAT}\n")
    assert load_book().book == book


def test_a_crash_while_writing_leaves_the_old_file_whole(monkeypatch):
    update_book(lambda book: book.add(finished("won")))
    before = book_path().read_bytes()

    def crash(stream_write, text):  # the disk fills up half-way through the new text
        stream_write(text[: len(text) // 2])
        raise OSError(28, "No space left on device")

    real_fdopen = saves.os.fdopen

    def failing_fdopen(*args, **kwargs):
        stream = real_fdopen(*args, **kwargs)
        write = stream.write
        stream.write = lambda text: crash(write, text)
        return stream

    with monkeypatch.context() as patch:
        patch.setattr(saves.os, "fdopen", failing_fdopen)
        problems = update_book(lambda book: book.add(finished("lost")))
    assert len(problems) == 1 and "could not be saved" in problems[0] and "No space left" in problems[0]
    assert book_path().read_bytes() == before
    assert [path.name for path in book_path().parent.iterdir()] == [book_path().name]  # no temp file left
    assert load_book().book.tallies[("segfault", "standard")].played == 1


@pytest.mark.parametrize("content, reason", [
    ("format: 1\ntallies: [\n", "not valid YAML at line"),
    ("just words", "not a mapping"),
    ("format: 1\ntallies: 3\nrecent: []\n", "'tallies' is not a list"),
    ("format: 1\ntallies: []\nrecent: [{game: segfault}]\n", "'seats' has the wrong value"),
    (book_of("won").dumps().replace("played: 1", "played: 0"), "the tally of segfault (standard) does not add up"),
    ("format: 1\ntallies: [{played: 1}]\nrecent: []\n", "'game' has the wrong value None"),
    (b"\xff\xfe".decode("latin-1"), "not UTF-8"),
])
def test_a_damaged_file_is_set_aside_with_a_message_and_play_goes_on(content, reason):
    path = book_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="latin-1")
    loaded = load_book()
    assert loaded.book == Scorebook() and loaded.writable
    assert "Your statistics could not be read" in loaded.problem and reason in loaded.problem
    kept = [file for file in path.parent.iterdir() if file.name.startswith("statistics.damaged-")]
    assert len(kept) == 1 and str(kept[0]) in loaded.problem and not path.exists()
    assert update_book(lambda book: book.add(finished("won"))) == []
    assert load_book().book.tallies[("segfault", "standard")].played == 1


def test_another_format_is_set_aside_not_read():
    path = book_path()
    path.parent.mkdir(parents=True)
    path.write_text(book_of("won").dumps().replace(f"format: {FORMAT}", "format: 2"), encoding="utf-8")
    loaded = load_book()
    assert "it was written in format 2, and this DeskCards reads format 1" in loaded.problem
    assert loaded.book == Scorebook() and not path.exists()


def test_a_file_that_cannot_be_set_aside_is_not_overwritten(monkeypatch):
    path = book_path()
    path.parent.mkdir(parents=True)
    path.write_text("damaged: [", encoding="utf-8")

    def refuse(*_):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves.os, "rename", refuse)
    problems = update_book(lambda book: book.add(finished("won")))
    assert len(problems) == 1 and "moving it aside failed (Permission denied)" in problems[0]
    assert path.read_text(encoding="utf-8") == "damaged: ["


def _played_out(game: str, seed: int) -> GameSession:
    players = load_game(game).players
    seats = [SeatInfo("You", "human")] + [SeatInfo(f"AI {n}", "ai", "easy") for n in range(1, players)]
    session, rng = GameSession.new(game, "standard", seats, seed=seed), random.Random(seed)
    while not session.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.slow
@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_finished_game_gives_the_humans_result_and_figure(game):
    session = _played_out(game, seed=11)
    kept = finished_game(session)
    winners = session.state.winners
    expected = "won" if winners == (0,) else "lost" if winners and 0 not in winners else "drawn"
    assert (kept.game, kept.seed, kept.seats, kept.result) == (game, 11, session.seats, expected)
    assert kept.figure == session.state.figure(0) and not kept.abandoned
    left = finished_game(session, abandoned=True)
    assert (left.result, left.figure, left.abandoned) == ("lost", None, True)


def test_a_game_with_no_human_seat_is_nobodys_to_count():
    session = GameSession.new("blackjack", "standard", [SeatInfo("Ada", "ai", "easy"), SeatInfo("Bo", "ai", "easy")],
                              seed=1)
    assert finished_game(session) is None


def test_a_game_in_which_a_move_was_taken_back_is_counted_with_its_take_back():
    session = your_move("destiny", revealing=False)
    assert finished_game(session).take_backs is False
    session.take_back()
    assert finished_game(session).take_backs is True


def test_a_game_played_to_its_end_keeps_its_line_to_review_and_a_game_left_keeps_none():
    session = _played_out("blackjack", seed=5)
    kept = finished_game(session)
    assert kept.actions == tuple(session.record.actions) and kept.record() == session.record
    save_book(Scorebook(recent=[kept]))
    assert load_book().book.recent == [kept]  # the line goes through the file
    assert finished_game(session, abandoned=True).actions == ()


def test_a_line_too_long_to_keep_is_left_out(monkeypatch):
    from deskcards import scorebook

    session = _played_out("blackjack", seed=5)
    monkeypatch.setattr(scorebook, "MAX_LINE_CHARS", sum(map(len, session.record.actions)) - 1)
    assert finished_game(session).actions == ()
