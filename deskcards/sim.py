"""AI-only matches without a window: the engine of `deskcards sim`, and the
seat-rotating matches the strength benchmarks play.

Same seed, same result: each game's seed and each agent's random stream are
derived from the match seed, and agents see only observations. The one
exception is the benchmarks' oracle (``deskcards.games.oracles``: sees every
card), which ``play_game`` alone hands the true state.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from deskcards.ai.agent import THINKING, SearchingAgent
from deskcards.ai.oracle import ORACLE, OracleAgent
from deskcards.bench_stats import mean_interval, percentile, wilson_interval
from deskcards.engine.events import Event
from deskcards.engine.game import Action, Observation
from deskcards.engine.record import GameRecord
from deskcards.games import load_game, spec
from deskcards.games.agents import AnyAgent, make_agent
from deskcards.games.game_spec import GameState, LoadedRules
from deskcards.games.oracles import make_oracle

# What a benchmark may seat: an agent, or the oracle that sees every card.
Seated = AnyAgent | OracleAgent


@dataclass
class SeatResult:
    seat: int
    agent: str
    wins: int = 0
    draws: int = 0


@dataclass
class SimReport:
    game: str
    variant: str
    players: int
    games: int
    seed: int
    seats: list[SeatResult]
    mean_length: float
    decision_ms: dict[str, list[float]] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:  # JSON's values, read back by as_text
        return {
            "game": self.game,
            "variant": self.variant,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "seats": [vars(s) for s in self.seats],
            "mean_game_length": round(self.mean_length, 2),
            "decision_ms": {
                name: {"mean": round(statistics.fmean(ms), 3), "p95": round(percentile(ms, 95), 3), "count": len(ms)}
                for name, ms in self.decision_ms.items()
                if ms
            },
        }

    def as_text(self) -> str:
        lines = [
            f"{self.game} ({self.variant}), {self.players} players, {self.games} games, seed {self.seed}",
            f"{'seat':>4}  {'agent':<8} {'wins':>6} {'win %':>6} {'draws':>6}",
        ]
        for s in self.seats:
            share = 100.0 * s.wins / self.games if self.games else 0.0
            lines.append(f"{s.seat:>4}  {s.agent:<8} {s.wins:>6} {share:>5.1f}% {s.draws:>6}")
        lines.append(f"mean game length: {self.mean_length:.1f} decisions")
        for name, stats in self.as_dict()["decision_ms"].items():
            lines.append(f"{name:<8} ms per choice (2+ legal actions): mean {stats['mean']:.3f}, "
                         f"p95 {stats['p95']:.3f} ({stats['count']} choices)")
        return "\n".join(lines)


def play_game(ruleset: LoadedRules, agents: Sequence[Seated], game_seed: int,
              on_choice: Callable[[int, float], None] | None = None,
              before_play: Callable[[GameState, Observation, Action], None] | None = None,
              after_play: Callable[[GameState, list[Event]], None] | None = None) -> tuple[GameState, int]:
    """Play one game to the end: (final state, decisions made).

    ``on_choice(seat, seconds)`` hears about every real choice (two or more
    legal actions); forced moves such as a lone draw are not timed.
    ``before_play(state, observation, action)`` sees each chosen action, and the
    current player's observation it came from, before it is played; ``after_play(state,
    events)`` sees the state after it and what it did (the soak checks them).
    """
    rngs = [random.Random(game_seed * 31 + seat) for seat in range(len(agents))]
    state = ruleset.new_state(game_seed)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player
        assert seat is not None  # the game goes on
        observation = state.observation(seat)
        started = time.perf_counter()
        agent = agents[seat]
        if isinstance(agent, OracleAgent):
            action = agent.choose_seeing(state, seat, rngs[seat])
        else:
            action = agent.choose(observation, rngs[seat])
        if on_choice is not None and len(observation.legal_actions()) > 1:
            on_choice(seat, time.perf_counter() - started)
        if before_play is not None:
            before_play(state, observation, action)
        events = state.apply(action)
        if after_play is not None:
            after_play(state, events)
        decisions += 1
    return state, decisions


def played_record(game: str, variant: str, agents: Sequence[AnyAgent], game_seed: int) -> GameRecord:
    """One AI-only game (``play_game``, a seat per agent) kept as the record the app would
    save: what the coach's benchmarks grade."""
    ruleset = load_game(game, variant, len(agents))
    actions: list[str] = []
    play_game(ruleset, agents, game_seed, before_play=lambda state, seen, action: actions.append(str(action)))
    return GameRecord(game, variant, len(agents), game_seed, actions)


def run_match(
    game: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    variant: str = "standard",
    starting: Callable[[int, int], None] | None = None,
) -> SimReport:
    """``starting(number, games)`` hears when each game (counted from 1) begins."""
    ruleset = load_game(game, variant, len(agents))
    players = [make_agent(game, name) for name in agents]
    seats = [SeatResult(seat, name) for seat, name in enumerate(agents)]
    timings: dict[str, list[float]] = {name: [] for name in agents}
    lengths = []

    def timed(seat: int, seconds: float) -> None:
        timings[agents[seat]].append(seconds * 1000)

    for number in range(games):
        if starting is not None:
            starting(number + 1, games)
        state, decisions = play_game(ruleset, players, seed * 100_003 + number, timed)
        lengths.append(decisions)
        _score(seats, state.winner)
    mean_length = statistics.fmean(lengths) if lengths else 0.0
    return SimReport(game, variant, len(agents), games, seed, seats, mean_length, timings)


