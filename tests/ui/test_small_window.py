"""At 800 x 600 every word on the table reads (9 pixels or more, card corners
included), the side panel shows its lines whole, the keyboard's focus frame
stands out on any card, and the window comes back where it was."""

from __future__ import annotations

import math

import pytest
import yaml
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QGraphicsProxyWidget,
    QGraphicsSimpleTextItem,
    QLabel,
    QStyleOptionGraphicsItem,
)

from ui_helpers import ScriptedWorker, play_to_the_end

from deskcards.session import GameSession
from deskcards.ui.card_art import (
    CARD_HEIGHT,
    CARD_RECT,
    CARD_WIDTH,
    paint_back,
    paint_standard_face,
    standard_face_painter,
)
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, load_preferences, seats_for, settings_path
from deskcards.ui.window import MainWindow

SMALL = (800, 600)
LEAST = 9.0  # screen pixels: the font size (em) of the smallest words wanted on the table
GAMES = [("segfault", 7), ("blackjack", 7), ("segment-trix", 4), ("runtime-error", 4), ("destiny", 8)]


def least_capital() -> float:
    """How tall the capitals of 9-pixel words are: a card's rank reads no smaller."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(LEAST))
    return QFontMetricsF(font).capHeight()


def em(font: QFont, dpi: float) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72


def on_screen(item, view) -> float:
    """Screen pixels per unit of ``item`` as the view shows it."""
    to_screen = item.deviceTransform(view.viewportTransform())
    return math.hypot(to_screen.m21(), to_screen.m22())


def small_words(window, monkeypatch) -> list[str]:
    """Every word on the table under LEAST pixels: what the items paint, the text items,
    the widgets on the table, and the rank in each face-up card's corner."""
    found = []
    draw_text = QPainter.drawText

    def measured(painter, *args):
        to_device = painter.deviceTransform()
        size = em(painter.font(), painter.device().logicalDpiY()) * math.hypot(to_device.m21(), to_device.m22())
        if size < LEAST and str(args[-1]).strip():
            found.append(f"{args[-1]!r} is {size:.1f} px")
        return draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", measured)
    window.view.viewport().grab()
    monkeypatch.undo()
    view, standard_deck = window.view, window.runner.session.record.game != "segment-trix"
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem) and item.text():
            size = em(item.font(), view.logicalDpiY()) * on_screen(item, view)
            if size < LEAST:
                found.append(f"label {item.text()!r} is {size:.1f} px")
        elif isinstance(item, QGraphicsProxyWidget):
            widget = item.widget()
            for part in [*widget.findChildren(QLabel), *widget.findChildren(QAbstractSpinBox)]:
                size = part.fontInfo().pixelSize() * on_screen(item, view)
                if part.isVisible() and size < LEAST:
                    found.append(f"{type(part).__name__} on the table is {size:.1f} px")
        elif isinstance(item, CardItem) and item.face_up and standard_deck:
            tall = rank_height(item.card, on_screen(item, view))
            if tall < least_capital() - 0.25:
                found.append(f"the rank of card {item.card} is {tall:.1f} px tall")
    return found


