"""A long evening at one window: does the app stay as lean at the last game as at the tenth?

    .venv/bin/python benchmarks/long_evening.py [--games 200] [--seed 1] [--levels easy,medium]

One MainWindow (offscreen, animation "off", the fastest) plays ``--games``
games in a row, every game in turn, every seat an AI of the real AI process
(``deskcards.ui.ai_worker.AIWorker``) at the ``--levels`` given (cycled over
the seats). Settings and saves go to a throw-away folder; every move is
autosaved, as at a real table.

Reported:

- the UI process's memory (resident set, /proc/self/statm) after game 10 and
  after the last, and their ratio (target: within 15%);
- each game's scene items and Qt objects under the window, counted on the
  freshly dealt table before its first move: a leak shows as a count that
  climbs from one deal of a game to its next;
- the AI process's resident memory after game 10 and after the last.

Time: on the shared 2-core machine of 2026-11-26 (load about 12), 12 games
took 636 s (1921 moves, 331 ms a move); a long Destiny game (767 moves) alone
took 339 s, as each AI decision replayed the record and each move's autosave
wrote it whole. Since the AI process plays on from its last position and the
AIs' moves are autosaved at most twice a second, the same Destiny game takes
132 s and a move about 150 ms (load about 11), half of it painting the
offscreen table after every move. 200 games (42,249 moves) took 3265 s there,
77 ms a move as the load fell; the UI process's memory rose from 118 MB
(game 10) to 136 MB by game 145 and stayed there (ratio 1.154), the AI
process's from 53 to 59 MB by game 75. That climb was card_art's face
pictures, kept for every card at every index size any table had shown (about
52 KiB each once painted, up to 54 x 2 x 15 of them); ``heaptrack`` runs of
12 and 24 games, compared with ``heaptrack_print --diff``, put it in the
paths Qt converts when a cached face is first painted. With at most
``FACES_KEPT`` faces kept (2026-11-27, load about 3, on commit c6fadd1):
200 games (47,296 moves) in 3150 s, the UI process 112.6 MB after game 10
and 125.7 MB after game 200 (ratio 1.116; 122.2 MB at game 150, flat at
122.7 MB from game 158 to 195), the AI process 64.5 -> 73.2 MB, flat from
about game 80 (72.1 MB). The ``faces`` column shows the cache full at 128
from game 5.
The AI process's memory includes this script's imports (PySide6's core):
spawn runs the main script again in the child.

``--trace-memory [GAME]`` starts tracemalloc after game GAME, 10 unless
given (it would slow every move of the settling games too) and, after the last game, prints the Python
allocations still alive that were made since, by traceback, and the change in
the number of Python objects by type (gc.get_objects) between the two moments,
beside the resident memory's parts and glibc's heap (mallinfo2, malloc_trim).
Games 11 to 15 of ``--games 15 --trace-memory`` (2026-11-26): Python kept
459 KiB, nearly all of it the table and session of the game still on the
table; Qt objects and scene items flat; resident 121.4 -> 126.9 MB, all of it
anonymous (file-backed flat at 53.7 MB), the C heap in use 31.4 -> 34.6 MB
and 4.9 -> 6.5 MB held free; +123 QPainterPath (+39 QBrush) among Python's
objects: the face pictures above, then still unbounded.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer

from deskcards.games import game_names, load_game, table_available
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.card_art import cached_faces
from deskcards.ui.preferences import AI_NAMES, LEVELS, Preferences

MEMORY_TARGET = 0.15  # the last game's memory within this share of the tenth's
SETTLED_AFTER = 10  # games before memory is taken as the evening's level
GAME_TIMEOUT_MS = 15 * 60 * 1000  # one game, on a very busy machine
PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024


def resident_kb(pid: int | str = "self") -> int | None:
    """A process's resident memory in KiB (/proc/<pid>/statm), None where it cannot be read."""
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE_KB
    except (OSError, IndexError, ValueError):
        return None


