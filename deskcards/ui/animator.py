"""Runs the table's animations strictly in order, and says when all is still.

A step is a callable. If it returns a QAbstractAnimation, that animation runs
and the next step waits for it to finish; anything else means the step was
instant (updating a label, say). Steps are built only when their turn comes,
so each starts from where the cards really are by then. The table takes no
input while ``busy``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QAbstractAnimation, QObject, QParallelAnimationGroup, QPauseAnimation, Signal

Step = Callable[[], "QAbstractAnimation | None"]
HOLD_MS = 24 * 60 * 60 * 1000  # a hold outlasts any reader: ``release`` (or ``finish_all``) ends it


class Animator(QObject):
    idle = Signal()  # emitted once each time the queue drains
    holding = Signal()  # the queue waits at a hold for a person (``hold``)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._advancing = False  # guards the run loop against re-entry from signals
        self._finishing = False  # finish_all: jump each step to its end as it starts
        self._idle_owed = False
        self._hold: QPauseAnimation | None = None

    @property
    def busy(self) -> bool:
        """True while any step is queued or running."""
        return self._running is not None or bool(self._queue)

    @property
    def running(self) -> QAbstractAnimation | None:
        """The animation of the step under way, if any (a test can finish it to step through the queue)."""
        return self._running

    def enqueue(self, step: Step) -> None:
        self._queue.append(step)
        self._idle_owed = True
        self._advance()

    def enqueue_parallel(self, steps: Iterable[Step]) -> None:
        """Run ``steps`` together, as one step."""
        steps = list(steps)

        def together() -> QAbstractAnimation:
            group = QParallelAnimationGroup()
            for step in steps:
                animation = step()
                if isinstance(animation, QAbstractAnimation):
                    group.addAnimation(animation)
            return group

        self.enqueue(together)

    def pause(self, ms: int) -> None:
        if ms > 0:
            self.enqueue(lambda: QPauseAnimation(ms))

    def hold(self) -> None:
        """Wait at this point of the queue until ``release``: a person reads
        something first. ``finish_all`` passes a hold like any other step."""
        def wait() -> QPauseAnimation:
            self._hold = QPauseAnimation(HOLD_MS)
            self.holding.emit()
            return self._hold

        self.enqueue(wait)

    @property
    def held(self) -> bool:
        """Whether the queue waits at a hold now, for ``release``."""
        return self._hold is not None and self._running is self._hold

    def release(self) -> bool:
        """Let the queue go on from the hold it waits at, if it waits at one now. Whether it did."""
        hold, self._hold = self._hold, None
        if hold is None or self._running is not hold:
            return False
        _jump_to_end(hold)
        return True

    def finish_all(self) -> None:
        """Put everything queued or running at its end state now (New Game, tests)."""
        self._finishing = True
        try:
            if self._running is not None:
                _jump_to_end(self._running)  # its finished signal runs the rest
            self._advance()
        finally:
            self._finishing = False

    def clear(self) -> None:
        """Forget what is queued and stop what runs where it is; no idle signal."""
        self._queue.clear()
        self._idle_owed = False
        running, self._running = self._running, None
        if running is not None:
            running.finished.disconnect(self._step_done)
            running.stop()
            _release(self, running)

    def _advance(self) -> None:
        if self._advancing:
            return
        self._advancing = True
        try:
            while self._running is None and self._queue:
                self._start(self._queue.popleft())
        finally:
            self._advancing = False
        if self._idle_owed and not self.busy:
            self._idle_owed = False
            self.idle.emit()

    def _start(self, step: Step) -> None:
        animation = step()
        if not isinstance(animation, QAbstractAnimation):
            return
        if animation.parent() is None:
            animation.setParent(self)  # keeps it alive while it runs
        self._running = animation
        animation.finished.connect(self._step_done)
        animation.start()  # a zero-length one finishes right here
        if self._finishing and self._running is animation:
            _jump_to_end(animation)

    def _step_done(self) -> None:
        animation, self._running = self._running, None
        assert animation is not None  # only the running step finishes
        animation.finished.disconnect(self._step_done)
        _release(self, animation)
        self._advance()


def _jump_to_end(animation: QAbstractAnimation) -> None:
    """Set a running animation to its last frame; it then stops and reports finished."""
    animation.setCurrentTime(animation.totalDuration())


def _release(owner: QObject, animation: QAbstractAnimation) -> None:
    # Deleted later, not now: we may be inside the animation's own signal.
    if animation.parent() is owner:
        animation.deleteLater()
