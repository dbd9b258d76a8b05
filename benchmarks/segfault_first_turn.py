"""How often does seat 0 (the person at the table) never get a turn in Segmentation Fault?

In a single hand at four or more players an AI often completes a row before
seat 0's first turn comes round; a match of several hands gives everyone
real turns. This plays AI-only games with the same game seeds and agent
streams as ``deskcards sim`` and counts the games in which seat 0 was
never asked to act, how many hands the games lasted, and in how many of
those hands seat 0 got no turn.

    python benchmarks/segfault_first_turn.py --agents hard,random,random,random --games 200 --seed 1
    python benchmarks/segfault_first_turn.py --variant single-hand --players 5,7 --games 400

``--agents`` names one agent per seat; without it, each of ``--players``
(a list) seats a random agent at seat 0 and ``--opponents`` (default medium,
as the app's AI seats) at the others. Seat 0's own agent cannot change the
count: until its first choice the game is the same whoever sits there.
"""

from __future__ import annotations

import argparse
import statistics

from deskcards.bench_stats import wilson_interval
from deskcards.games import load_game
from deskcards.games.agents import make_agent
from deskcards.sim import play_game


class Watched:
    """Seat 0's agent, noting each round in which it was asked to act."""

    def __init__(self, agent):
        self.agent, self.rounds = agent, set()

    def choose(self, observation, rng):
        self.rounds.add(observation.round)
        return self.agent.choose(observation, rng)


def measure(variant: str, agents: list[str], games: int, seed: int) -> str:
    ruleset = load_game("segfault", variant, len(agents))
    players = [make_agent("segfault", name) for name in agents]
    never, rounds, idle_rounds = 0, [], 0
    for number in range(games):
        players[0] = seat_0 = Watched(make_agent("segfault", agents[0]))
        state, _ = play_game(ruleset, players, seed * 100_003 + number)
        never += not seat_0.rounds
        rounds.append(state.round)
        idle_rounds += state.round - len(seat_0.rounds)
    low, high = wilson_interval(never, games)
    return (f"{variant:<12} {len(agents)} players ({','.join(agents)}): seat 0 never moved in {never}/{games} "
            f"games = {100 * never / games:.1f}% (95% {100 * low:.1f}-{100 * high:.1f}%); "
            f"{statistics.fmean(rounds):.2f} hands a game, {100 * idle_rounds / sum(rounds):.1f}% of them "
            "over before seat 0's first turn")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="a variant to measure (repeatable; default standard "
                                                            "and single-hand)")
    parser.add_argument("--agents", help="comma-separated agents, one per seat (seat 0 first)")
    parser.add_argument("--players", default="4,5,7", help="player counts to measure (default 4,5,7)")
    parser.add_argument("--opponents", default="medium", help="the agent of every seat but 0 (default medium)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tables = [args.agents.split(",")] if args.agents else \
        [["random"] + [args.opponents] * (int(count) - 1) for count in args.players.split(",")]
    for variant in args.variant or ["standard", "single-hand"]:
        for agents in tables:
            print(measure(variant, agents, args.games, args.seed), flush=True)


if __name__ == "__main__":
    main()
