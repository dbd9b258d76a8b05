"""Launch to a painted table: the frozen bundle against the app from source.

    .venv/bin/python benchmarks/frozen_launch.py [--runs 7] [--bundle dist/deskcards]

Target: the bundle's median at most 1.2 times the source's. Both run the real
`deskcards` command (``python -m deskcards`` and ``dist/deskcards/deskcards``)
offscreen, with throw-away settings and save folders, a seed where your seat
moves first and animation off, so the first painted frame is the playable
table. The app's launch probe (deskcards.ui.app.LAUNCH_PROBE) prints the
CLOCK_MONOTONIC time of that paint and quits; the clock starts just before the
spawn, so the spawn counts (``launch`` in deskcards/ui/app_figures.py, which
`deskcards bench --all` times too). Launches alternate, source then frozen, so both
see the same machine load; one unreported warm-up launch of each comes first
(file caches, .pyc files).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from deskcards.ui.app_figures import DESKCARDS, human_first_seeds, launch

RATIO_TARGET = 1.2
GAME = "segfault"


def launch_once(command: list[str], seed: int, bytecode: str) -> float:
    """Seconds from the spawn to the first painted, playable table."""
    seconds, playable = launch(GAME, seed, bytecode, command)
    if not playable:
        raise RuntimeError(f"{command[0]}: seed {seed} was meant to give you the first move")
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed launches of each (default: %(default)s)")
    parser.add_argument("--bundle", type=Path, default=Path("dist/deskcards"), help="the built bundle's folder")
    args = parser.parse_args()
    frozen = args.bundle.resolve() / "deskcards"
    if not frozen.is_file():
        print(f"frozen_launch: no bundle at {args.bundle}; build it with bash packaging/build.sh", file=sys.stderr)
        return 1
    commands = {"source": DESKCARDS, "frozen": [str(frozen)]}
    seed = human_first_seeds(GAME, 1)[0]
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="deskcards-pyc-") as bytecode:
        for command in commands.values():  # warm-up
            launch_once(command, seed, bytecode)
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(launch_once(command, seed, bytecode))
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
