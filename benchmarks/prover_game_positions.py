"""The Runtime Error prover on positions from real games, before the table's
``deskcards bench runtime-error`` reports it.

Easy agents play whole games; at every moment an input card is chosen, the
prover is asked about each card of the mover's hand, with what that seat
knows (every unseen card may be drawn) and the engine's budget of positions.

    python benchmarks/prover_game_positions.py --games 1
"""

from __future__ import annotations

import argparse
import random
import statistics

from deskcards.games import load_game
from deskcards.games.runtime_error import prover
from deskcards.games.runtime_error.ai import EasyAgent
from deskcards.games.runtime_error.claims import STATES_PER_MS, loop_position
from deskcards.games.runtime_error.phases import INPUT, LOOP


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    ruleset = load_game("runtime-error", "standard", 2)
    most = ruleset.settings.prover_budget_ms * STATES_PER_MS
    times: list[float] = []
    undecided = proven = 0
    for number in range(args.games):
        state = ruleset.new_state(args.seed + number)
        rng = random.Random(args.seed + number)
        agents = [EasyAgent(), EasyAgent()]
        while not state.is_terminal():
            seat = state.current_player
            seen = state.observation(seat)
            if state.phase in (INPUT, LOOP):
                for card in seen.hand:
                    rest = [other for other in seen.hand if other != card]
                    position = loop_position(seat, seen.table, rest, card, seen.discard, seen.unseen(), seen.deck_size)
                    verdict = prover.decide(position, max_states=most)
                    times.append(verdict.elapsed_ms)
                    undecided += verdict.loops is None
                    proven += bool(verdict.loops)
            state.apply(agents[seat].choose(seen, rng))
    times.sort()
    print(f"{args.games} games, {len(times)} positions: median {statistics.median(times):.2f} ms, "
          f"p95 {times[int(0.95 * len(times))]:.1f} ms, max {times[-1]:.0f} ms; "
          f"{undecided} undecided within {most} positions, {proven} proven")


if __name__ == "__main__":
    main()