def rank_height(card: int, pixels_per_unit: float) -> float:
    """How many screen pixels tall the rank in the top left corner of ``card`` is, painted
    as the table paints a card shown at ``pixels_per_unit``: measured on a picture four
    times finer, as the height of the first mark of ink from the top (in "10", the 1),
    within the card's edge and its left half."""
    fine = 4
    image = QImage(math.ceil(CARD_WIDTH * pixels_per_unit * fine), math.ceil(CARD_HEIGHT * pixels_per_unit * fine),
                   QImage.Format_ARGB32)
    image.setDevicePixelRatio(fine)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(pixels_per_unit, pixels_per_unit)
    paint_standard_face(painter, CARD_RECT, card)
    painter.end()
    edge = math.ceil(2 * pixels_per_unit * fine)
    area = QRect(edge, edge, image.width() // 2 - edge, image.height() - 2 * edge)

    def inked(x: int, y: int) -> bool:
        return area.contains(x, y) and min(QColor(image.pixel(x, y)).getRgb()[:3]) < 200

    first = next((x, y) for y in range(area.top(), area.bottom()) for x in range(area.left(), area.right())
                 if inked(x, y))
    mark, reach = {first}, [first]
    while reach:
        x, y = reach.pop()
        for step in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
            if step not in mark and inked(*step):
                mark.add(step)
                reach.append(step)
    rows = [y for _, y in mark]
    return (max(rows) - min(rows) + 1) / fine


def your_turn(window, game: str, players: int) -> GameSession:
    prefs = Preferences(game=game, players=players)
    session = next(session for seed in range(200) if (session := GameSession.new(
        game, "standard", seats_for(prefs), seed=seed)).state.current_player == 0)
    window.resize(*SMALL)
    window.play(session)
    window.runner.animator.finish_all()
    return session


@pytest.mark.slow
@pytest.mark.parametrize("game, players", GAMES)
def test_every_word_on_the_table_reads_at_800_by_600(table_window, qtbot, monkeypatch, game, players):
    session = your_turn(table_window, game, players)
    if game == "segfault":
        table_window.runner.perform(session.state.legal_actions()[0])  # drawn: the pointing control works
    if game == "segment-trix":
        table_window.runner.activate(table_window.runner.table.sources()[0], None)  # the chooser
    qtbot.wait(1)
    assert small_words(table_window, monkeypatch) == [], "on your turn"
    play_to_the_end(table_window, game, players, seed=2)
    table_window.resize(*SMALL)
    qtbot.wait(1)
    assert small_words(table_window, monkeypatch) == [], "at the end"


def test_the_rank_grows_on_a_small_card():
    """A rank is measured as the table test measures it: the same at full size, larger when small."""
    assert abs(rank_height(0, 1.0) - 14.0) < 1.0  # the design: 14 units tall
    assert rank_height(0, 0.2) >= least_capital() - 0.25 > 14.0 * 0.2


@pytest.mark.parametrize("game, players", GAMES)
def test_the_side_panel_shows_every_line_whole(table_window, qtbot, game, players):
    your_turn(table_window, game, players)
    qtbot.wait(1)
    scores = table_window.panel.scores
    room = scores.contentsRect()
    page = QTextDocument()
    page.setDocumentMargin(0)
    page.setDefaultFont(scores.font())
    page.setHtml(scores.text())
    page.setTextWidth(room.width())
    assert page.idealWidth() <= room.width(), "a word runs off the panel"
    assert page.size().height() <= room.height(), "lines are cut off at the bottom"
    status = table_window.panel.status
    assert status.heightForWidth(status.width()) <= status.height()
    assert status.height() < table_window.panel.height() / 2


def framed(face_up: bool, pixels_per_unit: float) -> list[int]:
    """The grey levels along a row across a focused card's left edge, on the felt."""
    item = CardItem(12, standard_face_painter(False), paint_back, face_up=face_up)
    item.highlight = "focus"
    image = QImage(round(200 * pixels_per_unit), round(200 * pixels_per_unit), QImage.Format_ARGB32)
    image.fill(QColor(24, 96, 60))
    painter = QPainter(image)
    painter.scale(pixels_per_unit, pixels_per_unit)
    painter.translate(100, 100)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    row = image.height() // 2
    inside = round((100 - CARD_WIDTH / 2 + 15) * pixels_per_unit)  # 15 units into the card
    return [QColor(image.pixel(x, row)).lightness() for x in range(inside)]


@pytest.mark.parametrize("face_up", [False, True])
@pytest.mark.parametrize("pixels_per_unit", [0.3, 0.6])  # a Destiny field card at 800 x 600, a hand card at 1280 x 800
def test_the_focus_frame_stands_out_on_backs_and_faces(qtbot, face_up, pixels_per_unit):
    levels = framed(face_up, pixels_per_unit)
    bands = []  # runs of light pixels with a dark pixel on each side
    start = None
    for x, level in enumerate(levels):
        if level >= 200 and start is None:
            start = x
        elif level < 200 and start is not None:
            # Dark on each side, but for a pixel the band and an edge may share.
            if start > 0 and min(levels[max(0, start - 2):start]) < 80 and min(levels[x:x + 2]) < 80:
                bands.append(x - start)
            start = None
    assert bands and max(bands) >= 2, f"no light band edged dark across {levels}"


def own_window(qtbot) -> MainWindow:
    """The app's own window: it reads and keeps the player's settings (here a temporary folder)."""
    window = MainWindow(ScriptedWorker(), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    return window


def test_the_window_comes_back_where_it_was(qtbot, isolated_dirs):
    first = own_window(qtbot)
    assert first.size().toTuple() == (1280, 800)  # the usual size the first time
    first.show()
    first.setGeometry(QRect(60, 40, 700, 520))
    first.close()
    assert yaml.safe_load(settings_path().read_text())["window"] == [60, 40, 700, 520]
    second = own_window(qtbot)
    assert second.geometry() == QRect(60, 40, 700, 520)
    second.show()
    second.showMaximized()
    second.close()
    assert load_preferences().maximized and load_preferences().window == (60, 40, 700, 520)
    third = own_window(qtbot)
    assert third.windowState() & Qt.WindowMaximized


def test_a_place_off_every_screen_gives_the_usual_size(qtbot, isolated_dirs):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("window: [9000, 9000, 700, 520]\n")
    window = own_window(qtbot)
    assert window.size().toTuple() == (1280, 800)
    assert QRectF(window.geometry()).intersects(QRectF(window.screen().availableGeometry()))


def test_a_damaged_place_is_forgotten(isolated_dirs):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("window: [60, 40, -700, 520]\nmaximized: 3\nfour_colour: true\n")
    assert load_preferences() == Preferences(four_colour=True)


def test_a_window_handed_its_preferences_leaves_the_settings_alone(qtbot, isolated_dirs):
    window = MainWindow(ScriptedWorker(), Preferences(animation_speed="off"), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    window.show()
    window.close()
    assert not settings_path().exists()
