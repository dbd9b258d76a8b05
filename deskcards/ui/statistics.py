"""Game > Statistics and Game > Recent games: the player's book (``deskcards.scorebook``)
shown as a table per game and variant with small charts, and the last games,
any of which can be dealt again."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deskcards.engine.words import noop, relay, translate, translate_count
from deskcards.games import game_names, spec
from deskcards.scorebook import FinishedGame, Scorebook, Tally
from deskcards.ui.charts import RESULT_WORDS, RIGHT, AccuracyTrend, FigureTrend, ResultBar, ResultStrip
from deskcards.ui.dialogs import level_name

TALLY_COLUMNS = (noop("statistics", "Game"), noop("statistics", "Variant"), noop("statistics", "Played"),
                 noop("statistics", "Won"), noop("statistics", "Lost"), noop("statistics", "Drawn"),
                 noop("statistics", "Won %"), noop("statistics", "Streak"), noop("statistics", "Best streak"),
                 noop("statistics", "Average"), noop("statistics", "Take-backs"))
RECENT_COLUMNS = (noop("statistics", "When"), noop("statistics", "Game"), noop("statistics", "Variant"),
                  noop("statistics", "Result"), noop("statistics", "Your figure"), noop("statistics", "Seed"),
                  noop("statistics", "Players"))  # last, taking the width left, its long lines wrapped


def game_words(game: str) -> tuple[str, str]:
    """A game's title and what its figure counts; a game this DeskCards lacks keeps its own name."""
    if game not in game_names():
        return game, translate("statistics", "figure")
    found = spec(game)
    return found.title, relay("statistics", found.figure_name)


def streak_words(streak: int) -> str:
    if streak > 0:
        return translate("statistics", "{count} won", count=streak)
    return translate("statistics", "{count} lost", count=-streak) if streak < 0 else "–"


def _table(columns: Sequence[str], stretch: int) -> QTableWidget:
    """A read-only table of rows chosen whole; column ``stretch`` takes the spare width
    (-1: the last column does, and a narrow window scrolls the rest into view)."""
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels([relay("statistics", column) for column in columns])
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch < 0:
        header.setStretchLastSection(True)
    else:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], numbers_from: int) -> None:
    """Put ``rows`` in ``table``, the columns from ``numbers_from`` on aligned right, and choose the first."""
    table.setRowCount(len(rows))
    for row, texts in enumerate(rows):
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column >= numbers_from:
                item.setTextAlignment(RIGHT)
            table.setItem(row, column, item)
    if rows:
        table.selectRow(0)


