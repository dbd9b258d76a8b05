"""Measuring the room the table's words take at the view's scale (``layout.Room``):
on the items themselves, as they have grown to read."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from deskcards.ui.legible import LEAST_PIXELS, at_least
from deskcards.ui.spots import Button

from .layout import Box

BUTTON_SIZE = (172.0, 54.0)  # a button's least size (scene units)
BUTTON_PADDING = 16.0  # between a button's words and its ends


def button_size(labels: Sequence[str], view_scale: float) -> tuple[float, float]:
    """The size of a button that holds the longest of ``labels``, set to read at ``view_scale``."""
    font = at_least(Button.LABEL_FONT, LEAST_PIXELS / view_scale)
    words = max(QFontMetricsF(font).horizontalAdvance(label) for label in labels)
    return max(BUTTON_SIZE[0], words + 2 * BUTTON_PADDING), BUTTON_SIZE[1]


def extent(item: QGraphicsItem, about: QPointF | None = None) -> Box:
    """Where ``item`` reaches, about its position (or ``about``), as grown."""
    rect = item.mapRectToParent(item.boundingRect()).translated(-(item.pos() if about is None else about))
    return rect.x(), rect.y(), rect.width(), rect.height()


def widest(boxes: Iterable[Box]) -> Box:
    """The box that holds every one of ``boxes``."""
    held = QRectF()
    for box in boxes:
        held = held.united(QRectF(*box))
    return held.x(), held.y(), held.width(), held.height()
