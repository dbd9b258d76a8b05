"""Game > Analyse game, and the button at the game's end: the coach grades your decisions in a
process of its own (``deskcards.app.coaching.AnalysisJob``), with a progress bar and Cancel, while
the table plays on; the analysis is kept beside the past games, so the report opens at once the
next time. A record opened from a file is on the table like any game, so it is analysed the same way;
a review asks here too ("Analyse this game") and has the analysis for itself."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from deskcards.app.coaching import AnalysisJob, save_analysis, saved_analysis
from deskcards.engine.words import translate
from deskcards.games import spec
from deskcards.review import GameReview
from deskcards.ui.coach_report import CoachReport

if TYPE_CHECKING:
    from deskcards.coach.analysis import Analysis
    from deskcards.engine.record import GameRecord
    from deskcards.session import SeatInfo
    from deskcards.ui.ai_worker import AIWorker


def _own_worker(parent: QObject) -> AIWorker:
    from deskcards.ui.ai_worker import AIWorker  # its own process: the table's AI keeps playing meanwhile

    return AIWorker(parent)


OpenReview = Callable[[GameReview, "Analysis", int], None]  # the review at a step, the coach's flags shown


class Coach(QObject):
    """Analyses finished games over ``window``; ``tell(title, text)`` says what went wrong, and
    ``open_review`` shows a decision the report's reader chose."""

    def __init__(self, window: QWidget, tell: Callable[[str, str], object], open_review: OpenReview | None = None,
                 make_worker: Callable[[QObject], AIWorker] = _own_worker) -> None:
        super().__init__(window)
        self._window = window
        self._tell = tell
        self._open_review = open_review
        self._seats: tuple[SeatInfo, ...] = ()  # of the game analysed last
        self._make_worker = make_worker
        self._worker: AIWorker | None = None
        self._request: int | None = None
        self._job: AnalysisJob | None = None
        self._then: Callable[[Analysis], None] | None = None  # what becomes of the analysis in flight
        self.progress: QProgressDialog | None = None
        self.report: CoachReport | None = None

    @property
    def busy(self) -> bool:
        return self._request is not None

    def analyse(self, record: GameRecord, seats: Sequence[SeatInfo], seat: int, thinking: str = "normal",
                over: QWidget | None = None, then: Callable[[Analysis], None] | None = None) -> None:
        """Open the report on ``seat``'s play in the finished game ``record`` (or hand the analysis
        to ``then``): the kept one at once, else after the analysis, its progress shown over
        ``over`` (else the window). One at a time: a second ask while one runs shows its progress."""
        if self.busy:
            assert self.progress is not None
            self.progress.raise_()
            return
        self._seats = tuple(seats)
        self._then = then or (lambda analysis: self._open_report(record, analysis))
        kept = saved_analysis(record, seat)
        if kept is not None:
            self._then(kept)
            return
        worker = self._ensure_worker()
        self._job = AnalysisJob(record, seat, thinking)
        self._request = worker.work(self._job)
        self._show_progress(spec(record.game).title, over or self._window)

    def cancel(self) -> None:
        """Stop the analysis in flight (its process is replaced by a fresh one)."""
        if self._worker is not None and self.busy:
            self._worker.cancel()
        self._request = self._job = self._then = None
        if self.progress is not None:
            self.progress.reset()

    def shutdown(self) -> None:
        if self._worker is not None:
            self._worker.shutdown()

    def _ensure_worker(self) -> AIWorker:
        if self._worker is None:
            self._worker = self._make_worker(self)
            self._worker.worked.connect(self._worked)
            self._worker.failed.connect(self._failed)
            self._worker.progressed.connect(self._progressed)
        return self._worker

    def _show_progress(self, title: str, over: QWidget) -> None:
        if self.progress is not None and self.progress.parentWidget() is not over:
            self.progress.deleteLater()  # a review's own: a dialog over the window may block the window's
            self.progress = None
        if self.progress is None:
            self.progress = QProgressDialog(over)
            self.progress.setWindowModality(Qt.WindowModality.NonModal)  # the table stays live
            self.progress.setMinimumDuration(0)
            self.progress.setAutoClose(False)
            self.progress.setAutoReset(False)
            self.progress.canceled.connect(self.cancel)
        self.progress.setWindowTitle(translate("coach", "Analyse game"))
        self.progress.setLabelText(translate("coach", "The hard AI is grading your decisions in {game}…",
                                             game=title))
        self.progress.setAccessibleName(translate("coach", "Analysis progress"))
        self.progress.setRange(0, 0)  # busy until the first decision is graded
        self.progress.setValue(0)
        self.progress.show()

    def _progressed(self, request: int, done: int, total: int) -> None:
        if request == self._request and self.progress is not None:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

    def _worked(self, request: int, analysis: Analysis) -> None:
        if request != self._request or self._job is None or self._then is None:
            return
        record, then = self._job.record, self._then
        self._request = self._job = self._then = None
        if self.progress is not None:
            self.progress.reset()
            self.progress.hide()
        problem = save_analysis(record, analysis)
        if problem:
            self._tell(translate("coach", "Analysis not kept"), problem)
        then(analysis)

    def _failed(self, request: int, problem: str) -> None:
        if request != self._request:
            return
        self.cancel()
        if self.progress is not None:
            self.progress.hide()
        self._tell(translate("coach", "Cannot analyse"),
                   translate("coach", "The game could not be analysed: {problem}.", problem=problem))

    def _open_report(self, record: GameRecord, analysis: Analysis) -> None:
        if self.report is not None:
            self.report.close()
        seats, open_review = self._seats, self._open_review
        shown = None if open_review is None else (
            lambda step: open_review(GameReview(record, seats), analysis, step))
        self.report = CoachReport(analysis, spec(record.game).title, self._window, shown)
        self.report.show()
