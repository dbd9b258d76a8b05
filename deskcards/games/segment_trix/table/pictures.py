"""Pictures for the Segment Trix rules help, drawn from a variant's font.

The rules text names a picture as ``picture:font-<variant>`` (for instance
``![The ten digits](picture:font-standard)``); ``rules_picture`` draws it:
a large 8 with its segments lettered a to g, then the digits 0 to 9 as that
variant's font draws them, in the card art's seven-segment style.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from deskcards.engine.variants import load_variant
from deskcards.engine.words import translate
from deskcards.games.segment_trix.font import SEGMENTS
from deskcards.games.segment_trix.rules import SegmentTrixSettings
from deskcards.games.segment_trix.table.segment_art import DigitBox, digit_ops, segment_in_box
from deskcards.ui.card_art import replay
from deskcards.ui.rules_canvas import picture_canvas
from deskcards.ui.table_items import UI_FONT

SIZE = (560, 200)  # logical pixels
PAPER, PAPER_EDGE = QColor("#fbf8f1"), QColor("#d9d4c8")
INK, CAPTION = QColor("#2f4a7a"), QColor("#55585e")
KEY_DIGIT = DigitBox(QRectF(34.0, 22.0, 84.0, 136.0), 17.0, 2.0)
SMALL_W, SMALL_H, SMALL_STROKE = 38.0, 62.0, 8.0
SMALL_LEFT, SMALL_STEP, SMALL_TOPS = 190.0, 74.0, (16.0, 106.0)


def rules_picture(name: str) -> QImage:
    """The picture ``name`` stands for; ValueError for a name this game does not draw."""
    kind, _, variant = name.partition("-")
    if kind != "font" or not variant:
        raise ValueError(f"Segment Trix has no rules picture {name!r}; it draws font-<variant>")
    return font_picture(load_variant("segment-trix", variant, SegmentTrixSettings).settings.font)


def font_picture(font: tuple[str, ...]) -> QImage:
    image, painter = picture_canvas(SIZE, PAPER, PAPER_EDGE, 12)
    _paint_key(painter)
    for digit, letters in enumerate(font):
        row, column = divmod(digit, 5)
        box = QRectF(SMALL_LEFT + column * SMALL_STEP, SMALL_TOPS[row], SMALL_W, SMALL_H)
        replay(painter, digit_ops(letters, DigitBox(box, SMALL_STROKE, 1.2), INK))
        painter.setPen(CAPTION)
        painter.setFont(QFont(UI_FONT, 11))
        painter.drawText(QRectF(box.left(), box.bottom() + 2, box.width(), 20), Qt.AlignmentFlag.AlignCenter,
                         str(digit))
    painter.end()
    return image


def _paint_key(painter: QPainter) -> None:
    """The 8 with every segment lit and lettered, so "segment f" has a place."""
    replay(painter, digit_ops(SEGMENTS, KEY_DIGIT, INK))
    painter.setPen(Qt.GlobalColor.white)
    painter.setFont(QFont(UI_FONT, 10, QFont.Weight.Bold))
    for letter in SEGMENTS:
        centre = segment_in_box(letter, KEY_DIGIT).centre
        painter.drawText(QRectF(centre.x() - 10, centre.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, letter)
    painter.setPen(CAPTION)
    painter.setFont(QFont(UI_FONT, 10))
    painter.drawText(QRectF(KEY_DIGIT.rect.left() - 20, KEY_DIGIT.rect.bottom() + 8, KEY_DIGIT.rect.width() + 40, 20),
                     Qt.AlignmentFlag.AlignCenter, translate("segment-trix", "segments"))
