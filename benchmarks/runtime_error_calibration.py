"""Fits and checks the chance Runtime Error's coach gives a choice (``runtime_error.ai.appraise``).

Plays seeded AI-only games at 2, 3 and 4 players (game ``n`` seats
``2 + n % 3`` players; seat ``s`` is hard when bit ``s`` of ``n // 3`` is set,
medium otherwise, so every mix of the two sits everywhere). So that the fit
sees the moves a player makes and hard would not, each seat plays a random
legal move (no claim) at a share ``--explore`` of its decisions. At every
decision with a choice it notes the potentials the chosen move leaves
(``appraise.potentials_after``: the seat's own, the nearest opponent's) and,
when the game ends, the seat's score (``returns``). A proven claim is left out:
the coach values it 1.0 without the fit.

It fits the score by a logistic of ``log(players - 1)``, own and rival
potential (Newton's method, on four games in five) and prints the weights
for ``appraise.py``, then the calibration on the fifth game: predicted
against observed score in bins, with counts, for the fitted weights and for
the weights in the code now.

    python benchmarks/runtime_error_calibration.py --games 1200 --seed 1

(the weights in ``appraise.py`` come from that command; about 5 minutes on one core).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Sequence

from deskcards.games import load_game
from deskcards.games.agents import make_agent
from deskcards.games.runtime_error.actions import unclaimed
from deskcards.games.runtime_error.ai import appraise
from deskcards.games.runtime_error.ai.hard import HardAgent
from deskcards.sim import play_game

BINS = 10
HELD_OUT = 5  # every fifth game checks the fit instead of making it
Row = tuple[int, float, float, float]  # players, own potential, rival potential, score


class Exploring:
    """A hard or medium seat that plays a random move at a share of its decisions and notes each choice."""

    def __init__(self, level: str, explore: float, seed: int, notes: list[tuple[int, int, float, float]]):
        self.agent, self.explore, self.notes = make_agent("runtime-error", level), explore, notes
        self.own_rng, self.scorer = random.Random(seed), HardAgent()

    def choose(self, seen, rng: random.Random):
        plain = unclaimed(seen.legal_actions())
        if len(plain) > 1 and self.own_rng.random() < self.explore:
            action = self.own_rng.choice(plain)
        else:
            action = self.agent.choose(seen, rng)
        if len(plain) > 1 and not getattr(action, "forever", False):
            own, rival = appraise.potentials_after(self.scorer, seen, action)
            self.notes.append((seen.seat, len(seen.hand_sizes), own, rival))
        return action


def play(games: int, seed: int, explore: float) -> list[list[Row]]:
    """Each game's rows."""
    played = []
    for number in range(games):
        players = 2 + number % 3
        levels = ["hard" if (number // 3) >> seat & 1 else "medium" for seat in range(players)]
        notes: list[tuple[int, int, float, float]] = []
        seats = [Exploring(level, explore, seed * 7919 + number * 8 + seat, notes) for seat, level in enumerate(levels)]
        state, _ = play_game(load_game("runtime-error", players=players), seats, seed * 1_000_003 + number)
        scores = state.returns()
        played.append([(count, own, rival, scores[seat]) for seat, count, own, rival in notes])
    return played


def features(row: Row) -> list[float]:
    players, own, rival, _ = row
    return [1.0, math.log(players - 1), own, rival]


def predict(weights: Sequence[float], row: Row) -> float:
    return 1.0 / (1.0 + math.exp(-sum(w * x for w, x in zip(weights, features(row)))))


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def fit(rows: Sequence[Row], steps: int = 12) -> list[float]:
    """Logistic regression of the score (a share, 0..1) by Newton's method."""
    weights = [0.0] * len(features(rows[0]))
    for _ in range(steps):
        hessian = [[0.0] * len(weights) for _ in weights]
        gradient = [0.0] * len(weights)
        for row in rows:
            x, p = features(row), predict(weights, row)
            for i, xi in enumerate(x):
                gradient[i] += (row[3] - p) * xi
                for j, xj in enumerate(x):
                    hessian[i][j] += p * (1 - p) * xi * xj
        weights = [w + step for w, step in zip(weights, solve(hessian, gradient))]
    return weights


def calibration(name: str, weights: Sequence[float], rows: Sequence[Row]) -> str:
    """The predictions against the scores, binned, and the log loss, as a Markdown table."""
    pairs = [(predict(weights, row), row[3]) for row in rows]
    loss = -statistics.fmean(score * math.log(chance) + (1 - score) * math.log(1 - chance) for chance, score in pairs)
    bins: dict[int, list[tuple[float, float]]] = {}
    for chance, score in pairs:
        bins.setdefault(min(BINS - 1, int(chance * BINS)), []).append((chance, score))
    lines = [f"{name}: {len(rows)} decisions, log loss {loss:.4f}",
             "| predicted bin | decisions | mean predicted | mean score |", "|---|---|---|---|"]
    for index in sorted(bins):
        binned = bins[index]
        lines.append(f"| {index / BINS:.1f}-{(index + 1) / BINS:.1f} | {len(binned)} | "
                     f"{statistics.fmean(c for c, _ in binned):.3f} | {statistics.fmean(s for _, s in binned):.3f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--explore", type=float, default=0.3, help="share of random moves (default 0.3)")
    args = parser.parse_args()
    games = play(args.games, args.seed, args.explore)
    train = [row for number, rows in enumerate(games) if number % HELD_OUT for row in rows]
    test = [row for number, rows in enumerate(games) if not number % HELD_OUT for row in rows]
    weights = fit(train)
    print("fitted: INTERCEPT, PER_PLAYER, PER_OWN_POINT, PER_RIVAL_POINT =",
          ", ".join(f"{w:.3f}" for w in weights))
    print(calibration("fitted, held-out games", weights, test))
    code = (appraise.INTERCEPT, appraise.PER_PLAYER, appraise.PER_OWN_POINT, appraise.PER_RIVAL_POINT)
    print(calibration("the code's weights, held-out games", code, test))


if __name__ == "__main__":
    main()
