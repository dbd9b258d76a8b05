"""How quickly the table opens, how smoothly it deals while the AI thinks, and
how much memory the app takes.

    .venv/bin/python benchmarks/ui_performance.py [--runs 7] [--deals 5] [--moves 40]

Each figure is measured in fresh child processes, so the parent's own imports
never count, with throw-away settings and save folders (XDG_CONFIG_HOME,
XDG_DATA_HOME): nothing real is touched and no autosave is offered. Children
run on Qt's offscreen platform and, if an X server can be had (DISPLAY, or
an Xvfb the script starts and stops itself), on a real X server (xcb).

1. Launch to a painted, playable table (target: median <= 0.5 s). The clock
   starts in the parent, on CLOCK_MONOTONIC (system-wide, so comparable
   across processes), just before it spawns ``python -c ...``; the spawn
   itself therefore counts. (The kernel's start time in /proc/self/stat is
   counted in 10 ms jiffies, too coarse here.) The child runs the
   ``deskcards`` command's path: the CLI module, then
   QApplication, AIWorker, MainWindow, ``start()``, ``show()``, and watches
   paints of the table's viewport. ``start()`` is given a seed where your
   seat moves first, so "playable" has one meaning: the first painted frame
   after any deal animation has finished, with the table accepting your
   input. (The launch lays the table out dealt, at every speed; only a new
   game animates its deal. Both speeds are run to show it.) Also reported:
   the first painted frame, the first frame accepting input, when the AI
   process (started after the first frame) is ready, and a time per startup
   step. One unreported warm-up launch comes first.

2. Frame pacing of the deal animation while the hard AI searches (target:
   p95 interval between painted frames <= 20 ms). One process, a MainWindow
   at its 1280x800, speed "normal". The AI process is kept searching a
   Segmentation Fault position (a new request the moment each answer
   arrives) while ``window.play`` deals a new game; every paint of the
   viewport from the ``play`` call until the animator falls idle is
   timestamped. Nothing forces extra paints: during a deal some card is
   always moving, so Qt repaints on every animation tick (~16 ms), and a late
   frame is a real stutter. After one warm-up deal, deals alternate between
   AI idle and AI searching, on the same seeds, for comparison.

3. Peak memory (target: <= 200 MB): the UI process's peak RSS (getrusage
   ru_maxrss) and the AI process's (VmHWM), after launching, dealing and
   playing ``--moves`` AI moves at speed "fast", and their sum (an upper
   bound: shared library pages count twice).

The "Others' CPU" column says how busy the machine was with other work while
a figure was taken; times taken on a busy machine are pessimistic.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from functools import partial
from itertools import pairwise
from pathlib import Path

from deskcards.bench_stats import percentile
from deskcards.ui.app_figures import RESULT_PREFIX, child_env, child_result, human_first_seeds, write_settings

LAUNCH_TARGET_S = 0.5
FRAME_TARGET_MS = 20.0
MEMORY_TARGET_MB = 200.0
GAME = "segfault"
DEAL_BUDGET_S = 10.0  # a deal that takes longer is an error

# The launch child: the `deskcards` command's path to the window, plus a paint
# watch. Kept to what the app itself imports, so the figure is the app's.
LAUNCH_CHILD = r"""
import time
marks = {"interpreter": time.monotonic()}
first_paint = {}  # this process's CPU seconds, and its main thread's seconds waiting for a core, by then
import json
import sys
import deskcards.cli  # `deskcards` with no arguments goes straight to the app
from deskcards.ui.ai_worker import AIWorker
from deskcards.ui.app import application
from deskcards.ui.window import MainWindow
from PySide6.QtCore import QEvent, QObject, QTimer
marks["imports"] = time.monotonic()

app = application()
marks["qapplication"] = time.monotonic()
worker = AIWorker()
marks["ai_worker"] = time.monotonic()
worker.ready.connect(lambda: marks.setdefault("worker_ready", time.monotonic()))
window = MainWindow(worker)
marks["main_window"] = time.monotonic()


def finish():
    result = {"at": marks, "turn": window.runner.session.current_seat_kind(), **first_paint}
    print("RESULT " + json.dumps(result), flush=True)
    window.close()  # its closeEvent shuts the AI process down
    app.quit()


def deal_done():
    # Idle signals during start() come before the deal is queued; the deal's end is the first after.
    if "start" in marks:
        marks.setdefault("deal_done", time.monotonic())


