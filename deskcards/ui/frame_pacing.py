"""Frame pacing while the table animates and the AI process searches: the
child that deskcards/ui/app_figures.py runs, as ``python -c FRAME_CHILD GAME
SECONDS SEED [SEED ...]`` (not ``-m``: the AI process, started by
multiprocessing's spawn, would then import this module and Qt).

A MainWindow at its own size and speed "normal"; the AI process is kept
searching one position of GAME at the hard level (a new request the moment
each answer arrives) while the table animates: new games on the SEEDs (their
deal animated, where the game has one) and random legal moves, all seats
played from here through the runner, so the runner never asks the AI itself.
Every paint of the table's viewport from the start of an animation until the
animator falls idle is timestamped, until SECONDS of animation were timed
(the last animation may be cut short).
Nothing forces extra paints: while a card moves, Qt repaints on every
animation tick (~16 ms), so a late frame is a real stutter. A game laid out
without animation first warms up fonts and card art. A banner that holds the
animation until a person has read it is released within READER_MS. Prints one RESULT line
of JSON: the intervals in milliseconds, the games, moves and AI answers.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from functools import partial
from itertools import pairwise

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

from deskcards.engine.record import GameRecord
from deskcards.games.agents import make_agent
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.ai_worker import AIWorker
from deskcards.ui.app import application
from deskcards.ui.app_figures import RESULT_PREFIX
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.window import MainWindow

LEVEL = "hard"
MEASURE_TIMEOUT_S = 60
READER_MS = 10


def run_events(ms: int, until: Callable[[], bool] = lambda: False) -> None:
    """Run the Qt event loop for ``ms``, or until ``until()`` holds (checked every 20 ms; never while timing)."""
    deadline = time.monotonic() + ms / 1000
    while time.monotonic() < deadline and not until():
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()


def thinking_position(game: str, at_least_s: float = 0.0, probes: int = 20) -> tuple[GameRecord, int]:
    """A position some turns into random play where an AI seat has a choice to make, and (with
    ``at_least_s``) the hard AI takes that long over it: its record and the seat."""
    agent = make_agent(game, LEVEL)
    seats = seats_for(Preferences(game=game))
    ai_seats = [seats[0]] + [SeatInfo(seat.name, "ai", LEVEL) for seat in seats[1:]]
    seed = 0
    while True:
        seed += 1
        session = GameSession.new(game, "standard", ai_seats, seed=seed)
        rng = random.Random(seed)
        while not session.is_over():
            state = session.state
            seat = state.current_player
            assert seat is not None  # the game goes on
            if len(session.record.actions) >= 12 and seat != 0 and len(state.legal_actions()) > 1:
                started = time.perf_counter()
                agent.choose(state.observation(seat), random.Random(0))
                if time.perf_counter() - started >= at_least_s:
                    return session.record, seat
                probes -= 1
                if probes == 0:
                    raise RuntimeError(f"found no {game} position where the {LEVEL} AI thinks {at_least_s} s")
            session.apply(rng.choice(state.legal_actions()))


class KeepSearching(QObject):
    """Keeps the AI process searching ``record``'s position for ``seat``: a new request the moment
    each answer lands, while ``active``."""

    def __init__(self, worker: AIWorker, record: GameRecord, seat: int):
        super().__init__()
        self.worker, self.record, self.seat = worker, record, seat
        self.active = False
        self.request_id: int | None = None
        self.sent_at = 0.0
        self.answers: list[tuple[float, float]] = []  # (answered at, round trip seconds)
        self.failure: str | None = None
        worker.decided.connect(self._answered)
        worker.failed.connect(self._failed)

    def start(self) -> None:
        self.active = True
        if self.request_id is None:
            self._send()

    def _send(self) -> None:
        self.sent_at = time.monotonic()
        self.request_id = self.worker.request(self.record, self.seat, LEVEL)

    def _answered(self, request_id: int, _text: str) -> None:
        if request_id == self.request_id:
            now = time.monotonic()
            self.answers.append((now, now - self.sent_at))
            self.request_id = None
            if self.active:
                self._send()

    def _failed(self, request_id: int, message: str) -> None:
        if request_id == self.request_id:  # raising in a slot would only print
            self.failure = message
            self.request_id = None


class MotionClock(QObject):
    """Timestamps every paint of ``window``'s table while something it starts animates."""

    def __init__(self, window: MainWindow):
        super().__init__()
        self.window = window
        self.times: list[float] | None = None  # None: not recording
        self._starting = False
        self._ended: float | None = None
        self._loop = QEventLoop()
        self._budget = QTimer(self)  # ends the recording when the time asked for is up
        self._budget.setSingleShot(True)
        self._budget.timeout.connect(self._loop.quit)
        self._reader = QTimer(self)  # a banner that holds the animation for a reader is read at once
        self._reader.timeout.connect(window.runner.animator.release)
        window.view.viewport().installEventFilter(self)
        window.runner.animator.idle.connect(self._idle)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.times is not None and event.type() == QEvent.Type.Paint:
            self.times.append(time.monotonic())
        return False

    def _idle(self) -> None:
        if not self._starting and self._ended is None:  # idles while ``start`` runs come before its animation
            self._ended = time.monotonic()
            self._loop.quit()

    def timed(self, start: Callable[[], object], budget_s: float) -> tuple[float, list[float]]:
        """Call ``start`` and record paints until the animation it began is over, or ``budget_s`` has
        passed: (the seconds recorded, the paint times); (0.0, []) when it began none."""
        self.times, self._ended, self._starting = [], None, True
        started = time.monotonic()
        start()
        self._starting = False
        if not self.window.runner.animator.busy:
            self.times = None
            return 0.0, []
        if self._ended is None:
            self._budget.start(max(1, round(budget_s * 1000)))
            self._reader.start(READER_MS)
            self._loop.exec()
            self._budget.stop()
            self._reader.stop()
        times, self.times = self.times, None
        return (self._ended or time.monotonic()) - started, times