@dataclass(frozen=True)
class GameFigures:
    number: int  # 1 for the first game of the evening
    game: str
    players: int
    moves: int
    seconds: float
    scene_items: int  # on the dealt table, before the first move
    qt_objects: int  # the window's QObject children, at the same moment
    ui_kb: int | None  # after the game
    ai_kb: int | None
    card_faces: int  # face pictures card_art keeps, after the game


@dataclass
class Evening:
    games: list[GameFigures] = field(default_factory=list)

    def at(self, number: int) -> GameFigures:
        return self.games[min(number, len(self.games)) - 1]

    def memory_ratio(self) -> float | None:
        """The last game's UI memory over the tenth's (or the last's, in a shorter evening)."""
        settled, last = self.at(SETTLED_AFTER).ui_kb, self.games[-1].ui_kb
        return None if settled is None or last is None else last / settled

    def counts_by_game(self) -> dict[tuple[str, int], list[tuple[int, int]]]:
        """(scene items, Qt objects) at each deal, by game and player count, in order."""
        counts: dict[tuple[str, int], list[tuple[int, int]]] = {}
        for figures in self.games:
            counts.setdefault((figures.game, figures.players), []).append((figures.scene_items, figures.qt_objects))
        return counts

    def growing(self) -> list[str]:
        """The games whose dealt table held more than at their first deal, worded."""
        return [f"{game} ({players} players): {first} -> {max(seen)}"
                for (game, players), seen in self.counts_by_game().items()
                for first in seen[:1] if max(seen) != first]


def evening_seats(levels: Sequence[str], players: int, number: int) -> list[SeatInfo]:
    """Every seat an AI, the levels cycled over seats and shifted each game."""
    return [SeatInfo(AI_NAMES[seat], "ai", levels[(number + seat) % len(levels)]) for seat in range(players)]


def flush_deletions() -> None:
    """Let Qt delete what was handed to deleteLater, so counts are of live objects only."""
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def play_evening(window, games: int, seed: int, levels: Sequence[str],
                 after_game: Callable[[GameFigures], None] = lambda _: None) -> Evening:
    """Play ``games`` games on ``window``, each game in turn, and take the figures."""
    names = [name for name in game_names() if table_available(name)]
    evening = Evening()
    finished = QEventLoop()
    window.runner.finished.connect(finished.quit)
    timeout = QTimer()
    timeout.setSingleShot(True)
    timeout.timeout.connect(finished.quit)
    for number in range(1, games + 1):
        game = names[(number - 1) % len(names)]
        players = load_game(game).players
        session = GameSession.new(game, "standard", evening_seats(levels, players, number), seed=seed + number)
        began = time.perf_counter()
        window.play(session)
        flush_deletions()  # the last game's table is gone; nobody has moved yet (the AI is asked from the loop)
        items, objects = len(window.scene.items()), len(window.findChildren(QObject))
        if not session.is_over():
            timeout.start(GAME_TIMEOUT_MS)
            finished.exec()
            timeout.stop()
        if not session.is_over():
            raise RuntimeError(f"game {number} ({game}, seed {seed + number}) did not end within "
                               f"{GAME_TIMEOUT_MS // 60000} minutes")
        flush_deletions()
        worker_pid = window.worker.pid
        figures = GameFigures(number, game, players, len(session.record.actions), time.perf_counter() - began,
                              items, objects, resident_kb(), None if worker_pid is None else resident_kb(worker_pid),
                              cached_faces())
        evening.games.append(figures)
        after_game(figures)
    window.runner.finished.disconnect(finished.quit)
    return evening


def kb_text(kb: int | None) -> str:
    return "unknown" if kb is None else f"{kb / 1024:.1f} MB"


