"""`deskcards screenshot`: the table after K AI-played moves, as a PNG, no display needed."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from deskcards.ai.registry import make_agent
from deskcards.session import GameSession
from deskcards.ui.app import application, ensure_platform
from deskcards.ui.preferences import Preferences, seats_for


class SilentWorker(QObject):
    """Stands in for the AI process: a still picture needs no next move."""

    decided = Signal(int, str)
    failed = Signal(int, str)

    def request(self, record, seat, level, agent_seed=None) -> int:
        return 1

    def start(self) -> None:
        pass  # no process to spawn

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def take_screenshot(game: str, variant: str, seed: int, players: int | None, moves: int,
                    size: tuple[int, int], out: str) -> str:
    ensure_platform()
    app = application()
    from deskcards.ui.window import MainWindow

    prefs = Preferences(game=game, variant=variant, players=players, animation_speed="off")
    session = GameSession.new(game, variant, seats_for(prefs), seed=seed)
    window = MainWindow(SilentWorker(), prefs, ask=lambda *_: False, tell=lambda *_: None)
    window.resize(*size)
    window.show()
    window.play(session, autosave=False)
    agents = {}
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
    if not window.grab().save(out, "PNG"):
        raise ValueError(f"could not write {out}")
    return out