def quick_moves(window: MainWindow, session: GameSession | None) -> list[object]:
    """The legal moves of ``session`` on ``window`` that give the AI process no job (which would stop the
    search kept going); none when there is no game or it is over."""
    table = window.runner.table
    if session is None or session.is_over() or table is None:
        return []
    return [action for action in session.state.legal_actions() if table.slow_work(action) is None]


def measure(game: str, seconds: float, seeds: list[int]) -> dict:
    """Frame intervals over ``seconds`` of animation of ``game`` (deals, where the game animates them, and
    random moves) while the hard AI searches."""
    application()
    worker = AIWorker()
    worker.start()
    window = MainWindow(worker, prefs=Preferences(game=game, animation_speed="normal"),
                        ask=lambda *_: False, tell=lambda *_: None)
    window.show()
    search = KeepSearching(worker, *thinking_position(game))
    clock = MotionClock(window)
    players = len(seats_for(Preferences(game=game)))
    seats = [SeatInfo(f"Player {seat + 1}", "human") for seat in range(players)]  # the runner never asks the AI
    run_events(10_000, lambda: worker.is_ready)
    window.play(GameSession.new(game, "standard", seats, seed=seeds[0]), deal=False)  # warm-up: fonts, card art
    run_events(300)
    search.start()
    run_events(300)  # let the search get going
    rng = random.Random(seeds[0])
    intervals: list[float] = []
    animated, games, moves = 0.0, 0, 0
    session: GameSession | None = None
    deadline = time.monotonic() + MEASURE_TIMEOUT_S
    while animated < seconds:
        if search.failure:
            raise RuntimeError(f"the AI failed: {search.failure}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"only {animated:.1f} s of {game} animation in {MEASURE_TIMEOUT_S} s")
        quick = quick_moves(window, session)
        if session is None or not quick:
            session = GameSession.new(game, "standard", seats, seed=seeds[games % len(seeds)])
            games += 1
            # play() animates the deal, where the game has one
            took, times = clock.timed(partial(window.play, session), seconds - animated)
        else:
            took, times = clock.timed(partial(window.runner.perform, rng.choice(quick)), seconds - animated)
            moves += 1
        intervals += [(later - earlier) * 1000 for earlier, later in pairwise(times)]
        animated += took
    search.active = False
    window.close()
    return {"intervals_ms": intervals, "games": games, "moves": moves, "ai_answers": len(search.answers)}


def main() -> int:
    game, seconds, *seeds = sys.argv[1:]
    print(RESULT_PREFIX + json.dumps(measure(game, float(seconds), [int(seed) for seed in seeds])), flush=True)
    return 0
