"""Does the coach's mean loss order the AI levels? Issue 36's first target.

Per game, seeded AI-only games at four seats, one of each level (random, easy,
medium, hard); game ``n`` seats level ``LEVELS[(seat + n) % 4]`` at ``seat``,
so every level sits in every seat in turn. Each finished game becomes a
``GameRecord``, and ``deskcards.coach.analysis.analyse`` grades every seat's
decisions (thinking "normal", the report's own). Per level it prints the
decisions, the mean loss with its 95% interval, the share at each grade and
the accuracy (the mean over decisions of ``Thresholds.score``).

The intervals are a bootstrap over games (``cluster_bootstrap``, 2000
resamples of whole games, the percentile interval): the decisions of one
game share its deal and its line of play, so they are not independent, and
resampling whole games keeps that. Adjacent levels are compared in the same
resampled games (they sat at the same tables): the interval of the difference
of their mean losses. Where it holds 0 the two cannot be told apart.

``--noise SHARE`` appraises that share of the decisions a second time, with
another seed, and reports the loss the second appraisal gives the first one's
best move: what a player who always played the best move would be charged by
the search's noise alone. The grade thresholds of the searching games sit
above most of it (``deskcards/coach/grade.py``).

    python benchmarks/coach_levels.py --game blackjack --games 10 --seed 1 --out /tmp/bj.json
    python benchmarks/coach_levels.py --regrade /tmp/bj.json --thresholds 0.06,0.12,0.25

``--out`` keeps the raw losses; ``--regrade`` prints the tables of kept runs
again, with the current or the given thresholds, without searching; runs of
the same game with other seeds are pooled, so a close pair can be given more
games later. One process: the hard seats and the appraisals search on one
core.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TypeVar

from deskcards.bench_stats import percentile
from deskcards.coach.analysis import Analysis, analyse
from deskcards.coach.grade import GRADES, Thresholds, thresholds
from deskcards.engine.record import GameRecord
from deskcards.engine.rng import stream_seed
from deskcards.games import game_names, load_game, play_on, spec
from deskcards.games.agents import make_agent
from deskcards.sim import played_record

LEVELS = ("random", "easy", "medium", "hard")  # from the weakest; the mean loss should fall along it
PLAYERS = len(LEVELS)
NOISE_SEED = 7919  # mixed into a second appraisal's seed, so it draws other worlds than the first
T = TypeVar("T")


def cluster_bootstrap(groups: Sequence[T], figure: Callable[[list[T]], float | None], resamples: int = 2000,
                      seed: int = 0, level: float = 95) -> tuple[float, float]:
    """The percentile bootstrap interval of ``figure`` over ``groups`` resampled whole.

    Each resample draws ``len(groups)`` groups with replacement, so data that
    hang together (one game's decisions) stay together; a resample whose figure
    is None (nothing to measure) is left out. Seeded: the same call gives the
    same interval; (nan, nan) when no resample had a figure. (Here, not in
    ``deskcards.bench_stats``, so the script runs on any checkout's deskcards.)
    """
    rng = random.Random(seed)
    figures = [value for value in (figure(rng.choices(groups, k=len(groups))) for _ in range(resamples))
               if value is not None]
    if not figures:
        return math.nan, math.nan
    tail = (100 - level) / 2
    return percentile(figures, tail), percentile(figures, 100 - tail)


@dataclass
class GameLosses:
    """One game's losses, per level (the decisions of the seat the level sat in)."""

    number: int
    seed: int
    losses: dict[str, list[float]]
    cpu_play: float  # seconds of CPU to play the game
    cpu_analyse: float  # and to grade its four seats
    # the best move's value at each of those decisions: how well placed the seat was (older runs lack it)
    standing: dict[str, list[float]] = field(default_factory=dict)


@dataclass
class Run:
    """A game's run: its games' losses and the noise, as --out keeps them."""

    game: str
    seed: int
    thinking: str
    games: list[GameLosses] = field(default_factory=list)
    noise: list[float] = field(default_factory=list)  # the second appraisal's loss of the first's best
    noise_cpu: float = 0.0
    pooled_seeds: list[int] = field(default_factory=list)  # other runs' seeds pooled into this one (not kept)

    def to_json(self) -> dict[str, object]:
        return {"game": self.game, "seed": self.seed, "thinking": self.thinking,
                "games": [vars(game) for game in self.games], "noise": self.noise, "noise_cpu": self.noise_cpu}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Run:
        games = [GameLosses(**game) for game in data.pop("games")]  # type: ignore[attr-defined]
        return cls(**data, games=games)  # type: ignore[arg-type]


def pooled(runs: list[Run]) -> list[Run]:
    """One run per game and thinking time: the games and noise of later runs added to the first's."""
    kept: dict[tuple[str, str], Run] = {}
    for run in runs:
        first = kept.setdefault((run.game, run.thinking), run)
        if first is not run:
            first.games += run.games
            first.noise += run.noise
            first.noise_cpu += run.noise_cpu
            first.pooled_seeds.append(run.seed)
    return list(kept.values())


def seat_levels(number: int) -> list[str]:
    """The level at each seat in game ``number``: each level moves one seat on per game."""
    return [LEVELS[(seat + number) % PLAYERS] for seat in range(PLAYERS)]


def play_record(game: str, number: int, seed: int) -> GameRecord:
    """Game ``number`` of the run seeded ``seed``, played by the levels, as a record."""
    agents = [make_agent(game, level) for level in seat_levels(number)]
    return played_record(game, "standard", agents, seed * 1_000_003 + number)


def second_opinions(record: GameRecord, analyses: list[Analysis], share: float, rng: random.Random,
                    thinking: str) -> list[float]:
    """For about ``share`` of the graded decisions: the loss a second appraisal, with
    another seed, gives the move the first appraisal rated best."""
    ruleset = load_game(record.game, record.variant, record.players)
    appraiser = spec(record.game).appraiser()  # type: ignore[misc]  # every game here has one
    picked = sorted((decision.index, analysis.seat, decision.best) for analysis in analyses
                    for decision in analysis.decisions if rng.random() < share)
    state, played, losses = ruleset.new_state(record.seed), 0, []
    for index, seat, best in picked:
        play_on(ruleset, state, record.actions[:index], played)
        played = index
        again = appraiser.appraise(state.observation(seat), random.Random(stream_seed(record.seed + NOISE_SEED, index)),
                                   thinking)
        losses.append(max(again.values.values()) - again.values[ruleset.parse_action(best)])
    return losses


def play_and_grade(run: Run, games: int, noise: float, game_done: Callable[[], None]) -> None:
    """Play and grade ``games`` games into ``run``; ``game_done()`` hears after each."""
    rng = random.Random(run.seed)
    for number in range(games):
        started = time.process_time()
        record = play_record(run.game, number, run.seed)
        played = time.process_time()
        analyses = [analyse(record, seat, run.thinking) for seat in range(PLAYERS)]
        graded = time.process_time()
        losses = {level: [decision.loss for decision in analysis.decisions]
                  for level, analysis in zip(seat_levels(number), analyses)}
        standing = {level: [decision.best_value for decision in analysis.decisions]
                    for level, analysis in zip(seat_levels(number), analyses)}
        run.games.append(GameLosses(number, record.seed, losses, played - started, graded - played, standing))
        if noise:
            run.noise += second_opinions(record, analyses, noise, rng, run.thinking)
            run.noise_cpu += time.process_time() - graded
        decisions = sum(len(values) for values in losses.values())
        print(f"  game {number + 1}/{games}: {decisions} decisions, play {played - started:.1f} s, "
              f"grade {graded - played:.1f} s of CPU", flush=True)
        game_done()


def pooled_mean(games: list[GameLosses], level: str) -> float | None:
    count = sum(len(game.losses[level]) for game in games)
    return sum(sum(game.losses[level]) for game in games) / count if count else None


def difference(games: list[GameLosses], higher: str, lower: str) -> float | None:
    first, second = pooled_mean(games, higher), pooled_mean(games, lower)
    return None if first is None or second is None else first - second


def report(run: Run, limits: Thresholds) -> str:
    """The run's markdown tables: per level, then adjacent levels compared, then the noise."""
    seeds = ", ".join(str(seed) for seed in (run.seed, *run.pooled_seeds))
    lines = [(f"{run.game}: {len(run.games)} games, seed {seeds}, thinking {run.thinking}, thresholds "
              f"{limits.inaccuracy}/{limits.mistake}/{limits.blunder}"),
             "", "| level | decisions | mean loss | 95% interval | " + " | ".join(GRADES) + " | accuracy |",
             "|---|---|---|---|" + "---|" * len(GRADES) + "---|"]
    for level in LEVELS:
        losses = [loss for game in run.games for loss in game.losses[level]]
        if not losses:
            lines.append(f"| {level} | 0 | - | - |" + " - |" * len(GRADES) + " - |")
            continue
        low, high = cluster_bootstrap(run.games, partial(pooled_mean, level=level))
        grades = [limits.grade(loss) for loss in losses]
        shares = " | ".join(f"{100 * grades.count(grade) / len(grades):.0f}%" for grade in GRADES)
        accuracy = 100 * statistics.fmean(limits.score(loss) for loss in losses)
        lines.append(f"| {level} | {len(losses)} | {statistics.fmean(losses):.3f} | {low:.3f}-{high:.3f} | {shares}"
                     f" | {accuracy:.0f}% |")
    if all(game.standing for game in run.games):  # a seat with little left to win has little to lose
        lines += ["", "mean value of the best move (the seat's standing): " + ", ".join(
            f"{level} {statistics.fmean(value for game in run.games for value in game.standing[level]):.3f}"
            for level in LEVELS if any(game.standing[level] for game in run.games))]
    lines += ["", "| levels | difference of mean loss | 95% interval | told apart |", "|---|---|---|---|"]
    for higher, lower in itertools.pairwise(LEVELS):
        gap = difference(run.games, higher, lower)
        if gap is None:
            continue
        low, high = cluster_bootstrap(run.games, partial(difference, higher=higher, lower=lower))
        verdict = "yes" if low > 0 else ("reversed" if high < 0 else "no")
        lines.append(f"| {higher} - {lower} | {gap:+.3f} | {low:+.3f} to {high:+.3f} | {verdict} |")
    decisions = sum(len(losses) for game in run.games for losses in game.losses.values())
    play, grade = sum(game.cpu_play for game in run.games), sum(game.cpu_analyse for game in run.games)
    lines += ["", f"CPU: play {play:.0f} s, grade {grade:.0f} s ({grade / max(1, decisions):.2f} s a decision)"]
    if run.noise:
        lines.append(noise_line(run.noise, limits) + f" ({run.noise_cpu:.0f} s of CPU)")
    return "\n".join(lines)


def noise_line(noise: list[float], limits: Thresholds) -> str:
    over = ", ".join(f"{100 * sum(loss >= least for loss in noise) / len(noise):.0f}% at or above {least}"
                     for least in (limits.inaccuracy, limits.mistake, limits.blunder))
    return (f"noise over {len(noise)} positions appraised twice: the first's best loses median "
            f"{statistics.median(noise):.3f}, p90 {percentile(noise, 90):.3f}, p95 {percentile(noise, 95):.3f}, "
            f"max {max(noise):.3f} in the second; {over}")


def parse_thresholds(text: str) -> Thresholds:
    try:
        inaccuracy, mistake, blunder = (float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not three numbers: write INACCURACY,MISTAKE,BLUNDER") from None
    return Thresholds(inaccuracy, mistake, blunder)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=game_names(), dest="games_played",
                        help="grade only this game (repeat for more; default all five)")
    parser.add_argument("--games", type=int, default=10, help="games per game played (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--thinking", default="normal", help="the appraisals' thinking time (default normal)")
    parser.add_argument("--noise", type=float, default=0.0, help="share of decisions appraised twice (default 0)")
    parser.add_argument("--out", help="keep the raw losses in this JSON file")
    parser.add_argument("--regrade", nargs="+", metavar="FILE",
                        help="print the tables of kept runs (--out files) again, without searching; "
                             "runs of one game (other seeds) are pooled")
    parser.add_argument("--thresholds", type=parse_thresholds,
                        help="INACCURACY,MISTAKE,BLUNDER instead of the game's own (deskcards.coach.grade)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    if args.regrade:
        runs = []
        for path in args.regrade:
            with open(path, encoding="utf-8") as kept:
                runs += [Run.from_json(data) for data in json.load(kept)["runs"]]
        runs = pooled(runs)
    else:
        runs = []

        def keep() -> None:  # after every game, so a long run's finished games survive it
            if args.out:
                with open(args.out, "w", encoding="utf-8") as out:
                    json.dump({"runs": [run.to_json() for run in runs]}, out)

        for game in args.games_played or game_names():
            print(f"{game}: {args.games} games", flush=True)
            runs.append(Run(game, args.seed, args.thinking))
            play_and_grade(runs[-1], args.games, args.noise, keep)
    for run in runs:
        print("\n" + report(run, args.thresholds or thresholds(run.game)), flush=True)


if __name__ == "__main__":
    main()