class PaintWatch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            now = time.monotonic()
            if "first_paint" not in marks:
                marks["first_paint"] = now
                with open("/proc/self/schedstat") as stream:  # ns on a CPU, ns waiting in its run queue, slices
                    first_paint.update(cpu_first_paint=time.process_time(),
                                       wait_first_paint=int(stream.read().split()[1]) / 1e9)
            if window.scene.input_enabled:
                marks.setdefault("input_paint", now)
                if "deal_done" in marks and "playable_paint" not in marks:
                    marks["playable_paint"] = now
                    QTimer.singleShot(0, finish)
        return False


watch = PaintWatch()
window.view.viewport().installEventFilter(watch)
window.runner.animator.idle.connect(deal_done)
window.start(int(sys.argv[1]))  # the seed: your seat moves first
marks["start"] = time.monotonic()
if not window.runner.animator.busy:  # animation off: the deal landed inside start()
    marks["deal_done"] = marks["start"]
window.show()
marks["show"] = time.monotonic()
QTimer.singleShot(30_000, lambda: app.exit(3))
sys.exit(app.exec())
"""

LAUNCH_PHASES = (  # (mark, what happened between the previous mark and it)
    ("interpreter", "python starts"),
    ("imports", "imports (CLI, PySide6, deskcards UI)"),
    ("qapplication", "QApplication"),
    ("ai_worker", "AIWorker (its process starts after the first frame)"),
    ("main_window", "MainWindow built"),
    ("start", "window.start() (load prefs, deal, autosave)"),
    ("show", "window.show()"),
    ("first_paint", "until the first paint"),
)


# -- the parent: platforms and children ---------------------------------------------

class Platforms:
    """Environments to run children in: offscreen always, X11 where a server can be had.

    Children share a bytecode cache in a temporary folder (the warm-up launch
    fills it), as an installed app has its .pyc files, even where the shell
    sets PYTHONDONTWRITEBYTECODE; the source tree gets no __pycache__.
    """

    def __init__(self):
        self.bytecode = tempfile.TemporaryDirectory(prefix="deskcards-pyc-")
        self.xvfb: subprocess.Popen | None = None
        self.display = os.environ.get("DISPLAY")
        self.x_label = f"xcb on existing DISPLAY {self.display}" if self.display else ""
        if not self.display and shutil.which("Xvfb"):
            self.display = self._start_xvfb()
            self.x_label = f"xcb on Xvfb {self.display} (1920x1080x24)" if self.display else ""

    def _start_xvfb(self) -> str | None:
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as stream:
            number = stream.readline().strip()  # Xvfb writes its display number once it is ready
        return f":{number}" if number else None

    def names(self) -> list[str]:
        return ["offscreen", "xcb"] if self.display else ["offscreen"]

    def label(self, name: str) -> str:
        return self.x_label if name == "xcb" else "offscreen (no window system)"

    def env(self, name: str, config_home: str, data_home: str) -> dict[str, str]:
        return child_env(config_home, data_home, self.bytecode.name, name, self.display if name == "xcb" else None)

    def close(self) -> None:
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait()
        self.bytecode.cleanup()


class OthersMeter:
    """The share of the machine's CPU that processes outside this benchmark used.

    Every figure here is worse on a busy machine (2 cores: one for the UI,
    one for the AI), so each part reports it. Ours = this process, its
    children and their reaped descendants, and our Xvfb; others = everything
    else /proc/stat counts busy. Approximate: multiprocessing's small
    resource-tracker process may never be reaped and then counts as others.
    """

    def __init__(self, platforms: Platforms):
        self.platforms = platforms
        self.started = self._sample()

    def _sample(self) -> tuple[float, float, float]:
        ticks = os.sysconf("SC_CLK_TCK")
        user, nice, system, _idle, _iowait, irq, softirq = map(int, Path("/proc/stat").read_text().split()[1:8])
        own = os.times()
        ours = own.user + own.system + own.children_user + own.children_system
        if self.platforms.xvfb is not None:
            fields = Path(f"/proc/{self.platforms.xvfb.pid}/stat").read_text().rsplit(")", 1)[1].split()
            ours += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
        return time.monotonic(), (user + nice + system + irq + softirq) / ticks, ours

    def share(self) -> float:
        """Others' share since the last call (or since built), and start a new span."""
        (wall0, busy0, ours0), (wall1, busy1, ours1) = self.started, self._sample()
        self.started = (wall1, busy1, ours1)
        return max(0.0, (busy1 - busy0) - (ours1 - ours0)) / ((wall1 - wall0) * os.cpu_count())


