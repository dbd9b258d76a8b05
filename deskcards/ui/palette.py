"""The table's colours by name, so every table draws its buttons, panels and
marks alike. QColor values are shared: read them, copy one to change it
(``with_alpha``)."""

from __future__ import annotations

from PySide6.QtGui import QColor

# Buttons (spots.Button and the tables' own): gold and light faces, a brown rim and ink.
BUTTON = QColor(242, 193, 78)
LIGHT_BUTTON = QColor(250, 240, 225)  # a choice among several: a suit, a digit
COOL_BUTTON = QColor(214, 226, 240)  # a side control: Turn, Scores
PLAIN_BUTTON = QColor(200, 200, 190)  # a toggle that is off
BUTTON_RIM = QColor(60, 40, 10)
BUTTON_INK = QColor(30, 22, 8)
GREYED_BUTTON = QColor(120, 124, 118)  # a control the rules do not allow now
GREYED_INK = QColor(55, 58, 54)

# Panels over the felt: a dark night-blue face in a gold frame, warm titles.
PANEL = QColor(18, 22, 30)
FRAME = QColor(217, 169, 40)
TITLE = QColor(255, 236, 170)
TEXT = QColor(235, 235, 235)
SOFT_TEXT = QColor(230, 230, 230)
IDLE = QColor(150, 150, 150)  # a seat that is out, a choice not possible now

# Marks on the table.
TARGET = QColor(255, 214, 90)  # a legal place to drop, a place under the pointer
WIN = QColor(255, 176, 0)
LABEL = QColor(220, 235, 220)  # a grid's letters and numbers, counts on the felt


def with_alpha(colour: QColor, alpha: int) -> QColor:
    """A copy of ``colour`` with ``alpha`` (0 clear to 255 solid)."""
    copy = QColor(colour)
    copy.setAlpha(alpha)
    return copy

# Results in the statistics: told apart by letter and shape too, not by colour alone.
WON = QColor(36, 120, 66)
LOST = QColor(184, 56, 46)
DRAWN = QColor(226, 186, 60)  # light: dark words on it
