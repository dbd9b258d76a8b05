"""Look at the cards, and time them.

Run with the project's Python: ``python benchmarks/card_gallery.py``.

1. Renders every face (two- and four-colour) and the back into PNG grids:
   /tmp/cards_small.png (cards 100 px wide) and /tmp/cards_large.png (220 px).
   With --segment-trix it renders the 36 Segment Trix cards of the standard
   variant instead, upright, then turned and played with chips, into
   /tmp/segment_trix_small.png (60 px) and /tmp/segment_trix_large.png (180 px),
   and stops there.
2. Times painting all 52 faces straight from the vector art, per frame.
3. Times repainting a whole table of 52 CardItems in a QGraphicsView, still
   and moving, upright and turned, at view scales 1 and 2, for each way a
   card could cache itself; and says how far each result strays from plain
   vector painting (a blurred cache strays). This is why CardItem keeps its
   own picture instead of using a Qt cache mode.

Times are CPU time of this process (medians), so other busy processes on the
machine distort them less.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView

from deskcards.games.segment_trix.rules import SegmentTrixSettings
from deskcards.games.segment_trix.table.segment_art import SegmentDeckArt
from deskcards.ui.card_art import (
    CARD_HEIGHT,
    CARD_WIDTH,
    paint_back,
    paint_standard_face,
    standard_face_painter,
)
from deskcards.ui.card_item import CardItem
from deskcards.ui.legible import on_screen_scale

FELT = QColor("#2d6a3e")


def render_gallery(card_width: float, path: str) -> None:
    """Rows: the four suits in two colours, then in four colours, then the back."""
    card_height = card_width * CARD_HEIGHT / CARD_WIDTH
    gap = card_width * 0.08
    width, height = int(13 * (card_width + gap) + gap), int(9 * (card_height + gap) + gap)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)

    def cell(row: int, column: int) -> QRectF:
        return QRectF(gap + column * (card_width + gap), gap + row * (card_height + gap), card_width, card_height)

    for four_colour in (False, True):
        for suit_index in range(4):
            row = suit_index + (4 if four_colour else 0)
            for rank_index in range(13):
                paint_standard_face(painter, cell(row, rank_index), rank_index * 4 + suit_index, four_colour)
    paint_back(painter, cell(8, 0))
    painter.end()
    image.save(path)
    print(f"wrote {path} ({image.width()}x{image.height()})")


def render_segment_trix_gallery(card_width: float, path: str) -> None:
    """Rows: the four colours upright; then some cards turned, and played as
    higher digits with chips (the card, then the same card played)."""
    settings = SegmentTrixSettings()
    art = SegmentDeckArt(settings.colours, settings.font, settings.trump)
    card_height = card_width * CARD_HEIGHT / CARD_WIDTH
    gap = card_width * 0.1
    image = QImage(int(9 * (card_width + gap) + gap), int(5 * (card_height + gap) + gap),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)

    def cell(row: int, column: int) -> QRectF:
        return QRectF(gap + column * (card_width + gap), gap + row * (card_height + gap), card_width, card_height)

    for card in range(36):
        art.paint_face(painter, cell(card // 9, card % 9), card)
    # (card, upside down, digit played as): a 6 turned is a 9, a 2 becomes an 8, a 1 a 7, a turned 7 an 8.
    for column, (card, upside_down, digit) in enumerate(((6, True, 9), (11, False, 8), (19, False, 7), (34, True, 8))):
        art.paint_face(painter, cell(4, 2 * column), card, upside_down)
        art.paint_played(painter, cell(4, 2 * column + 1), card, upside_down, digit)
    painter.end()
    image.save(path)
    print(f"wrote {path} ({image.width()}x{image.height()})")


def median_ms(action, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.process_time()
        action()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def time_faces(card_width: float, frames: int) -> float:
    """Median ms to paint all 52 faces, each ``card_width`` px wide, onto one frame."""
    card_height = card_width * CARD_HEIGHT / CARD_WIDTH
    image = QImage(int(13 * card_width), int(4 * card_height), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    rects = [QRectF(card % 13 * card_width, card // 13 * card_height, card_width, card_height) for card in range(52)]

    def frame() -> None:
        for card in range(52):
            paint_standard_face(painter, rects[card], card)

    frame()  # builds the cached paths outside the timing
    result = median_ms(frame, frames)
    painter.end()
    return result


class VectorCard(CardItem):
    """A card painted from its vector art on every repaint: the yardstick."""

    def paint(self, painter, option, widget=None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._draw(painter, on_screen_scale(painter))
        painter.restore()


WAYS = {
    "vector, no cache": (VectorCard, QGraphicsItem.CacheMode.NoCache),
    "Qt ItemCoordinateCache": (VectorCard, QGraphicsItem.CacheMode.ItemCoordinateCache),
    "Qt DeviceCoordinateCache": (VectorCard, QGraphicsItem.CacheMode.DeviceCoordinateCache),
    "CardItem's own picture": (CardItem, QGraphicsItem.CacheMode.NoCache),
}


def time_table(way: str, zoom: float, turned: bool, frames: int) -> tuple[float, float, QImage]:
    """(ms per full repaint still, ms per frame with every card moving, last frame)."""
    item_class, cache_mode = WAYS[way]
    scene = QGraphicsScene(0, 0, 1400, 640)
    scene.setBackgroundBrush(FELT)
    faces = standard_face_painter(False)
    cards = []
    for card in range(52):
        item = item_class(card, faces, face_up=card % 5 != 0)
        item.setCacheMode(cache_mode)
        item.setPos(60 + (card % 13) * 105, 80 + (card // 13) * 150)
        item.setRotation((card % 7 - 3) * 6 if turned else 0)
        scene.addItem(item)
        cards.append(item)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    view.resize(int(1420 * zoom), int(660 * zoom))
    view.setTransform(QTransform.fromScale(zoom, zoom))
    view.show()
    QApplication.processEvents()  # a view paints only once it is exposed
    viewport = view.viewport()
    viewport.repaint()  # first paint fills the caches

    def still() -> None:
        viewport.update()
        viewport.repaint()

    step = [1.5]

    def moving() -> None:
        step[0] = -step[0]
        for item in cards:
            item.moveBy(step[0], 0.5)
        viewport.repaint()

    result = median_ms(still, frames), median_ms(moving, frames), viewport.grab().toImage()
    view.close()
    return result


def mean_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference of the colour channels, 0..255, on every 2nd pixel."""
    total = count = 0
    for y in range(0, min(a.height(), b.height()), 2):
        for x in range(0, min(a.width(), b.width()), 2):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            total += sum(abs(((pa >> shift) & 255) - ((pb >> shift) & 255)) for shift in (0, 8, 16))
            count += 3
    return total / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=30, help="frames to time per measurement")
    parser.add_argument("--segment-trix", action="store_true", help="only render the Segment Trix gallery")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (fonts and widgets need it)
    if args.segment_trix:
        render_segment_trix_gallery(60, "/tmp/segment_trix_small.png")
        render_segment_trix_gallery(180, "/tmp/segment_trix_large.png")
        return
    render_gallery(100, "/tmp/cards_small.png")
    render_gallery(220, "/tmp/cards_large.png")
    for width in (100, 220):
        print(f"52 faces from vector art at {width} px wide: {time_faces(width, args.frames):.2f} ms per frame")
    print("\nA table of 52 cards in a view, ms per full repaint (still / every card moving):")
    for turned in (False, True):
        for zoom in (1.0, 2.0):
            print(f"  {'turned' if turned else 'upright'} cards, view scale {zoom}:")
            reference = None
            for way in WAYS:
                still, moving, image = time_table(way, zoom, turned, args.frames)
                reference = reference or image
                strays = mean_difference(reference, image)
                print(f"    {way:26s} {still:6.1f} / {moving:6.1f} ms   strays {strays:5.2f}/255 from vector")


if __name__ == "__main__":
    main()