def run_part(platforms: Platforms, platform: str, part: str, seeds: list[int], options: list[str],
             speed: str = "normal") -> dict:
    with tempfile.TemporaryDirectory() as config_home, tempfile.TemporaryDirectory() as data_home:
        write_settings(config_home, GAME, speed)
        command = [sys.executable, __file__, "--part", part, "--seeds", ",".join(map(str, seeds)), *options]
        return child_result(command, platforms.env(platform, config_home, data_home))[1]


def launch_once(platforms: Platforms, platform: str, seed: int, speed: str) -> dict[str, float]:
    """One fresh launch: each mark in seconds since the spawn, and the UI's CPU and run-queue seconds by its
    first paint."""
    with tempfile.TemporaryDirectory() as config_home, tempfile.TemporaryDirectory() as data_home:
        write_settings(config_home, GAME, speed)
        spawned, result = child_result([sys.executable, "-c", LAUNCH_CHILD, str(seed)],
                                    platforms.env(platform, config_home, data_home))
    if result["turn"] != "human":
        raise RuntimeError(f"seed {seed} was meant to give you the first move")
    times = {name: at - spawned for name, at in result["at"].items()}
    return {**times, "cpu_first_paint": result["cpu_first_paint"], "wait_first_paint": result["wait_first_paint"]}


def measure_launch(platforms: Platforms, platform: str, seed: int, speed: str, runs: int) -> list[dict]:
    launch_once(platforms, platform, seed, speed)  # warm-up: file caches, .pyc files
    return [launch_once(platforms, platform, seed, speed) for _ in range(runs)]


# -- children ------------------------------------------------------------------------

def main_thread_waited() -> float:
    """Seconds this process's main thread has spent runnable but waiting for a core (Linux schedstat)."""
    with open("/proc/self/schedstat") as stream:  # ns on a CPU, ns waiting in its run queue, slices
        return int(stream.read().split()[1]) / 1e9


# -- child: deal frame pacing -------------------------------------------------------

def frames_part(seeds: list[int]) -> dict:
    from deskcards.session import GameSession
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.app import application
    from deskcards.ui.frame_pacing import KeepSearching, MotionClock, run_events, thinking_position
    from deskcards.ui.preferences import Preferences, seats_for
    from deskcards.ui.window import MainWindow

    application()
    worker = AIWorker()
    worker.start()
    window = MainWindow(worker, prefs=Preferences(animation_speed="normal"),
                        ask=lambda *_: False, tell=lambda *_: None)
    window.show()
    search = KeepSearching(worker, *thinking_position(GAME, at_least_s=0.15))
    run_events(10_000, lambda: worker.is_ready)
    clock = MotionClock(window)
    default_seats = seats_for(Preferences())

    def deal_once(seed: int) -> tuple[float, list[float], float]:
        """Deal a new game: (seconds until the animator fell idle, paint times meanwhile, seconds the UI
        thread spent waiting for a free core meanwhile)."""
        waited = main_thread_waited()
        session = GameSession.new(GAME, "standard", default_seats, seed=seed)
        seconds, times = clock.timed(partial(window.play, session), DEAL_BUDGET_S)
        if seconds >= DEAL_BUDGET_S:
            raise RuntimeError(f"the deal animation did not finish within {DEAL_BUDGET_S} s")
        return seconds, times, main_thread_waited() - waited

    deal_once(seeds[0])  # warm-up, not counted: first-time font and art setup
    deals: dict[str, list[dict]] = {"idle": [], "searching": []}
    for seed in seeds:
        for condition in ("idle", "searching"):
            if condition == "searching":
                search.start()
            else:
                search.active = False
                run_events(5_000, lambda: search.request_id is None)
            run_events(300)  # let the search get going (or the table settle)
            if search.failure:
                raise RuntimeError(f"the AI failed: {search.failure}")
            answered_before = len(search.answers)
            started = time.monotonic()
            seconds, times, waited = deal_once(seed)
            deals[condition].append({
                "seconds": seconds,
                "waited_for_core_s": waited,
                "first_paint_ms": (times[0] - started) * 1000,
                "intervals_ms": [(b - a) * 1000 for a, b in pairwise(times)],
                "ai_round_trips_s": [trip for at, trip in search.answers[answered_before:]
                                     if at <= started + seconds],
            })
    search.active = False
    viewport = window.view.viewport().size()
    window.close()
    return {"deals": deals, "viewport": [viewport.width(), viewport.height()],
            "window": [window.width(), window.height()]}


# -- child: peak memory -------------------------------------------------------------

