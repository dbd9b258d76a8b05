"""The small charts of the statistics window, drawn by the app: how the games
went (a won/lost/drawn bar), the last results as a strip of lettered squares,
and the game's own figure as a trend line. Each reads a ``scorebook.Tally``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from deskcards.engine.words import noop, relay, translate
from deskcards.scorebook import Tally
from deskcards.ui import palette

COLOURS = {"won": palette.WON, "lost": palette.LOST, "drawn": palette.DRAWN}
LETTERS = {"won": noop("statistics", "W"), "lost": noop("statistics", "L"), "drawn": noop("statistics", "D")}
RESULT_WORDS = {"won": noop("statistics", "won"), "lost": noop("statistics", "lost"),
                "drawn": noop("statistics", "drawn")}
INK = {"won": QColor("white"), "lost": QColor("white"), "drawn": QColor(30, 22, 8)}  # words on each colour
HEIGHT = 48  # the chart below its caption, at least
TRACK = 36  # the tallest a bar or a strip's square is drawn
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class Chart(QWidget):
    """A chart of one tally, with a caption above it; ``draw`` fills the rest."""

    def __init__(self, caption: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.caption, self.tally = caption, Tally()
        self.setMinimumSize(160, HEIGHT + self.fontMetrics().height())

    def show_tally(self, tally: Tally) -> None:
        self.tally = tally
        self.setAccessibleName(self.caption)
        self.setAccessibleDescription(self.describe())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 2 * HEIGHT + self.fontMetrics().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(text)
        line = self.fontMetrics().height()
        painter.drawText(QRectF(0, 0, self.width(), line), LEFT, self.caption)
        area = QRectF(0, line + 2, self.width() - 1, self.height() - line - 3)
        blank = self.blank_words()
        if blank is None:
            self.draw(painter, area, text)
        else:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, blank)
        painter.end()

    def blank_words(self) -> str | None:
        """What the chart says instead when it has nothing to draw, or None."""
        return None if self.tally.played else translate("statistics", "no games yet")

    def draw(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        raise NotImplementedError

    def describe(self) -> str:
        """The chart in words, for a screen reader."""
        raise NotImplementedError


class ResultBar(Chart):
    """One bar split into the share of games won, lost and drawn."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("statistics", "Results"), parent)

    def draw(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        tally, left = self.tally, area.left()
        area = QRectF(area.left(), area.center().y() - min(area.height(), TRACK) / 2, area.width(),
                      min(area.height(), TRACK))
        for result in COLOURS:
            count = getattr(tally, result)
            if not count:
                continue
            width = area.width() * count / tally.played
            part = QRectF(left, area.top(), width, area.height())
            painter.fillRect(part, COLOURS[result])
            painter.setPen(INK[result])
            label = translate("statistics", "{count} {result}", count=count,
                              result=relay("statistics", RESULT_WORDS[result]))
            if painter.fontMetrics().horizontalAdvance(label) > width - 6:
                label = str(count)
            painter.drawText(part, Qt.AlignmentFlag.AlignCenter, label)
            left += width

    def describe(self) -> str:
        tally = self.tally
        return translate("statistics", "{won} won, {lost} lost, {drawn} drawn", won=tally.won, lost=tally.lost,
                         drawn=tally.drawn)


class ResultStrip(Chart):
    """The last results, oldest on the left, as lettered squares; a game left
    unfinished (lost, no figure) is an outlined square."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("statistics", "Last games (oldest first)"), parent)

    def draw(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        last = self.tally.last
        side = min(area.height(), TRACK, area.width() / max(len(last), 1) - 2)
        for number, (result, figure) in enumerate(last):
            square = QRectF(area.left() + number * (side + 2), area.top() + (area.height() - side) / 2, side, side)
            colour = COLOURS[result]
            if figure is None:  # abandoned
                painter.setPen(QPen(colour, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(square.adjusted(1, 1, -1, -1))
                painter.setPen(colour)
            else:
                painter.fillRect(square, colour)
                painter.setPen(INK[result])
            painter.drawText(square, Qt.AlignmentFlag.AlignCenter, relay("statistics", LETTERS[result]))

    def describe(self) -> str:
        return translate("statistics", "last games: {results}",
                         results=", ".join(relay("statistics", RESULT_WORDS[result]) for result, _ in self.tally.last))


class FigureTrend(Chart):
    """The game's own figure over the last games that reached one, with its range."""

    def __init__(self, figure_name: str, parent: QWidget | None = None):
        super().__init__(translate("statistics", "Your {figure}, last games", figure=figure_name), parent)

    def figures(self) -> list[int]:
        return [figure for _, figure in self.tally.last if figure is not None]

    def blank_words(self) -> str | None:
        if self.tally.played and not self.figures():
            # Only games left unfinished, which count as lost beside this chart: none reached a figure.
            return translate("statistics", "no game played to its end yet")
        return super().blank_words()

    def draw(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        figures = self.figures()
        low, high = min(figures), max(figures)
        scale = painter.fontMetrics()
        margin = max(scale.horizontalAdvance(str(low)), scale.horizontalAdvance(str(high))) + 6
        plot = area.adjusted(margin, 9, -6, -9)  # room for the range labels above and below
        painter.drawText(QRectF(area.left(), plot.top() - 8, margin - 4, 16), RIGHT, str(high))
        painter.drawText(QRectF(area.left(), plot.bottom() - 8, margin - 4, 16), RIGHT, str(low))
        painter.setPen(QPen(palette.with_alpha(text, 60), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        step = plot.width() / max(len(figures) - 1, 1)
        points = [QPointF(plot.left() + index * step,
                          plot.bottom() - (figure - low) / (high - low or 1) * plot.height())
                  for index, figure in enumerate(figures)]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.setPen(QPen(palette.WON.darker(120), 2))
        painter.drawPath(path)
        painter.setBrush(palette.WON.darker(120))
        for point in points:
            painter.drawEllipse(point, 2.5, 2.5)

    def describe(self) -> str:
        return translate("statistics", "{chart}: {figures}", chart=self.caption,
                         figures=", ".join(map(str, self.figures())))


class AccuracyTrend(FigureTrend):
    """Your accuracy, as the coach graded it, over a game's last analysed games."""

    def __init__(self, parent: QWidget | None = None):
        Chart.__init__(self, translate("statistics", "Your accuracy (the coach's), last analysed games"), parent)
        self.accuracies: list[int] = []

    def show_accuracies(self, accuracies: list[int]) -> None:
        self.accuracies = accuracies
        self.setAccessibleName(self.caption)
        self.setAccessibleDescription(self.describe())
        self.update()

    def figures(self) -> list[int]:
        return self.accuracies

    def blank_words(self) -> str | None:
        return None if self.accuracies else translate("statistics", "no game analysed yet")
