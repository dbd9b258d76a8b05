"""The canvas a game's rules-help picture is drawn on (``dialogs.add_rules_pictures``
asks each game's ``table.pictures`` for its pictures)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

SCALE = 2  # drawn at twice the logical size, for sharp high-DPI screens


def picture_canvas(size: tuple[int, int], fill: QColor, edge: QColor, radius: float) -> tuple[QImage, QPainter]:
    """A transparent image ``size`` logical pixels big with a rounded panel on it,
    and a painter on it, ready to draw; the caller ends the painter."""
    width, height = size
    image = QImage(width * SCALE, height * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(SCALE)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(edge)
    painter.setBrush(fill)
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), radius, radius)
    return image, painter
