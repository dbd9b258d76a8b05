"""The Segment Trix scoreboard: a panel the table lays over the cards.

For the table::

    board = ScoreBoard(names, ruleset.setup.rounds)   # seat names, rounds in the game
    scene.register(board.key, board)  # adds it; a click on the panel is "scores", never a card under it
    board.setPos(scene.sceneRect().center()); board.hide()
    sheet = ScoreSheet(players)                       # score_sheet.py, Qt-free
    ...  row = sheet.note(event) for every event shown; when a row comes back:
    board.set_rounds(sheet.rows); board.show()        # it shows itself at a round's end
    board.setVisible(not board.isVisible())           # a "Scores" button or key
    # a resumed game: sheet = ScoreSheet.replayed(ruleset, record.seed, record.actions)

The panel is centred on its position. It holds a grid (a row a round, a
column a seat, then the totals) and under it a line chart of each seat's
running total in its seat colour. A score is marked with a tick when the
seat's unused chips matched its tricks, with a ring for the 10 of a round
ended with no chips and no tricks; a miss shows a dim 0. Rounds still to play
keep their empty rows and room on the chart, so the panel shows how far the
game has gone. Everything comes from ``RoundRow``s: the events the engine
reports to every player.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import cycle

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from deskcards.engine.words import translate, translate_count
from deskcards.games.segment_trix.score_sheet import RoundRow
from deskcards.ui import palette
from deskcards.ui.card_item import FOCUS_FRAME
from deskcards.ui.legible import Legible, em, on_screen_scale
from deskcards.ui.table_fixtures import SEAT_COLOURS
from deskcards.ui.table_items import UI_FONT

PAD, TITLE_H, HEADER_H, TOTAL_H, LEGEND_H = 22.0, 44.0, 36.0, 34.0, 30.0
ROUND_COL, SEAT_COL = 84.0, 118.0
ROW_H, GRID_ROOM, MIN_ROW_H = 26.0, 330.0, 14.0  # a long game's rows shrink to fit GRID_ROOM, down to MIN_ROW_H
CHART_H, AXIS_LEFT, AXIS_BELOW = 210.0, 40.0, 40.0
PROMPT_H = 34.0  # the line under the chart saying what to do, while the table waits for you
NUDGE = 2.0  # chart lines of seats with equal totals are drawn this far apart
PANEL, FRAME = palette.with_alpha(palette.PANEL, 238), palette.FRAME
INK, DIM, RULE = QColor(235, 235, 228), QColor(176, 182, 192), QColor(255, 255, 255, 45)
MADE, BLANK, LEAD = QColor(120, 210, 120), palette.BUTTON, QColor(255, 222, 120)


def _font(size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    font = QFont(UI_FONT)
    font.setPointSizeF(size)
    font.setWeight(weight)
    return font


SMALL_POINTS = 11.0  # the legend and the chart's axes


def nice_step(top: int) -> int:
    """A round gridline step (1, 2, 5, 10, 20, 50...) giving at most five lines up to ``top``."""
    step, factors = 1, cycle((2, 2.5, 2))
    while top / step > 5:
        step = round(step * next(factors))
    return step


class ScoreBoard(Legible, QGraphicsObject):
    """Every finished round of a game, as a grid and a chart of running totals."""

    key = "scores"

    def __init__(self, names: Sequence[str], rounds: int):
        super().__init__()
        self.names = list(names)
        self.rounds = rounds
        self.rows: list[RoundRow] = []
        self.highlight: str | None = None  # "focus" while the keyboard's frame is on it
        self.prompt: str | None = None  # what to do next, while the table waits for you between rounds
        self.setZValue(1800)  # over the cards, under a game-over banner

    def set_rounds(self, rows: Sequence[RoundRow]) -> None:
        self.prepareGeometryChange()
        self.rows = list(rows)
        self.refit()  # a long game's rows may have shrunk
        self.update()

    def set_prompt(self, prompt: str | None) -> None:
        self.prepareGeometryChange()
        self.prompt = prompt
        self.refit()  # the panel grows by the line
        self.update()

    def smallest_text(self) -> float:
        return min(em(self._number_font()), em(_font(SMALL_POINTS)))

    def set_highlight(self, kind: str | None) -> None:
        self.highlight = kind
        self.update()

    def accessible_name(self) -> str:
        return translate_count("segment-trix", len(self.rows), "scoreboard, {count} round played",
                               "scoreboard, {count} rounds played")

    # -- geometry ---------------------------------------------------------------
    @property
    def _lines(self) -> int:
        return max(self.rounds, len(self.rows), 1)

    @property
    def _prompt_h(self) -> float:
        return PROMPT_H if self.prompt else 0.0

    @property
    def _row_h(self) -> float:
        return max(MIN_ROW_H, min(ROW_H, GRID_ROOM / self._lines))

    def boundingRect(self) -> QRectF:
        width = 2 * PAD + ROUND_COL + SEAT_COL * len(self.names)
        height = (2 * PAD + TITLE_H + HEADER_H + self._row_h * self._lines + TOTAL_H + LEGEND_H + CHART_H
                  + self._prompt_h)
        return QRectF(-width / 2, -height / 2, width, height)

    def _number_font(self) -> QFont:
        return _font(min(12.0, self._row_h * 0.6))

    def _grid_top(self) -> float:
        return self.boundingRect().top() + PAD + TITLE_H

    def _column(self, seat: int) -> QRectF:
        """The grid column of ``seat``, from the header to the totals."""
        left = self.boundingRect().left() + PAD + ROUND_COL + SEAT_COL * seat
        return QRectF(left, self._grid_top(), SEAT_COL, HEADER_H + self._row_h * self._lines + TOTAL_H)

    def chart_box(self) -> QRectF:
        """Where the chart's lines are drawn (its axes run along the left and bottom)."""
        outer = self.boundingRect()
        top = outer.bottom() - PAD - self._prompt_h - CHART_H + 12
        return QRectF(outer.left() + PAD + AXIS_LEFT, top, outer.width() - 2 * PAD - AXIS_LEFT - 10,
                      CHART_H - 12 - AXIS_BELOW)

    def _chart_top_value(self) -> int:
        best = max((max(row.totals) for row in self.rows), default=0)
        step = nice_step(max(best, 10))
        return -(-max(best, 10) // step) * step

    def chart_points(self) -> list[list[QPointF]]:
        """Per seat, its running total at the start (0) and after each finished round."""
        box, players = self.chart_box(), len(self.names)
        points = []
        for seat in range(players):
            nudge = (seat - (players - 1) / 2) * NUDGE  # equal totals stay visible side by side
            totals = [0] + [row.totals[seat] for row in self.rows]
            points.append([QPointF(box.left() + box.width() * number / self._lines, self._y(total) + nudge)
                           for number, total in enumerate(totals)])
        return points

    def _y(self, value: int) -> float:
        """The height of ``value`` on the chart, leaving room for the nudges inside the box."""
        box, room = self.chart_box(), 2 * NUDGE
        return box.bottom() - room - (box.height() - 2 * room) * value / self._chart_top_value()

    # -- painting ---------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(FRAME, 3))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(outer, 18, 18)
        self._paint_title(painter)
        self._paint_grid(painter)
        self._paint_legend(painter)
        self._paint_chart(painter)
        if self.prompt:
            painter.setPen(LEAD)
            painter.setFont(_font(13, QFont.Weight.DemiBold))
            painter.drawText(QRectF(outer.left() + PAD, outer.bottom() - PAD - PROMPT_H + 6, outer.width() - 2 * PAD,
                                    PROMPT_H), Qt.AlignmentFlag.AlignCenter, self.prompt)
        if self.highlight == "focus":
            FOCUS_FRAME.paint(painter, outer.adjusted(6, 6, -6, -6), 14, 6, on_screen_scale(painter))

    def _paint_title(self, painter: QPainter) -> None:
        outer = self.boundingRect()
        line = QRectF(outer.left() + PAD, outer.top() + PAD - 4, outer.width() - 2 * PAD, TITLE_H - 8)
        painter.setPen(INK)
        painter.setFont(_font(18, QFont.Weight.Bold))
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         translate("segment-trix", "Scores"))
        done = len(self.rows)
        progress = (translate("segment-trix", "no round finished yet") if not done
                    else translate("segment-trix", "final") if done >= self.rounds
                    else translate("segment-trix", "after round {round} of {rounds}", round=done, rounds=self.rounds))
        painter.setPen(DIM)
        painter.setFont(_font(12))
        painter.drawText(line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, progress)

    def _paint_grid(self, painter: QPainter) -> None:
        left, top, row_h = self.boundingRect().left() + PAD, self._grid_top(), self._row_h
        right = self.boundingRect().right() - PAD
        first_row = top + HEADER_H
        totals_top = first_row + row_h * self._lines
        number_font = self._number_font()
        painter.setFont(number_font)
        for line in range(self._lines):
            y = first_row + line * row_h
            if line % 2:
                painter.fillRect(QRectF(left, y, right - left, row_h), QColor(255, 255, 255, 12))
            painter.setPen(INK if line < len(self.rows) else DIM)
            painter.drawText(QRectF(left, y, ROUND_COL - 8, row_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             translate("segment-trix", "Round {number}", number=line + 1) if row_h >= 20
                             else str(line + 1))
        painter.setPen(QPen(RULE, 1))
        painter.drawLine(QPointF(left, first_row), QPointF(right, first_row))
        painter.setPen(QPen(INK, 1.5))
        painter.drawLine(QPointF(left, totals_top), QPointF(right, totals_top))
        painter.setPen(INK)
        painter.setFont(_font(12, QFont.Weight.Bold))
        painter.drawText(QRectF(left, totals_top, ROUND_COL, TOTAL_H),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, translate("segment-trix", "Total"))
        for seat in range(len(self.names)):
            self._paint_column(painter, seat, number_font)

    def _paint_column(self, painter: QPainter, seat: int, number_font: QFont) -> None:
        column, row_h = self._column(seat), self._row_h
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        head = QRectF(column.left(), column.top(), column.width(), HEADER_H - 6)
        painter.setFont(_font(12, QFont.Weight.DemiBold))
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.names[seat], Qt.TextElideMode.ElideRight, column.width() - 12)
        painter.setPen(INK)
        painter.drawText(head, Qt.AlignmentFlag.AlignCenter, name)
        painter.fillRect(QRectF(column.left() + 10, head.bottom() - 1, column.width() - 20, 3), colour)
        painter.setFont(number_font)
        for line, row in enumerate(self.rows):
            cell = QRectF(column.left(), column.top() + HEADER_H + line * row_h, column.width(), row_h)
            self._paint_score(painter, cell, row, seat)
        if self.rows:
            totals = self.rows[-1].totals
            cell = QRectF(column.left(), column.bottom() - TOTAL_H, column.width(), TOTAL_H)
            painter.setPen(LEAD if totals[seat] == max(totals) > 0 else INK)
            painter.setFont(_font(14, QFont.Weight.Bold))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(totals[seat]))

    def _paint_score(self, painter: QPainter, cell: QRectF, row: RoundRow, seat: int) -> None:
        painter.setPen(INK if row.made(seat) else DIM)
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(row.scores[seat]))
        if not row.made(seat):
            return
        size = min(10.0, cell.height() * 0.4)
        mark = QPointF(cell.center().x() + 22, cell.center().y())
        _paint_mark(painter, mark, size, row.blank(seat))

    def _paint_legend(self, painter: QPainter) -> None:
        outer = self.boundingRect()
        top = self._column(0).bottom() + 4
        painter.setFont(_font(SMALL_POINTS))
        x = outer.left() + PAD
        for blank, words in ((False, translate("segment-trix", "chips left = tricks won")),
                             (True, translate("segment-trix", "10 for no chips left and no tricks"))):
            _paint_mark(painter, QPointF(x + 6, top + LEGEND_H / 2), 10.0, blank)
            painter.setPen(DIM)
            text = QRectF(x + 16, top, 260, LEGEND_H)
            painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, words)
            x += 26 + QFontMetricsF(painter.font()).horizontalAdvance(words)

    def _paint_chart(self, painter: QPainter) -> None:
        box, top = self.chart_box(), self._chart_top_value()
        painter.setFont(_font(SMALL_POINTS))
        for value in range(0, top + 1, nice_step(top)):
            y = self._y(value)
            painter.setPen(QPen(RULE, 1))
            painter.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))
            painter.setPen(DIM)
            painter.drawText(QRectF(box.left() - AXIS_LEFT, y - 9, AXIS_LEFT - 6, 18),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
        label_every = -(-self._lines // 12)  # at most a dozen round numbers along the axis
        for number in range(self._lines + 1):
            x = box.left() + box.width() * number / self._lines
            painter.setPen(QPen(RULE, 1))
            painter.drawLine(QPointF(x, box.bottom()), QPointF(x, box.bottom() + 4))
            if number % label_every == 0 or number == self._lines:
                painter.setPen(DIM)
                painter.drawText(QRectF(x - 14, box.bottom() + 4, 28, 16), Qt.AlignmentFlag.AlignCenter, str(number))
        painter.setPen(DIM)
        painter.drawText(QRectF(box.left(), box.bottom() + 20, box.width(), 16), Qt.AlignmentFlag.AlignCenter,
                         translate("segment-trix", "round"))
        painter.setPen(QPen(INK, 1.5))
        painter.drawLine(box.bottomLeft(), box.bottomRight())
        painter.drawLine(box.bottomLeft(), box.topLeft())
        for seat, points in enumerate(self.chart_points()):
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            path = QPainterPath(points[0])
            for point in points[1:]:
                path.lineTo(point)
            painter.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            painter.setPen(QPen(PANEL, 1.5))
            dot = min(4.5, box.width() / self._lines / 4)
            for point in points[1:]:
                painter.drawEllipse(point, dot, dot)


def _paint_mark(painter: QPainter, centre: QPointF, size: float, blank: bool) -> None:
    """A tick for a matched round, a ring for the 10 of a round with no chips and no tricks."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if blank:
        painter.setPen(QPen(BLANK, max(1.5, size * 0.2)))
        painter.drawEllipse(centre, size / 2, size / 2)
        return
    half = size / 2
    tick = QPainterPath(QPointF(centre.x() - half, centre.y()))
    tick.lineTo(centre.x() - half * 0.25, centre.y() + half * 0.7)
    tick.lineTo(centre.x() + half, centre.y() - half * 0.8)
    painter.setPen(QPen(MADE, max(1.5, size * 0.22), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(tick)
