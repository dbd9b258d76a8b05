"""Where the Runtime Error prover's steps go, on saved hard positions.

    python benchmarks/prover_profile.py --steps 50000 FILE.pkl [FILE.pkl ...]

For each position of the pickled lists (from prover_hard.py) it prints the
verdict and the steps counted against the budget by each part of the
prover: the exact search's own nodes, the single-class strategies' count
states (oracle), the nested never-EDIT search and the short-refutation
horizon. Then how much room any symmetry of the exact game could give: the
distinct exact nodes the search expanded, and how many stay distinct when
other seats' statements are forgotten, or the suits of every card in hand,
discard and pool. Those projections are not sound abstractions; they are
upper bounds on what merging interchangeable options or cards could save
on the nodes the search met.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deskcards.games.runtime_error import prover
from deskcards.games.runtime_error.prover.horizon import Horizon
from deskcards.games.runtime_error.prover.regime import RANK
from deskcards.games.runtime_error.prover.search import Solver


class Tally:
    """Counts the top solver's steps by the part spending them, and its new exact nodes."""

    def __init__(self) -> None:
        self.spent: Counter[str] = Counter()
        self.exact_nodes: set[tuple] = set()
        self.seat = 0
        self._part = ["exact"]

    def install(self) -> None:
        spend, solve = Solver.spend, Solver._solve
        tally = self

        def counted_spend(solver, steps):
            if solver.parent is None:
                tally.spent[tally._part[-1]] += steps
            return spend(solver, steps)

        def noted_solve(solver, node, depth):
            if solver.parent is None and solver.game.node_regime(node).exact:
                tally.exact_nodes.add(node)
                tally.seat = solver.game.seat
            return solve(solver, node, depth)

        Solver.spend, Solver._solve = counted_spend, noted_solve
        self._attribute(Solver, "class_win", "oracle")
        self._attribute(Solver, "never_edit_win", "never-EDIT")
        self._attribute(Horizon, "refutes", "horizon")

    def _attribute(self, cls, method: str, part: str) -> None:
        inner = getattr(cls, method)
        parts = self._part

        def attributed(obj, *args, **kwargs):
            parts.append(part)
            try:
                return inner(obj, *args, **kwargs)
            finally:
                parts.pop()

        setattr(cls, method, attributed)

    def reset(self) -> None:
        self.spent.clear()
        self.exact_nodes.clear()

    def projections(self) -> tuple[int, int, int]:
        """Distinct exact nodes; without other seats; with hand, discard and pool by rank."""
        own_only = {(stmts[self.seat], *rest) for stmts, *rest in self.exact_nodes}
        by_rank = {(stmts, _ranks(hand), inp, _ranks(discard), _ranks(pool), deck)
                   for stmts, hand, inp, discard, pool, deck in self.exact_nodes}
        return len(self.exact_nodes), len(own_only), len(by_rank)


def _ranks(cards: tuple) -> tuple:
    return tuple(sorted(RANK[c] for c in cards))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--steps", type=int, default=1200, help="the prover's budget in steps")
    args = parser.parse_args()
    tally = Tally()
    tally.install()
    total: Counter[str] = Counter()
    for path in args.files:
        with path.open("rb") as file:
            positions = pickle.load(file)
        for index, position in enumerate(positions):
            tally.reset()
            verdict = prover.decide(position, max_steps=args.steps)
            total.update(tally.spent)
            nodes, own_only, by_rank = tally.projections()
            parts = " ".join(f"{part} {tally.spent[part]}" for part in ("exact", "oracle", "never-EDIT", "horizon"))
            print(f"{path.name} {index} {verdict.kind}: {parts}; exact nodes {nodes}, "
                  f"without other seats {own_only}, suits forgotten {by_rank}", flush=True)
    share = {part: f"{100 * n / sum(total.values()):.0f}%" for part, n in total.items()}
    print(f"steps in all: {dict(total)} ({share})")


if __name__ == "__main__":
    main()