class StatisticsDialog(QDialog):
    """The book's tallies, one row per game and variant; the charts follow the chosen row.

    ``reset`` clears the statistics (once the player has said yes through ``ask``)
    and returns the book as it now is.
    """

    def __init__(self, book: Scorebook, ask: Callable[[str, str], bool], reset: Callable[[], Scorebook],
                 parent: QWidget | None = None, accuracies: dict[str, list[int]] | None = None):
        super().__init__(parent)
        self.accuracies = accuracies or {}  # the coach's, per game (``deskcards.app.coaching.recent_accuracies``)
        self.setWindowTitle(translate("statistics", "Statistics"))
        self._ask, self._reset = ask, reset
        self.table = _table(TALLY_COLUMNS, stretch=0)
        self.table.itemSelectionChanged.connect(self._chosen)
        self.empty = QLabel(translate("statistics", "No games counted yet. Finish a game, or leave one you have moved "
                                          "in, and it shows here."))
        self.empty.setWordWrap(True)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: 600;")
        self.bar, self.strip, self.trend = ResultBar(), ResultStrip(), FigureTrend(translate("statistics", "figure"))
        self.charts = QWidget()  # hidden while the book is empty
        charts = QHBoxLayout(self.charts)
        charts.setContentsMargins(0, 0, 0, 0)
        self.accuracy = AccuracyTrend()
        for chart in (self.bar, self.strip, self.trend, self.accuracy):
            charts.addWidget(chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(translate("statistics", "Reset statistics…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self._reset_asked)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.table, 1)
        column.addWidget(self.empty)
        column.addWidget(self.heading)
        column.addWidget(self.charts)
        column.addWidget(buttons)
        self.resize(900, 460)
        self.show_book(book)

    def show_book(self, book: Scorebook) -> None:
        self.keys = sorted(book.tallies, key=lambda key: (game_words(key[0])[0], key[1]))
        self.tallies = [book.tallies[key] for key in self.keys]
        _fill(self.table, [self._row(game, variant, tally) for (game, variant), tally in zip(self.keys, self.tallies)],
              numbers_from=2)
        self.empty.setVisible(not self.keys)
        self.charts.setVisible(bool(self.keys))
        self.reset_button.setEnabled(bool(self.keys))
        self._chosen()

    @staticmethod
    def _row(game: str, variant: str, tally: Tally) -> list[str]:
        title, figure_name = game_words(game)
        average = tally.average_figure()
        return [title, variant, str(tally.played), str(tally.won), str(tally.lost), str(tally.drawn),
                f"{100 * tally.won / tally.played:.0f}%", streak_words(tally.streak), str(tally.best_streak),
                "–" if average is None
                else translate("statistics", "{average} {figure}", average=f"{average:.1f}", figure=figure_name),
                str(tally.take_backs)]

    def _chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        tally = self.tallies[rows[0].row()] if rows else Tally()
        if rows:
            game, variant = self.keys[rows[0].row()]
            title, figure_name = game_words(game)
            self.heading.setText(translate_count("statistics", tally.played, "{game}, {variant}: {count} game",
                                                 "{game}, {variant}: {count} games", game=title, variant=variant))
            self.trend.caption = translate("statistics", "Your {figure}, last games", figure=figure_name)
        self.heading.setVisible(bool(rows))
        for chart in (self.bar, self.strip, self.trend):
            chart.show_tally(tally)
        self.accuracy.show_accuracies(self.accuracies.get(self.keys[rows[0].row()][0], []) if rows else [])

    def _reset_asked(self) -> None:
        if self._ask(translate("statistics", "Reset statistics"),
                     translate("statistics", "Forget every game counted so far, in all games and variants? "
                               "The list of recent games stays.")):
            self.show_book(self._reset())


class RecentGamesDialog(QDialog):
    """The last finished games, newest first; Replay deals the chosen one again, Review
    steps through it (``chosen``, and ``review_wanted`` for which)."""

    def __init__(self, recent: Sequence[FinishedGame], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("statistics", "Recent games"))
        self.recent = list(recent)
        self.review_wanted = False
        self.table = _table(RECENT_COLUMNS, stretch=-1)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        _fill(self.table, [_recent_row(game) for game in self.recent], numbers_from=len(RECENT_COLUMNS))
        self.table.itemDoubleClicked.connect(self.accept)
        note = QLabel(translate("statistics", "Replay deals the same cards to the same seats; Review steps through "
                                "a game played to its end, every card face up.") if self.recent
                      else translate("statistics", "No finished games yet."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = buttons.addButton(translate("statistics", "Review this game"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self._review)
        replay = buttons.addButton(translate("statistics", "Replay this deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        replay.setEnabled(bool(self.recent))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.table.itemSelectionChanged.connect(self._chosen_changed)
        self._chosen_changed()
        column = QVBoxLayout(self)
        column.addWidget(self.table, 1)
        column.addWidget(note)
        column.addWidget(buttons)
        self.resize(900, 460)

    def chosen(self) -> FinishedGame | None:
        rows = self.table.selectionModel().selectedRows()
        return self.recent[rows[0].row()] if rows else None

    def _chosen_changed(self) -> None:
        """Review is offered for a game played to its end, and says why not for one left."""
        game = self.chosen()
        self.review_button.setEnabled(game is not None and bool(game.actions))
        self.review_button.setToolTip("" if game is None or game.actions else
                                      translate("statistics", "Only a game played to its end can be reviewed.")
                                      if game.abandoned else
                                      translate("statistics", "This game's moves were not kept."))

    def _review(self) -> None:
        self.review_wanted = True
        self.accept()


def _recent_row(game: FinishedGame) -> list[str]:
    title, figure_name = game_words(game.game)
    players = ", ".join(seat.name if seat.level is None
                        else translate("statistics", "{player} ({level})", player=seat.name,
                                       level=level_name(seat.level))
                        for seat in game.seats)
    result = translate("statistics", "lost (left)") if game.abandoned \
        else relay("statistics", RESULT_WORDS[game.result])
    if game.take_backs:
        result = translate("statistics", "{result}, with take-backs", result=result)
    figure = "–" if game.figure is None else translate("statistics", "{figure}: {count}", figure=figure_name,
                                                       count=game.figure)
    return [game.date, title, game.variant, result, figure, str(game.seed), players]
