"""How soon after an AI's move is applied a screen reader is asked to say it, against
the time the move's animation takes.

    .venv/bin/python benchmarks/announce_latency.py [--moves 60] [--speed normal]

Offscreen, each game is played by AIs answering at once with a random legal move (no
search: the time measured is the table's, not the AI's). For every AI move: the time
from the engine applying it to the announcement of its log lines
(``deskcards.ui.announcer``), and the time until its animation ends (the animator
goes idle). Target (issue 35): the announcement is sent within the animation's time.
A move's lines are one announcement, sent by the animator as the first step of the
move's own animation (``TableRunner._show``): after the moves queued before it, as
the move starts to be seen. "said per move" counts the log announcements a move made;
a move whose later lines wait for its animation (a next deal after a pause,
``CardTable.told_once_shown``) says those once shown, a second announcement by design.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from deskcards.games import game_names, replay
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.play import TableRunner
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.screenshot import SilentWorker


class InstantWorker(SilentWorker):
    """Answers each AI request from the event loop with a random legal move of the seat's view."""

    def request(self, record, seat, level, agent_seed=None, thinking=1.0) -> int:
        state = replay(record)[1]
        options = [action for action in state.observation(seat).legal_actions() if not str(action).endswith("forever")]
        text = str(random.Random(len(record.actions)).choice(options))
        QTimer.singleShot(0, lambda: self.decided.emit(1, text))
        return 1


def measure(window, game: str, moves: int) -> tuple[list[float], list[float], float]:
    """(announcement delays, animation times) in ms, one of each per AI move, and the
    log announcements per move."""
    seats = [SeatInfo(seat.name, "ai", "random") for seat in seats_for(Preferences(game=game))]
    session = GameSession.new(game, "standard", seats, seed=7)
    applied: list[float] = []
    said: dict[int, float] = {}  # by the move's index in ``applied``: its first line said
    told: list[int] = []  # the move each log announcement was of
    landed: dict[int, float] = {}  # its animation over
    runner = window.runner
    real_apply = TableRunner._apply

    def timed_apply(self, action):
        applied.append(time.perf_counter())
        return real_apply(self, action)

    def first(times: dict[int, float]) -> None:
        if applied:
            times.setdefault(len(applied) - 1, time.perf_counter())

    TableRunner._apply = timed_apply  # type: ignore[method-assign]
    window.announcer.said.connect(lambda announcement: announcement.source == "log" and applied
                                  and (told.append(len(applied)), first(said)))
    runner.animator.idle.connect(lambda: first(landed))
    try:
        window.play(session, deal=False, autosave=False)
        app = QApplication.instance()
        while len(applied) < moves and not session.is_over():
            app.processEvents()
        runner.stop()
    finally:
        TableRunner._apply = real_apply  # type: ignore[method-assign]
    both = sorted(set(said) & set(landed))
    return ([(said[i] - applied[i]) * 1000 for i in both], [(landed[i] - applied[i]) * 1000 for i in both],
             len(told) / max(1, len(set(told))))


def p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, round(0.95 * (len(values) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--speed", default="normal", choices=["slow", "normal", "fast"])
    args = parser.parse_args()
    folders = tempfile.TemporaryDirectory(prefix="deskcards-announce-")  # the games played here are nobody's
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[variable] = os.path.join(folders.name, variable.lower())
    app = QApplication([])
    from deskcards.ui.window import MainWindow

    window = MainWindow(InstantWorker(), Preferences(animation_speed=args.speed), ask=lambda *_: True,
                        tell=lambda *_: None)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    print(f"load average {os.getloadavg()[0]:.2f}; speed {args.speed}; ms from an AI move applied")
    print(f"{'game':<14}{'moves':>6}{'said median':>13}{'said p95':>10}{'animation median':>18}{'animation p95':>15}"
          f"{'said per move':>15}")
    for game in game_names():
        said, animated, per_move = measure(window, game, args.moves)
        print(f"{game:<14}{len(said):>6}{statistics.median(said):>13.1f}{p95(said):>10.1f}"
              f"{statistics.median(animated):>18.1f}{p95(animated):>15.1f}{per_move:>15.2f}")
    window.close()


if __name__ == "__main__":
    main()
