"""How strong and how quick the Blackjack (shedding) AI levels are.

Each match seats one agent under test with three opponents at a 4-player
table; the tested agent moves round the seats from game to game (seat
``game % 4``), so no seat's advantage counts for it. Everything is seeded:
the same ``--seed`` plays the same games (the time-bounded hard search may
run a few more or fewer simulations on a busier machine).

    python benchmarks/blackjack_strength.py --games 200 --jobs 2

Latency counts only the tested agent's real choices (two or more legal
actions). Targets: hard wins >= 70% against three random players and >= 35%
against three medium ones (25% is chance); the hard search decides in
<= 300 ms median. ``--jobs`` plays matches side by side, one process each:
give it no more than the idle cores, or the hard search gets less done.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from deskcards.sim import MatchResult, play_rotating_match

PLAYERS = 4
MATCHES = {
    "hard-random": ("hard", "random"),
    "hard-medium": ("hard", "medium"),
    "medium-random": ("medium", "random"),
    "easy-random": ("easy", "random"),
    "medium-medium": ("medium", "medium"),  # the control for hard-medium
}


def timed_match(name: str, games: int, seed: int) -> tuple[MatchResult, float]:
    started = time.perf_counter()
    result = play_rotating_match("blackjack", *MATCHES[name], games, seed, PLAYERS)
    return result, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", default=",".join(MATCHES), help=f"comma-separated, from {', '.join(MATCHES)}")
    parser.add_argument("--jobs", type=int, default=1, help="matches played at once, one process each")
    args = parser.parse_args()
    names = args.matches.split(",")
    print(f"Blackjack (shedding), {PLAYERS} players, {args.games} games per match, seed {args.seed}")
    print(f"(a random seat wins {100 / PLAYERS:.0f}% of the time)")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        runs = [pool.submit(timed_match, name, args.games, args.seed) for name in names]
        for run in runs:  # in the order asked for, each as soon as it and those before it are done
            result, seconds = run.result()
            print(f"{result.line()}  [{seconds:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
