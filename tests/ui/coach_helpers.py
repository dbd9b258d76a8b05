"""Test doubles of ``deskcards.coach.analysis`` (being written in its own lane, issue 36): the
dataclasses as lanes36 fixes them, installed as that module for the tests that need it."""

from __future__ import annotations

import sys
import types
from dataclasses import asdict, dataclass

from PySide6.QtCore import QObject, Signal

GRADES = ("good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class GradedDecision:
    index: int
    played: str
    played_words: str
    played_value: float
    best: str
    best_words: str
    best_value: float
    loss: float
    grade: str
    reason: str | None


@dataclass(frozen=True)
class Analysis:
    game: str
    seat: int
    thinking: str
    unit: str
    decisions: tuple[GradedDecision, ...]

    def accuracy(self) -> float:
        return 100.0 * sum(decision.grade == "good" for decision in self.decisions) / max(len(self.decisions), 1)

    def counts(self) -> dict[str, int]:
        return {grade: sum(decision.grade == grade for decision in self.decisions) for grade in GRADES}

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data) -> Analysis:
        if not isinstance(data, dict) or "decisions" not in data:
            raise ValueError("not an analysis")
        return cls(**{**data, "decisions": tuple(GradedDecision(**entry) for entry in data["decisions"])})


def decision(index: int, grade: str = "good", played: float = 0.5, best: float = 0.5) -> GradedDecision:
    return GradedDecision(index, f"play {index}", f"play card {index}", played, f"best {index}",
                          f"the best card {index}", best, best - played, grade,
                          "it keeps your trump" if grade != "good" else None)


def sample_analysis(game: str = "blackjack", decisions: int = 12) -> Analysis:
    grades = ("good", "good", "inaccuracy", "good", "mistake", "good", "blunder")
    return Analysis(game, 0, "normal", "win chance",
                    tuple(decision(2 * number, grades[number % len(grades)], 0.41, 0.58)
                          for number in range(decisions)))


def install(monkeypatch) -> types.ModuleType:
    """Put these doubles where ``deskcards.coach.analysis`` is looked for, until it lands."""
    module = types.ModuleType("deskcards.coach.analysis")
    module.Analysis = Analysis
    module.GradedDecision = GradedDecision
    module.analyse = lambda record, seat, thinking="normal", progress=None, cancelled=None: sample_analysis(
        record.game)
    monkeypatch.setitem(sys.modules, "deskcards.coach.analysis", module)
    return module


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
