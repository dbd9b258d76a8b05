"""How strong and how quick the Segmentation Fault AI levels are.

Each match seats one agent under test with three opponents at a 4-player
table; the tested agent moves round the seats from game to game (seat
``game % 4``), so no seat's advantage counts for it. Everything is seeded:
the same ``--seed`` plays the same games (the time-bounded hard search may
run a few more or fewer simulations on a busier machine).

    python benchmarks/segfault_strength.py --games 200

Latency counts only real choices (two or more legal actions); the draw,
which has one, is instant. Targets: hard wins >= 80% and medium >= 50%
against three random players; the hard search decides in <= 300 ms median.
"""

from __future__ import annotations

import argparse
import time

from deskcards.sim import play_rotating_match

PLAYERS = 4
MATCHES = {
    "hard-random": ("hard", "random"),
    "medium-random": ("medium", "random"),
    "easy-random": ("easy", "random"),
    "hard-medium": ("hard", "medium"),
    "medium-medium": ("medium", "medium"),  # the control for hard-medium
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", default=",".join(MATCHES), help=f"comma-separated, from {', '.join(MATCHES)}")
    args = parser.parse_args()
    print(f"Segmentation Fault, {PLAYERS} players, {args.games} games per match, seed {args.seed}")
    print(f"(a random seat wins {100 / PLAYERS:.0f}% of the time)")
    for name in args.matches.split(","):
        started = time.perf_counter()
        result = play_rotating_match("segfault", *MATCHES[name], args.games, args.seed, PLAYERS)
        print(f"{result.line()}  [{time.perf_counter() - started:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
