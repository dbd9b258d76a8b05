"""Runs the table's animations strictly in order, and says when all is still.

A step is a callable. If it returns a QAbstractAnimation, that animation runs
and the next step waits for it; if it returns None, the step was instant.
Steps are built when their turn comes, so each starts from where the cards
really are by then.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QPauseAnimation, Signal

Step = Callable[[], "QAbstractAnimation | None"]


class Animator(QObject):
    idle = Signal()  # emitted once each time the queue drains

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._draining = False

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def enqueue(self, step: Step) -> None:
        self._queue.append(step)
        self._run_next()

    def pause(self, ms: int) -> None:
        if ms > 0:
            self.enqueue(lambda: QPauseAnimation(ms))

    def finish_all(self) -> None:
        """Jump to the end of everything queued: every card lands at once."""
        if not self.busy:
            return
        self._draining = True
        try:
            while self._running is not None or self._queue:
                running, self._running = self._running, None
                if running is not None:
                    running.finished.disconnect(self._step_done)
                    _land(running)
                if self._queue:
                    animation = self._queue.popleft()()
                    if animation is not None:
                        _land(animation)
        finally:
            self._draining = False
        self.idle.emit()

    def clear(self) -> None:
        """Forget what is queued and stop what runs, where it is."""
        self._queue.clear()
        if self._running is not None:
            self._running.finished.disconnect(self._step_done)
            self._running.stop()
            self._running = None

    def _run_next(self) -> None:
        if self._running is not None or self._draining:
            return
        while self._queue:
            animation = self._queue.popleft()()
            if animation is not None and animation.totalDuration() > 0:
                self._running = animation
                animation.finished.connect(self._step_done)
                animation.start()
                return
            if animation is not None:  # zero length: land it now
                _land(animation)
        self.idle.emit()

    def _step_done(self) -> None:
        self._running = None
        self._run_next()


def _land(animation: QAbstractAnimation) -> None:
    """Put ``animation`` at its end state now (a stopped one writes no property)."""
    if animation.state() != QAbstractAnimation.Running:
        animation.start()
    if animation.state() == QAbstractAnimation.Running:
        animation.setCurrentTime(animation.totalDuration())