def _score(seats: list[SeatResult], winner: int | None) -> None:
    """One win for the game's winner (with play-on, the first out; the
    places after it are not wins), or a draw for every seat."""
    if winner is None:
        for seat in seats:
            seat.draws += 1
    else:
        seats[winner].wins += 1


# --- one agent against a table of another, for the strength benchmarks ----------


@dataclass
class MatchResult:
    """How one tested agent fared, and how long it took to choose."""

    agent: str
    opponent: str
    players: int
    games: int = 0
    wins: int = 0
    draws: int = 0
    choice_ms: list[float] = field(default_factory=list)
    simulations: int = 0  # searching agents only: their searches' totals
    search_seconds: float = 0.0
    # chip games only: per game, the final chips of the tested seat, then of each seat to its left
    chips: list[tuple[int, ...]] = field(default_factory=list)

    def time_choice(self, tested: int, agent: Seated, seat: int, seconds: float) -> None:
        """``play_game``'s on_choice: only the tested ``agent``, at seat ``tested``, is timed."""
        if seat == tested:
            self.choice_ms.append(seconds * 1000)
            player = agent.player if isinstance(agent, OracleAgent) else agent
            if isinstance(player, SearchingAgent) and player.last_simulations:
                self.simulations += player.last_simulations
                self.search_seconds += player.last_seconds

    def line(self) -> str:
        share = self.wins / self.games
        low, high = wilson_interval(self.wins, self.games)
        text = (f"{self.agent:>6} vs {self.players - 1} {self.opponent:<6} {self.wins:>4}/{self.games} wins"
                f" = {100 * share:5.1f}%"
                f" (95% CI {100 * low:.1f}-{100 * high:.1f}), draws {self.draws};"
                f" decision ms median {statistics.median(self.choice_ms):.1f}"
                f" p95 {percentile(self.choice_ms, 95):.1f} over {len(self.choice_ms)} choices")
        if self.search_seconds:
            text += f"; {self.simulations / self.search_seconds:,.0f} simulations/s"
        if self.chips:
            text += "\n" + self.chips_line()
        return text

    def chips_line(self) -> str:
        """Mean final chips, the tested seat's and each opponent's (by place to its
        left), with the 95% interval of the tested seat's lead over each."""
        mine = [game[0] for game in self.chips]
        parts = [f"{'':>6} chips: {self.agent} {statistics.fmean(mine):.1f}"]
        for offset in range(1, self.players):
            theirs = [game[offset] for game in self.chips]
            low, high = mean_interval([a - b for a, b in zip(mine, theirs)])
            parts.append(f"{self.opponent} +{offset} {statistics.fmean(theirs):.1f}"
                         f" (lead 95% CI {low:.1f} to {high:.1f})")
        return ", ".join(parts)


def combined(shares: Sequence[MatchResult]) -> MatchResult:
    """One match from the results of its shares (the same agents, other games)."""
    first = shares[0]
    total = MatchResult(first.agent, first.opponent, first.players)
    for share in shares:
        total.games += share.games
        total.wins += share.wins
        total.draws += share.draws
        total.choice_ms += share.choice_ms
        total.simulations += share.simulations
        total.search_seconds += share.search_seconds
        total.chips += share.chips
    return total


def play_rotating_match(game: str, agent: str, opponent: str, games: int | range, seed: int, players: int = 4,
                        variant: str = "standard") -> MatchResult:
    """``agent`` against ``players - 1`` copies of ``opponent``; either may be
    the benchmarks' oracle (``ORACLE``, which sees every card).

    The tested agent sits at seat ``game % players`` in turn, so no seat's
    advantage counts for or against it; only its own real choices are timed.
    ``games`` is a count, or the range of game numbers to play (a share of a
    larger match, as ``combined`` puts back together).
    """
    ruleset = load_game(game, variant, players)
    result = MatchResult(agent, opponent, players)
    chips = spec(game).chips
    for number in range(games) if isinstance(games, int) else games:
        tested = number % players
        seats = [_seated(game, agent if seat == tested else opponent) for seat in range(players)]
        timed = partial(result.time_choice, tested, seats[tested])
        state, _ = play_game(ruleset, seats, seed * 1_000_003 + number, timed)
        result.games += 1
        if chips is not None:
            held = chips(state)
            result.chips.append(tuple(held[(tested + offset) % players] for offset in range(players)))
        if state.winner == tested:
            result.wins += 1
        elif state.winner is None:
            result.draws += 1
    return result


def _seated(game: str, name: str) -> Seated:
    """The agent called ``name``, or ``game``'s oracle (benchmarks only);
    ``hard@long`` is hard at a thinking time of ``THINKING``."""
    if name == ORACLE:
        return make_oracle(game)
    level, _, thinking = name.partition("@")
    return make_agent(game, level, thinking=THINKING[thinking] if thinking else 1.0)
