"""The loop prover on saved hard positions (pickled lists of LoopPosition).

    python benchmarks/prover_saved.py --steps 6000 FILE.pkl [FILE.pkl ...]

Prints one line per position (file, index, kind, steps taken, CPU ms, and how
the prover holds its root: "exact" cards while an EDIT may still change the
table, else "classes") and a summary: undecided / proven / refuted counts, the
undecided by how they are held, and CPU ms in all.
``--sample N`` asks about N positions drawn at random (``--sample-seed``)
instead of all: the same N at every ``--steps``, so budgets can be compared.
"""

from __future__ import annotations

import argparse
import pickle
import random
import time
from collections import Counter
from pathlib import Path

from deskcards.games.runtime_error.prover import decide
from deskcards.games.runtime_error.prover.game import held_exactly


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--steps", type=int, default=6000, help="the prover's budget in steps")
    parser.add_argument("--sample", type=int, help="ask about this many positions, drawn at random")
    parser.add_argument("--sample-seed", type=int, default=7)
    args = parser.parse_args()
    saved = []
    for path in args.files:
        with path.open("rb") as file:
            saved += [(path.name, index, position) for index, position in enumerate(pickle.load(file))]
    if args.sample is not None and args.sample < len(saved):
        saved = sorted(random.Random(args.sample_seed).sample(saved, args.sample), key=lambda s: s[:2])
    answers: Counter = Counter()  # by answer, and by (answer, how the root is held)
    total_ms = 0.0
    for name, index, position in saved:
        started = time.process_time()
        verdict = decide(position, max_steps=args.steps)
        ms = (time.process_time() - started) * 1000
        total_ms += ms
        answer = "undecided" if verdict.loops is None else "proven" if verdict.loops else "refuted"
        held = "exact" if held_exactly(position) else "classes"
        answers[answer] += 1
        answers[answer, held] += 1
        print(name, index, verdict.kind, verdict.steps, round(ms), held, flush=True)
    print(f"budget {args.steps} steps: {answers['undecided']} undecided, {answers['proven']} proven, "
          f"{answers['refuted']} refuted ({answers['undecided', 'exact']} of the undecided held exactly, "
          f"{answers['undecided', 'classes']} in classes); CPU {total_ms:.0f} ms in all")


if __name__ == "__main__":
    main()
