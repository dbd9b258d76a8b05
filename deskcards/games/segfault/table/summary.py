"""Between two rounds of a match: who won the round and with which row, and the score.

The panel lies over the middle of the table while the finished round is still
on it; the table waits for a click (or Enter) before gathering the cards.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker
from deskcards.ui import palette
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, FacePainter
from deskcards.ui.card_item import CARD_BOX
from deskcards.ui.legible import em, legible_font
from deskcards.ui.table_items import UI_FONT

from ..patterns import how_won
from .layout import SUMMARY_SIZE

CARD_SCALE = 0.5  # the row's cards in the panel
CARD_GAP = 8.0
SMALLEST_SIZE = 12  # a long line of seven players' scores is set smaller, down to this (9 points), in its units


@dataclass(frozen=True)
class RoundOver:
    """What the panel says: ``title``; the winner's ``row`` with the ``marked``
    positions of its pattern (no row: ``detail`` instead); ``score``; ``hint``."""

    title: str
    row: tuple[int, ...]
    marked: tuple[int, ...]
    detail: str
    score: str
    hint: str


def round_won(say: Speaker, round_number: int, seat: int, pattern: str, row: Sequence[int], marked: Sequence[int],
              score: str, hint: str) -> RoundOver:
    title = say.says("segfault", seat, "You win hand {hand} {how}", "{player} wins hand {hand} {how}",
                     hand=round_number, how=how_won(pattern))
    return RoundOver(title, tuple(row), tuple(marked), "", score, hint)


def round_drawn(round_number: int, turns: int, score: str, hint: str) -> RoundOver:
    return RoundOver(translate("segfault", "Hand {number} is a draw", number=round_number), (), (),
                    translate("segfault", "Nobody won it within {count} turns.", count=turns), score, hint)


def match_score(names: Sequence[str], scores: Sequence[int], hands_to_win: int) -> str:
    """"Hands won (first to 3): You 1 · Ann 0 · Ben 2"."""
    return translate("segfault", "Hands won (first to {count}): {scores}", count=hands_to_win,
                     scores=" · ".join(f"{name} {won}" for name, won in zip(names, scores)))


class RoundSummary(QGraphicsObject):
    TITLE_FONT = QFont(UI_FONT, 24, QFont.Weight.Bold)
    LINE_FONT = QFont(UI_FONT, 15)
    HINT_FONT = QFont(UI_FONT, 12, QFont.Weight.Normal, True)

    def __init__(self, area: QRectF, faces: FacePainter, words: RoundOver):
        """The panel in ``area``, which has its designed shape (``SUMMARY_SIZE``) at some scale."""
        super().__init__()
        self.words, self.faces = words, faces
        width, height = SUMMARY_SIZE
        self.area = QRectF(-width / 2, -height / 2, width, height)
        self.setScale(area.width() / width)
        self.setPos(area.center())
        self.setZValue(2000)
        self.setToolTip(translate("segfault", "Click (or press Enter) to deal the next hand"))

    def boundingRect(self) -> QRectF:
        return self.area

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self.area.adjusted(3, 3, -3, -3)
        painter.setPen(QPen(palette.FRAME, 4))
        painter.setBrush(palette.with_alpha(palette.PANEL, 235))
        painter.drawRoundedRect(frame, 20, 20)
        top, width = frame.top(), frame.width()
        self._text(painter, QRectF(frame.left() + 12, top + 8, width - 24, 40), self.TITLE_FONT, palette.TITLE,
                   self.words.title)
        middle = QRectF(frame.left(), top + 52, width, CARD_HEIGHT * CARD_SCALE)
        if self.words.row:
            self._row(painter, middle)
        else:
            self._text(painter, middle, self.LINE_FONT, palette.SOFT_TEXT, self.words.detail)
        self._text(painter, QRectF(frame.left() + 12, middle.bottom() + 6, width - 24, 28), self.LINE_FONT,
                   palette.TEXT, self.words.score)
        self._text(painter, QRectF(frame.left(), middle.bottom() + 34, width, 24), self.HINT_FONT,
                   QColor(190, 200, 190), self.words.hint)

    @staticmethod
    def _text(painter: QPainter, rect: QRectF, font: QFont, colour: QColor, text: str) -> None:
        """``text`` on one line in ``rect``, no smaller than reads on screen, unless it would
        not fit: then set smaller, down to SMALLEST_SIZE."""
        font = legible_font(font, painter)
        while em(font) > SMALLEST_SIZE and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
            font = QFont(font)
            font.setPixelSize(max(SMALLEST_SIZE, math.ceil(em(font)) - 1))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)

    def _row(self, painter: QPainter, band: QRectF) -> None:
        """The winner's six cards; those of the pattern framed in gold, the rest dimmed."""
        pitch = CARD_WIDTH * CARD_SCALE + CARD_GAP
        left = band.center().x() - (len(self.words.row) - 1) * pitch / 2
        for pos, card in enumerate(self.words.row):
            painter.save()
            painter.translate(left + pos * pitch, band.center().y())
            painter.scale(CARD_SCALE, CARD_SCALE)
            self.faces(painter, CARD_BOX, card)
            if pos in self.words.marked:
                painter.setPen(QPen(palette.WIN, 7))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(CARD_BOX, 6, 6)
            elif self.words.marked:  # a last player in has no pattern to pick out
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(palette.with_alpha(palette.PANEL, 120))
                painter.drawRoundedRect(CARD_BOX, 6, 6)
            painter.restore()
