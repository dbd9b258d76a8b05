"""Where Blackjack's ceiling comes from: hard against three medium seats,
knowing none, some or all of the other hands, on the same seeded games.

Blackjack deals the whole deck at the start, so the oracle's whole edge is
knowing the other hands. Each arm is hard's flat Monte Carlo at one fixed
budget with the clock taken out (``--simulations``), so the machine's load
does not move the figures:

- ``fair``: hard as shipped, worlds dealt from its observation;
- ``know1``, ``know12``, ``know123``: every world holds the true hands of
  the seats 1, 2 or 3 places to the left (``know123`` is the oracle), the
  other hands dealt from the rest as ``determinize`` does; the deck's order
  and later shuffles are always drawn afresh;
- ``greedy``: hard whose playouts let the other seats play ``greedy_action``
  (close to medium's way) instead of any legal move at random.

Arms that see hidden hands are benchmarks only, like the oracle. Every arm
plays the same games (``strength.py``'s seeds, the tested seat moving round
the table); each game's results are printed as it ends, so a run may stop
early, and the summary pairs each arm with the first.

    python benchmarks/blackjack_inference.py --arms fair,know1,know123 --games 400 --seed 1
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from deskcards.ai.agent import SearchLimits
from deskcards.ai.oracle import SearchOracle
from deskcards.ai.playouts import FlatMonteCarloAgent
from deskcards.bench_stats import wilson_interval
from deskcards.engine.cards import FULL_DECK
from deskcards.engine.rng import fresh_seed
from deskcards.games import load_game
from deskcards.games.blackjack.ai import BlackjackPlayouts, MediumAgent, hard_agent
from deskcards.games.blackjack.observation import BlackjackObservation, deal_unseen
from deskcards.games.blackjack.playout import greedy_action
from deskcards.games.blackjack.state import BlackjackState
from deskcards.sim import play_game

PLAYERS = 4
KNOWN = {"know1": (1,), "know12": (1, 2), "know123": (1, 2, 3)}  # seats to the left whose hands are known


class GreedyOpponents(BlackjackPlayouts):
    """Hard's playouts with every seat playing ``greedy_action``."""

    def play_out(self, state: BlackjackState, seat: int, rng: random.Random) -> None:
        while not state.is_terminal():
            state.step(greedy_action(state))


def knowing(offsets: tuple[int, ...]) -> Any:
    """A ``present`` whose worlds hold the true hands of the seats ``offsets`` to the left."""

    def present(state: BlackjackState, seen: BlackjackObservation, rng: random.Random) -> BlackjackState:
        players = len(seen.hand_sizes)
        known = {(seen.seat + offset) % players for offset in offsets} | {seen.seat}
        true = [sum(1 << card for card in state.hand(seat)) for seat in range(players)]
        taken = set(seen.discard).union(*(state.hand(seat) for seat in known))
        unseen = [card for card in FULL_DECK if card not in taken]
        needs = [(fact.turn, seat, fact.unplayable, seen.hand_sizes[seat] - fact.drawn_since)
                 for seat, fact in enumerate(seen.could_not_play)
                 if fact is not None and seat not in known and seen.hand_sizes[seat] > fact.drawn_since]
        sizes = [0 if seat in known else size for seat, size in enumerate(seen.hand_sizes)]
        hands, deck = deal_unseen(unseen, sizes, sorted(needs), rng)
        for seat in known:
            hands[seat] = true[seat]
        return seen.ruleset.state_from_public(seen, hands, deck, fresh_seed(rng))

    return present


def make_arm(name: str, limits: SearchLimits) -> Any:
    if name == "fair":
        return hard_agent(limits)
    if name == "greedy":
        return FlatMonteCarloAgent("hard", GreedyOpponents(), limits, stop_when_decided=True)
    return SearchOracle(hard_agent(limits), knowing(KNOWN[name]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arms", default="fair,know1,know123", help="comma-separated: fair, greedy, "
                        + ", ".join(KNOWN))
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--first", type=int, default=0, help="the first game number (to go on from a stop)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--simulations", type=int, default=1200, help="playouts per decision (no clock)")
    args = parser.parse_args()
    arms = args.arms.split(",")
    limits = SearchLimits(max_simulations=args.simulations, time_budget_s=60.0)
    ruleset = load_game("blackjack", "standard", PLAYERS)
    won: dict[str, list[bool]] = {arm: [] for arm in arms}
    try:
        for number in range(args.first, args.first + args.games):
            tested = number % PLAYERS
            for arm in arms:
                seats = [make_arm(arm, limits) if seat == tested else MediumAgent() for seat in range(PLAYERS)]
                state, _ = play_game(ruleset, seats, args.seed * 1_000_003 + number)
                won[arm].append(state.winner == tested)
            print(f"game {number}: {' '.join(f'{arm}={int(won[arm][-1])}' for arm in arms)}", flush=True)
    except KeyboardInterrupt:  # a stopped run still sums up the games every arm finished
        for arm in arms:
            del won[arm][len(won[arms[-1]]):]
    first = arms[0]
    for arm in arms:
        wins, games = sum(won[arm]), len(won[arm])
        low, high = wilson_interval(wins, games)
        gained = sum(mine and not theirs for mine, theirs in zip(won[arm], won[first], strict=True))
        lost = sum(theirs and not mine for mine, theirs in zip(won[arm], won[first], strict=True))
        print(f"{arm}: {wins}/{games} = {wins / games:.1%} ({low:.1%}-{high:.1%}); "
              f"against {first}: +{gained} -{lost} games")


if __name__ == "__main__":
    main()
