"""What the hard AI's thinking time (Preferences > Hard AI thinking time) changes, per game.

The same positions (reached as ``deskcards bench`` reaches them: random play
from seeded deals, each with a real choice) are given to hard at each thinking
time, with the same seed per position, so long's first simulations are
normal's and a different move is what the extra thought found. Per thinking
time: the median simulations of the decisions that searched, the median
decision ms (wall clock, so note the load average), and the share of
positions where the move differs from normal's. ``normal again`` is normal
with another seed per position: how often the search's own noise changes the
move, the floor under long's figure.

Runtime Error's hard searches nothing but its prover (``claim_steps``, asked
only before a claim); its lines count the positions where the prover was asked
and where it ran out of steps, in place of simulations.

    python benchmarks/thinking.py segfault blackjack segment-trix runtime-error --positions 40
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from deskcards.ai.agent import THINKING, SearchingAgent
from deskcards.engine.game import Action, Observation
from deskcards.games import load_game, spec
from deskcards.games.agents import AnyAgent, make_agent
from deskcards.games.runtime_error.ai.hard import HardAgent
from deskcards.games.runtime_error.prover.loop_model import LoopPosition

AGAIN = "normal again"


class CountingProver(HardAgent):
    """Runtime Error's hard, counting the prover's questions and the ones it could not settle."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = self.undecided = 0

    def verdict(self, position: LoopPosition) -> bool | None:
        fresh = position not in self._verdicts
        answer = super().verdict(position)
        self.asked += fresh
        self.undecided += fresh and answer is None
        return answer


@dataclass
class Column:
    """One thinking time's decisions over the positions."""

    moves: list[Action] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)
    simulations: list[int] = field(default_factory=list)  # of the decisions that searched
    prover: str = ""  # Runtime Error: how often its prover was asked and stumped

    def line(self, name: str, normal: list[Action], unit: str) -> str:
        differ = sum(mine != theirs for mine, theirs in zip(self.moves, normal))
        searched = f"median {statistics.median(self.simulations):,.0f} {unit} over {len(self.simulations)} searches" \
            if self.simulations else "no searches"
        return (f"  {name:<12} {searched}; decision ms median {statistics.median(self.ms):.0f}; "
                f"move differs from normal's at {differ}/{len(self.moves)}")


def positions(game: str, count: int, seed: int, by: str = "random") -> list[tuple[Observation, int]]:
    """``count`` observations with two or more legal moves, each with a seed, from games
    ``by`` (an AI level) plays at every seat."""
    ruleset = load_game(game)
    player = make_agent(game, by)
    rng = random.Random(seed)
    found: list[tuple[Observation, int]] = []
    while len(found) < count:
        state = ruleset.new_state(rng.getrandbits(32))
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            seat = state.current_player
            assert seat is not None  # the game goes on
            state.step(player.choose(state.observation(seat), rng))
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        assert seat is not None  # the game goes on
        found.append((state.observation(seat), rng.getrandbits(32)))
    return found


def hard_at(game: str, thinking: str) -> Callable[[], AnyAgent]:
    if game == "runtime-error":
        def counting() -> AnyAgent:
            agent = CountingProver()
            agent.scale_budget(THINKING[thinking])
            return agent
        return counting
    return lambda: make_agent(game, "hard", thinking=THINKING[thinking])


def decide(agent: Any, observation: Observation, seed: int, column: Column) -> None:
    asked = getattr(agent, "asked", 0)
    started = time.perf_counter()
    column.moves.append(agent.choose(observation, random.Random(seed)))
    column.ms.append((time.perf_counter() - started) * 1000)
    if isinstance(agent, SearchingAgent) and agent.last_simulations:
        column.simulations.append(agent.last_simulations)
    elif isinstance(agent, CountingProver) and agent.asked > asked:
        column.simulations.append(agent.claim_steps)


def measure(game: str, count: int, seed: int, by: str, judge: bool) -> str:
    spots = positions(game, count, seed, by)
    columns = {name: Column() for name in (*THINKING, AGAIN)}
    for name, column in columns.items():
        agent = hard_at(game, "normal" if name == AGAIN else name)()  # one per thinking time, as the app keeps it
        for observation, position_seed in spots:
            decide(agent, observation, position_seed + (name == AGAIN), column)
        if isinstance(agent, CountingProver):
            column.prover = f"asked {agent.asked} times, out of steps {agent.undecided}"
    unit = "prover steps (budget)" if game == "runtime-error" else getattr(make_agent(game, "hard"), "search_unit",
                                                                           "simulations")
    normal = columns["normal"].moves
    lines = [f"{game}: {count} positions from {by} play (seed {seed})"]
    lines += [column.line(name, normal, unit) for name, column in columns.items()]
    lines += [f"  {name:<12} prover {column.prover}" for name, column in columns.items() if column.prover]
    if judge:
        lines += judged(game, spots, columns)
    return "\n".join(lines)


def judged(game: str, spots: list[tuple[Observation, int]], columns: dict[str, Column]) -> list[str]:
    """Where a move differs from normal's, which is better by the coach's appraisal at
    the long thinking time (``spec(game).appraiser``: every legal move searched, no
    clock): the gain over normal's move, in points of the appraisal's unit. ``normal
    again``'s gains are the control: a move that differs only by the search's noise."""
    loader = spec(game).appraiser
    assert loader is not None  # every game here has a coach
    appraiser = loader()
    normal = columns["normal"].moves
    values: dict[int, dict[Action, float]] = {}
    lines = []
    for name in ("long", AGAIN):
        gains = []
        for index, (mine, theirs) in enumerate(zip(columns[name].moves, normal)):
            if mine != theirs:
                if index not in values:
                    observation, seed = spots[index]
                    # Not the decisions' seed: the judge's worlds must not be the ones they searched.
                    values[index] = appraiser.appraise(observation, random.Random(f"judge {seed}"), "long").values
                gains.append(100 * (values[index][mine] - values[index][theirs]))
        lines.append(f"  {name:<12} judged by the coach at long: better than normal's at "
                     f"{sum(gain > 0 for gain in gains)}, worse at {sum(gain < 0 for gain in gains)} of the "
                     f"{len(gains)} that differ; gain mean {statistics.fmean(gains) if gains else 0:+.1f} points")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--by", default="random", help="the AI level whose games give the positions")
    parser.add_argument("--judge", action="store_true",
                        help="appraise the positions where long's move differs from normal's (slow)")
    args = parser.parse_args()
    for game in args.games:
        print(measure(game, args.positions, args.seed, args.by, args.judge), flush=True)


if __name__ == "__main__":
    main()
