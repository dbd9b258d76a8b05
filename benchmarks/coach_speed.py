"""How long the coach takes to analyse a typical game of each kind (issue 36's target: 30 s).

    .venv/bin/python benchmarks/coach_speed.py [--games 5] [--thinking normal] [--game segfault]

A typical game is the one a new player sits down to: the game's default variant and
player count, you at seat 0 against the app's default AI seats (medium). Your seat is
played by the medium AI too, a stand-in for a player who mostly plays sensibly, so the
game runs its usual length; ``--you random`` plays it at random instead, a new player
learning the game, whose games run longer in some kinds. Each seeded game is played out, then ``analyse`` grades
seat 0 as Game > Analyse game does, in this one process (the app runs it in its AI
process, one core). Per game kind: the decisions graded and the seconds taken, wall
and CPU, median and worst over the games. Wall time is what a player waits; the CPU
time says how much of it a busy machine added. The load average is printed before
and after: the target is for a quiet machine (under 1.5 on the 2 cores).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deskcards.ai.agent import THINKING
from deskcards.coach.analysis import analyse
from deskcards.engine.record import GameRecord
from deskcards.games import game_names, load_game
from deskcards.games.agents import make_agent
from deskcards.sim import played_record

TARGET_SECONDS = 30.0
GRADED_SEAT = 0


def typical_record(game: str, seed: int, you: str) -> GameRecord:
    """A finished game at the default table: seat 0 played by ``you``, the others by medium."""
    players = load_game(game).players
    agents = [make_agent(game, you if seat == GRADED_SEAT else "medium") for seat in range(players)]
    return played_record(game, "standard", agents, seed)


def timed_analysis(record: GameRecord, thinking: str) -> tuple[int, float, float]:
    """(decisions graded, wall seconds, CPU seconds) of analysing the graded seat."""
    wall, cpu = time.perf_counter(), time.process_time()
    analysis = analyse(record, GRADED_SEAT, thinking)
    return len(analysis.decisions), time.perf_counter() - wall, time.process_time() - cpu


def load() -> str:
    return ", ".join(f"{figure:.2f}" for figure in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=game_names(), action="append",
                        help="a game to measure (repeatable; default all five)")
    parser.add_argument("--games", type=int, default=5, help="seeded games per kind (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--thinking", choices=list(THINKING), default="normal")
    parser.add_argument("--you", choices=("medium", "random"), default="medium",
                        help="who plays the graded seat (default medium)")
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    print(f"load average before: {load()}; thinking {args.thinking}; seat {GRADED_SEAT + 1} graded, "
          f"played by {args.you}; "
          f"target {TARGET_SECONDS:.0f} s a game")
    print(f"{'game':<15}{'games':>6}{'decisions':>11}{'median s':>10}{'worst s':>9}"
          f"{'median cpu s':>14}{'ms/decision':>13}  within target")
    for game in args.game or game_names():
        runs = [timed_analysis(typical_record(game, seed, args.you), args.thinking)
                for seed in range(args.seed, args.seed + args.games)]
        decisions = [run[0] for run in runs]
        walls = [run[1] for run in runs]
        cpus = [run[2] for run in runs]
        per_decision = 1000 * sum(walls) / max(1, sum(decisions))
        verdict = "yes" if statistics.median(walls) <= TARGET_SECONDS else "NO"
        print(f"{game:<15}{len(runs):>6}{statistics.median(decisions):>11.0f}{statistics.median(walls):>10.1f}"
              f"{max(walls):>9.1f}{statistics.median(cpus):>14.1f}{per_decision:>13.0f}  {verdict}", flush=True)
    print(f"load average after: {load()}")


if __name__ == "__main__":
    main()
