"""How long the table takes to lay itself out again, per game, at its most players.

Run with the project's Python: ``python benchmarks/relayout.py [--rounds N]``.

The table is laid out again whenever the window changes shape (a drag of its
edge sends many of those) and whenever a preference changes. For each game this
opens the real window offscreen at 1400 x 900, plays a few AI moves, then times
``TableRunner.lay_again`` (a new table built and synced), a window resize to a
shape seen before (a layout may keep its fit per shape) and a resize to a shape
never seen (what dragging a window's edge costs), each the resize, the new shape
and the layout, from the event loop.
Times are CPU time of this process; the median and the slowest of ``--rounds``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from deskcards.games import game_names, load_game
from deskcards.games.agents import make_agent
from deskcards.session import GameSession
from deskcards.ui.app import application
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.screenshot import SilentWorker
from deskcards.ui.window import MainWindow

SHAPES = [(1400, 900), (1024, 768), (900, 1200), (1600, 900)]


def cpu_ms(work) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def table_with_moves(app, game: str, moves: int) -> MainWindow:
    players = load_game(game).settings.players.max
    prefs = Preferences(game=game, players=players, animation_speed="off")
    session = GameSession.new(game, "standard", seats_for(prefs), seed=2)
    window = MainWindow(SilentWorker(), prefs, ask=lambda *_: False, tell=lambda *_: None)
    window.resize(*SHAPES[0])
    window.show()
    window.play(session, autosave=False)
    agent = make_agent(game, "random")
    rng = random.Random(2)
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.state.current_player
        window.runner.perform(agent.choose(session.state.observation(seat), rng))
        window.runner.animator.finish_all()
    app.processEvents()
    return window


def resize(app, window: MainWindow, shape: tuple[int, int]) -> None:
    window.resize(*shape)
    app.processEvents()  # the new shape is laid out from the event loop


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    app = application()
    print(f"load average {os.getloadavg()[0]:.2f}")
    print(f"{'game':<15} {'players':>7} {'lay_again ms':>14} {'slowest':>8} {'seen shape ms':>14} {'slowest':>8} "
          f"{'new shape ms':>13} {'slowest':>8}")
    for game in game_names():
        window = table_with_moves(app, game, moves=6)
        laid = [cpu_ms(window.runner.lay_again) for _ in range(args.rounds)]

        for shape in SHAPES:
            resize(app, window, shape)
        seen = [cpu_ms(lambda k=k, window=window: resize(app, window, SHAPES[k % len(SHAPES)]))
                for k in range(args.rounds)]
        new = [cpu_ms(lambda k=k, window=window: resize(app, window, (1000 + 7 * k, 700 + 3 * k)))
               for k in range(args.rounds)]
        print(f"{game:<15} {window.runner.session.ruleset.players:>7} {statistics.median(laid):>14.1f} "
              f"{max(laid):>8.1f} {statistics.median(seen):>14.1f} {max(seen):>8.1f} "
              f"{statistics.median(new):>13.1f} {max(new):>8.1f}")
        window.close()
        window.deleteLater()
        app.processEvents()


if __name__ == "__main__":
    main()
