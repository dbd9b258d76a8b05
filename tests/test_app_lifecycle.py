"""What becomes of the game on the table, decided without Qt (deskcards.app.lifecycle):
the launch's offer to resume, a No that keeps the saved game until you move in
another, leaving a game (a loss, or nothing), the autosave, and the statistics and
recent games a finished game goes into. Every file is in the test's own folders."""

from __future__ import annotations

import random

import pytest

from deskcards.app.lifecycle import GameLifecycle
from deskcards.saves import autosave_path, load_autosave, save_session
from deskcards.scorebook import Scorebook, load_book
from deskcards.session import GameSession, SeatInfo

SEATS = [SeatInfo("You", "human"), SeatInfo("Ada", "ai", "easy"), SeatInfo("Bo", "ai", "easy"),
         SeatInfo("Cy", "ai", "easy")]


def dealt(seed: int) -> GameSession:
    return GameSession.new("segfault", "standard", SEATS, seed=seed)


def you_moved(seed: int) -> GameSession:
    """A game of ``seed`` played at random until you have moved in it, and on to your next turn."""
    session, rng = dealt(seed), random.Random(seed)
    while not session.human_moves or session.current_seat_kind() != "human":
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def ais_moved(seed: int) -> GameSession:
    """A game of ``seed`` in which only the AIs have moved: one where an AI starts."""
    session, rng = dealt(seed), random.Random(seed)
    while session.current_seat_kind() == "ai":
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.record.actions and not session.human_moves
    return session


def played_out(session: GameSession, seed: int, lifecycle: GameLifecycle | None = None) -> GameSession:
    """``session`` played to its end, each action told to ``lifecycle`` (if any) as the window tells it."""
    session.on_change = lifecycle.after_action if lifecycle else None
    rng = random.Random(seed)
    while not session.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def an_ai_starts() -> int:
    return next(seed for seed in range(100) if dealt(seed).current_seat_kind() == "ai")


def results(book: Scorebook) -> list[tuple[int, str, bool]]:
    return [(game.seed, game.result, game.abandoned) for game in book.recent]


@pytest.fixture
def reported() -> list[str]:
    return []


@pytest.fixture
def lifecycle(reported) -> GameLifecycle:
    return GameLifecycle(report=reported.append)


# -- at launch -------------------------------------------------------------------


def test_nothing_saved_offers_nothing_and_the_deal_is_played_at_once(lifecycle):
    assert lifecycle.offer_at_launch(dealt(1), waits=True) is None
    assert lifecycle.take_launch_offer() is None


def test_a_saved_game_is_offered_once_and_resumed(lifecycle):
    saved = you_moved(5)
    save_session(saved)
    offer = lifecycle.offer_at_launch(dealt(1), waits=True)
    assert offer is not None and offer.picture.record == saved.record and offer.damage is None
    question = offer.question()
    assert question is not None and question.title == "Resume?"
    assert question.text == f"Resume your {saved.describe()}?"
    assert lifecycle.take_launch_offer() is offer and lifecycle.take_launch_offer() is None  # asked once
    session, waits = lifecycle.answer_launch(offer, resume=True)
    assert session.record == saved.record and waits is False  # a game you chose plays at once
    assert lifecycle.kept is None


def test_a_damaged_save_is_told_and_the_deal_played(lifecycle):
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("game: [broken\n")
    deal = dealt(1)
    offer = lifecycle.offer_at_launch(deal, waits=True)
    assert offer is not None and offer.picture is deal and offer.question() is None
    assert offer.damage is not None and "could not be restored" in offer.damage
    assert lifecycle.answer_launch(offer, resume=False) == (deal, True)
    assert lifecycle.kept is None


def test_no_keeps_the_saved_game_until_you_move_in_the_new_deal_then_it_is_a_loss(lifecycle):
    saved = you_moved(5)
    save_session(saved)
    offer = lifecycle.offer_at_launch(dealt(an_ai_starts()), waits=True)
    assert offer is not None
    session, waits = lifecycle.answer_launch(offer, resume=False)
    assert session is offer.dealt and waits is True and lifecycle.kept is not None
    lifecycle.put_on_table(session, counts=True)
    lifecycle.write_autosave(session)  # the untouched deal
    rng = random.Random(0)
    while session.current_seat_kind() == "ai":
        session.apply(rng.choice(session.state.legal_actions()))
        lifecycle.write_autosave(session)  # the AIs' moves
    assert load_autosave().session.record == saved.record  # the game you said No to is still there
    assert load_book().book == Scorebook()
    session.apply(rng.choice(session.state.legal_actions()))  # your move
    lifecycle.write_autosave(session)
    assert load_autosave().session.record == session.record and lifecycle.kept is None
    assert results(load_book().book) == [(5, "lost", True)]  # given up now, once
    lifecycle.write_autosave(session)
    assert len(load_book().book.recent) == 1


