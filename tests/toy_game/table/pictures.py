"""The picture the High card rules help links as ``picture:ranks``: the order of
the cards, lowest first, drawn on the rules canvas."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage

from deskcards.ui.rules_canvas import picture_canvas
from deskcards.ui.table_items import UI_FONT

ORDER = "2  3  4  5  6  7  8  9  10  J  Q  K  A"


def rules_picture(name: str) -> QImage:
    """The picture ``name`` stands for; ValueError for a name this game does not draw."""
    if name != "ranks":
        raise ValueError(f"High card has no rules picture {name!r}; it draws ranks")
    image, painter = picture_canvas((520, 60), QColor("#fbf8f1"), QColor("#d9d4c8"), 10)
    painter.setPen(QColor("#2f4a7a"))
    painter.setFont(QFont(UI_FONT, 16, QFont.Bold))
    painter.drawText(QRectF(0, 0, 520, 60), Qt.AlignCenter, ORDER)
    painter.end()
    return image
