"""How strong and how quick a game's AI levels are, with seats rotated.

Each match seats one agent under test with opponents of one kind; the tested
agent moves round the seats from game to game (seat ``game % players``), so
no seat's advantage counts for it. Everything is seeded: the same ``--seed``
plays the same games (a time-bounded search may run a few more or fewer
simulations on a busier machine). Latency counts only the tested agent's
real choices (two or more legal actions).

    python benchmarks/strength.py segfault --games 400 --matches hard-random,hard-medium --jobs 2

``oracle`` (``oracle-medium``) is hard's search on the true position: it
sees every card, so it is for benchmarks only (``deskcards.games.oracles``),
the ceiling a fair hard could reach.

``hard@long`` (or ``@quick``) is hard at that thinking time, as a player
may set it: ``--matches hard@long-medium`` beside ``hard-medium`` on the
same seed plays the same deals with more thought.

``--jobs`` splits every match's games between processes (at most one per CPU
and one per game): give it no more than the idle cores, or a time-bounded
search gets less done.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from deskcards.ai.agent import THINKING
from deskcards.games import game_names
from deskcards.games.oracles import ORACLE, ORACLE_GAMES
from deskcards.jobs import JOBS_HELP, worker_count
from deskcards.sim import MatchResult, combined, play_rotating_match

LEVELS = ("hard", "medium", "easy", "random", ORACLE)  # the oracle sees every card; benchmarks only
DEFAULT_MATCHES = "hard-random,hard-medium,medium-random,easy-random,medium-medium"


def share_of_match(game: str, variant: str, players: int, name: str, numbers: range, seed: int) -> MatchResult:
    agent, opponent = name.split("-")
    return play_rotating_match(game, agent, opponent, numbers, seed, players, variant)


def shares(games: int, jobs: int) -> list[range]:
    """``jobs`` interleaved slices of the game numbers, so each gets every seat."""
    return [range(start, games, jobs) for start in range(min(jobs, games))]


def level_of(name: str) -> str | None:
    """The level of ``name`` (``hard@long`` is hard), None if the thinking time is unknown."""
    level, at, thinking = name.partition("@")
    return level if not at or (level == "hard" and thinking in THINKING) else None


def parse_matches(text: str, game: str) -> list[str]:
    names = text.split(",")
    for name in names:
        agent, _, opponent = name.partition("-")
        if not {level_of(agent), level_of(opponent)} <= set(LEVELS):
            raise SystemExit(f"strength: {name!r} is not a match; write AGENT-OPPONENT from {', '.join(LEVELS)}"
                             f" (hard@{'/'.join(THINKING)} for hard at a thinking time)")
        if ORACLE in (agent, opponent) and game not in ORACLE_GAMES:
            raise SystemExit(f"strength: {game} has no oracle; the games with one: {', '.join(ORACLE_GAMES)}")
    return names


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=game_names())
    parser.add_argument("--variant", default="standard", help="a built-in variant or a house rule (default standard)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200, help="games per match (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", default=DEFAULT_MATCHES,
                        help=f"comma-separated AGENT-OPPONENT pairs (default {DEFAULT_MATCHES}); "
                             "medium-medium is the control for hard-medium")
    parser.add_argument("--jobs", type=int, default=1, help=f"processes sharing each match's games, {JOBS_HELP}")
    args = parser.parse_args()
    jobs = worker_count(args.jobs, args.games, "strength")
    names = parse_matches(args.matches, args.game)
    print(f"{args.game} ({args.variant}), {args.players} players, {args.games} games per match, seed {args.seed}")
    print(f"(a random seat wins {100 / args.players:.0f}% of the time)")
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for name in names:
            started = time.perf_counter()
            runs = [pool.submit(share_of_match, args.game, args.variant, args.players, name, numbers, args.seed)
                    for numbers in shares(args.games, jobs)]
            result = combined([run.result() for run in runs])
            print(f"{result.line()}  [{time.perf_counter() - started:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
