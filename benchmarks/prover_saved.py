"""The loop prover on saved hard positions (pickled lists of LoopPosition).

    python benchmarks/prover_saved.py --steps 6000 FILE.pkl [FILE.pkl ...]

Prints one line per position (file, index, kind, steps taken, CPU ms)
and a summary: undecided / proven / refuted counts and CPU ms in all.
"""

from __future__ import annotations

import argparse
import pickle
import time
from collections import Counter
from pathlib import Path

from deskcards.games.runtime_error.prover import decide


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--steps", type=int, default=6000, help="the prover's budget in steps")
    args = parser.parse_args()
    answers: Counter[str] = Counter()
    total_ms = 0.0
    for path in args.files:
        with path.open("rb") as file:
            positions = pickle.load(file)
        for index, position in enumerate(positions):
            started = time.process_time()
            verdict = decide(position, max_steps=args.steps)
            ms = (time.process_time() - started) * 1000
            total_ms += ms
            answers["undecided" if verdict.loops is None else "proven" if verdict.loops else "refuted"] += 1
            print(path.name, index, verdict.kind, verdict.steps, round(ms), flush=True)
    print(f"budget {args.steps} steps: {answers['undecided']} undecided, {answers['proven']} proven, "
          f"{answers['refuted']} refuted; CPU {total_ms:.0f} ms in all")


if __name__ == "__main__":
    main()
