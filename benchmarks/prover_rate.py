"""How many steps (positions searched and deck answers examined) a CPU millisecond
the Runtime Error prover takes on real-game positions: the measurement behind
``claims.STEPS_PER_MS``.

Easy agents play whole games (they fill the table with statements and keep big
hands, the prover's slowest positions per step); at every moment an input card
is chosen, the prover is asked about each card of the current player's hand, as the
current player knows it, with the engine's budget of steps. The positions that take
at least ``--least`` steps are timed in CPU time (a shared machine's other
work does not count) and their rates printed, slowest first: the engine's
budget in milliseconds stays true on this machine while ``STEPS_PER_MS`` is
at most the slowest rate.

    python benchmarks/prover_rate.py --games 1
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deskcards.games import load_game
from deskcards.games.runtime_error import prover
from deskcards.games.runtime_error.ai import EasyAgent
from deskcards.games.runtime_error.claims import STEPS_PER_MS, budget_steps, loop_position
from deskcards.games.runtime_error.phases import INPUT, LOOPING


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--least", type=int, default=1000, help="steps a search must take to be timed")
    args = parser.parse_args()
    ruleset = load_game("runtime-error", "standard", 2)
    budget = budget_steps(ruleset.settings.prover_budget_ms)
    rates: list[tuple[float, int, float]] = []
    for number in range(args.seed, args.seed + args.games):
        state = ruleset.new_state(number)
        rng = random.Random(number)
        agents = [EasyAgent(), EasyAgent()]
        while not state.is_terminal():
            seat = state.current_player
            seen = state.observation(seat)
            if state.phase in (INPUT, LOOPING):
                for card in seen.hand:
                    rest = [other for other in seen.hand if other != card]
                    position = loop_position(seat, seen.table, rest, card, seen.discard, seen.unseen(), seen.deck_size)
                    started = time.process_time()
                    verdict = prover.decide(position, max_steps=budget)
                    cpu_ms = (time.process_time() - started) * 1000
                    if verdict.steps >= args.least:
                        rates.append((verdict.steps / cpu_ms, verdict.steps, cpu_ms))
            state.apply(agents[seat].choose(seen, rng))
    if not rates:
        print(f"no position took {args.least} steps; play more games")
        return
    rates.sort()
    print(f"{len(rates)} positions took at least {args.least} of {budget} steps (STEPS_PER_MS = {STEPS_PER_MS})")
    print("slowest: " + "; ".join(f"{rate:.2f}/ms ({steps} in {ms:.0f} ms)" for rate, steps, ms in rates[:5]))
    print(f"median {statistics.median(r[0] for r in rates):.2f} steps per CPU ms; "
          f"the slowest allows STEPS_PER_MS <= {rates[0][0]:.2f}")


if __name__ == "__main__":
    main()
