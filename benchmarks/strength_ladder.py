"""The strength ladder: in every game, each AI level against the level below it.

One agent of the higher level plays ``players - 1`` of the lower level (each
game's default table), moving round the seats from game to game as in
``strength.py``, whose matches this plays. A level beats the one below when
the 95% interval of its win share lies above an even seat's share.

    python benchmarks/strength_ladder.py --games 200 --hard-games 40 --seed 1 --jobs 2
    python benchmarks/strength_ladder.py --pair hard-medium --game blackjack --hard-games 60 --jobs 1

Hard levels search for a while on every choice, so pairs with hard play
``--hard-games`` games (default: as many as ``--games``).
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

from strength import share_of_match, shares

from deskcards.bench_stats import wilson_interval
from deskcards.games import game_names, load_game
from deskcards.jobs import JOBS_HELP, worker_count
from deskcards.sim import MatchResult, combined

# Each pair is (higher level, lower level); hard's slow pairs come last, after every game's quick ones.
LADDER = (("easy", "random"), ("medium", "easy"), ("hard", "medium"))


def count(text: str) -> int:
    """A whole number of at least 1, or argparse's clear message."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{number} is too few: give 1 or more")
    return number


def row(game: str, result: MatchResult) -> str:
    """One line of the markdown table: the higher level's share, its interval, and the verdict."""
    low, high = wilson_interval(result.wins, result.games)
    even = 1 / result.players
    verdict = "yes" if low > even else ("no" if high < even else "not yet clear")
    return (f"| {game} | {result.players} | {result.agent} vs {result.opponent} | {result.games}"
            f" | {result.wins} | {100 * result.wins / result.games:.1f}% | {100 * low:.1f}-{100 * high:.1f}%"
            f" | {100 * even:.0f}% | {result.draws} | {verdict} |")


HEADER = ("| game | players | higher vs lower | games | higher wins | win share | 95% interval"
          " | even seat | draws | beats it |\n|---|---|---|---|---|---|---|---|---|---|")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=count, default=100, help="games per pair without hard (default 100)")
    parser.add_argument("--hard-games", type=count, help="games per pair with hard (default: --games)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=count, default=1, help=f"processes playing games side by side, {JOBS_HELP}")
    parser.add_argument("--game", action="append", choices=game_names(), dest="games_played",
                        help="play only this game (repeat for more; default every game)")
    parser.add_argument("--pair", action="append", choices=[f"{higher}-{lower}" for higher, lower in LADDER],
                        dest="pairs", help="play only this pair (repeat for more; default every pair)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    hard_games = args.hard_games or args.games
    games = args.games_played or game_names()
    jobs = worker_count(args.jobs, max(args.games, hard_games), "strength_ladder")
    print(f"seed {args.seed}; {args.games} games per pair, {hard_games} per pair with hard; seats rotated\n")
    print(HEADER, flush=True)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        # Every match is queued at once, so both processes stay busy; each row comes as its match ends.
        queued = []
        for higher, lower in LADDER:
            if args.pairs and f"{higher}-{lower}" not in args.pairs:
                continue
            for game in games:
                players = load_game(game).players
                total = hard_games if "hard" in (higher, lower) else args.games
                runs = [pool.submit(share_of_match, game, "standard", players, f"{higher}-{lower}", numbers,
                                    args.seed) for numbers in shares(total, jobs)]
                queued.append((game, runs))
        for game, runs in queued:
            print(row(game, combined([run.result() for run in runs])), flush=True)


if __name__ == "__main__":
    main()
