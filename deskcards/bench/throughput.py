"""Throughput and latency figures: the engine of `deskcards bench`.

Random playouts use the trusted ``step`` path the AI uses, so the figure is
the one that bounds search speed. Their rates count the CPU time of this
thread (``CPU_CLOCK``), not the wall clock, so other processes on a busy
machine do not lower them (much: they still share its caches). Latency is
what a player waits, so it is wall time, measured on positions reached by
random play, which the agent sees only through their observations.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass
from functools import partial

from deskcards.bench_stats import percentile
from deskcards.games import load_game
from deskcards.games.agents import agent_names, make_agent

# The clock of the playout rates, ours and the peers': CPU seconds of this thread.
CPU_CLOCK = time.thread_time


@dataclass
class Throughput:
    game: str
    players: int
    games: int
    decisions: int
    seconds: float  # of CPU_CLOCK

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
    searches: int = 0  # decisions that searched (not forced, not a tactic's answer)
    simulations: int = 0  # what those searches ran, counted in ``unit``
    search_seconds: float = 0.0  # and how long those decisions took in all
    unit: str = "simulations"

    @property
    def simulations_per_s(self) -> float:
        return self.simulations / self.search_seconds if self.search_seconds else 0.0

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
    started = CPU_CLOCK()
    deadline = started + seconds
    while CPU_CLOCK() < deadline:
        state = ruleset.new_state(rng.getrandbits(32))
        choice = rng.choice
        while not state.is_terminal():
            state.step(choice(state.legal_actions()))
            decisions += 1
        games += 1
    return Throughput(game, ruleset.players, games, decisions, CPU_CLOCK() - started)


def decision_latency(game: str, agent: str, players: int | None = None, decisions: int = 40, seed: int = 1) -> Latency:
    """Time ``decisions`` choices by ``agent`` at positions from random play."""
    ruleset = load_game(game, "standard", players)
    chooser = make_agent(game, agent)
    rng = random.Random(seed)
    result = Latency(agent, [], unit=getattr(chooser, "search_unit", "simulations"))
    samples = result.samples_ms
    while len(samples) < decisions:
        state = ruleset.new_state(rng.getrandbits(32))
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            state.step(rng.choice(state.legal_actions()))
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        assert seat is not None  # the game goes on
        observation = state.observation(seat)
        started = time.perf_counter()
        chooser.choose(observation, random.Random(rng.getrandbits(32)))
        samples.append((time.perf_counter() - started) * 1000)
        simulations = getattr(chooser, "last_simulations", 0)
        if simulations:
            result.searches += 1
            result.simulations += simulations
            result.search_seconds += chooser.last_seconds  # type: ignore[attr-defined]  # a searcher that counts simulations also times them
    return result


LEVELS = ("easy", "medium", "hard")


def _rlcard_uno(seconds: float, seed: int = 1) -> Throughput:
    from deskcards.bench.rlcard_uno import rlcard_uno_throughput  # needs rlcard only when called

    return rlcard_uno_throughput(seconds, seed)


def _openspiel_oh_hell(seconds: float, seed: int = 1) -> Throughput:
    from deskcards.bench.oh_hell import oh_hell_throughput  # needs pyspiel only when called

    return oh_hell_throughput(seconds, seed)


# game -> callable(seconds, seed) -> Throughput of its named peer engine
PEERS: dict[str, object] = {"blackjack": _rlcard_uno, "segment-trix": _openspiel_oh_hell}


COMPARE_WINDOW_S = 0.05  # CPU seconds of each engine in a round of side_by_side: many short rounds


PROVER_GAMES = 1000  # AI games `bench runtime-error` times the loop prover on


def run_bench(game: str | None, players: int | None, seconds: float, decisions: int, compare: bool,
              prover_games: int | None = None, jobs: int = 1) -> int:
    """Print every game's figures (or ``game``'s); for runtime-error also the loop
    prover's times on the input cards of ``prover_games`` AI games (default: only
    when runtime-error is named, ``PROVER_GAMES``)."""
    from deskcards.games import game_names, spec

    if game == "runtime-error" and prover_games is None:
        prover_games = PROVER_GAMES
    if prover_games and game not in (None, "runtime-error"):
        print(f"{game}: --games and --jobs time the runtime-error loop prover; ignored here")
    for name in [game] if game else game_names():
        spec(name)  # an unknown game fails here, before any timing
        if compare and name not in PEERS:
            print(f"{name}: no peer engine is named for this game")
        if not (compare and name in PEERS and _compare(name, players, seconds)):
            ours = playout_throughput(name, players, seconds=seconds)
            print(f"{name}: random playouts, {ours.players} players: {ours.games_per_s:,.0f} games/s, "
                  f"{ours.decisions_per_s:,.0f} decisions/s ({ours.games} games in {ours.seconds:.1f} s "
                  "of this thread's CPU time)")
        for level in LEVELS:
            if level not in agent_names(name):
                print(f"{name}: no {level} AI yet")
                continue
            latency = decision_latency(name, level, players, decisions=decisions)
            print(f"{name}: {level} AI decision: median {latency.median:.1f} ms, p95 {latency.p95:.1f} ms "
                  f"({len(latency.samples_ms)} decisions)")
            if latency.searches:
                print(f"{name}: {level} AI search: {latency.simulations_per_s:,.0f} {latency.unit}/s "
                      f"({latency.simulations:,} in {latency.search_seconds:.1f} s, {latency.searches} searches)")
        if name == "runtime-error" and prover_games:
            from deskcards.bench import prover as prover_bench

            for line in prover_bench.report_lines(prover_bench.run(prover_games, jobs=jobs)):
                print(line)
    return 0


PEER_INSTALL_HINT = ".venv/bin/pip install -e '.[bench]'"  # as the README says


@dataclass
class Comparison:
    """Ours against a peer: each summed over its windows, and our ratio round by round."""

    ours: Throughput
    peer: Throughput
    ratios: list[float]  # ours / peer decisions per CPU second, one per round
    wall_seconds: float

    @property
    def median(self) -> float:
        return statistics.median(self.ratios)

    @property
    def quartiles(self) -> tuple[float, float]:
        if len(self.ratios) < 2:
            return self.ratios[0], self.ratios[0]
        low, _, high = statistics.quantiles(self.ratios, n=4, method="inclusive")
        return low, high


def side_by_side(game: str, players: int | None, seconds: float) -> Comparison:
    """Ours against the named peer for ``seconds`` of CPU time each, in rounds of
    one COMPARE_WINDOW_S window of each (who goes first alternates), so a busy
    moment on a shared machine bends both sides of a round alike; the median
    round's ratio then shrugs off the rounds it bent anyway. ImportError when
    the peer is not installed."""
    runs: dict[str, list[Throughput]] = {"ours": [], "peer": []}
    wall = time.perf_counter()
    for round_ in range(max(1, round(seconds / COMPARE_WINDOW_S))):
        sides = ["peer", "ours"] if round_ % 2 == 0 else ["ours", "peer"]
        for side in sides:
            measure = PEERS[game] if side == "peer" else partial(playout_throughput, game, players)
            runs[side].append(measure(COMPARE_WINDOW_S, seed=round_ + 1))  # type: ignore[operator]  # PEERS holds callables of measure's shape
    ratios = [ours.decisions_per_s / peer.decisions_per_s for ours, peer in zip(runs["ours"], runs["peer"])]
    ours, peer = (Throughput(done[0].game, done[0].players, sum(run.games for run in done),
                             sum(run.decisions for run in done), sum(run.seconds for run in done))
                  for done in (runs["ours"], runs["peer"]))
    return Comparison(ours, peer, ratios, time.perf_counter() - wall)


def _compare(game: str, players: int | None, seconds: float) -> bool:
    """Print ours against the peer (see ``side_by_side``); False, after saying
    why, when the peer is not installed."""
    try:
        both = side_by_side(game, players, seconds)
    except ImportError as exc:
        print(f"{game}: peer not installed ({exc}); to compare, run {PEER_INSTALL_HINT}")
        return False
    ours, peer = both.ours, both.peer
    low, high = both.quartiles
    print(f"{game}: random playouts, {ours.players} players: {ours.decisions_per_s:,.0f} decisions/s, "
          f"{ours.games_per_s:,.0f} games/s (per second of this thread's CPU time)")
    print(f"{game}: peer {peer.game}: {peer.decisions_per_s:,.0f} decisions/s (the same)")
    print(f"{game}: ours is {both.median:.2f}x the peer, the median of {len(both.ratios)} rounds "
          f"(quartiles {low:.2f}x to {high:.2f}x, all rounds {min(both.ratios):.2f}x to {max(both.ratios):.2f}x); "
          f"a round is {COMPARE_WINDOW_S} s of CPU time of each, taking turns; {both.wall_seconds:.1f} s wall in all")
    return True
