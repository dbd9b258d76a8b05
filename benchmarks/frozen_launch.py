"""Launch to a painted table: the frozen bundle against the app from source.

    .venv/bin/python benchmarks/frozen_launch.py [--runs 7] [--bundle dist/deskcards]

Target: the bundle's median at most 1.2 times the source's. Both run the real
`deskcards` command (``python -m deskcards`` and ``dist/deskcards/deskcards``)
offscreen, with throw-away settings and save folders, a seed where your seat
moves first and animation off, so the first painted frame is the playable
table. The app's launch probe (deskcards.ui.app.LAUNCH_PROBE) prints the
CLOCK_MONOTONIC time of that paint and quits; the clock starts just before the
spawn, so the spawn counts. Launches alternate, source then frozen, so both
see the same machine load; one unreported warm-up launch of each comes first
(file caches, .pyc files).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ui_performance import human_first_seeds, write_settings

from deskcards.ui.app import LAUNCH_PROBE

RATIO_TARGET = 1.2
PAINTED = re.compile(r"^painted at (\d+\.\d+) playable=True$", re.MULTILINE)


def launch_once(command: list[str], seed: int) -> float:
    """Seconds from the spawn to the first painted, playable table."""
    with tempfile.TemporaryDirectory() as config_home, tempfile.TemporaryDirectory() as data_home:
        write_settings(config_home, seed, "off")
        env = {**os.environ, LAUNCH_PROBE: "1", "QT_QPA_PLATFORM": "offscreen",
               "XDG_CONFIG_HOME": config_home, "XDG_DATA_HOME": data_home}
        spawned = time.monotonic()
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=False)
    found = PAINTED.search(done.stdout)
    if done.returncode != 0 or not found:
        raise RuntimeError(f"{command[0]} failed (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    return float(found.group(1)) - spawned


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed launches of each (default: %(default)s)")
    parser.add_argument("--bundle", type=Path, default=Path("dist/deskcards"), help="the built bundle's folder")
    args = parser.parse_args()
    frozen = args.bundle.resolve() / "deskcards"
    if not frozen.is_file():
        print(f"frozen_launch: no bundle at {args.bundle}; build it with bash packaging/build.sh", file=sys.stderr)
        return 1
    commands = {"source": [sys.executable, "-m", "deskcards"], "frozen": [str(frozen)]}
    seed = human_first_seeds(1)[0]
    for command in commands.values():  # warm-up
        launch_once(command, seed)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, command in commands.items():
            times[name].append(launch_once(command, seed))
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        runs = " ".join(f"{value:.3f}" for value in values)
        print(f"{name:7} median {medians[name]:.3f} s  (runs: {runs})")
    ratio = medians["frozen"] / medians["source"]
    verdict = "meets" if ratio <= RATIO_TARGET else "misses"
    print(f"frozen / source: {ratio:.2f}  ({verdict} the target of at most {RATIO_TARGET})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
