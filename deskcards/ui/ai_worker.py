"""The UI's handle on the AI process (``deskcards.ai_process``).

``start`` spawns the process; the window calls it once the table is on
screen (spawning and importing would otherwise slow the launch), so it is
warm before the first AI turn, and a request made earlier starts it too.
The pipe is watched from the event loop: nothing here ever waits for the AI.
Each ``request`` (or ``work``: a slow judgement of the engine's, worked out
there too) gets a new id; only the answer to the latest one is reported, so
an answer that arrives after a cancel or a newer request is dropped.

A frozen (PyInstaller) app must call ``multiprocessing.freeze_support()``
first thing in its entry point (``deskcards/__main__.py`` does), or the child
would start a second copy of the app instead of the worker.
"""

from __future__ import annotations

import sys
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from deskcards.engine.rng import stream_seed
from deskcards.engine.words import translate

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.context import SpawnProcess

    from deskcards.engine.record import GameRecord

POLL_MS = 15  # where the pipe is not a socket (Windows): short enough to go unnoticed
STOP_TIMEOUT_S = 1.0


class AIWorker(QObject):
    """Runs AI decisions in a child process; answers arrive as signals."""

    decided = Signal(int, str)  # request id, action text
    worked = Signal(int, object)  # request id, what the job made
    failed = Signal(int, str)  # request id, what went wrong
    progressed = Signal(int, int, int)  # request id, steps done, steps in all (a job that reports its progress)
    ready = Signal()  # the process has started and imported the AI

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._last_id = 0
        self._current: int | None = None
        self._current_is_job = False
        self._is_ready = False
        self._shut_down = False
        # All three are there from ``_start`` to ``_stop``.
        self._process: SpawnProcess | None = None
        self._connection: Connection[Any, Any] | None = None
        self._watcher: QSocketNotifier | QTimer | None = None

    def start(self) -> None:
        """Spawn the AI process, unless it runs already (or the worker was shut down)."""
        if self._process is None and not self._shut_down:
            self._start()

    @property
    def thinking(self) -> bool:
        return self._current is not None

    @property
    def is_ready(self) -> bool:
        return self._is_ready

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def request(self, record: GameRecord, seat: int, level: str, agent_seed: int | None = None,
                thinking: float = 1.0) -> int:
        """Ask for ``seat``'s move at ``level``, the hard AI searching ``thinking`` times its
        usual budget; returns the id its answer will carry.

        Without ``agent_seed`` the seed comes from the record, so the same
        position gets the same search each time it is asked.
        """
        if agent_seed is None:
            agent_seed = stream_seed(record.seed, len(record.actions))
        return self._send(False, record, seat, level, agent_seed, thinking)

    def work(self, job: object) -> int | None:
        """Have the process ``make()`` ``job`` (picklable); returns the id its answer
        (``worked``, or ``failed``) will carry. None: there is no process to ask (shut
        down), so the caller does the work itself."""
        return None if self._shut_down else self._send(True, job)

    def _send(self, is_job: bool, *question: object) -> int:
        if self._shut_down:
            raise RuntimeError("the AI worker has been shut down")
        self.start()
        self._last_id += 1
        request_id = self._current = self._last_id
        self._current_is_job = is_job
        message = (request_id, *question)
        try:
            self._pipe().send(message)
        except OSError:  # the process died since the last answer: start again and resend
            self._restart()
            self._pipe().send(message)
        return request_id

    def _pipe(self) -> Connection[Any, Any]:
        """The pipe to the process, which runs from ``start`` until shut down."""
        assert self._connection is not None
        return self._connection

    def cancel(self) -> None:
        """Drop the search in flight, if any: the process is replaced by a fresh one."""
        if self._current is not None:
            self._current = None
            self._restart()

    def shutdown(self) -> None:
        """Stop the process for good (app exit); it gets a moment to finish, then is killed."""
        self._current = None
        self._shut_down = True
        self._stop(polite=True)

    # -- the process ---------------------------------------------------------

    def _start(self) -> None:
        import multiprocessing  # here, not at the top: the launch does not wait for it

        from deskcards.ai_process import worker_main

        context = multiprocessing.get_context("spawn")  # fork would copy Qt's threads
        ours, theirs = context.Pipe()
        self._process = context.Process(target=worker_main, args=(theirs,), daemon=True, name="deskcards-ai")
        self._process.start()
        theirs.close()  # only the child holds its end now, so its death reads as end-of-file
        self._connection = ours
        self._is_ready = False
        if sys.platform == "win32":  # a pipe handle there, which QSocketNotifier cannot watch
            self._watcher = QTimer(self)
            self._watcher.timeout.connect(self._read_messages)
            self._watcher.start(POLL_MS)
        else:
            self._watcher = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, self)
            self._watcher.activated.connect(self._read_messages)

    def _stop(self, polite: bool) -> None:
        if self._process is None:
            return
        assert self._watcher is not None and self._connection is not None  # they came with the process
        if isinstance(self._watcher, QSocketNotifier):
            self._watcher.setEnabled(False)  # before its file descriptor is closed below
        else:
            self._watcher.stop()
        self._watcher.deleteLater()
        if polite:
            with suppress(OSError):  # already gone
                self._connection.send(None)
            self._process.join(STOP_TIMEOUT_S)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(STOP_TIMEOUT_S)
        if self._process.is_alive():
            self._process.kill()
            self._process.join()
        self._connection.close()
        self._process.close()
        self._process = self._connection = self._watcher = None

    def _restart(self) -> None:
        self._stop(polite=False)
        self._start()

    def _read_messages(self) -> None:
        while self._connection is not None and self._connection.poll():
            try:
                message = self._connection.recv()
            except (EOFError, OSError):
                self._process_died()
                return
            self._handle(message)

    def _handle(self, message: Any) -> None:
        """``message``: READY, (PROGRESS, request id, done, total), or (request id, answer or None,
        [what went wrong])."""
        from deskcards.ai_process import PROGRESS, READY

        if message == READY:
            self._is_ready = True
            self.ready.emit()
            return
        if message[0] == PROGRESS:
            if message[1] == self._current:
                self.progressed.emit(*message[1:])
            return
        request_id, answer, *error = message
        if request_id != self._current:
            return  # the answer to a cancelled or superseded request
        self._current = None
        if answer is None:
            self.failed.emit(request_id, error[0])
        elif self._current_is_job:
            self.worked.emit(request_id, answer)
        else:
            self.decided.emit(request_id, answer)

    def _process_died(self) -> None:
        """The child vanished (killed, out of memory): fail the request and start a new one."""
        lost = self._current
        self._current = None
        self._restart()
        if lost is not None:
            self.failed.emit(lost, translate("table", "the AI process stopped unexpectedly"))
