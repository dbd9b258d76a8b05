"""Analyses made by hand for the coach's window tests (``deskcards.coach.analysis``'s own
dataclasses), and a stand-in for the coach's AI process."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from deskcards.coach.analysis import Analysis, GradedDecision
from deskcards.coach.grade import thresholds


def decision(index: int, grade: str = "good", played: float = 0.5, best: float = 0.5) -> GradedDecision:
    return GradedDecision(index, f"play {index}", f"play card {index}", played, f"best {index}",
                          f"play the best card {index}", best, round(best - played, 6), grade,
                          "it keeps your trump" if grade != "good" else None)


def sample_analysis(game: str = "blackjack", decisions: int = 12) -> Analysis:
    """Every seventh decision a blunder, some mistakes and inaccuracies, each loss as its grade says."""
    limits = thresholds(game)
    losses = {"good": 0.0, "inaccuracy": limits.inaccuracy, "mistake": limits.mistake, "blunder": limits.blunder}
    grades = ("good", "good", "inaccuracy", "good", "mistake", "good", "blunder")
    return Analysis(game, 0, "normal", "win chance",
                    tuple(decision(2 * number, grades[number % len(grades)], 0.6 - losses[grades[number % 7]], 0.6)
                          for number in range(decisions)))


class FakeWorker(QObject):
    """The coach's AI process, answering when the test says."""

    worked = Signal(int, object)
    failed = Signal(int, str)
    progressed = Signal(int, int, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.jobs: list = []
        self.cancelled = 0

    def work(self, job) -> int:
        self.jobs.append(job)
        return len(self.jobs)

    def cancel(self) -> None:
        self.cancelled += 1

    def shutdown(self) -> None:
        pass
