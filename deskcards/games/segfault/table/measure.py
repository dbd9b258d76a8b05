"""How large the Segmentation Fault table's words are drawn, for its layout to make room for them.

Name plates and labels grow to stay readable in a small window
(``deskcards.ui.legible``), so the room they take depends on the view's scale.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from deskcards.engine.words import translate
from deskcards.games.log_sentences import count_cards
from deskcards.ui.legible import LEAST_PIXELS, UI_FONT
from deskcards.ui.spots import Spot
from deskcards.ui.table_fixtures import TableLabel
from deskcards.ui.table_items import SeatPlate

from .layout import Room

LABEL_POINTS = 13  # a position number's and a pile count's size (``TableFixtures.label``)
MOST_CARDS = 52


def label_font() -> QFont:
    return QFont(UI_FONT, LABEL_POINTS, QFont.Weight.DemiBold)


def room_for(area: QRectF, pixels_per_unit: float, card_size: float, names: Sequence[str],
             numbers_shown: bool) -> Room:
    """The room for a table of ``names`` in ``area`` shown at ``pixels_per_unit``."""
    number = _half_label([str(pos) for pos in range(1, 7)], pixels_per_unit) if numbers_shown else None
    return Room.of(area, pixels_per_unit=round(pixels_per_unit, 4), card_size=card_size,
                   plate=_plate_box(names, pixels_per_unit), number=number,
                   count=_half_label([count_cards(MOST_CARDS)], pixels_per_unit),
                   pile_words=_least_width(pile_names(), Spot.LABEL_FONT, pixels_per_unit))


def pile_names() -> tuple[str, str]:
    """What an empty deck's and discard pile's places say."""
    return translate("segfault", "Deck"), translate("segfault", "Discard")


def _least_width(texts: Sequence[str], font: QFont, pixels_per_unit: float) -> float:
    """The width of the widest of ``texts`` set in ``font`` no smaller than reads."""
    least = QFont(font)
    least.setPixelSize(math.ceil(LEAST_PIXELS / pixels_per_unit))
    return max(QFontMetricsF(least).horizontalAdvance(text) for text in texts)


def _plate_box(names: Sequence[str], pixels_per_unit: float) -> tuple[float, float, float, float]:
    """The box about its position that holds any seat's plate, with the longest detail it shows."""
    boxes = []
    for name in names:
        plate = SeatPlate(name, QColor())
        plate.fit_view(pixels_per_unit)
        for detail in (translate("table", "thinking…"), translate("table", "out")):
            plate.update_state(detail=detail)
            boxes.append(plate.boundingRect())
    box = boxes[0]
    for other in boxes[1:]:
        box = box.united(other)
    return box.left(), box.top(), box.width(), box.height()


def _half_label(texts: Sequence[str], pixels_per_unit: float) -> tuple[float, float]:
    """Half the width and height of the largest of ``texts`` as a label grown to read."""
    halves = []
    for text in texts:
        label = TableLabel(text, QPointF(), label_font())
        label.fit_view(pixels_per_unit)
        box = label.mapRectToScene(label.boundingRect())
        halves.append((box.width() / 2, box.height() / 2))
    return max(width for width, _ in halves), max(height for _, height in halves)