def memory_part(seeds: list[int], moves: int) -> dict:
    import resource

    from deskcards.session import GameSession, SeatInfo
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.app import application
    from deskcards.ui.frame_pacing import run_events
    from deskcards.ui.window import MainWindow

    application()
    worker = AIWorker()
    worker.start()
    window = MainWindow(worker, ask=lambda *_: False, tell=lambda *_: None)  # settings say speed "fast"
    window.start(seeds[0])
    window.show()
    run_events(30_000, lambda: not window.runner.animator.busy)  # the launch deal, animated
    ai_seats = [SeatInfo(f"AI {n}", "ai", "hard") for n in range(1, 5)]
    played = games = 0
    deadline = time.monotonic() + 90
    while played < moves:
        session = GameSession.new("segfault", "standard", ai_seats, seed=seeds[games % len(seeds)])
        games += 1
        window.play(session)
        while not session.is_over() and played + len(session.record.actions) < moves:
            if time.monotonic() > deadline:
                raise RuntimeError(f"only {played + len(session.record.actions)} AI moves in 90 s")
            run_events(50)
        played += len(session.record.actions)
    worker_status = Path(f"/proc/{worker.pid}/status").read_text()
    worker_kb = {line.split(":")[0]: int(line.split()[1]) for line in worker_status.splitlines()
                 if line.startswith(("VmHWM", "VmRSS"))}
    ui_peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux
    window.close()
    return {"ui_peak_kb": ui_peak_kb, "worker_peak_kb": worker_kb["VmHWM"], "worker_now_kb": worker_kb["VmRSS"],
            "moves": played, "games": games}


# -- the report -----------------------------------------------------------------------

def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def report_launch(platform_label: str, speed: str, runs: list[dict], others: float, rows: list) -> None:
    print(f"\n1. Launch, animation {speed!r}, {platform_label}: {len(runs)} fresh processes (after one warm-up);"
          f" other processes used {others:.0%} of the CPU meanwhile")
    previous = 0.0
    for mark, what in LAUNCH_PHASES:
        at = statistics.median(run[mark] for run in runs)
        print(f"   {what:<46} +{(at - previous) * 1000:6.0f} ms   (at {at * 1000:5.0f} ms)")
        previous = at
    for mark, what in (("input_paint", "first frame accepting input"),
                       ("deal_done", "deal animation finished"),
                       ("playable_paint", "first frame after the deal, your turn"),
                       ("worker_ready", "AI process ready (as the UI heard it)")):
        values = [run[mark] for run in runs if mark in run]
        if values:
            print(f"   {what:<46} median {statistics.median(values):.3f} s, max {max(values):.3f} s")
    cpu = statistics.median(run["cpu_first_paint"] for run in runs)
    wait = statistics.median(run["wait_first_paint"] for run in runs)
    print(f"   until its first paint, the UI process used     median {cpu:.3f} s of CPU, and its main thread"
          f" waited {wait:.3f} s for a free core")
    first = [run["first_paint"] for run in runs]
    playable = [run["playable_paint"] for run in runs]
    rows.append((f"Launch -> first painted table ({speed})", platform_label,
                 f"median {statistics.median(first):.3f} s, max {max(first):.3f} s", "", "", f"{others:.0%}"))
    rows.append((f"Launch -> playable table ({speed})", platform_label,
                 f"median {statistics.median(playable):.3f} s, max {max(playable):.3f} s",
                 f"<= {LAUNCH_TARGET_S} s", verdict(statistics.median(playable) <= LAUNCH_TARGET_S), f"{others:.0%}"))


def report_frames(platform_label: str, result: dict, others: float, rows: list) -> None:
    print(f"\n2. Deal frame pacing, {platform_label}, window {result['window']}, viewport {result['viewport']};"
          f" other processes used {others:.0%} of the CPU meanwhile")
    for condition, deals in result["deals"].items():
        intervals = [ms for deal in deals for ms in deal["intervals_ms"]]
        frames = sum(len(deal["intervals_ms"]) + 1 for deal in deals)
        seconds = [deal["seconds"] for deal in deals]
        first = [deal["first_paint_ms"] for deal in deals]
        p95 = percentile(intervals, 95)
        trips = [trip for deal in deals for trip in deal["ai_round_trips_s"]]
        ai = (f"; AI answered {len(trips)} hard requests during the deals, median round trip "
              f"{statistics.median(trips) * 1000:.0f} ms" if trips else "")
        waited = sum(deal["waited_for_core_s"] for deal in deals) / sum(seconds)
        print(f"   AI {condition:<9}: {len(deals)} deals, {frames} frames,"
              f" deal median {statistics.median(seconds):.3f} s;"
              f" interval p50 {percentile(intervals, 50):.1f} ms, p95 {p95:.1f} ms, max {max(intervals):.1f} ms;"
              f" play() to first frame median {statistics.median(first):.0f} ms{ai}")
        over = sum(ms > FRAME_TARGET_MS for ms in intervals)
        per_deal = ", ".join(f"{percentile(deal['intervals_ms'], 95):.1f}" for deal in deals)
        print(f"   {'':<13}  intervals over {FRAME_TARGET_MS:.0f} ms: {over} of {len(intervals)};"
              f" p95 of each deal: {per_deal} ms; the UI thread waited for a free core"
              f" {waited * 1000:.0f} ms per second of deal")
        rows.append((f"Deal frame interval p95, AI {condition}", platform_label,
                     (f"p50 {percentile(intervals, 50):.1f} / p95 {p95:.1f} / max {max(intervals):.1f} ms,"
                      f" {frames} frames"), f"p95 <= {FRAME_TARGET_MS:.0f} ms",
                     verdict(p95 <= FRAME_TARGET_MS) if condition == "searching" else "(comparison)",
                     f"{others:.0%}"))


