"""What "the table fits" means, as checks on a window with a game on it (issue 32):
the felt reaches every corner of the view, the table's things spread over it, and
nothing covers a card, a name or a number."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsProxyWidget, QGraphicsSimpleTextItem

from deskcards.games import game_names, load_game
from deskcards.session import GameSession
from deskcards.ui import palette
from deskcards.ui.card_item import CardItem
from deskcards.ui.legible import Legible
from deskcards.ui.preferences import CARD_SIZES, Preferences, seats_for
from deskcards.ui.spots import Spot

FIT_SIZES = [(800, 600), (1024, 768), (1400, 900), (2560, 1440), (900, 1200)]
SPAN_WIDE, SPAN_TALL = 0.90, 0.85  # of the view the table's things must reach across
FELT_TOLERANCE = 16  # per channel: the felt's colours as painted, rounding and dithering aside


def player_counts(game: str) -> range:
    count = load_game(game, "standard").settings.players
    return range(count.min, count.max + 1)


def most_players(game: str) -> int:
    return player_counts(game)[-1]


def every_game() -> list[str]:
    return game_names()


def your_turn(game: str, players: int) -> GameSession:
    """A deal of ``game`` where you move first, so your controls are out."""
    seats = seats_for(Preferences(game=game, players=players))
    return next(session for seed in range(300) if (session := GameSession.new(
        game, "standard", seats, seed=seed)).state.current_player == 0)


def lay(window, qtbot, size: tuple[int, int], card_size: str = "normal") -> None:
    """The window at ``size`` with the player's ``card_size``, every card landed."""
    if window.prefs.card_size != card_size:
        window.prefs = window.runner.prefs = replace(window.prefs, card_size=card_size)
        window.runner.lay_again()
    window.resize(*size)
    window.runner.animator.finish_all()
    qtbot.wait(1)


def card_size_names() -> list[str]:
    return list(CARD_SIZES)


def _near(colour: QColor, wanted: QColor) -> bool:
    return all(abs(a - b) <= FELT_TOLERANCE for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True))


def bare_felt(window) -> list[str]:
    """The view's four corners where they do not show the chosen felt's outer colour."""
    image = window.view.viewport().grab().toImage()
    felt = palette.felt(window.prefs.table_colour)
    inset = 2
    corners = [(inset, inset), (image.width() - 1 - inset, inset), (inset, image.height() - 1 - inset),
               (image.width() - 1 - inset, image.height() - 1 - inset)]
    return [f"corner {x},{y} is {QColor(image.pixel(x, y)).name()}, not the felt's {felt.floor.name()}"
            for x, y in corners if not _near(QColor(image.pixel(x, y)), felt.floor)]


def _things(scene) -> list[QGraphicsItem]:
    return [item for item in scene.items() if item.isVisible() and item.parentItem() is None
            and isinstance(item, (CardItem, Spot, Legible, QGraphicsSimpleTextItem, QGraphicsProxyWidget))]


def span(window) -> tuple[float, float]:
    """How much of the view's width and height the table's things reach across."""
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    reach = _things(window.scene)[0].sceneBoundingRect()
    for item in _things(window.scene):
        reach = reach.united(item.sceneBoundingRect())
    reach = reach.intersected(seen)
    return reach.width() / seen.width(), reach.height() / seen.height()


def _content(item: QGraphicsItem) -> bool:
    """Something a player reads: a card, a name plate, a label, a badge, a control."""
    return isinstance(item, (CardItem, Legible, QGraphicsSimpleTextItem, QGraphicsProxyWidget)) \
        and not (isinstance(item, Spot) and not item.accessible_name())


def _outline(item: QGraphicsItem) -> QPainterPath:
    return item.mapToScene(item.shape())


def covered(window) -> list[str]:
    """Pairs where one thing on the table is drawn over a card, a name or a number: a
    card over a card is a fan or a pile, and a thing that marks its card on purpose
    (``covers_on_purpose``) may lie on it."""
    scene = window.scene
    stacked = [item for item in scene.items() if item.isVisible() and item.parentItem() is None]  # topmost first
    found = []
    for lower_at, lower in enumerate(stacked):
        if not _content(lower):
            continue
        area = _outline(lower)
        for upper in stacked[:lower_at]:
            if isinstance(upper, CardItem) and isinstance(lower, CardItem):
                continue
            if getattr(upper, "covers_on_purpose", False) or getattr(lower, "covers_on_purpose", False):
                continue
            if not _content(upper) or not _outline(upper).intersects(area):
                continue
            found.append(f"{_called(upper)} covers {_called(lower)}")
    return found


def _called(item: QGraphicsItem) -> str:
    words = scene_name(item)
    centre = item.sceneBoundingRect().center()
    return f"{type(item).__name__}({words!r} at {centre.x():.0f},{centre.y():.0f})"


def scene_name(item: QGraphicsItem) -> str:
    scene = item.scene()
    return scene.item_name(item) if scene is not None else ""

