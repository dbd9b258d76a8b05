"""Python calls made by playouts and searches: this checkout against another.

Timing on a shared two-core machine cannot resolve a 5% change; the number of
Python function calls over the same seeded work can, and load does not bend it.
For each game this counts, with cProfile:

- calls per decision over seeded random games (``state.step`` on a random legal move);
- calls per decision of the hard AI, on the first positions of a seeded random game
  where the seat to move has a choice, its search capped at ``--simulations`` with
  the clock lifted, so the same search runs every time.

    python benchmarks/call_counts.py                       # this checkout
    python benchmarks/call_counts.py --against ../old      # and another, side by side

Each side runs in a child process with its own checkout first on ``sys.path`` (the
same Python), and uses only names both versions have.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]
PLAYOUT_GAMES = {"segfault": 60, "blackjack": 120, "segment-trix": 40, "runtime-error": 3, "destiny": 80}


def _profiled(work: Any) -> int:
    """Calls made by ``work()``, summed over the profiler's own entries: pstats would merge
    code objects that share a label (every dataclass ``__init__`` is ``<string>:1``)."""
    import cProfile

    profile = cProfile.Profile()
    profile.runcall(work)
    return sum(entry.callcount for entry in profile.getstats())


def playout_calls(game: str, games: int, seed: int) -> tuple[int, int]:
    """Calls made by ``games`` seeded random games of ``game``, and their decisions."""
    import random

    from deskcards.games import load_game

    ruleset = load_game(game, "standard")
    decisions = 0

    def play() -> None:
        nonlocal decisions
        rng = random.Random(seed)
        for _ in range(games):
            state = ruleset.new_state(rng.getrandbits(32))
            while not state.is_terminal():
                state.step(rng.choice(state.legal_actions()))
                decisions += 1

    return _profiled(play), decisions


def search_calls(game: str, positions: int, simulations: int, seed: int) -> tuple[int, int]:
    """Calls made by the hard AI deciding ``positions`` positions, and the decisions it made."""
    import random

    from deskcards.ai.agent import SearchLimits
    from deskcards.games import load_game
    from deskcards.games.agents import make_agent

    ruleset = load_game(game, "standard")
    rng = random.Random(seed)
    state = ruleset.new_state(seed)
    chosen: list[Any] = []
    while len(chosen) < positions and not state.is_terminal():
        legal = state.legal_actions()
        if len(legal) > 1:
            chosen.append(state.observation(state.current_player))
        state.step(rng.choice(legal))

    make_agent(game, "hard")  # its modules imported before the count: an import's calls come once a process

    def decide() -> None:
        for number, observation in enumerate(chosen):
            agent = make_agent(game, "hard")
            if hasattr(agent, "limits"):  # the searching agents: same simulations, no clock
                agent.limits = SearchLimits(simulations, 1e9)
            agent.choose(observation, random.Random(seed * 1000 + number))

    return _profiled(decide), len(chosen)


def measure(args: argparse.Namespace) -> dict[str, dict[str, list[int]]]:
    from deskcards.games import game_names

    figures: dict[str, dict[str, list[int]]] = {}
    for game in game_names():
        games = max(1, round(PLAYOUT_GAMES.get(game, 50) * args.scale))
        figures[game] = {"playouts": list(playout_calls(game, games, args.seed)),
                         "search": list(search_calls(game, args.positions, args.simulations, args.seed))}
    return figures


def in_checkout(checkout: Path, args: argparse.Namespace) -> dict[str, dict[str, list[int]]]:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    command = [sys.executable, str(Path(__file__).resolve()), "--json", "--scale", str(args.scale),
               "--seed", str(args.seed), "--positions", str(args.positions), "--simulations", str(args.simulations)]
    out = subprocess.run(command, capture_output=True, text=True, check=True, env=env, cwd=checkout)
    return dict(json.loads(out.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="another checkout's root, to compare with")
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies the random games played")
    parser.add_argument("--positions", type=int, default=4, help="positions the hard AI decides, per game")
    parser.add_argument("--simulations", type=int, default=150, help="the hard search's cap")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print this checkout's counts as JSON")
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure(args)))
        return
    here = in_checkout(HERE, args)
    there = in_checkout(args.against.resolve(), args) if args.against else {}
    print(f"{'game':<14} {'kind':<9} {'calls/decision':>15}" + (f" {'other':>12} {'ratio':>7}" if there else ""))
    for game, kinds in here.items():
        for kind, (calls, decisions) in kinds.items():
            line = f"{game:<14} {kind:<9} {calls / max(decisions, 1):>15,.1f}"
            if game in there:
                old_calls, old_decisions = there[game][kind]
                old = old_calls / max(old_decisions, 1)
                line += f" {old:>12,.1f} {calls / max(decisions, 1) / old:>7.4f}"
            print(line)


if __name__ == "__main__":
    main()
