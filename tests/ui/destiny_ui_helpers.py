"""Helpers for the Destiny table tests: sessions, positions reached by playing for
the others, and the scene points of cards, buttons and the raise slider."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionSlider

from ui_helpers import viewport_point

from deskcards.games import load_game
from deskcards.games.destiny.actions import Call, Check, Hold, Look
from deskcards.session import GameSession, SeatInfo

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")


def destiny_session(seed: int, players: int = 4, variant: str = "standard") -> GameSession:
    seats = [SeatInfo("You", "human")] + [SeatInfo(name, "ai", "random") for name in NAMES[: players - 1]]
    return GameSession.new("destiny", variant, seats, seed=seed)


def play_for_others(window, until) -> None:
    """Move for every seat (calls and checks, the first free card, a hold of the next) until
    ``until(state)`` holds on your turn."""
    session = window.runner.session
    for _ in range(200):
        state = session.state
        if state.current_player == 0 and until(state):
            return
        legal = state.legal_actions()
        plain = [action for action in legal if isinstance(action, (Check, Call, Look, Hold))]
        window.runner.perform(plain[0] if plain else legal[0])
    raise AssertionError("the wanted position never came")


def at_your_look(state) -> bool:
    return state.phase == "play" and not state.looked


def seed_where_others_play_first(players: int = 4) -> int:
    """A deal where the play does not start with you: someone looks before you."""
    ruleset = load_game("destiny", "standard", players)
    return next(seed for seed in range(100) if ruleset.new_state(seed).dealer != players - 1)


def started(window, until, players: int = 4, variant: str = "standard") -> GameSession:
    """A fresh game on ``window``, played by the others until ``until`` on your turn."""
    session = destiny_session(seed_where_others_play_first(players), players, variant)
    window.play(session)
    play_for_others(window, until)
    return session


def card_point(window, card: int):
    return window.runner.table.cards.items[card].scenePos()


def field_point(window, place: int):
    return card_point(window, window.runner.session.state.field[place])


def deck_point(window):
    return window.scene.items_by_key["deck"].scenePos()


def button_point(window, key: str):
    return window.runner.table.panel.buttons[key].scenePos()


def press(window, point, button) -> None:
    QTest.mousePress(window.view.viewport(), button, Qt.NoModifier, viewport_point(window, point))


def release(window, point, button) -> None:
    QTest.mouseRelease(window.view.viewport(), button, Qt.NoModifier, viewport_point(window, point))


def free_places(state) -> list[int]:
    hands = state.hands
    return [place for place, card in enumerate(state.field)
            if card is not None and place not in hands.looks and place not in hands.holds]


def markers(window, card: int, kind) -> list:
    return [child for child in window.runner.table.cards.items[card].childItems() if isinstance(child, kind)]


def handle_point(window):
    """The middle of the raise slider's handle, in scene units: where a drag must start."""
    slider = window.runner.table.panel.amount.slider
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    handle = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle,
                                           slider)
    panel = window.runner.table.panel
    return panel.proxy.mapToScene(QPointF(slider.mapTo(panel.amount, handle.center())))


def slider_point(window, fraction: float):
    """A point on the raise slider's groove, ``fraction`` of the way along, in scene units."""
    panel = window.runner.table.panel
    slider = panel.amount.slider
    inside = slider.mapTo(panel.amount, QPoint(round(fraction * (slider.width() - 1)), slider.height() // 2))
    return panel.proxy.mapToScene(QPointF(inside))
