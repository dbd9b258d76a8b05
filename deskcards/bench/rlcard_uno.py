"""The peer engine `deskcards bench blackjack --compare` measures against:
RLCard's Uno, the closest widely used shedding game, 2 players.

The loop is RLCard's own game API (``get_legal_actions``, ``is_over``) with one
change: ``UnoGame.step`` also builds the next player's observation dict, which
our ``step`` never does, so the move goes straight to ``round.proceed_round``,
the call ``UnoGame.step`` makes. Only the benchmark needs RLCard
(``pip install 'deskcards[bench]'``).
"""

from __future__ import annotations

import random

from deskcards.bench.throughput import CPU_CLOCK, Throughput


def rlcard_uno_throughput(seconds: float, seed: int = 1) -> Throughput:
    """Random 2-player Uno games for ``seconds`` of CPU_CLOCK; ImportError without rlcard."""
    from rlcard.games.uno.game import UnoGame

    game = UnoGame(num_players=2)
    game.np_random.seed(seed)
    choice = random.Random(seed).choice
    games = decisions = 0
    started = CPU_CLOCK()
    deadline = started + seconds
    while CPU_CLOCK() < deadline:
        game.init_game()
        round_, players = game.round, game.players
        while not game.is_over():
            round_.proceed_round(players, choice(game.get_legal_actions()))
            decisions += 1
        games += 1
    return Throughput("rlcard-uno", 2, games, decisions, CPU_CLOCK() - started)
