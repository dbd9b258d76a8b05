"""Small statistics for the figures DeskCards reports: percentiles, and 95% intervals
of a mean and of a win rate. Plain Python, used by sim, bench and the benchmarks;
outside deskcards/bench/ because sim, a layer below bench, uses it too."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def percentile(values: Sequence[float], pct: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """The normal-approximation interval of a mean (95% for the default ``z``)."""
    centre = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return centre - half, centre + half


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for the default ``z``)."""
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half
