"""The infinite-loop prover on the positions of real games, for `deskcards bench runtime-error`.

AI players play whole games; every input card they actually play (the first of
a testing phase, and each one LOOP plays) becomes two questions for the prover:

- as the engine would judge a claim of it: the pool is the real deck, and the
  budget is the engine's replayable one (steps, ``claims.STEPS_PER_MS``
  for each millisecond of the variant's ``prover_budget_ms``);
- as the player knows it: every card that seat has not seen may be in the deck
  (which the deck's size bounds), with the same budget of steps, so the
  figure does not depend on the machine either.

Each question's wall time is measured; a verdict that is neither a proof nor a
refutation counts as undecided, and the report says how many of those the
prover held as exact cards because an EDIT could still change the table (see
``prover.py``; they are the hard ones). Qt-free; ``deskcards.bench.throughput`` prints it.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field

from deskcards.bench_stats import percentile
from deskcards.games import load_game
from deskcards.games.agents import make_agent
from deskcards.jobs import worker_count

from ..games.runtime_error import prover
from ..games.runtime_error.actions import Input, Loop
from ..games.runtime_error.claims import budget_steps, loop_position
from ..games.runtime_error.prover.game import held_exactly
from ..games.runtime_error.prover.loop_model import LoopPosition
from ..games.runtime_error.rules import RuntimeErrorRules

AGENTS = ("medium", "medium")  # they build LOOP, LOAD and PULL statements and play into them
VIEWS = ("engine", "player")


@dataclass
class ProverTimes:
    """The prover's wall times on one view of the positions, and how it answered."""

    view: str
    budget_steps: int
    ms: list[float] = field(default_factory=list)
    undecided: int = 0
    undecided_exact: int = 0  # of the undecided, those held as exact cards: an EDIT could change the table
    proven: int = 0

    @property
    def median(self) -> float:
        return statistics.median(self.ms) if self.ms else 0.0

    @property
    def p95(self) -> float:
        return percentile(self.ms, 95)

    @property
    def most(self) -> float:
        return max(self.ms, default=0.0)


@dataclass
class ProverBench:
    games: int
    agents: tuple[str, ...]
    seconds: float
    views: dict[str, ProverTimes]


def _rules(players: int) -> RuntimeErrorRules:
    """Runtime Error's standard ruleset for ``players``, as its own class."""
    ruleset = load_game("runtime-error", "standard", players)
    assert isinstance(ruleset, RuntimeErrorRules)
    return ruleset


def game_questions(seed: int, agents: tuple[str, ...] = AGENTS) -> Iterator[tuple[str, LoopPosition]]:
    """Play game ``seed`` and yield (view, position) for every input card played, in both views."""
    ruleset = _rules(len(agents))
    state = ruleset.new_state(seed)
    players = [make_agent("runtime-error", name) for name in agents]
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player
        assert seat is not None  # the game goes on
        seen = state.observation(seat)
        action = players[seat].choose(seen, rng)
        if isinstance(action, (Input, Loop)):
            rest = [card for card in seen.hand if card != action.card]
            deck = state.zones()["deck"]
            table = [state.statements(s) for s in range(ruleset.players)]
            yield "engine", loop_position(seat, table, rest, action.card, state.discard, deck, len(deck))
            yield "player", loop_position(seat, seen.table, rest, action.card, seen.discard, seen.unseen(),
                                         seen.deck_size)
        state.apply(action)


def _game_answers(seed: int, agents: tuple[str, ...], budget: int) -> list[tuple[str, float, bool | None, bool]]:
    """Ask the prover about every input card played in game ``seed``:
    (view, ms, loops, whether an undecided position was held exactly)."""
    answers = []
    for view, position in game_questions(seed, agents):
        verdict = prover.decide(position, max_steps=budget)
        answers.append((view, verdict.elapsed_ms, verdict.loops, verdict.loops is None and held_exactly(position)))
    return answers


def run(games: int, seed: int = 0, jobs: int = 1, agents: tuple[str, ...] = AGENTS) -> ProverBench:
    """Play ``games`` games (seeds ``seed`` on), over up to ``jobs`` processes, and time the prover."""
    jobs = worker_count(jobs, games, "prover bench")
    budget = budget_steps(_rules(len(agents)).settings.prover_budget_ms)
    views = {view: ProverTimes(view, budget) for view in VIEWS}
    seeds = range(seed, seed + games)
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            # As each game finishes, not in seed order: one long game does not hide the others' progress.
            played = [pool.submit(_game_answers, number, agents, budget) for number in seeds]
            _count(views, (game.result() for game in as_completed(played)), games)
    else:
        _count(views, (_game_answers(s, agents, budget) for s in seeds), games)
    return ProverBench(games, agents, time.perf_counter() - started, views)


def _count(views: dict[str, ProverTimes], results, games: int) -> None:
    """Add each game's answers to ``views``, saying on stderr how many games are done."""
    for number, answers in enumerate(results, 1):
        print(f"\rprover bench: game {number}/{games}", end="", file=sys.stderr, flush=True)
        for view, ms, loops, exact in answers:
            times = views[view]
            times.ms.append(ms)
            times.undecided += loops is None
            times.undecided_exact += exact
            times.proven += bool(loops)
    print(file=sys.stderr)


def report_lines(bench: ProverBench) -> list[str]:
    lines = [(f"runtime-error: prover on the input cards of {bench.games} games ({' vs '.join(bench.agents)}, "
              f"{bench.seconds:.0f} s)")]
    for times in bench.views.values():
        pool = "the real deck" if times.view == "engine" else "every unseen card"
        lines.append(f"runtime-error: prover, {times.view} view (pool = {pool}): {len(times.ms)} positions, "
                     f"median {times.median:.2f} ms, p95 {times.p95:.1f} ms, max {times.most:.0f} ms; "
                     f"{times.undecided} undecided within {times.budget_steps} steps ({times.undecided_exact} of them "
                     f"while an EDIT could still change the table), {times.proven} proven")
    return lines
