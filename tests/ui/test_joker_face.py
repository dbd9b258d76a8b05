"""The jokers' faces: drawn by the app, a jester's cap with gold bells, in red for
the red joker and black for the black one."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from deskcards.engine.cards import BLACK_JOKER, RED_JOKER, parse_card
from deskcards.ui.card_art import BLACK, GOLD, RED, paint_standard_face


def face(card: int) -> QImage:
    image = QImage(200, 280, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_standard_face(painter, QRectF(0, 0, 200, 280), card)
    painter.end()
    return image


def share_of(image: QImage, colour: QColor) -> float:
    """How much of the face is painted in ``colour`` (give or take antialiasing)."""
    near = sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
               if all(abs(a - b) < 24 for a, b in zip(image.pixelColor(x, y).getRgb()[:3], colour.getRgb()[:3])))
    return near / (image.width() * image.height() / 4)


def test_each_joker_has_its_own_face_in_its_colour_with_gold_bells(qapp):
    red, black, ace = face(RED_JOKER), face(BLACK_JOKER), face(parse_card("As"))
    assert red != black
    assert share_of(red, RED) > 0.05 and share_of(red, BLACK) < 0.01
    assert share_of(black, BLACK) > 0.05 and share_of(black, RED) < 0.01
    assert share_of(red, GOLD) > 0.01 and share_of(black, GOLD) > 0.01
    assert share_of(ace, GOLD) == 0  # the gold is the cap's, no plain card has it
