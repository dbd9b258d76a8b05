"""Save the Runtime Error prover's hard questions from bench games, for prover_saved.py.

Plays the games of ``deskcards bench runtime-error`` (seeds ``--seed`` on),
asks the prover about every input card played in both views, and pickles the
positions whose search took at least ``--least`` steps (undecided ones
included) as a list of LoopPosition.

    python benchmarks/prover_hard.py --games 20 --seed 100 --out /tmp/hard.pkl
    python benchmarks/prover_saved.py /tmp/hard.pkl
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deskcards.bench.prover import game_questions
from deskcards.games.runtime_error.prover import decide


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", type=int, default=6000, help="the prover's budget in steps")
    parser.add_argument("--least", type=int, default=1500, help="steps a search must take to be saved")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    hard = []
    for seed in range(args.seed, args.seed + args.games):
        for view, position in game_questions(seed):
            verdict = decide(position, max_steps=args.steps)
            if verdict.steps >= args.least:
                hard.append(position)
                print(seed, view, verdict.kind, verdict.steps, round(verdict.elapsed_ms), flush=True)
    with args.out.open("wb") as file:
        pickle.dump(hard, file)
    print(f"{len(hard)} positions saved to {args.out}")


if __name__ == "__main__":
    main()
