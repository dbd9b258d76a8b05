"""Throughput and latency figures: the engine of `deskcards bench`.

Random playouts use the trusted ``step`` path the AI uses, so the figure is
the one that bounds search speed. Latency is measured on positions reached by
random play, which the agent sees only through their observations.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass

from deskcards.ai.registry import make_agent
from deskcards.games import load_game
from deskcards.sim import percentile


@dataclass
class Throughput:
    game: str
    players: int
    games: int
    decisions: int
    seconds: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds


@dataclass
class Latency:
    agent: str
    samples_ms: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def p95(self) -> float:
        return percentile(self.samples_ms, 95)


def playout_throughput(game: str, players: int | None = None, seconds: float = 3.0, seed: int = 1) -> Throughput:
    ruleset = load_game(game, "standard", players)
    rng = random.Random(seed)
    games = decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = ruleset.new_state(rng.getrandbits(32))
        choice = rng.choice
        while not state.is_terminal():
            state.step(choice(state.legal_actions()))
            decisions += 1
        games += 1
    return Throughput(game, ruleset.players, games, decisions, time.perf_counter() - started)


def decision_latency(game: str, agent: str, players: int | None = None, decisions: int = 40, seed: int = 1) -> Latency:
    """Time ``decisions`` choices by ``agent`` at positions from random play."""
    ruleset = load_game(game, "standard", players)
    chooser = make_agent(game, agent)
    rng = random.Random(seed)
    samples: list[float] = []
    while len(samples) < decisions:
        state = ruleset.new_state(rng.getrandbits(32))
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            state.step(rng.choice(state.legal_actions()))
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        observation = state.observation(seat)
        started = time.perf_counter()
        chooser.choose(observation, random.Random(rng.getrandbits(32)))
        samples.append((time.perf_counter() - started) * 1000)
    return Latency(agent, samples)


LEVELS = ("easy", "medium", "hard")


def _rlcard_uno(seconds: float) -> Throughput:
    from deskcards.games.blackjack.peer import rlcard_uno_throughput  # needs rlcard only when called

    return rlcard_uno_throughput(seconds)


# game -> callable(seconds) -> Throughput of its named peer engine
PEERS: dict[str, object] = {"blackjack": _rlcard_uno}


def run_bench(game: str | None, players: int | None, seconds: float, decisions: int, compare: bool) -> int:
    from deskcards.games import game_names, rules_module

    for name in [game] if game else game_names():
        rules_module(name)  # an unknown game fails here, before any timing
        ours = playout_throughput(name, players, seconds=seconds)
        print(f"{name}: random playouts, {ours.players} players: {ours.games_per_s:,.0f} games/s, "
              f"{ours.decisions_per_s:,.0f} decisions/s ({ours.games} games in {ours.seconds:.1f} s)")
        if compare:
            _print_peer(name, ours, seconds)
        for level in LEVELS:
            latency = decision_latency(name, level, players, decisions=decisions)
            print(f"{name}: {level} AI decision: median {latency.median:.1f} ms, p95 {latency.p95:.1f} ms "
                  f"({len(latency.samples_ms)} decisions)")
    return 0


def _print_peer(game: str, ours: Throughput, seconds: float) -> None:
    peer = PEERS.get(game)
    if peer is None:
        print(f"{game}: no peer engine is named for this game")
        return
    try:
        theirs = peer(seconds)  # type: ignore[operator]
    except ImportError as exc:
        print(f"{game}: peer not installed ({exc}); pip install 'deskcards[bench]' to compare")
        return
    print(f"{game}: peer {theirs.game}: {theirs.decisions_per_s:,.0f} decisions/s; "
          f"ours is {ours.decisions_per_s / theirs.decisions_per_s:.2f}x")
