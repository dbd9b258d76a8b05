"""Runtime Error prover speed on random positions of a whole deck.

Each position deals a random table like a game in progress: 2-4 seats
(``--seats 2`` for two-player tables only) with
0-4 valid statements each (the player always owns a LOOP statement, so
most positions need more than a glance), a hand of 0-7 cards, an input
card, a discard pile of 0-25 cards, and the rest as the deck. Half the
positions ask as the engine does (pool = the deck), half as an AI does
(pool = every card it has not seen, including other hands).

    python benchmarks/prover_speed.py --positions 2000 --seed 1 --budget 2000
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deskcards.engine.cards import FULL_DECK, suit
from deskcards.games.runtime_error.prover import decide
from deskcards.games.runtime_error.prover.loop_model import LOOP, LoopPosition, Statement


def random_statement(rng: random.Random, free: list[int], kind: int) -> Statement | None:
    """A statement with a function of ``kind`` from the free cards, or None."""
    for _ in range(20):
        lower, upper = rng.sample(free, 2)
        function = next((c for c in free if suit(c) == kind and c not in (lower, upper)), None)
        if function is not None and suit(lower) == suit(upper):
            lower, upper = sorted((lower, upper))
            if lower >> 2 < upper >> 2:
                for c in (lower, upper, function):
                    free.remove(c)
                return Statement(lower, upper, function)
    return None


def random_position(rng: random.Random, most_seats: int = 4) -> LoopPosition:
    free = list(FULL_DECK)
    rng.shuffle(free)
    seats = rng.randint(2, most_seats)
    player = rng.randrange(seats)
    statements = []
    for seat in range(seats):
        kinds = rng.sample(range(4), rng.randint(0, 4))
        if seat == player and LOOP not in kinds:
            kinds.append(LOOP)
        made = (random_statement(rng, free, k) for k in kinds)
        statements.append(tuple(s for s in made if s is not None))
    hand = tuple(free.pop() for _ in range(rng.randint(0, min(7, len(free) - 2))))
    input_card = free.pop()
    discard = tuple(free.pop() for _ in range(rng.randint(0, min(25, len(free) - 1))))
    others = [free.pop() for _ in range(min(len(free) - 1, 5 * (seats - 1)))] if rng.random() < 0.5 else []
    deck = free
    return LoopPosition(player, tuple(statements), hand, input_card, discard,
                        frozenset(deck + others), len(deck))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=2000, help="prover budget in ms")
    parser.add_argument("--seats", type=int, default=4, help="the most seats at a table (2 to 4)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    times, kinds, slowest = [], Counter(), []
    for _ in range(args.positions):
        position = random_position(rng, args.seats)
        verdict = decide(position, args.budget)
        times.append(verdict.elapsed_ms)
        kinds[verdict.kind] += 1
        slowest.append((verdict.elapsed_ms, verdict.kind, verdict.steps))
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"{len(times)} positions of 2 to {args.seats} seats, budget {args.budget} ms")
    print(f"median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.1f} ms")
    print(f"undecided {kinds['undecided']}; " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    print("slowest: " + "; ".join(f"{ms:.0f} ms {kind} ({steps} steps)" for ms, kind, steps
                                  in sorted(slowest, reverse=True)[:5]))


if __name__ == "__main__":
    main()