def test_resuming_the_kept_game_later_gives_nothing_up(lifecycle):
    save_session(you_moved(5))
    offer = lifecycle.offer_at_launch(dealt(1), waits=True)
    assert offer is not None
    lifecycle.put_on_table(lifecycle.answer_launch(offer, resume=False)[0], counts=True)
    found = lifecycle.saved_game()  # Game > Resume unfinished game
    assert found.session is not None and not lifecycle.is_on_table(found.session)
    assert lifecycle.leave_question("Resume unfinished game") is None  # you have not moved in the deal
    lifecycle.resume_saved()
    lifecycle.put_on_table(found.session, counts=True)
    assert lifecycle.kept is None and lifecycle.is_on_table(found.session)
    lifecycle.write_autosave(found.session)
    assert load_autosave().session.record == found.session.record and load_book().book == Scorebook()


# -- leaving a game --------------------------------------------------------------


def test_leaving_a_game_you_moved_in_asks_and_counts_as_a_loss(lifecycle):
    yours = you_moved(7)
    lifecycle.put_on_table(yours, counts=True)
    question = lifecycle.leave_question("New game")
    assert question is not None and question.title == "New game"
    assert question.text == f"Leave your {yours.describe()}? It cannot be resumed afterwards, and counts as a loss."
    assert load_book().book == Scorebook()  # asking gives nothing up
    lifecycle.abandon()
    book = load_book().book
    assert results(book) == [(7, "lost", True)] and book.tallies[("segfault", "standard")].lost == 1


@pytest.mark.parametrize("on_table", ["nothing", "a deal", "a game only the AIs moved in", "a game over"])
def test_a_game_that_is_nobodys_to_lose_is_left_without_a_question_and_counts_for_nothing(lifecycle, on_table):
    table = {"nothing": lambda: None, "a deal": lambda: dealt(2),
             "a game only the AIs moved in": lambda: ais_moved(an_ai_starts()),
             "a game over": lambda: played_out(dealt(2), 2)}[on_table]()
    if table is not None:
        lifecycle.put_on_table(table, counts=True)
    assert lifecycle.leave_question("New game") is None
    lifecycle.abandon()  # even if asked to: there is nothing to give up
    assert load_book().book == Scorebook()


def test_a_game_that_does_not_count_is_left_as_asked_and_recorded_nowhere(lifecycle):
    lifecycle.put_on_table(you_moved(7), counts=False)  # a screenshot's game
    assert lifecycle.leave_question("New game") is not None
    lifecycle.abandon()
    assert load_book().book == Scorebook()
    assert lifecycle.take_first_save() is None  # nor saved


def test_a_move_taken_back_leaves_a_game_nobody_has_moved_in(lifecycle):
    session = you_moved(7)
    while session.human_moves:
        session.take_back()
    lifecycle.put_on_table(session, counts=True)
    assert lifecycle.leave_question("New game") is None


# -- playing, saving and counting ------------------------------------------------


def test_the_first_save_of_a_game_put_on_the_table_is_given_once(lifecycle):
    session = dealt(3)
    lifecycle.put_on_table(session, counts=True)
    assert lifecycle.take_first_save() is session and lifecycle.take_first_save() is None
    lifecycle.put_on_table(session, counts=True)
    lifecycle.put_on_table(dealt(4), counts=False)  # another game before the table showed
    assert lifecycle.take_first_save() is None


def test_a_finished_game_is_recorded_when_it_ends_with_its_take_backs(lifecycle):
    session = you_moved(8)
    session.take_back()
    lifecycle.put_on_table(session, counts=True)
    played_out(session, 8, lifecycle)
    book = load_book().book
    assert [(game.seed, game.abandoned, game.take_backs) for game in book.recent] == [(8, False, True)]
    tally = book.tallies[("segfault", "standard")]
    assert tally.played == 1 and tally.take_backs == 1
    assert book.recent[0].actions == tuple(session.record.actions)  # kept to review it


def test_recent_games_are_newest_first(lifecycle):
    for seed in (11, 12):
        session = dealt(seed)
        lifecycle.put_on_table(session, counts=True)
        played_out(session, seed, lifecycle)
    lifecycle.put_on_table(you_moved(13), counts=True)
    lifecycle.abandon()
    assert [game.seed for game in load_book().book.recent] == [13, 12, 11]


def test_a_save_the_disk_refuses_is_reported(lifecycle, reported):
    autosave_path().parent.parent.mkdir(parents=True, exist_ok=True)
    autosave_path().parent.write_text("a file where the folder should be")
    lifecycle.write_autosave(dealt(3))
    assert len(reported) == 1 and "could not be saved" in reported[0]
