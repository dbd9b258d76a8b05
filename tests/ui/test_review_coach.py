"""The coach in every review (issue 36): a review opened from Recent games or of a record from a
file shows the kept analysis at once (its N and P keys, its flagged lines), and offers
"Analyse this game" when none is kept."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QFileDialog

from coach_helpers import FakeWorker, sample_analysis
from game_helpers import finished_session

from deskcards.app.coaching import AnalysisJob, save_analysis, saved_analysis
from deskcards.saves import save_record_as
from deskcards.scorebook import finished_game
from deskcards.session import SeatInfo
from deskcards.ui.coach import Coach


@pytest.fixture
def worker(table_window) -> FakeWorker:
    """The coach's AI process, as the test says."""
    fake = FakeWorker()
    table_window.coach = Coach(table_window, lambda *_: None, table_window.past_games.open_analysed,
                               make_worker=lambda parent: fake)
    return fake


def test_a_recent_game_analysed_before_is_reviewed_with_its_flags_at_once(table_window, worker):
    session = finished_session("blackjack")
    analysis = sample_analysis(decisions=3)  # flagged: the decision at record index 4
    save_analysis(session.record, analysis)
    table_window.past_games.review_recent(finished_game(session))
    coach = table_window.past_games.review_dialog.coach
    assert coach.next_mistake.isVisible() and coach.band.isVisible() and worker.jobs == []
    coach.next_mistake.click()
    assert table_window.past_games.review_dialog.step == 4
    assert analysis.decisions[2].sentence() in coach.line.text()
    assert coach.button.text() == "Coach's report"


def test_a_record_from_a_file_analysed_before_is_reviewed_with_its_flags(table_window, worker, monkeypatch,
                                                                        tmp_path):
    session = finished_session("blackjack")
    save_analysis(session.record, sample_analysis(decisions=3))
    path = tmp_path / "finished.yaml"
    save_record_as(session, path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kw: (str(path), ""))
    table_window.open_record()
    table_window.menus.review_action.trigger()
    assert table_window.past_games.review_dialog.coach.next_mistake.isVisible()


def test_a_review_without_an_analysis_offers_one_and_shows_it_when_done(table_window, worker):
    session = finished_session("blackjack")
    table_window.past_games.review_recent(finished_game(session))
    dialog = table_window.past_games.review_dialog
    assert dialog.coach.button.isVisible() and dialog.coach.button.text() == "Analyse this game"
    assert not dialog.coach.next_mistake.isVisible() and not dialog.coach.band.isVisible()
    dialog.coach.button.click()
    assert worker.jobs == [AnalysisJob(session.record, 0, "normal")]
    progress = table_window.coach.progress
    assert progress.isVisible() and progress.parentWidget() is dialog  # over the review, not behind it
    analysis = sample_analysis(decisions=3)
    worker.worked.emit(1, analysis)
    assert saved_analysis(session.record, 0) == analysis
    assert dialog.coach.next_mistake.isVisible() and dialog.coach.band.isVisible()
    report = dialog.coach.report
    assert report.isVisible() and report.parentWidget() is dialog
    report.flagged.itemActivated.emit(report.flagged.item(0))
    assert dialog.step == 4  # the report's choice steps this review


def test_a_game_without_a_seat_of_yours_is_not_offered_the_coach(table_window, worker):
    session = finished_session("blackjack")
    watched = replace(finished_game(session), seats=tuple(SeatInfo(f"AI {seat}", "ai", "easy")
                                                          for seat in range(len(session.seats))))
    table_window.past_games.review_recent(watched)
    assert table_window.past_games.review_dialog.coach.button.isHidden()


def test_the_coachs_words_under_the_table_keep_their_height_as_the_review_steps(qtbot):
    from PySide6.QtWidgets import QApplication

    from deskcards.review import GameReview
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.review import ReviewDialog

    short = sample_analysis(decisions=3)  # flagged: the decision at record index 4, its reason made long
    analysis = replace(short, decisions=(*short.decisions[:2], replace(short.decisions[2], reason=" and ".join(
        ["it keeps your trump"] * 12))))
    dialog = ReviewDialog(GameReview.of(finished_session("blackjack")), Preferences(animation_speed="off"),
                          analysis=analysis)
    qtbot.addWidget(dialog)
    dialog.resize(800, 600)
    dialog.show()
    QApplication.processEvents()
    heights = []
    for step in (0, 4, 5):
        dialog.show_step(step)
        QApplication.processEvents()
        dialog.layout().activate()  # the band laid out for the words of this step
        heights.append(dialog.coach.line.height())
    assert dialog.coach.line.text().startswith("N and P")
    assert len(set(heights)) == 1  # the table above does not jump
    assert dialog.coach.band.geometry().top() >= dialog.view.geometry().bottom()  # under the cards
