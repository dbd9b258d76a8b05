"""The peer engine `deskcards bench segment-trix --compare` measures against:
OpenSpiel's Oh Hell, a C++ trick-taking game with an exact bid, stepped from
Python through ``pyspiel``.

It is set up like our default table: 4 players and a 36-card deck (4 suits of
9), each dealt 8 tricks (Oh Hell turns up one more card for trumps). Chance
nodes (the deal, the trump card) are sampled from ``chance_outcomes``; only
the players' bids and plays count as decisions, as only ours do. Only the
benchmark needs OpenSpiel (``pip install 'deskcards[bench]'``).
"""

from __future__ import annotations

import random

from deskcards.bench.throughput import CPU_CLOCK, Throughput

PLAYERS = 4
OH_HELL = {"players": PLAYERS, "num_suits": 4, "num_cards_per_suit": 9, "num_tricks_fixed": 8}


def oh_hell_throughput(seconds: float, seed: int = 1) -> Throughput:
    """Random Oh Hell games for ``seconds`` of CPU_CLOCK; ImportError without pyspiel."""
    import pyspiel

    game = pyspiel.load_game("oh_hell", OH_HELL)
    rng = random.Random(seed)
    choice, choices = rng.choice, rng.choices
    games = decisions = 0
    started = CPU_CLOCK()
    deadline = started + seconds
    while CPU_CLOCK() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, odds = zip(*state.chance_outcomes())
                state.apply_action(choices(actions, odds)[0])
            else:
                state.apply_action(choice(state.legal_actions()))
                decisions += 1
        games += 1
    return Throughput("openspiel-oh-hell", PLAYERS, games, decisions, CPU_CLOCK() - started)
