"""Hard Segmentation Fault search speed: this checkout against another, in one run.

The other checkout (say ``git archive eb8b942 | tar -x -C /tmp/old``) and this
one take turns, each in a fresh process, on the same positions: a four-player
deal just after the first draw, one per seed, for every seed whose position
hard searches (not a forced move or a one-move win). Alternating keeps a busy
machine from favouring either side.

    python benchmarks/search_ab.py /tmp/old --rounds 3 --budget 0.25
    python benchmarks/search_ab.py /tmp/old --rounds 3 --simulations 1500

``--budget`` searches for that many seconds of wall clock with the
simulation cap lifted; ``--simulations`` runs that many and times them by CPU.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

# Run inside each checkout: only names both the old and the new code have.
PROBE = """
import random, sys, time
from types import SimpleNamespace
from deskcards.ai.agent import SearchLimits
from deskcards.ai.ismcts import ISMCTSAgent
from deskcards.engine.cards import FULL_DECK
from deskcards.games.segfault.actions import DRAW
from deskcards.games.segfault.ai import SegfaultHooks
from deskcards.games.segfault.rules import SegfaultRules, SegfaultSettings
from deskcards.games.segfault.state import SegfaultState

positions, simulations, budget = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
ruleset = SegfaultRules(SimpleNamespace(name="ab", settings=SegfaultSettings()), 4)
limits = SearchLimits(simulations, 1e9) if simulations else SearchLimits(10**9, budget)
clock = time.process_time if simulations else time.perf_counter
done = seconds = 0.0
for seed in range(positions):
    deck = list(FULL_DECK)
    random.Random(seed).shuffle(deck)
    rows = [deck[6 * seat:6 * seat + 6] for seat in range(4)]
    state = SegfaultState.from_table(ruleset, rows, deck[24:], first=seed % 4)
    state.step(DRAW)
    agent = ISMCTSAgent("hard", SegfaultHooks(), limits)
    start = clock()
    agent.choose(state.observation(state.current_player), random.Random(seed))
    if agent.last_simulations:
        done, seconds = done + agent.last_simulations, seconds + clock() - start
print(int(done), seconds)
"""


def rate(checkout: Path, positions: int, simulations: int, budget: float) -> tuple[int, float]:
    # From inside the checkout, so its deskcards comes first on sys.path.
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run([sys.executable, "-c", PROBE, str(positions), str(simulations), str(budget)],
                         env=env, cwd=checkout, capture_output=True, text=True, check=True).stdout.split()
    return int(out[0]), float(out[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--simulations", type=int, default=0, help="a fixed count per search, timed by CPU")
    parser.add_argument("--budget", type=float, default=0.25, help="seconds per search (without --simulations)")
    args = parser.parse_args()
    totals = {"other": [0, 0.0], "this": [0, 0.0]}
    for round_number in range(1, args.rounds + 1):
        for side, checkout in (("other", args.other), ("this", HERE)):
            done, seconds = rate(checkout, args.positions, args.simulations, args.budget)
            totals[side][0] += done
            totals[side][1] += seconds
            print(f"round {round_number} {side}: {done:,} simulations in {seconds:.2f} s = {done / seconds:,.0f}/s")
    other, this = (done / seconds for done, seconds in totals.values())
    print(f"overall: other {other:,.0f}/s, this {this:,.0f}/s, {this / other:.2f}x")


if __name__ == "__main__":
    main()
