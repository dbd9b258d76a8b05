"""How many processes a command may start to play games side by side (its ``--jobs``)."""

from __future__ import annotations

import os
import sys

JOBS_HELP = "at most one per CPU and one per game"  # for each --jobs option's help


def usable_cpus() -> int:
    """The CPUs this process may run on (fewer than the machine has under a CPU limit)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # only some systems (Linux) can say
        return os.cpu_count() or 1


def worker_count(requested: int, games: int, program: str) -> int:
    """The processes to start for ``games`` games when ``requested`` were asked for: at least one,
    at most one per game (more would idle) and one per CPU (more only crowd the CPUs, and thousands
    can freeze the machine). Says so on stderr when that is not what was asked."""
    cpus = usable_cpus()
    used = max(1, min(requested, games, cpus))
    if used != requested:
        processes = "process" if used == 1 else "processes"
        print(f"{program}: --jobs {requested}: using {used} {processes} "
              f"(at most one per CPU, {cpus} here, and one per game, {games})", file=sys.stderr)
    return used
