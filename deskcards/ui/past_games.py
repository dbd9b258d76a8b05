"""Games looked back on: Game > Review game, Statistics and Recent games, whose dialogs
open over the window while the game on the table stays as it is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from deskcards.app.coaching import recent_accuracies, saved_analysis
from deskcards.engine.record import GameRecord, RecordError
from deskcards.engine.words import relay, translate
from deskcards.games import spec
from deskcards.hints import Hint, HintJob
from deskcards.review import NOT_OVER, GameReview
from deskcards.scorebook import FinishedGame, Scorebook, load_book, update_book
from deskcards.session import GameSession, human_seats

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from deskcards.coach.analysis import Analysis
    from deskcards.ui.review import ReviewDialog
    from deskcards.ui.review_coach import AnalyseReviewed
    from deskcards.ui.window import MainWindow


class PastGames:
    """The dialogs over finished games, opened on ``window``; ``review_dialog`` is the review open now, or last."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.review_dialog: ReviewDialog | None = None

    def ask_hard_ai(self, record: GameRecord, seat: int, reply: Callable[[str], None]) -> None:
        """A review's question, asked as a hint is: of the hard AI in the AI process, from that seat's view."""
        def answer(hint: Hint) -> None:
            reply(translate("window", "The hard AI would {move} ({reason}).", move=hint.words, reason=hint.reason)
                  if hint.reason else translate("window", "The hard AI would {move}.", move=hint.words))

        self._window.runner.errand(HintJob.of(record, seat, self._window.prefs.ai_thinking), answer)

    def review_game(self) -> None:
        """Step through the finished game on the table, every card shown; the table stays as it is."""
        session = self._window.runner.session
        if session is None or not session.is_over():
            self._window.tell(translate("window", "Not over yet"), relay("review", NOT_OVER))
            return
        self._open_review(GameReview.of(session))

    def review_recent(self, game: FinishedGame) -> None:
        """Step through a recent game played to its end."""
        try:
            review = GameReview(game.record(), game.seats)
        except (ValueError, RecordError) as exc:  # a house rule changed or deleted since, say
            self._window.tell(translate("window", "Cannot review"),
                              translate("window", "That game cannot be reviewed: {problem}.", problem=exc))
            return
        self._open_review(review)

    def open_analysed(self, review: GameReview, analysis: Analysis, step: int) -> None:
        """The review at ``step``, the coach's flagged decisions marked and a key away (from its report)."""
        self._open_review(review, analysis)
        assert self.review_dialog is not None
        self.review_dialog.show_step(step)

    def _open_review(self, review: GameReview, analysis: Analysis | None = None) -> None:
        """The review, with the coach's analysis of your seat's play: the one given, else the
        one kept, else "Analyse this game" (not for a game without a seat of yours, or without a coach)."""
        from deskcards.ui.review import ReviewDialog  # loads when first opened, not at launch

        yours = human_seats(review.seats) if spec(review.record.game).appraiser is not None else []
        if yours and analysis is None:
            analysis = saved_analysis(review.record, yours[0])
        self.review_dialog = ReviewDialog(review, self._window.prefs, self.ask_hard_ai, self._window, analysis,
                                          self._analyser(review, yours[0]) if yours else None)
        self.review_dialog.open()

    def _analyser(self, review: GameReview, seat: int) -> AnalyseReviewed:
        """"Analyse this game" in ``review``: ``seat``'s play, by the window's coach."""
        def analyse(over: QWidget, then: Callable[[Analysis], None]) -> None:
            self._window.coach.analyse(review.record, review.seats, seat, self._window.prefs.ai_thinking, over, then)

        return analyse

    def show_statistics(self) -> None:
        from deskcards.ui.statistics import StatisticsDialog

        StatisticsDialog(self._read_book(), self._window.ask, self._reset_statistics, self._window,
                         recent_accuracies()).exec()

    def _read_book(self) -> Scorebook:
        loaded = load_book()
        if loaded.problem:
            self._window.tell(translate("window", "Statistics"), loaded.problem)
        return loaded.book

    def _reset_statistics(self) -> Scorebook:
        for problem in update_book(lambda book: book.tallies.clear()):
            self._window.tell(translate("window", "Statistics"), problem)
        return self._read_book()

    def show_recent(self) -> None:
        from deskcards.ui.statistics import RecentGamesDialog

        dialog = RecentGamesDialog(self._read_book().recent, self._window)
        chosen = dialog.chosen() if dialog.exec() else None
        if chosen is not None and dialog.review_wanted:
            self.review_recent(chosen)
        elif chosen is not None:
            self.replay(chosen)

    def replay(self, game: FinishedGame) -> None:
        """Deal a recent game again: same game, variant, seats and seed."""
        try:
            session = GameSession.new(game.game, game.variant, game.seats, seed=game.seed)
        except (ValueError, RecordError) as exc:  # a house rule deleted since, say
            self._window.tell(translate("window", "Cannot replay"),
                              translate("window", "That game cannot be dealt again: {problem}.", problem=exc))
            return
        if self._window.may_leave(translate("window", "Replay a recent game")):
            self._window.play(session)
