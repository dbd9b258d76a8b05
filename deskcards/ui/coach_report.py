"""The coach's report on one finished game (``deskcards.coach.analysis``): the accuracy, the count
at each grade, a strip of the seat's decisions coloured and marked by grade, and each flagged
position in words. Choosing a decision (strip or list) asks for it in the review."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deskcards.engine.words import noop, relay, translate
from deskcards.ui.palette import high_contrast

if TYPE_CHECKING:
    from deskcards.coach.analysis import Analysis, GradedDecision

GRADES = ("good", "inaccuracy", "mistake", "blunder")
GRADE_NAMES = {"good": noop("coach", "good"), "inaccuracy": noop("coach", "inaccuracy"),
               "mistake": noop("coach", "mistake"), "blunder": noop("coach", "blunder")}
MARKS = {"good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # the chess marks: not colour alone
# (usual theme, high contrast): dark text reads on each; the high-contrast ones are further apart in lightness.
COLOURS = {"good": ("#a5d6a7", "#00e676"), "inaccuracy": ("#fff59d", "#ffff00"),
           "mistake": ("#ffcc80", "#ff9100"), "blunder": ("#ef9a9a", "#ff4f6e")}
FAIR = noop("coach", "Graded only from what your seat could see at each decision: the hidden cards shown in "
                     "the review were never used.")


def grade_name(grade: str) -> str:
    return relay("coach", GRADE_NAMES[grade]) if grade in GRADE_NAMES else grade


def grade_colour(grade: str) -> QColor:
    usual, contrast = COLOURS.get(grade, COLOURS["good"])
    return QColor(contrast if high_contrast() else usual)


def flagged_words(decision: GradedDecision) -> str:
    """A flagged decision's grade, with its mark, and the coach's sentence on it."""
    return f"{MARKS.get(decision.grade, '')} {grade_name(decision.grade)}: {decision.sentence()}"


class CoachReport(QDialog):
    """The report on ``analysis``; ``show_decision`` (if given) opens the review at a record index."""

    def __init__(self, analysis: Analysis, title: str, parent: QWidget | None = None,
                 show_decision: Callable[[int], None] | None = None) -> None:
        super().__init__(parent)
        self.analysis = analysis
        self._show_decision = show_decision
        self.setWindowTitle(translate("coach", "Coach: {game}", game=title))
        layout = QVBoxLayout(self)
        self.accuracy_label = QLabel(translate("coach", "Your accuracy: {value}%",
                                               value=f"{analysis.accuracy():.0f}"))
        font = self.accuracy_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.accuracy_label.setFont(font)
        counts = analysis.counts()
        self.counts_label = QLabel("   ".join(f"{MARKS[grade]} {grade_name(grade)}: {counts.get(grade, 0)}"
                                            for grade in GRADES))
        self.counts_label.setWordWrap(True)
        unit = QLabel(translate("coach", "{count} decisions graded by the hard AI ({thinking} thinking). The "
                                         "figure after each choice is your {unit} after it, as the hard AI "
                                         "reckons: 0% the worst, 100% the best.", count=len(analysis.decisions),
                                thinking=analysis.thinking, unit=analysis.unit))
        unit.setWordWrap(True)
        self.strip = self._strip()
        self.flagged = self._flagged()
        self.fair_label = QLabel(relay("coach", FAIR))
        self.fair_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for widget in (self.accuracy_label, self.counts_label, unit, QLabel(translate("coach", "Your decisions:")),
                       self.strip, self._flagged_heading(), self.flagged,
                       self.fair_label, buttons):
            layout.addWidget(widget)
        layout.setStretch(layout.indexOf(self.flagged), 1)
        self.resize(760, 560)  # room for a flagged sentence on a line or two; the window may be smaller

    def _flagged_heading(self) -> QLabel:
        heading = QLabel(translate("coach", "Flagged positions (double-click one, or press Enter, to see it in the "
                                            "review, where N and P step between them):")
                         if self._show_decision is not None else translate("coach", "Flagged positions:"))
        heading.setWordWrap(True)
        return heading

    def _strip(self) -> QListWidget:
        """One cell per decision, left to right and wrapping: its move number, mark and colour."""
        strip = QListWidget()
        strip.setAccessibleName(translate("coach", "Your decisions, by grade"))
        strip.setFlow(QListView.Flow.LeftToRight)
        strip.setWrapping(True)
        strip.setResizeMode(QListView.ResizeMode.Adjust)
        strip.setSpacing(2)
        last = self.analysis.decisions[-1].index + 1 if self.analysis.decisions else 0
        cell = strip.fontMetrics().size(0, f"{last} ??")  # the widest a cell's words get
        strip.setGridSize(QSize(cell.width() + 14, cell.height() + 8))
        strip.setMaximumHeight(3 * (cell.height() + 8) + 2 * strip.frameWidth())  # three rows, then it scrolls
        for decision in self.analysis.decisions:
            number = decision.index + 1  # the move's number, as the sentences and the review count
            item = QListWidgetItem(f"{number} {MARKS.get(decision.grade, '')}")
            item.setBackground(QBrush(grade_colour(decision.grade)))
            item.setForeground(QBrush(QColor("black")))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            words = translate("coach", "Move {number}, {grade}: {move}", number=number,
                              grade=grade_name(decision.grade), move=decision.played_words)
            item.setToolTip(decision.sentence() if decision.grade != "good" else words)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
            item.setData(Qt.ItemDataRole.UserRole, decision.index)
            strip.addItem(item)
        strip.itemActivated.connect(self._activated)
        return strip

    def _flagged(self) -> QListWidget:
        flagged = QListWidget()
        flagged.setAccessibleName(translate("coach", "Flagged positions"))
        flagged.setWordWrap(True)
        flagged.setAlternatingRowColors(True)  # a wrapped sentence is told from the next
        flagged.setSpacing(2)
        for decision in self.analysis.flagged():
            item = QListWidgetItem(flagged_words(decision))
            item.setData(Qt.ItemDataRole.UserRole, decision.index)
            flagged.addItem(item)
        if flagged.count() == 0:
            flagged.addItem(translate("coach", "Nothing flagged: every decision was as good as the hard AI's."))
        flagged.itemActivated.connect(self._activated)
        return flagged

    def _activated(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if self._show_decision is not None and index is not None:
            self._show_decision(int(index))