def report(evening: Evening) -> list[str]:
    """The evening's figures, worded; the last line says whether memory stayed within the target."""
    settled, last = evening.at(SETTLED_AFTER), evening.games[-1]
    lines = ["", "scene items / Qt objects on each dealt table, by game (first deal ... last deal):"]
    for (game, players), seen in evening.counts_by_game().items():
        items, objects = zip(*seen)
        lines.append(f"  {game} ({players} players, {len(seen)} deals): items {items[0]} ... {items[-1]} "
                     f"(max {max(items)}), objects {objects[0]} ... {objects[-1]} (max {max(objects)})")
    lines.append(f"AI process: {kb_text(settled.ai_kb)} after game {settled.number}, "
                 f"{kb_text(last.ai_kb)} after game {last.number}")
    ratio = evening.memory_ratio()
    lines.append(f"UI process: {kb_text(settled.ui_kb)} after game {settled.number}, "
                 f"{kb_text(last.ui_kb)} after game {last.number}")
    growing = evening.growing()
    lines.append("counts back to their level at every deal" if not growing
                 else "counts grew: " + "; ".join(growing))
    if ratio is not None:
        verdict = "within" if abs(ratio - 1) <= MEMORY_TARGET else "outside"
        lines.append(f"memory ratio last/game {settled.number}: {ratio:.3f} ({verdict} the "
                     f"{MEMORY_TARGET:.0%} target)")
    return lines


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    libc = ctypes.CDLL(name) if name else None
    return libc if libc is not None and hasattr(libc, "mallinfo2") else None


def c_heap_kb() -> tuple[int, int] | None:
    """The C allocator's (glibc's) memory handed out, and held free, in KiB; None off glibc.
    Qt's objects live here, and what it frees stays in the process until trimmed."""
    libc = _libc()
    if libc is None:
        return None
    libc.mallinfo2.restype = _MallInfo2
    info = libc.mallinfo2()
    return (info.uordblks + info.hblkhd) // 1024, info.fordblks // 1024


def resident_parts() -> str:
    """The resident memory split as /proc/self/status gives it: anonymous (heaps), file-backed (code, fonts), shared."""
    try:
        fields = dict(line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines() if ":" in line)
    except OSError:
        return "unknown"
    return ", ".join(f"{name[3:].lower()} {kb_text(int(fields[name].split()[0]))}"
                     for name in ("RssAnon", "RssFile", "RssShmem") if name in fields)


