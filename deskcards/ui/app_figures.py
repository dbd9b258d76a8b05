"""The app's own columns of the performance record: launch to a painted table,
and the frame interval p95 while a deal animates and the AI thinks.

Each figure comes from fresh child processes on Qt's offscreen platform, so
the caller's own imports never count and this module loads no Qt. Children
get throw-away settings and save folders (XDG_CONFIG_HOME, XDG_DATA_HOME):
nothing real is touched and no autosave is offered. They share a bytecode
cache in a temporary folder, as an installed app has its .pyc files, even
where the shell sets PYTHONDONTWRITEBYTECODE. benchmarks/ui_performance.py
and benchmarks/frozen_launch.py build their longer runs from these parts.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from itertools import count, islice
from pathlib import Path
from typing import NamedTuple

from deskcards.bench_stats import percentile
from deskcards.session import GameSession
from deskcards.ui.app import LAUNCH_PROBE, LAUNCH_SEED
from deskcards.ui.preferences import Preferences, seats_for

CHILD_TIMEOUT_S = 120
RESULT_PREFIX = "RESULT "  # how a child's line of JSON results starts
DESKCARDS = [sys.executable, "-m", "deskcards"]  # the `deskcards` command, from source
PAINTED = re.compile(r"^painted at (\d+\.\d+) playable=(True|False)$", re.MULTILINE)  # the launch probe's line
LAUNCHES = 3  # timed launches per game in the record (median)
FRAME_SECONDS = 3.0  # seconds of deal animation per game in the record
# The frame child (deskcards/ui/frame_pacing.py, which loads Qt): GAME SECONDS SEED [SEED ...].
FRAME_CHILD = "import sys; from deskcards.ui.frame_pacing import main; sys.exit(main())"


class AppFigures(NamedTuple):
    launch_s: float  # median seconds from the spawn to the first painted table
    frame_p95_ms: float  # p95 interval between painted frames while deals animate and the AI searches


def human_first_seeds(game: str, how_many: int) -> list[int]:
    """Seeds whose default deal of ``game`` gives your seat the first move."""
    seats = seats_for(Preferences(game=game))
    yours = (seed for seed in count(1) if GameSession.new(game, "standard", seats, seed=seed).state.current_player == 0)
    return list(islice(yours, how_many))


def write_settings(config_home: str, game: str, speed: str) -> None:
    """The saved preferences the app will read: ``game`` at this animation speed."""
    folder = Path(config_home) / "deskcards"
    folder.mkdir(parents=True, exist_ok=True)
    # Quoted: unquoted, YAML would read off as false.
    (folder / "settings.yaml").write_text(f"game: '{game}'\nanimation_speed: '{speed}'\n")


def child_env(config_home: str, data_home: str, bytecode: str, platform: str = "offscreen",
              display: str | None = None) -> dict[str, str]:
    """A child's environment: these folders, this Qt platform (``display`` for xcb), the shared bytecode cache."""
    env = dict(os.environ, XDG_CONFIG_HOME=config_home, XDG_DATA_HOME=data_home, QT_QPA_PLATFORM=platform,
               PYTHONPYCACHEPREFIX=bytecode)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("DISPLAY", None)
    if display:
        env["DISPLAY"] = display
    return env


def run_child(command: list[str], env: dict[str, str]) -> tuple[float, str]:
    """Run a child; (CLOCK_MONOTONIC just before the spawn, its output). RuntimeError if it fails."""
    spawned = time.monotonic()
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"{command[1:3]} took over {CHILD_TIMEOUT_S} s") from exc
    if done.returncode != 0:
        raise RuntimeError(f"{command[1:3]} failed (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    return spawned, done.stdout


def child_result(command: list[str], env: dict[str, str]) -> tuple[float, dict]:
    """Run a child; (CLOCK_MONOTONIC just before the spawn, the dict it reported on its last RESULT line)."""
    spawned, output = run_child(command, env)
    lines = [line for line in output.splitlines() if line.startswith(RESULT_PREFIX)]
    if not lines:
        raise RuntimeError(f"{command[1:3]} reported nothing:\n{output}")
    return spawned, json.loads(lines[-1][len(RESULT_PREFIX):])


def launch(game: str, seed: int, bytecode: str, command: list[str] = DESKCARDS) -> tuple[float, bool]:
    """One launch of ``command`` on ``game``, animation off, the app's launch probe on: (seconds from the
    spawn to the first painted table, whether that table was yours to play). The app prints the
    CLOCK_MONOTONIC time of that paint, a clock system-wide, so the spawn counts."""
    with tempfile.TemporaryDirectory() as config_home, tempfile.TemporaryDirectory() as data_home:
        write_settings(config_home, game, "off")
        env = {**child_env(config_home, data_home, bytecode), LAUNCH_PROBE: "1", LAUNCH_SEED: str(seed)}
        spawned, output = run_child(command, env)
    found = PAINTED.search(output)
    if not found:
        raise RuntimeError(f"{command[0]} painted no table:\n{output}")
    return float(found.group(1)) - spawned, found.group(2) == "True"


def frame_intervals(game: str, seeds: list[int], seconds: float, bytecode: str) -> list[float]:
    """Milliseconds between painted frames over ``seconds`` of deals of ``game`` while the hard AI searches
    (deskcards/ui/frame_pacing.py, in a child)."""
    with tempfile.TemporaryDirectory() as config_home, tempfile.TemporaryDirectory() as data_home:
        command = [sys.executable, "-c", FRAME_CHILD, game, str(seconds), *map(str, seeds)]
        result = child_result(command, child_env(config_home, data_home, bytecode))[1]
    return result["intervals_ms"]


class AppBench:
    """Measures ``AppFigures`` per game. Use it in a ``with`` block: it owns the children's bytecode cache.
    The frame child runs first, so its imports warm the file caches and fill the bytecode cache for
    the launches."""

    def __init__(self, launches: int = LAUNCHES, frame_seconds: float = FRAME_SECONDS):
        self.launches, self.frame_seconds = launches, frame_seconds
        self._bytecode = tempfile.TemporaryDirectory(prefix="deskcards-pyc-")

    def __enter__(self) -> AppBench:
        return self

    def __exit__(self, *_exc: object) -> None:
        self._bytecode.cleanup()

    def __call__(self, game: str) -> AppFigures:
        bytecode = self._bytecode.name
        intervals = frame_intervals(game, [1, 2, 3], self.frame_seconds, bytecode)
        seed = human_first_seeds(game, 1)[0]  # the painted table is yours to play
        launches = [launch(game, seed, bytecode)[0] for _ in range(self.launches)]
        return AppFigures(statistics.median(launches), percentile(intervals, 95))
