"""Random-playout speed in CPU time, for comparing two checkouts side by side.

`deskcards bench` counts decisions per second of wall time, which a busy
machine bends by a third. This plays a fixed set of seeded random games per game
and reports the CPU seconds they took (the best of --repeats, which is the run
least disturbed), so two versions of the code can be compared in one sitting:

    python benchmarks/playout_cpu.py                                      # this checkout
    python benchmarks/playout_cpu.py --against ../old/.venv/bin/python   # and another, alternating

With --against (the Python of the other checkout's venv, which imports that
checkout's code), each repeat runs this script there in a child process, then
here, so both meet the same load.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import time
from pathlib import Path


def playout_seconds(game: str, games: int, seed: int) -> tuple[float, int]:
    """CPU seconds for ``games`` seeded random games of ``game`` (standard variant), and their decisions."""
    from deskcards.games import load_game

    ruleset = load_game(game, "standard")
    rng = random.Random(seed)
    decisions = 0
    started = time.process_time()
    for _ in range(games):
        state = ruleset.new_state(rng.getrandbits(32))
        while not state.is_terminal():
            state.step(rng.choice(state.legal_actions()))
            decisions += 1
    return time.process_time() - started, decisions


# Games per game at --scale 1, each about a second of CPU here: Runtime Error's random
# claims run the loop prover, which costs a thousand times a plain move.
GAMES = {"segfault": 300, "blackjack": 600, "segment-trix": 200, "runtime-error": 10, "destiny": 400}


def measure(scale: float, seed: int) -> dict[str, tuple[float, int]]:
    from deskcards.games import game_names

    return {game: playout_seconds(game, max(1, round(GAMES.get(game, 100) * scale)), seed) for game in game_names()}


def other_checkout(python: Path, scale: float, seed: int) -> dict[str, tuple[float, int]]:
    out = subprocess.run([str(python), str(Path(__file__).resolve()), "--scale", str(scale), "--seed", str(seed),
                          "--json"], capture_output=True, text=True, check=True)
    return {game: tuple(value) for game, value in json.loads(out.stdout).items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="more or fewer games than GAMES (default 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=3, help="runs of each; the best counts (default 3)")
    parser.add_argument("--against", type=Path, help="the Python of another checkout's venv, to measure in turn")
    parser.add_argument("--json", action="store_true", help="one run, as JSON (used for --against)")
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure(args.scale, args.seed)))
        return
    best: dict[str, dict[str, tuple[float, int]]] = {"this": {}, "other": {}}
    for _ in range(args.repeats):
        runs = [("other", other_checkout(args.against, args.scale, args.seed))] if args.against else []
        runs.append(("this", measure(args.scale, args.seed)))
        for side, result in runs:
            for game, (seconds, decisions) in result.items():
                kept = best[side].get(game)
                if kept is None or seconds < kept[0]:
                    best[side][game] = (seconds, decisions)
    for game, (seconds, decisions) in best["this"].items():
        line = f"{game:<14} {decisions / seconds:>10,.0f} decisions per CPU second ({decisions:,} in {seconds:.2f} s)"
        if game in best["other"]:
            other_seconds, other_decisions = best["other"][game]
            same = "same games" if other_decisions == decisions else f"{other_decisions:,} decisions there"
            line += f"; other {other_decisions / other_seconds:,.0f} ({same}), ratio {other_seconds / seconds:.3f}"
        print(line)


if __name__ == "__main__":
    main()
