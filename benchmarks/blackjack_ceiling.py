"""How often can anyone beat three random players at Blackjack (shedding)?

An experiment about the strength target (hard wins >= 70% against three
random players), not an AI: the ``Oracle`` here cheats on purpose and must
never ship. It sees every hand and the deck, knows that its opponents pick
uniformly among their legal moves, and before each real choice plays every
legal move out to the end of the game ``--rollouts`` times (its own later
moves by ``greedy_action``, its opponents' at random, later reshuffles of
the discard pile freshly random), keeping the move that won most often. A
fair player knows strictly less, so the oracle's win rate is a rough ceiling
for what the fair AI could reach with this kind of play.

``--fair`` plays the same way without cheating: each round of playouts
starts from a world dealt from the seat's observation (``determinize``), as
the shipped hard AI does. The two side by side price the hidden cards.

    python benchmarks/blackjack_ceiling.py --games 200 --rollouts 24 [--fair] [--jobs 2]

The oracle's seat moves round the table from game to game, as in
``strength.py``.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor

from deskcards.bench_stats import wilson_interval
from deskcards.engine.rng import stream_seed
from deskcards.games import load_game
from deskcards.games.blackjack.playout import greedy_action
from deskcards.jobs import JOBS_HELP, worker_count

PLAYERS = 4


def playout_wins(state, seat: int, rng: random.Random) -> bool:
    state._seed = rng.getrandbits(62)  # later reshuffles: unknown, not the real game's
    while not state.is_terminal():
        if state.current_player == seat:
            state.step(greedy_action(state))
        else:
            state.step(rng.choice(state.legal_actions()))
    return state.winner == seat


def best_by_playouts(state, rollouts: int, rng: random.Random, fair: bool):
    seat = state.current_player
    legal = state.legal_actions()
    observation = state.observation(seat)
    wins = [0] * len(legal)
    for _ in range(rollouts):
        world = observation.determinize(rng) if fair else state
        luck = rng.getrandbits(62)
        for index, action in enumerate(legal):  # every move meets the same world and luck
            playout = world.clone()
            playout.step(action)
            wins[index] += playout_wins(playout, seat, random.Random(luck))
    return legal[max(range(len(legal)), key=wins.__getitem__)]


def play(game: int, seed: int, rollouts: int, fair: bool) -> bool:
    ruleset = load_game("blackjack", "standard", PLAYERS)
    oracle_seat = game % PLAYERS
    rng = random.Random(stream_seed(seed, game))
    state = ruleset.new_state(stream_seed(seed, game))
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player == oracle_seat and len(legal) > 1:
            action = best_by_playouts(state, rollouts, rng, fair)
        else:
            action = rng.choice(legal) if len(legal) > 1 else legal[0]
        state.step(action)
    return state.winner == oracle_seat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=24, help="playouts per legal move at each choice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fair", action="store_true", help="deal worlds from the observation instead of cheating")
    parser.add_argument("--jobs", type=int, default=1, help=f"processes sharing the games, {JOBS_HELP}")
    args = parser.parse_args()
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=worker_count(args.jobs, args.games, "blackjack_ceiling")) as pool:
        results = list(pool.map(play, range(args.games), [args.seed] * args.games, [args.rollouts] * args.games,
                                [args.fair] * args.games, chunksize=4))
    wins = sum(results)
    low, high = wilson_interval(wins, args.games)
    who = "fair player (worlds dealt from what it saw)" if args.fair else "oracle (sees every card)"
    print(f"{who}, {args.rollouts} playouts per move, vs 3 random: "
          f"{wins}/{args.games} = {100 * wins / args.games:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f})  "
          f"[{time.perf_counter() - started:.0f} s]")


if __name__ == "__main__":
    main()
