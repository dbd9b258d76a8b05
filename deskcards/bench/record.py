"""`deskcards bench --all`: the performance record, one table for every game.

Per game: random-playout decisions per second of CPU time, the hard AI's
search rate, its decision latency (median, p95), the app's launch to a painted
table and its frame interval p95 while a deal animates and the AI thinks
(measured by the caller's ``app``, which runs the app in child processes: this
layer loads no Qt; without it those columns show "-"), and the bench process's
peak memory so far (maxrss, which only grows: each row's figure is the peak
after that game's runs). With ``compare``, the game's named peer takes turns
with ours (see ``side_by_side``) and its rate and our median ratio stand
beside ours; a game without
a peer, or whose peer is not installed, shows "-" there and says why below.
"""

from __future__ import annotations

import resource
import sys
from collections.abc import Callable
from dataclasses import dataclass

from deskcards.bench.throughput import PEERS, decision_latency, playout_throughput, side_by_side
from deskcards.games import game_names
from deskcards.games.agents import agent_names

LEVEL = "hard"  # the level whose search and latency the record gives
COLUMNS = ("game", "decisions/s", "peer", "peer decisions/s", "ratio", "hard search/s", "hard median ms",
           "hard p95 ms", "launch s", "frame p95 ms", "peak MiB")
# game -> (seconds from a fresh process to its painted table, frame interval p95 in ms with the AI thinking)
AppMeasure = Callable[[str], tuple[float, float]]


@dataclass
class Row:
    game: str
    decisions_per_s: float
    peer: str | None = None
    peer_decisions_per_s: float | None = None
    ratio: float | None = None  # the median round's (see ``side_by_side``)
    search_per_s: float | None = None
    search_unit: str = ""
    median_ms: float | None = None
    p95_ms: float | None = None
    launch_s: float | None = None
    frame_p95_ms: float | None = None
    peak_mib: float = 0.0

    def cells(self) -> tuple[str, ...]:
        ratio = self.ratio
        return (self.game, _number(self.decisions_per_s), self.peer or "-", _number(self.peer_decisions_per_s),
                "-" if ratio is None else f"{ratio:.2f}x",
                "-" if self.search_per_s is None else f"{self.search_per_s:,.0f} {self.search_unit}",
                _number(self.median_ms, ".1f"), _number(self.p95_ms, ".1f"), _number(self.launch_s, ".2f"),
                _number(self.frame_p95_ms, ".1f"), f"{self.peak_mib:,.0f}")


def _number(value: float | None, spec: str = ",.0f") -> str:
    return "-" if value is None else format(value, spec)


def peak_mib() -> float:
    """This process's peak resident memory: Linux counts maxrss in KiB, macOS in bytes."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def measure(game: str, seconds: float, decisions: int, compare: bool,
            notes: list[str], app: AppMeasure | None = None) -> Row:
    """One game's row; why a peer, the hard AI or the app's figures are missing goes to ``notes``."""
    row = Row(game, 0.0)
    if compare and game in PEERS:
        try:
            both = side_by_side(game, None, seconds)
            row.peer, row.peer_decisions_per_s = both.peer.game, both.peer.decisions_per_s
            row.decisions_per_s, row.ratio = both.ours.decisions_per_s, both.median
        except ImportError as exc:
            notes.append(f"{game}: peer not installed ({exc})")
    if not row.decisions_per_s:
        row.decisions_per_s = playout_throughput(game, seconds=seconds).decisions_per_s
    if LEVEL in agent_names(game):
        latency = decision_latency(game, LEVEL, decisions=decisions)
        row.median_ms, row.p95_ms = latency.median, latency.p95
        if latency.searches:
            row.search_per_s, row.search_unit = latency.simulations_per_s, latency.unit
    else:
        notes.append(f"{game}: no {LEVEL} AI yet")
    if app is not None:
        try:
            row.launch_s, row.frame_p95_ms = app(game)
        except RuntimeError as exc:  # a child that failed: its output, last line first
            notes.append(f"{game}: the app's figures failed: {str(exc).strip().splitlines()[-1]}")
    row.peak_mib = peak_mib()
    return row


def table(rows: list[Row]) -> str:
    """The rows under COLUMNS, each column as wide as its widest cell."""
    lines = [COLUMNS, *(row.cells() for row in rows)]
    widths = [max(len(line[column]) for line in lines) for column in range(len(COLUMNS))]
    return "\n".join("  ".join(cell.ljust(width) if column == 0 else cell.rjust(width)
                               for column, (cell, width) in enumerate(zip(line, widths, strict=True))).rstrip()
                     for line in lines)


def run_record(seconds: float, decisions: int, compare: bool, app: AppMeasure | None = None) -> int:
    notes: list[str] = []
    rows = []
    for game in game_names():
        rows.append(measure(game, seconds, decisions, compare, notes, app))
        print(f"{game}: measured", file=sys.stderr, flush=True)
    print(table(rows))
    if compare:
        notes += [f"{game}: no peer engine is named for this game" for game in game_names() if game not in PEERS]
    for note in notes:
        print(note)
    return 0