def trimmed_kb() -> int | None:
    """The resident memory once glibc has given its free memory back to the system."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
    return resident_kb()


def object_counts() -> Counter[str]:
    """Python objects the garbage collector tracks, counted by type."""
    return Counter(f"{type(thing).__module__}.{type(thing).__qualname__}" for thing in gc.get_objects())


@dataclass
class MemoryTrace:
    """What Python kept from game ``start`` to the last: tracemalloc by traceback, objects by type."""

    start: int = SETTLED_AFTER
    frames: int = 12
    counts: Counter[str] = field(default_factory=Counter)
    heaps: list[str] = field(default_factory=list)  # the C heap worded, at the start and at the end

    def after_game(self, figures: GameFigures) -> None:
        if figures.number == self.start:
            gc.collect()
            self.counts = object_counts()
            self.heaps.append(self._heap_text(figures.number))
            tracemalloc.start(self.frames)

    @staticmethod
    def _heap_text(number: int) -> str:
        heap, rss = c_heap_kb(), resident_kb()
        in_use = "unknown" if heap is None else f"{kb_text(heap[0])} in use, {kb_text(heap[1])} free but held"
        return (f"after game {number}: resident {kb_text(rss)} ({resident_parts()}), C heap {in_use}, "
                f"tracemalloc's own {kb_text(tracemalloc.get_tracemalloc_memory() // 1024)}, "
                f"resident after malloc_trim {kb_text(trimmed_kb())}")

    def report(self, last: int, top: int = 25) -> list[str]:
        if not tracemalloc.is_tracing():
            return [f"tracemalloc: the evening ended before game {self.start}"]
        gc.collect()
        change = object_counts()
        change.subtract(self.counts)
        snapshot = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)])
        tracemalloc.stop()
        self.heaps.append(self._heap_text(last))
        statistics = snapshot.statistics("traceback")
        total = sum(stat.size for stat in statistics)
        lines = ["", *self.heaps, (f"allocated since game {self.start} and still alive: {total / 1024:.1f} KiB "
                                   f"in {sum(stat.count for stat in statistics)} blocks; the largest by traceback:")]
        for stat in statistics[:top]:
            lines.append(f"  {stat.size / 1024:9.1f} KiB {stat.count:7} blocks")
            lines.extend(f"      {line.strip()}" for line in stat.traceback.format(limit=self.frames)
                         if line.strip().startswith("File"))
        lines.append(f"Python objects by type, change since game {self.start} (largest first):")
        lines.extend(f"  {count:+8} {name}" for name, count in
                     sorted(change.items(), key=lambda item: -abs(item[1]))[:top] if count)
        return lines


def positive_games(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of games, 1 or more, not {text!r}")
    return int(text)


def seed_number(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"must be a whole number, 0 or more, not {text!r}")
    return int(text)


def level_list(text: str) -> tuple[str, ...]:
    levels = tuple(part.strip() for part in text.split(",") if part.strip())
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or not levels:
        raise argparse.ArgumentTypeError(f"must be levels separated by commas, each one of "
                                         f"{', '.join(LEVELS)}; not {text!r}")
    return levels


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=positive_games, default=200, help="games to play in a row (default 200)")
    parser.add_argument("--seed", type=seed_number, default=1, help="game n is dealt from seed + n (default 1)")
    parser.add_argument("--levels", type=level_list, default=("easy", "medium"),
                        help="AI levels, separated by commas, cycled over the seats (default easy,medium)")
    parser.add_argument("--trace-memory", type=positive_games, nargs="?", const=SETTLED_AFTER, metavar="GAME",
                        help=f"trace Python's allocations after game GAME (default {SETTLED_AFTER}) "
                             "and print what the last game still kept")
    args = parser.parse_args(argv)
    trace = None if args.trace_memory is None else MemoryTrace(args.trace_memory)
    with tempfile.TemporaryDirectory(prefix="deskcards-evening-") as folder:
        for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            os.environ[variable] = str(Path(folder) / variable.lower())  # no real settings or saves
        began = time.perf_counter()
        evening = run(args.games, args.seed, args.levels, trace)
        took = time.perf_counter() - began
    print("\n".join(report(evening) + (trace.report(evening.games[-1].number) if trace else [])))
    print(f"{len(evening.games)} games, {sum(figures.moves for figures in evening.games)} moves in {took:.0f} s")
    ratio = evening.memory_ratio()
    return 0 if ratio is not None and abs(ratio - 1) <= MEMORY_TARGET and not evening.growing() else 1


def run(games: int, seed: int, levels: Sequence[str], trace: MemoryTrace | None = None) -> Evening:
    """The evening in a window of its own, with a real AI process, printing a line per game."""
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.app import application
    from deskcards.ui.screenshot import offscreen_size_hints_unsaid
    from deskcards.ui.window import MainWindow

    app = application()
    worker = AIWorker(app)
    window = MainWindow(worker, Preferences(animation_speed="off"), ask=lambda *_: True, tell=lambda *_: None)
    try:
        with offscreen_size_hints_unsaid():
            window.show()
            return play_evening(window, games, seed, levels, lambda figures: after_game(figures, trace))
    finally:
        window.close()
        window.deleteLater()


def after_game(figures: GameFigures, trace: MemoryTrace | None) -> None:
    print(f"game {figures.number:3} {figures.game:13} {figures.moves:4} moves {figures.seconds:6.1f} s  "
          f"items {figures.scene_items:4} objects {figures.qt_objects:5}  UI {kb_text(figures.ui_kb)}  "
          f"AI {kb_text(figures.ai_kb)}  faces {figures.card_faces}", flush=True)
    if trace:
        trace.after_game(figures)


if __name__ == "__main__":
    sys.exit(main())
