"""The coach's part of a review (``deskcards.ui.review``): the flagged decisions a key away (N, P),
the coach's words on each in a band under the face-up cards, with the line that says the grading
never saw them, and one button, "Analyse this game" while no analysis is kept, then "Coach's
report", the report over the review, whose decisions step the review itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from deskcards.engine.words import relay, translate
from deskcards.ui.coach_report import FAIR, CoachReport, flagged_words, grade_colour

if TYPE_CHECKING:
    from deskcards.coach.analysis import Analysis, GradedDecision

AnalyseReviewed = Callable[[QWidget, Callable[["Analysis"], None]], None]
"""Analyse the reviewed game: handed the review (the progress shows over it) and what to do
with the analysis once it is made (or read back)."""


class SteadyLabel(QLabel):
    """Wrapped words as tall as the tallest of ``texts`` would be: the table above keeps its
    size as the review steps from a long sentence to a short one."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.setWordWrap(True)
        self.setContentsMargins(8, 4, 8, 4)
        self.setAutoFillBackground(True)

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        room = QRect(0, 0, max(1, width - margins.left() - margins.right()), 100_000)
        tallest = max((self.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, text).height()
                       for text in self.texts), default=0)
        return max(tallest + margins.top() + margins.bottom(), super().heightForWidth(width))


class ReviewCoach:
    """Over ``dialog`` (titled ``title``), which steps with ``show_step``: ``analysis``'s flags, or
    ``analyse`` offered to make them (neither: the coach is not offered)."""

    def __init__(self, dialog: QWidget, title: str, show_step: Callable[[int], None],
                 analysis: Analysis | None, analyse: AnalyseReviewed | None) -> None:
        self._dialog, self._title, self._show_step, self._analyse = dialog, title, show_step, analyse
        self.analysis: Analysis | None = None
        self.flagged: dict[int, GradedDecision] = {}
        self.step = 0
        self.report: CoachReport | None = None
        # A flagged decision is made at the position before it: its record index is that step.
        self.previous_mistake = self._key(
            translate("review", "◀ Mistake"), translate("review", "Back to the last flagged decision (P)"),
            Qt.Key.Key_P, lambda: show_step(max((at for at in self.flagged if at < self.step), default=self.step)))
        self.next_mistake = self._key(
            translate("review", "Mistake ▶"), translate("review", "On to the next flagged decision (N)"),
            Qt.Key.Key_N, lambda: show_step(min((at for at in self.flagged if at > self.step), default=self.step)))
        self.line = SteadyLabel()
        self.fair = QLabel(relay("coach", FAIR))
        self.fair.setWordWrap(True)
        self.fair.setContentsMargins(8, 0, 8, 0)
        self.band = QWidget()
        column = QVBoxLayout(self.band)
        column.setContentsMargins(0, 4, 0, 4)
        column.addWidget(self.line)
        column.addWidget(self.fair)
        self.button = QPushButton(translate("review", "Analyse this game"))
        self.button.setToolTip(translate("review", "The hard AI grades each of your decisions, from what you "
                                                   "could see at the time"))
        self.button.clicked.connect(self._pressed)
        self.button.setVisible(analyse is not None)
        self._show(analysis)

    def _key(self, text: str, tip: str, key: Qt.Key, slot: Callable[[], None]) -> QToolButton:
        button = QToolButton()  # as wide as its words, as the review's other steps are
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(slot)
        QShortcut(QKeySequence(key), self._dialog, button.click)  # no other key of the review's is a letter
        return button

    def _show(self, analysis: Analysis | None) -> None:
        self.analysis = analysis
        self.flagged = {decision.index: decision for decision in (analysis.flagged() if analysis else ())}
        for button in (self.previous_mistake, self.next_mistake):
            button.setVisible(bool(self.flagged))
        self.line.texts = [self._words(at) for at in self.flagged] + [self._words(None)]
        self.line.updateGeometry()
        self.band.setVisible(analysis is not None)
        if analysis is not None:
            self.button.setText(translate("review", "Coach's report"))
            self.button.setToolTip(translate("review", "Your accuracy and every flagged decision; choose one "
                                                       "to see it here"))
            self.button.setVisible(True)
        self.tell(self.step)

    def tell(self, step: int) -> None:
        """The keys and the coach's words for position ``step``."""
        self.step = step
        self.previous_mistake.setEnabled(any(at < step for at in self.flagged))
        self.next_mistake.setEnabled(any(at > step for at in self.flagged))
        self.line.setText(self._words(step))
        decision = self.flagged.get(step)
        palette = self.line.palette()
        palette.setColor(QPalette.ColorRole.Window, grade_colour(decision.grade) if decision else
                         self.band.palette().color(QPalette.ColorRole.Window))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("black") if decision else
                         self.band.palette().color(QPalette.ColorRole.WindowText))
        self.line.setPalette(palette)

    def _words(self, step: int | None) -> str:
        """The coach's words on the decision made at ``step``: its grade and sentence if flagged,
        else the keys to the flagged ones."""
        decision = self.flagged.get(step) if step is not None else None
        if decision is not None:
            return flagged_words(decision)
        if self.flagged:
            return translate("review", "N and P step to your next and previous flagged decision, shown "
                                       "from the position you made it in.")
        return translate("review", "The coach flagged none of your decisions in this game.")

    def _pressed(self) -> None:
        if self.analysis is not None:
            self.open_report()
        elif self._analyse is not None:
            self._analyse(self._dialog, self._analysed)

    def _analysed(self, analysis: Analysis) -> None:
        if self._dialog.isVisible():  # else it is kept for the next review of the game
            self._show(analysis)
            self.open_report()

    def open_report(self) -> None:
        """The report over the review; choosing a decision there shows it here."""
        assert self.analysis is not None
        if self.report is not None:
            self.report.close()
        self.report = CoachReport(self.analysis, self._title, self._dialog, self._show_step)
        self.report.show()
