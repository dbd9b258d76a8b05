"""`deskcards screenshot`: the table after K AI-played moves, as a picture, no display needed."""

from __future__ import annotations

import pathlib
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QIODevice, QObject, Signal, qFormatLogMessage, qInstallMessageHandler
from PySide6.QtGui import QImageWriter

from deskcards.ai.agent import Agent
from deskcards.games.agents import make_agent
from deskcards.session import GameSession
from deskcards.ui.app import application, ensure_platform
from deskcards.ui.preferences import Preferences, seats_for


class SilentWorker(QObject):
    """Stands in for the AI process: a still picture needs no next move."""

    decided = Signal(int, str)
    worked = Signal(int, object)
    failed = Signal(int, str)
    progressed = Signal(int, int, int)

    def request(self, record, seat, level, agent_seed=None, thinking=1.0) -> int:
        return 1

    def work(self, job) -> int | None:
        return None  # no process: the table does the work itself

    def start(self) -> None:
        pass  # no process to spawn

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


# Qt's offscreen platform says this for every window shown; a picture needs no size hints.
OFFSCREEN_SIZE_HINTS = "This plugin does not support propagateSizeHints()"


@contextmanager
def offscreen_size_hints_unsaid() -> Iterator[None]:
    """Qt's messages, all but OFFSCREEN_SIZE_HINTS, go where they would have gone."""

    def handle(kind, context, message: str) -> None:
        if message == OFFSCREEN_SIZE_HINTS:
            return
        if previous is None:  # Qt's own handler, which cannot be called from here: do as it does
            print(qFormatLogMessage(kind, context, message), file=sys.stderr, flush=True)
        else:
            previous(kind, context, message)

    previous = qInstallMessageHandler(handle)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def take_screenshot(game: str, variant: str, seed: int, players: int | None, moves: int,
                    size: tuple[int, int], out: str, card_size: str = "normal") -> str:
    ensure_platform()
    app = application()
    picture_format = _format_for(out)
    from deskcards.ui.window import MainWindow

    prefs = Preferences(game=game, variant=variant, players=players, animation_speed="off", card_size=card_size)
    session = GameSession.new(game, variant, seats_for(prefs), seed=seed)
    window = MainWindow(SilentWorker(), prefs, ask=lambda *_: False, tell=lambda *_: None)
    try:
        with offscreen_size_hints_unsaid():
            return _shoot(app, window, session, game, seed, moves, size, out, picture_format)
    finally:  # an in-process caller (the tests) must not find the window still on screen
        window.close()
        window.deleteLater()


def _shoot(app, window, session, game: str, seed: int, moves: int, size: tuple[int, int], out: str,
           picture_format: str) -> str:
    window.resize(*size)
    window.show()
    window.play(session, autosave=False)
    agents: dict[str, Agent] = {}
    rng = random.Random(seed)
    for _ in range(moves):
        app.processEvents()
        if session.is_over():
            break
        seat = session.state.current_player
        level = session.seats[seat].level or "medium"
        agent = agents.setdefault(level, make_agent(game, level))
        window.runner.perform(agent.choose(session.state.observation(seat), rng))
    window.runner.animator.finish_all()
    for _ in range(5):
        app.processEvents()
    # Encoded in memory, then written by Python, so a failed write can say why.
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not window.grab().save(buffer, picture_format):
        raise ValueError(f"could not encode the picture as {picture_format}")
    try:
        pathlib.Path(out).write_bytes(buffer.data().data())
    except OSError as err:
        raise ValueError(f"could not write {out}: {err.strerror or err}") from None
    return out


def _format_for(out: str) -> str:
    """The image format the file's suffix names, if Qt can write it."""
    suffix = pathlib.Path(out).suffix.lower().lstrip(".")
    writable = sorted(bytes(name.data()).decode() for name in QImageWriter.supportedImageFormats())
    if suffix not in writable:
        named = f".{suffix} pictures" if suffix else "a file without a suffix"
        raise ValueError(f"cannot write {named}; end the file name in one of "
                         + ", ".join(f".{name}" for name in writable))
    return suffix.upper()
