"""Nothing on the table covers a control, and every control is in sight, at any window size."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtGui import QFontMetricsF, QPainterPath
from PySide6.QtWidgets import QGraphicsProxyWidget, QGraphicsSimpleTextItem

from deskcards.games.blackjack.table.badges import Badge
from deskcards.session import GameSession
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.spots import Button, Spot
from deskcards.ui.table_items import Banner, SeatPlate

SIZES = [(800, 600), (1024, 768), (1280, 800), (1400, 900), (1920, 1080), (820, 1200)]
GAMES = [("segfault", 4), ("segfault", 7), ("blackjack", 2), ("blackjack", 7), ("segment-trix", 3), ("segment-trix", 4),
         ("runtime-error", 2), ("runtime-error", 4)]
FURNITURE = (CardItem, SeatPlate, Banner, Badge, Spot, QGraphicsSimpleTextItem)


def controls(scene, playing: bool):
    """The controls shown now; while the game is on, every button too: a click may
    show a hidden one (a suit to call)."""
    return [item for item in scene.items() if isinstance(item, (Button, QGraphicsProxyWidget))
            and (item.isVisible() or (playing and isinstance(item, Button)))]


def outline(item) -> QPainterPath:
    return item.mapToScene(item.shape())


def overlaps(window) -> list[str]:
    """Furniture drawn over a control (a panel grown in a small window may lie over cards)."""
    scene = window.scene
    found = []
    for control in controls(scene, game_on(window)):
        area = QPainterPath()
        area.addRect(control.sceneBoundingRect())
        for item in scene.items():
            if isinstance(item, FURNITURE) and not isinstance(item, Button) and item.isVisible() \
                    and outline(item).intersects(area) and above(item, control):
                found.append(f"{type(item).__name__} {getattr(item, 'key', '')} covers {type(control).__name__} "
                             f"{getattr(control, 'key', '')}")
    return found


def above(item, control) -> bool:
    """Whether ``item`` is (or, for a hidden control, would be) drawn over ``control``: a tie counts as over."""
    return item.topLevelItem().zValue() >= control.topLevelItem().zValue()


def out_of_sight(window) -> list[str]:
    view = window.view
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    return [f"{type(control).__name__} at {control.sceneBoundingRect()} outside {seen}"
            for control in controls(window.scene, game_on(window)) if not seen.contains(control.sceneBoundingRect())]


def game_on(window) -> bool:
    return not window.runner.session.is_over()


def settle(window, qtbot, size=None) -> None:
    if size is not None:
        window.resize(*size)
    window.runner.animator.finish_all()
    qtbot.wait(1)


def check_every_size(window, qtbot, moment: str) -> None:
    for size in SIZES:
        settle(window, qtbot, size)
        assert overlaps(window) == [], f"{moment} at {size}"
        assert out_of_sight(window) == [], f"{moment} at {size}"


def your_first_turn(game: str, players: int) -> GameSession:
    prefs = Preferences(game=game, players=players)
    dealt = (GameSession.new(game, "standard", seats_for(prefs), seed=seed) for seed in range(200))
    return next(session for session in dealt if session.state.current_player == 0)


@pytest.mark.slow
@pytest.mark.parametrize("game, players", GAMES)
def test_nothing_covers_a_control_from_deal_to_game_over(table_window, qtbot, game, players):
    session = your_first_turn(game, players)
    table_window.play(session)
    runner = table_window.runner
    runner.perform(session.state.legal_actions()[0])  # Segmentation Fault: your drawn card is on the table
    check_every_size(table_window, qtbot, "your first move")
    rng = random.Random(players)
    while not session.is_over():
        runner.perform(rng.choice(session.state.legal_actions()))
        settle(table_window, qtbot)
        assert overlaps(table_window) == [], f"after {session.record.actions[-1]!r}"
    assert table_window.runner.table.overlays.banner is not None
    check_every_size(table_window, qtbot, "game over")


def numbers_covered(window) -> list[str]:
    """Segmentation Fault's row position numbers whose digits (their ink, as the number
    has grown to read in a small window) a card, a plate or a banner covers."""
    found = []
    for number in window.runner.table.position_numbers:
        ink = QFontMetricsF(number.font()).tightBoundingRect(number.text())
        ink.translate(0, QFontMetricsF(number.font()).ascent())  # from the baseline to the item's top left
        area = QPainterPath()
        area.addPolygon(number.mapToScene(ink))
        found += [f"{type(item).__name__} {getattr(item, 'key', '')} covers number {number.text()} at {number.pos()}"
                  for item in window.scene.items() if isinstance(item, (CardItem, SeatPlate, Banner))
                  and item.isVisible() and outline(item).intersects(area)]
    return found


def numbers_out_of_sight(window) -> list[str]:
    view = window.view
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    return [f"number {number.text()} at {number.pos()}" for number in window.runner.table.position_numbers
            if not seen.contains(number.sceneBoundingRect())]


def check_numbers_at_every_size(window, qtbot, moment: str) -> None:
    for size in SIZES:
        settle(window, qtbot, size)
        assert numbers_covered(window) == [], f"{moment} at {size}"
        assert numbers_out_of_sight(window) == [], f"{moment} at {size}"


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 5, 7])
def test_nothing_covers_a_row_position_number(table_window, qtbot, players):
    """The numbers are a preference ("row numbers"); each seat's drawn card must leave its row's numbers clear."""
    table_window.prefs = table_window.runner.prefs = replace(table_window.prefs, show_positions=True)
    session = GameSession.new("segfault", "single-hand", seats_for(Preferences(game="segfault", players=players)),
                              seed=players)
    table_window.play(session)
    assert len(table_window.runner.table.position_numbers) == 6 * players
    rng = random.Random(players)
    drawn_by = set()
    while not session.is_over():
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
        settle(table_window, qtbot)
        assert numbers_covered(table_window) == [], f"after {session.record.actions[-1]!r}"
        seat = session.state.current_player
        if session.state.phase == "play" and seat not in drawn_by:
            drawn_by.add(seat)
            check_numbers_at_every_size(table_window, qtbot, f"seat {seat}'s first drawn card")
    assert len(drawn_by) >= 3
    check_numbers_at_every_size(table_window, qtbot, "game over")
