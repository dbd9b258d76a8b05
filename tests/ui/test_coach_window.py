"""The coach in the app (issue 36): Game > Analyse game and the button at the game's end, the job
in its own process with progress and Cancel, the report, and the analysis kept for next time."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from coach_helpers import FakeWorker, sample_analysis
from game_helpers import finished_session

from deskcards import ai_process
from deskcards.app.coaching import AnalysisJob, analysis_file, save_analysis, saved_analysis
from deskcards.ui.coach import Coach
from deskcards.ui.coach_report import FAIR, CoachReport


def test_the_report_says_accuracy_counts_and_each_flagged_position(qtbot):
    analysis = sample_analysis()
    report = CoachReport(analysis, "Blackjack")
    qtbot.addWidget(report)
    report.show()
    assert report.accuracy_label.text() == f"Your accuracy: {analysis.accuracy():.0f}%"
    counts = analysis.counts()
    assert f"mistake: {counts['mistake']}" in report.counts_label.text()
    assert report.strip.count() == len(analysis.decisions)
    flagged = [decision for decision in analysis.decisions if decision.grade != "good"]
    assert report.flagged.count() == len(flagged)
    assert report.flagged.item(0).text() == ("?! inaccuracy: Move 5: you chose to play card 4 (55%); the hard AI "
                                             "would rather play the best card 4 (60%): it keeps your trump")
    assert report.fair_label.text() == FAIR


def test_the_strip_says_each_grade_in_words_not_colour_alone(qtbot):
    report = CoachReport(sample_analysis(), "Blackjack")
    qtbot.addWidget(report)
    cells = [report.strip.item(row) for row in range(report.strip.count())]
    assert cells[4].data(Qt.ItemDataRole.AccessibleTextRole) == "Move 9, mistake: play card 8"
    assert cells[4].text() == "9 ?"
    assert cells[0].background().color() != cells[4].background().color()


def test_choosing_a_flagged_position_asks_for_it_by_its_index_in_the_record(qtbot):
    shown: list[int] = []
    report = CoachReport(sample_analysis(), "Blackjack", show_decision=shown.append)
    qtbot.addWidget(report)
    report.flagged.itemActivated.emit(report.flagged.item(1))
    assert shown == [8]


def test_an_analysis_is_kept_beside_the_past_games_and_read_back(isolated_dirs):
    record = finished_session("blackjack").record
    analysis = sample_analysis()
    assert saved_analysis(record, 0) is None
    assert save_analysis(record, analysis) is None
    assert analysis_file(record, 0).is_relative_to(isolated_dirs)
    assert saved_analysis(record, 0) == analysis
    assert analysis_file(record, 1) != analysis_file(record, 0)


def test_an_unreadable_kept_analysis_is_analysed_again(isolated_dirs):
    record = finished_session("blackjack").record
    path = analysis_file(record, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"nonsense": 1}), encoding="utf-8")
    assert saved_analysis(record, 0) is None


def test_the_analysis_runs_in_its_process_with_progress_then_opens_the_report(qtbot, isolated_dirs):
    worker = FakeWorker()
    coach = coach_for(qtbot, worker)
    record = finished_session("blackjack").record
    coach.analyse(record, (), 0, "long")
    assert worker.jobs == [AnalysisJob(record, 0, "long")]
    assert coach.progress is not None and coach.progress.isVisible()
    worker.progressed.emit(1, 3, 12)
    assert (coach.progress.value(), coach.progress.maximum()) == (3, 12)
    worker.worked.emit(1, sample_analysis())
    assert not coach.progress.isVisible()
    assert coach.report is not None and coach.report.isVisible()
    coach.analyse(record, (), 0, "long")  # kept: no second job
    assert len(worker.jobs) == 1


def test_cancel_stops_the_analysis_and_a_late_answer_is_dropped(qtbot, isolated_dirs):
    worker = FakeWorker()
    coach = coach_for(qtbot, worker)
    coach.analyse(finished_session("blackjack").record, (), 0)
    coach.progress.findChild(QPushButton).click()
    assert worker.cancelled == 1 and not coach.busy
    worker.worked.emit(1, sample_analysis())
    assert coach.report is None


def test_a_failed_analysis_is_told(qtbot, isolated_dirs):
    told: list[tuple[str, str]] = []
    worker = FakeWorker()
    coach = Coach(_parent(qtbot), lambda title, text: told.append((title, text)), make_worker=lambda parent: worker)
    coach.analyse(finished_session("blackjack").record, (), 0)
    worker.failed.emit(1, "ValueError: no")
    assert told == [("Cannot analyse", "The game could not be analysed: ValueError: no.")]


def test_the_ai_process_sends_a_jobs_progress_before_its_answer(monkeypatch):
    sent: list[tuple] = []

    class Connection:
        send = staticmethod(sent.append)

    record = finished_session("blackjack").record
    job = AnalysisJob(record, 0)
    monkeypatch.setattr("deskcards.coach.analysis.analyse",
                        lambda record, seat, thinking, progress=None: [progress(done, 2) for done in (1, 2)])
    assert ai_process._make(job, Connection(), 5) == [None, None]
    assert sent == [(ai_process.PROGRESS, 5, 1, 2), (ai_process.PROGRESS, 5, 2, 2)]


def test_analyse_game_is_offered_once_the_game_is_over(table_window):
    from ui_helpers import play_to_the_end

    assert not table_window.menus.analyse_action.isEnabled()
    worker = FakeWorker()
    table_window.coach = Coach(table_window, lambda *_: None, make_worker=lambda parent: worker)
    session = play_to_the_end(table_window, "blackjack", 2, seed=4)
    assert table_window.menus.analyse_action.isEnabled() and table_window.panel.analyse_button.isVisible()
    table_window.panel.analyse_button.click()
    assert worker.jobs == [AnalysisJob(session.record, session.human_seats()[0], "normal")]


def _parent(qtbot):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    return parent


def coach_for(qtbot, worker) -> Coach:
    return Coach(_parent(qtbot), lambda *_: None, make_worker=lambda parent: worker)


def test_n_and_p_in_the_review_jump_between_flagged_decisions_and_show_the_coachs_line(qtbot):
    from PySide6.QtTest import QTest

    from deskcards.review import GameReview
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.review import ReviewDialog

    session = finished_session("blackjack")
    analysis = sample_analysis(decisions=3)  # flagged: the decision at record index 4 only
    dialog = ReviewDialog(GameReview.of(session), Preferences(animation_speed="off"), analysis=analysis)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    assert dialog.coach.next_mistake.isVisible() and "(N)" in dialog.coach.next_mistake.toolTip()
    QTest.keyClick(dialog, Qt.Key.Key_N)
    assert dialog.step == 4
    assert analysis.decisions[2].sentence() in dialog.coach.line.text()
    assert dialog.coach.fair.text() == FAIR and dialog.coach.fair.isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_End)
    QTest.keyClick(dialog, Qt.Key.Key_P)
    assert dialog.step == 4
    QTest.keyClick(dialog, Qt.Key.Key_P)  # none before it: it stays
    assert dialog.step == 4 and not dialog.coach.previous_mistake.isEnabled()


def test_a_review_without_the_coach_offers_no_mistake_keys(qtbot):
    from deskcards.review import GameReview
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.review import ReviewDialog

    dialog = ReviewDialog(GameReview.of(finished_session("blackjack")), Preferences(animation_speed="off"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.coach.next_mistake.isVisible() and not dialog.coach.band.isVisible()


def test_a_flagged_position_chosen_in_the_report_opens_the_review_there(qtbot, isolated_dirs):
    opened: list[tuple] = []
    worker = FakeWorker()
    coach = Coach(_parent(qtbot), lambda *_: None, lambda review, analysis, step: opened.append((review, step)),
                  make_worker=lambda parent: worker)
    session = finished_session("blackjack")
    coach.analyse(session.record, session.seats, 0)
    worker.worked.emit(1, sample_analysis(decisions=3))
    coach.report.flagged.itemActivated.emit(coach.report.flagged.item(0))
    review, step = opened[0]
    assert (review.record.actions, step) == (session.record.actions, 4)


def test_the_statistics_chart_your_accuracy_over_your_last_analysed_games(qtbot, isolated_dirs):
    from deskcards.app.coaching import recent_accuracies
    from deskcards.scorebook import FinishedGame, Scorebook, finished_game
    from deskcards.ui.statistics import StatisticsDialog

    session = finished_session("blackjack")
    analysis = sample_analysis(decisions=7)
    save_analysis(session.record, analysis)
    assert recent_accuracies() == {"blackjack": [round(analysis.accuracy())]}
    book = Scorebook()
    game: FinishedGame = finished_game(session)
    book.add(game)
    dialog = StatisticsDialog(book, lambda *_: True, Scorebook, accuracies=recent_accuracies())
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    assert dialog.accuracy.figures() == [round(analysis.accuracy())]
    assert dialog.accuracy.accessibleDescription().endswith(f": {round(analysis.accuracy())}")
