"""Helpers for the table tests: deals where you start, and real mouse gestures."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deskcards.games import load_game, replay
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.screenshot import SilentWorker
from deskcards.ui.table_items import SeatPlate


class ScriptedWorker(SilentWorker):
    """An AI worker that answers only when a test tells it to, and keeps the requests."""

    def __init__(self):
        super().__init__()
        self.requests: list[tuple[int, int, str]] = []
        self.thinking: list[float] = []  # each request's budget factor

    def request(self, record, seat, level, agent_seed=None, thinking=1.0) -> int:
        self.requests.append((len(self.requests) + 1, seat, level))
        self.thinking.append(thinking)
        return len(self.requests)


class RandomWorker(SilentWorker):
    """An AI worker that answers every request at once (from the event loop) with a
    random legal move of the seat's observation: whole games go quickly."""

    def __init__(self):
        super().__init__()
        self.requests = 0
        self._played: tuple = (None, [], None)  # (seed, actions, state): the last game replayed

    def request(self, record, seat, level, agent_seed=None, thinking=1.0) -> int:
        self.requests += 1
        seed, actions, state = self._played
        if seed != record.seed or record.actions[:len(actions)] != actions:
            seed, actions, state = record.seed, [], replay(replace(record, actions=[]))[1]
        for text in record.actions[len(actions):]:  # only the moves since the last question
            state.apply(state.ruleset.parse_action(text))
        self._played = (seed, list(record.actions), state)
        options = [action for action in state.observation(seat).legal_actions() if not str(action).endswith("forever")]
        text = str(random.Random(len(record.actions)).choice(options))
        request, answer = self.requests, self.decided
        QTimer.singleShot(0, lambda: answer.emit(request, text))
        return request


def seed_where_human_starts(variant: str = "standard", players: int = 4) -> int:
    ruleset = load_game("segfault", variant, players)
    return next(seed for seed in range(1000) if ruleset.new_state(seed).current_player == 0)


def seed_where_an_ai_starts(variant: str = "standard", players: int = 4) -> int:
    ruleset = load_game("segfault", variant, players)
    return next(seed for seed in range(1000) if ruleset.new_state(seed).current_player != 0)


def segfault_session(seed: int, variant: str = "standard", players: int = 4) -> GameSession:
    opponents = [SeatInfo(name, "ai", "easy") for name in ("Alice", "Bob", "Carol")]
    seats = [SeatInfo("You", "human")] + opponents[: players - 1]
    return GameSession.new("segfault", variant, seats, seed=seed)


def viewport_point(window, scene_point) -> QPoint:
    return window.view.mapFromScene(scene_point)


def drag(window, start, end, steps: int = 8) -> None:
    viewport = window.view.viewport()
    a, b = viewport_point(window, start), viewport_point(window, end)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, a + (b - a) * i / steps)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, b)


def click(window, point, button=Qt.LeftButton) -> None:
    QTest.mouseClick(window.view.viewport(), button, Qt.NoModifier, viewport_point(window, point))


def banner_covers(window) -> list:
    """The cards and seat plates the game-over banner hides."""
    banner = window.runner.table.overlays.banner
    shape = banner.mapToScene(banner.shape())
    return [item for item in window.scene.items() if isinstance(item, (CardItem, SeatPlate)) and item.isVisible()
            and item.mapToScene(item.shape()).intersects(shape)]


def play_to_the_end(window, game: str, players: int, seed: int) -> GameSession:
    """Put a game of seeded random moves on ``window``'s table and play it to the end."""
    session = GameSession.new(game, "standard", seats_for(Preferences(game=game, players=players)), seed=seed)
    window.play(session)
    rng = random.Random(seed)
    while not session.is_over():
        window.runner.perform(rng.choice(session.state.legal_actions()))
        window.runner.animator.finish_all()  # as at play, each move is shown before the next is made
    return session


def reader_lands_on_your_first_card(window) -> bool:
    """Once the move's animations are done, the screen reader's focus is on the first thing of
    your first zone (issue 35: a move that took a control away left it on what lay there)."""
    window.runner.animator.finish_all()
    QApplication.processEvents()
    QApplication.processEvents()
    tree = window.view.access_tree
    first = tree.current()[0]
    return first.text(QAccessible.Text.Name).startswith("Your hand") and first.indexOfChild(tree.reading) == 0