def report_memory(platform_label: str, result: dict, others: float, rows: list) -> None:
    ui_mb, worker_mb = result["ui_peak_kb"] / 1024, result["worker_peak_kb"] / 1024
    print(f"\n3. Peak memory, {platform_label}: {result['moves']} AI moves (hard, speed 'fast')"
          f" in {result['games']} game(s)"
          f" after the launch deal; AI process RSS now {result['worker_now_kb'] / 1024:.1f} MB")
    rows.append(("Peak RSS, UI process", platform_label, f"{ui_mb:.1f} MB", f"<= {MEMORY_TARGET_MB:.0f} MB",
                 verdict(ui_mb <= MEMORY_TARGET_MB), f"{others:.0%}"))
    rows.append(("Peak RSS, AI process (VmHWM)", platform_label, f"{worker_mb:.1f} MB", "", "", f"{others:.0%}"))
    rows.append(("Peak RSS, UI + AI", platform_label, f"{ui_mb + worker_mb:.1f} MB", f"<= {MEMORY_TARGET_MB:.0f} MB",
                 verdict(ui_mb + worker_mb <= MEMORY_TARGET_MB), f"{others:.0%}"))


def print_table(rows: list) -> None:
    headers = ("Figure", "Platform", "Measured", "Target", "Result", "Others' CPU")
    widths = [max(len(str(row[i])) for row in [headers, *rows]) for i in range(len(headers))]
    print()
    for row in [headers, tuple("-" * width for width in widths), *rows]:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh launches per platform (default 7)")
    parser.add_argument("--deals", type=int, default=5, help="deals per AI condition (default 5)")
    parser.add_argument("--moves", type=int, default=40, help="AI moves before memory is read (default 40)")
    parser.add_argument("--part", choices=("frames", "memory"), help=argparse.SUPPRESS)  # a child's job
    parser.add_argument("--seeds", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.part:
        seeds = [int(seed) for seed in args.seeds.split(",")]
        result = frames_part(seeds) if args.part == "frames" else memory_part(seeds, args.moves)
        print(RESULT_PREFIX + json.dumps(result), flush=True)
        return 0

    began = time.monotonic()
    seeds = human_first_seeds(GAME, max(args.deals, 3))
    platforms = Platforms()
    rows: list = []
    try:
        print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores; platforms: "
              + "; ".join(platforms.label(name) for name in platforms.names())
              + "; children use a bytecode cache, as an installed app would")
        meter = OthersMeter(platforms)
        early_input = False
        for platform in platforms.names():
            label = platforms.label(platform)
            runs = measure_launch(platforms, platform, seeds[0], "normal", args.runs)
            early_input |= any(run["input_paint"] < run["deal_done"] for run in runs)
            report_launch(label, "normal", runs, meter.share(), rows)
            runs = measure_launch(platforms, platform, seeds[0], "off", args.runs)
            report_launch(label, "off", runs, meter.share(), rows)
        if early_input:
            print("   Note: the table accepted input before its deal animation ended: the animator reports idle"
                  " while start() is still queueing the deal, and the runner hands over the turn then.")
        for platform in platforms.names():
            result = run_part(platforms, platform, "frames", seeds[:args.deals], [])
            report_frames(platforms.label(platform), result, meter.share(), rows)
        memory_platform = platforms.names()[-1]
        result = run_part(platforms, memory_platform, "memory", seeds, ["--moves", str(args.moves)], speed="fast")
        report_memory(platforms.label(memory_platform), result, meter.share(), rows)
    finally:
        platforms.close()
    print_table(rows)
    print(f"\n(whole benchmark: {time.monotonic() - began:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
