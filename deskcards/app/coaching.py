"""The coach's work outside the window: the analysis as a job for the AI process, and each
analysis kept in the data folder beside the past games, so a report opens at once the second time.

An analysis is filed under a digest of the line it grades (game, variant, players, seed, actions):
a record saved to a file and the same game in Recent games share it, and a record that differs in
any move gets its own.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from deskcards.saves import write_atomic

if TYPE_CHECKING:
    from deskcards.coach.analysis import Analysis
    from deskcards.engine.record import GameRecord

ANALYSES_FOLDER = "analyses"
CHARTED = 30  # the analysed games the statistics chart, per game
MAX_ANALYSIS_BYTES = 4_000_000  # a long game's grades are a few hundred kilobytes


@dataclass(frozen=True)
class AnalysisJob:
    """Grade ``seat``'s decisions in ``record`` (a job for ``deskcards.ai_process``, which reports
    its progress as it goes)."""

    record: GameRecord
    seat: int
    thinking: str = "normal"
    reports_progress = True  # the AI process hands ``make`` a callable for (done, total)

    def make(self, progress: Callable[[int, int], None] | None = None) -> Analysis:
        from deskcards.coach.analysis import analyse  # the search loads in the AI process, not the window

        return analyse(self.record, self.seat, self.thinking, progress=progress)


def analyses_path() -> Path:
    return platformdirs.user_data_path("deskcards") / ANALYSES_FOLDER


def analysis_file(record: GameRecord, seat: int) -> Path:
    """Where the analysis of ``seat``'s play in ``record`` is kept."""
    line = json.dumps([record.game, record.variant, record.players, record.seed, record.actions, seat])
    return analyses_path() / f"{record.game}-{hashlib.sha256(line.encode()).hexdigest()[:24]}.json"


def save_analysis(record: GameRecord, analysis: Analysis) -> str | None:
    """Keep ``analysis`` beside the past games; None, or what went wrong in words."""
    path = analysis_file(record, analysis.seat)
    try:
        write_atomic(path, json.dumps(analysis.to_json(), indent=1))
    except OSError as exc:
        return f"The analysis could not be saved to {path}: {exc.strerror or exc}."
    return None


def saved_analysis(record: GameRecord, seat: int) -> Analysis | None:
    """The analysis kept for ``seat``'s play in ``record``, if there is one that reads back."""
    try:
        return _read(analysis_file(record, seat))
    except (OSError, ValueError):  # none kept, or unreadable: analysed again (json's errors are ValueErrors)
        return None


def _read(path: Path) -> Analysis:
    from deskcards.coach.analysis import Analysis

    if path.stat().st_size > MAX_ANALYSIS_BYTES:
        raise ValueError(f"{path} is too large for an analysis")
    return Analysis.from_json(json.loads(path.read_text(encoding="utf-8")))


def recent_accuracies(last: int = CHARTED) -> dict[str, list[int]]:
    """Your accuracy in each game's last ``last`` analysed games, oldest first (by when each was kept)."""
    try:
        kept = sorted(analyses_path().glob("*.json"), key=lambda path: path.stat().st_mtime)
    except OSError:  # no folder yet, or gone meanwhile
        return {}
    accuracies: dict[str, list[int]] = {}
    for path in kept:
        try:
            analysis = _read(path)
        except (OSError, ValueError):  # unreadable: left out of the chart
            continue
        accuracies.setdefault(analysis.game, []).append(round(analysis.accuracy()))
    return {game: figures[-last:] for game, figures in accuracies.items()}
