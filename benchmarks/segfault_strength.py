"""How strong and how quick the Segmentation Fault AI levels are.

Each match seats one agent under test with three opponents at a 4-player
table; the tested agent moves round the seats from game to game (seat
``game % 4``), so no seat's advantage counts for it. Everything is seeded:
the same ``--seed`` plays the same games (the time-bounded hard search may
run a few more or fewer simulations on a busier machine).

    python benchmarks/segfault_strength.py --games 200

Latency counts only real choices (two or more legal actions); the draw,
which has one, is instant. Targets: hard wins >= 80% and medium >= 50%
against three random players; the hard search decides in <= 300 ms median.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from dataclasses import dataclass, field

from deskcards.ai.registry import make_agent
from deskcards.games import load_game
from deskcards.sim import percentile, play_game

PLAYERS = 4
MATCHES = {
    "hard-random": ("hard", "random"),
    "medium-random": ("medium", "random"),
    "easy-random": ("easy", "random"),
    "hard-medium": ("hard", "medium"),
    "medium-medium": ("medium", "medium"),  # the control for hard-medium
}


@dataclass
class MatchResult:
    agent: str
    opponent: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    choice_ms: list[float] = field(default_factory=list)
    simulations: int = 0  # hard only: its searches' totals
    search_seconds: float = 0.0

    def line(self) -> str:
        share = self.wins / self.games
        low, high = wilson_interval(self.wins, self.games)
        text = (f"{self.agent:>6} vs 3 {self.opponent:<6} {self.wins:>4}/{self.games} wins = {100 * share:5.1f}%"
                f" (95% CI {100 * low:.1f}-{100 * high:.1f}), draws {self.draws};"
                f" decision ms median {statistics.median(self.choice_ms):.1f}"
                f" p95 {percentile(self.choice_ms, 95):.1f} over {len(self.choice_ms)} choices")
        if self.search_seconds:
            text += f"; {self.simulations / self.search_seconds:,.0f} simulations/s"
        return text


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def play_match(agent: str, opponent: str, games: int, seed: int) -> MatchResult:
    ruleset = load_game("segfault", "standard", PLAYERS)
    result = MatchResult(agent, opponent)
    for number in range(games):
        tested = number % PLAYERS
        seats = [make_agent("segfault", agent if seat == tested else opponent) for seat in range(PLAYERS)]

        def timed(seat: int, seconds: float) -> None:
            if seat == tested:
                result.choice_ms.append(seconds * 1000)
                if getattr(seats[seat], "last_simulations", 0):
                    result.simulations += seats[seat].last_simulations
                    result.search_seconds += seats[seat].last_seconds

        state, _ = play_game(ruleset, seats, seed * 1_000_003 + number, timed)
        result.games += 1
        if state.winner == tested:
            result.wins += 1
        elif state.winner is None:
            result.draws += 1
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", default=",".join(MATCHES), help=f"comma-separated, from {', '.join(MATCHES)}")
    args = parser.parse_args()
    print(f"Segmentation Fault, {PLAYERS} players, {args.games} games per match, seed {args.seed}")
    print(f"(a random seat wins {100 / PLAYERS:.0f}% of the time)")
    for name in args.matches.split(","):
        started = time.perf_counter()
        result = play_match(*MATCHES[name], args.games, args.seed)
        print(f"{result.line()}  [{time.perf_counter() - started:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
