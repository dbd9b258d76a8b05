"""How long the table's accessible tree takes to sync, per game, at its most players.

Run with the project's Python: ``python benchmarks/access_tree_sync.py [--rounds N]``.

A screen reader's tree (``deskcards.ui.access_tree.AccessTree``) syncs once a turn
of the event loop after the table changed. For each game this opens the real window
offscreen at 1400 x 900 with Qt's accessibility on (``QAccessible.setActive``: the
events are made and handed to Qt, which has no screen reader to pass them to here),
plays a few AI moves, then times a sync with nothing changed (what a reader's walk
costs once a turn) and a sync after one AI move (the diff, and the events for what
came, went and was renamed), with how many nodes the tree holds.
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

from PySide6.QtGui import QAccessible

from deskcards.games import game_names, load_game
from deskcards.games.agents import make_agent
from deskcards.session import GameSession
from deskcards.ui.app import application
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.screenshot import SilentWorker
from deskcards.ui.window import MainWindow


def cpu_ms(work) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def play_one(app, window: MainWindow, agent, rng: random.Random) -> None:
    session = window.runner.session
    if session.is_over():
        return
    window.runner.perform(agent.choose(session.state.observation(session.state.current_player), rng))
    window.runner.animator.finish_all()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    app = application()
    QAccessible.setActive(True)
    print(f"load average {os.getloadavg()[0]:.2f}")
    print(f"{'game':<15} {'players':>7} {'nodes':>6} {'still ms':>9} {'slowest':>8} {'after a move ms':>16} "
          f"{'slowest':>8}")
    for game in game_names():
        players = load_game(game).settings.players.max
        prefs = Preferences(game=game, players=players, animation_speed="off")
        session = GameSession.new(game, "standard", seats_for(prefs), seed=2)
        window = MainWindow(SilentWorker(), prefs, ask=lambda *_: False, tell=lambda *_: None)
        window.resize(1400, 900)
        window.show()
        window.play(session, autosave=False)
        agent, rng = make_agent(game, "random"), random.Random(2)
        for _ in range(6):
            play_one(app, window, agent, rng)
        app.processEvents()
        tree = window.view.access_tree
        still = [cpu_ms(tree.sync) for _ in range(args.rounds)]
        moved = []
        for _ in range(args.rounds):
            play_one(app, window, agent, rng)
            moved.append(cpu_ms(tree.sync))
        print(f"{game:<15} {players:>7} {len(tree.nodes):>6} {statistics.median(still):>9.2f} {max(still):>8.2f} "
              f"{statistics.median(moved):>16.2f} {max(moved):>8.2f}")
        window.close()
        window.deleteLater()
        app.processEvents()


if __name__ == "__main__":
    main()
