"""Game > Review game: a finished game, move by move, with every card face up.

Each position is drawn by the game's own table on a scene of the review's
own, every face shown (``CardsOnTable.show_every_face``), in a view that takes
no mouse or key: nothing here can play a move, and the window's table is
left as it was. The log beside it tells exactly what the game's log told up
to the position, the lines of the move that led there marked.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGraphicsProxyWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deskcards.engine.words import noop, relay, translate
from deskcards.review import AskHardAI, GameReview
from deskcards.ui.animator import Animator
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.game_table import GameTable
from deskcards.ui.play import lay_table
from deskcards.ui.review_coach import AnalyseReviewed, ReviewCoach
from deskcards.ui.side_panel import (
    COMPACT,
    COMPACT_BELOW,
    PANEL_MAX_SHARE,
    PANEL_MIN_WIDTH,
    PANEL_WIDTH,
    ROOMY,
    panel_style,
    score_lines,
)
from deskcards.ui.spots import Button
from deskcards.ui.table_items import SeatPlate
from deskcards.ui.table_scene import TableScene
from deskcards.ui.table_view import TableView

if TYPE_CHECKING:
    from deskcards.coach.analysis import Analysis

MOVE_ROLE = Qt.ItemDataRole.UserRole  # a log line's move number
CURRENT_LINE = QColor(64, 96, 78)
REVIEW_STYLE = "QPushButton#ask { padding: 6px; }"
ASK = noop("review", "What would the hard AI do here?")
ASK_NARROW = noop("review", "What would the hard AI\ndo here?")  # on two lines, for a narrow panel
READABLE_SCALE = 0.9  # of the player's card size: the least an opponent's hand is shown at
CORNER_SHARE = 0.38  # of a card's width left in sight by the next card: its rank and suit
GAP = 4.0  # between such a row and a plate it was moved off


def spread_hidden_hands(table: GameTable, scene: TableScene) -> None:
    """Lay each other seat's hand out in a straight row, every card's corner in sight, the
    row clear of the seats' plates and within the table: at play those hands are small
    fans of backs, unreadable face up."""
    hands: dict[str, list[tuple[int, int]]] = {}
    for card, (zone, index) in table.cards.where.items():
        if zone.startswith("hand:") and zone != f"hand:{table.human}":
            hands.setdefault(zone, []).append((index, card))
    plates = [item.sceneBoundingRect() for item in scene.items() if isinstance(item, SeatPlate)]
    for zone, cards in hands.items():
        cards.sort()
        places = [table.placed(zone, index, card)[0] for index, card in cards]
        scale = max(max(place.scale for place in places), READABLE_SCALE * table.card_scale)
        step = CORNER_SHARE * CARD_WIDTH * scale
        row = QRectF(0, 0, (len(cards) - 1) * step + CARD_WIDTH * scale, CARD_HEIGHT * scale)
        row.moveCenter(QPointF(sum(place.centre.x() for place in places) / len(places),
                               sum(place.centre.y() for place in places) / len(places)))
        row = _placed_clear(row, plates, table.area)
        bottom = min(table.cards.items[card].zValue() for _, card in cards)
        for number, (_, card) in enumerate(cards):  # each card over the one before, leaving its corner
            centre = QPointF(row.left() + CARD_WIDTH * scale / 2 + number * step, row.center().y())
            table.cards.items[card].animate(centre, rotation=0, scale=scale, z=bottom + number * 0.01, face_up=True,
                                            duration=0)


def _placed_clear(row: QRectF, plates: list[QRectF], area: QRectF) -> QRectF:
    """``row`` moved the shorter way off each plate it covers, then into ``area``."""
    row = QRectF(row)
    for plate in plates:
        if not row.intersects(plate):
            continue
        away = row.center() - plate.center()
        dx = (plate.right() + GAP - row.left()) if away.x() >= 0 else (plate.left() - GAP - row.right())
        dy = (plate.bottom() + GAP - row.top()) if away.y() >= 0 else (plate.top() - GAP - row.bottom())
        row.translate(dx, 0) if abs(dx) <= abs(dy) else row.translate(0, dy)
    row.moveLeft(min(max(row.left(), area.left()), area.right() - row.width()))
    row.moveTop(min(max(row.top(), area.top()), area.bottom() - row.height()))
    return row


class ReviewDialog(QDialog):
    """Steps through ``review``; ``ask_hard_ai``, if given, answers "What would the hard AI do here?";
    ``coach`` shows ``analysis``'s flagged decisions, or offers ``analyse`` to make them."""

    def __init__(self, review: GameReview, prefs, ask_hard_ai: AskHardAI | None = None, parent=None,
                 analysis: Analysis | None = None, analyse: AnalyseReviewed | None = None):
        super().__init__(parent)
        self.review, self.prefs, self.ask_hard_ai = review, prefs, ask_hard_ai
        self.setWindowTitle(translate("review", "Review of a {game} game ({variant}), every card face up",
                                      game=review.ruleset.title, variant=review.record.variant))
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.scene.reshaped.connect(lambda: QTimer.singleShot(0, self, self._lay_again))  # as the runner does
        self.view.setInteractive(False)  # read-only: no gesture reaches the table
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.animator = Animator(self)
        self.step = 0  # the deal
        self.answers: dict[int, str] = {}  # the hard AI's answer at each position it was asked about
        self.asking: set[int] = set()  # the positions whose answer is still to come
        self.coach = ReviewCoach(self, review.ruleset.title, self.show_step, analysis, analyse)
        self._build()
        self._lay(0)
        self.lines = self._narration()
        self._tell_where(0)

    # -- building ------------------------------------------------------------
    def _build(self) -> None:
        self._build_panel()
        bar = self._build_bar()
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        share = round(PANEL_MAX_SHARE * 100)  # the panel's part of the width, as at the table
        top.addWidget(self.view, 100 - share)
        top.addWidget(self.panel, share)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 6)
        outer.addLayout(top, 1)
        outer.addWidget(self.coach.band)  # the coach's words under the face-up cards
        bar.setContentsMargins(8, 0, 8, 0)
        outer.addLayout(bar)
        parent = self.parentWidget()
        self.resize(parent.size() if parent is not None else self.size().expandedTo(self.minimumSizeHint()))

    def _build_panel(self) -> None:
        """The side panel: where the review is, the players, the log, the hard AI's answer."""
        self.panel = QWidget()
        self.panel.setObjectName("panel")
        column = QVBoxLayout(self.panel)
        self.where = QLabel()
        self.where.setObjectName("status")
        self.where.setWordWrap(True)
        self.where.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.scores = QLabel()
        self.scores.setObjectName("scores")
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.scores.setWordWrap(True)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)  # per line would end in a gap
        self.log.itemClicked.connect(lambda item: self.show_step(item.data(MOVE_ROLE)))
        self._current_line: QListWidgetItem | None = None  # the last line of the move shown
        self.log.verticalScrollBar().rangeChanged.connect(lambda _low, _high: self._keep_in_sight())
        self.ask_button = QPushButton(relay("review", ASK))
        self.ask_button.setAccessibleName(relay("review", ASK))
        self.ask_button.setObjectName("ask")
        self.ask_button.clicked.connect(self.ask)
        self.answer = QLabel()
        self.answer.setObjectName("scores")
        self.answer.setWordWrap(True)
        # Without a way to ask the hard AI the question is not offered at all.
        self.ask_button.setVisible(self.ask_hard_ai is not None)
        column.addWidget(self.where)
        for title, widget in ((translate("review", "Players"), self.scores),
                              (translate("review", "Game log"), self.log)):
            heading = QLabel(title)
            heading.setObjectName("heading")
            column.addWidget(heading)
            column.addWidget(widget)
        column.addWidget(self.ask_button)
        column.addWidget(self.answer)
        column.addWidget(self.coach.button)
        column.setStretch(4, 1)
        self.panel.setMinimumWidth(PANEL_MIN_WIDTH)
        self.panel.setMaximumWidth(PANEL_WIDTH)
        self._panel_sizes: dict[str, int] | None = None

    def _build_bar(self) -> QHBoxLayout:
        """The row under the table that steps through the game."""
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.review.moves)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the review wherever the focus is
        self.slider.valueChanged.connect(self.show_step)
        self.counter = QLabel()
        self.first, self.back, self.forward, self.last = (
            self._button(text, tip, slot) for text, tip, slot in (
                (translate("review", "|◀ Deal"), translate("review", "Back to the deal (Home)"),
                 lambda: self.show_step(0)),
                (translate("review", "◀ Back"), translate("review", "One move back (Left)"),
                 lambda: self.show_step(self.step - 1)),
                (translate("review", "Next ▶"), translate("review", "One move on (Right)"),
                 lambda: self.show_step(self.step + 1)),
                (translate("review", "End ▶|"), translate("review", "On to the end (End)"),
                 lambda: self.show_step(self.review.moves))))
        close = QPushButton(translate("review", "Close"))
        close.clicked.connect(self.accept)
        bar = QHBoxLayout()
        for control in (self.first, self.coach.previous_mistake, self.back, self.slider, self.forward,
                        self.coach.next_mistake, self.last, self.counter, close):
            bar.addWidget(control, 1 if control is self.slider else 0)
        for key, button in ((Qt.Key.Key_Home, self.first), (Qt.Key.Key_Left, self.back),
                            (Qt.Key.Key_Right, self.forward), (Qt.Key.Key_End, self.last)):
            QShortcut(QKeySequence(key), self, button.click)
        return bar

    def _button(self, text: str, tip: str, slot) -> QToolButton:
        button = QToolButton()  # as wide as its words: a push button's least width would crowd a small window
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(slot)
        return button

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        sizes = COMPACT if event.size().width() < COMPACT_BELOW else ROOMY
        if sizes is not self._panel_sizes:
            self._panel_sizes = sizes
            self.panel.setStyleSheet(panel_style(sizes) + REVIEW_STYLE)
            self.ask_button.setText(relay("review", ASK if sizes is ROOMY else ASK_NARROW))

    # -- positions -----------------------------------------------------------
    def _lay_again(self) -> None:
        """The table changed shape: the same position, laid out for it."""
        self._lay(self.step)

    def _lay(self, step: int) -> None:
        """Draw position ``step`` with the game's table, every face up, the current player's plate lit."""
        position = self.review.position(step)
        self.table = lay_table(self.scene, self.animator, position, self.prefs, confirm=lambda _text: False)
        self.table.cards.show_every_face()
        self.table.sync(position.state.zones())
        spread_hidden_hands(self.table, self.scene)
        self.table.fixtures.mark_turn(self.review.to_move(step))
        self.animator.finish_all()
        for item in self.scene.items():  # the table's own controls: there is nothing to play here
            if isinstance(item, (Button, QGraphicsProxyWidget)):
                item.hide()

    def _narration(self) -> list[tuple[int, str]]:
        """Every line of the game's log, with the move that told it, as the table told them:
        the game's opening (Destiny's first blinds) as move 0, the deal's."""
        before = self.review.position(0).state
        opening = self.review.ruleset.opening_events(self.review.record.seed)
        lines = [(0, line) for line in self.table.describe(opening, before, before)]
        for move in range(1, self.review.moves + 1):
            after = self.review.position(move).state
            lines += [(move, line) for line in self.table.describe(self.review.events(move), before, after)]
            before = after
        return lines

    def show_step(self, step: int) -> None:
        """Show the position after ``step`` moves (0: the deal), kept within the game."""
        step = max(0, min(step, self.review.moves))
        if step != self.step:
            self.step = step
            self._lay(step)
            self._tell_where(step)

    def _tell_where(self, step: int) -> None:
        """The log, the controls and the words beside the table, for position ``step``."""
        self._show_log(step)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.first.setEnabled(step > 0)
        self.back.setEnabled(step > 0)
        self.forward.setEnabled(step < self.review.moves)
        self.last.setEnabled(step < self.review.moves)
        self.counter.setText(f"{step} / {self.review.moves}")
        self.coach.tell(step)
        self.where.setText(self._where_words(step))
        self.scores.setText(score_lines(self.table.scores()))
        current_player = self.review.to_move(step)
        self.ask_button.setEnabled(current_player is not None and step not in self.asking)
        player = self.review.seats[current_player].name if current_player is not None else ""
        if step in self.answers:
            # The review shows every face; the AI, as at play, saw only what that seat saw.
            self.answer.setText(translate("review", "{answer}\nIt knew only what {player} knew here, not the "
                                          "other cards shown face up.", answer=self.answers[step], player=player))
        elif step in self.asking:
            self.answer.setText(translate("review", "The hard AI is thinking for {player}, from what {player} "
                                          "knew here…", player=player))
        else:
            self.answer.setText("")
        self.answer.setVisible(bool(self.answer.text()))  # no gap in a crowded panel

    def _where_words(self, step: int) -> str:
        current_player = self.review.to_move(step)
        if step == 0:
            return translate("review", "The deal, before the first move. Next to move: {player}.",
                             player=self.review.seats[current_player].name) if current_player is not None \
                else translate("review", "The deal, before the first move. The game is over.")
        if current_player is None:
            return translate("review", "After move {move} of {moves}. The game is over.", move=step,
                             moves=self.review.moves)
        return translate("review", "After move {move} of {moves}. Next to move: {player}.", move=step,
                         moves=self.review.moves, player=self.review.seats[current_player].name)

    def _show_log(self, step: int) -> None:
        """The log's lines up to ``step``, the move's own lines marked and in sight."""
        told = bisect_right([move for move, _ in self.lines], step)
        while self.log.count() > told:
            self.log.takeItem(self.log.count() - 1)
        for move, text in self.lines[self.log.count():told]:
            item = QListWidgetItem(text)
            item.setData(MOVE_ROLE, move)
            self.log.addItem(item)
        self._current_line = None
        for row in range(self.log.count()):
            item = self.log.item(row)
            marked = item.data(MOVE_ROLE) == step
            font = QFont(item.font())
            font.setBold(marked)
            item.setFont(font)
            item.setBackground(QBrush(CURRENT_LINE) if marked else QBrush())
            self._current_line = item if marked else self._current_line
        self._keep_in_sight()

    def _keep_in_sight(self) -> None:
        """Scroll the log to the move's last line (or the end): again whenever wrapped lines
        change height, as they do once the log is laid out at its width."""
        if self._current_line is not None:
            self.log.scrollToItem(self._current_line)
        else:
            self.log.scrollToBottom()

    def current_lines(self) -> list[str]:
        """The log's marked lines: what the move that led here told."""
        return [self.log.item(row).text() for row in range(self.log.count())
                if self.log.item(row).data(MOVE_ROLE) == self.step]

    # -- the hard AI ---------------------------------------------------------------
    def ask(self) -> None:
        """Ask what the hard AI would play here, from the seat to move and what it knows."""
        step, seat = self.step, self.review.to_move(self.step)
        if self.ask_hard_ai is None or seat is None:
            return
        self.asking.add(step)
        self._tell_where(step)
        self.ask_hard_ai(self.review.prefix(step), seat, lambda words: self._answered(step, words))

    def _answered(self, step: int, words: str) -> None:
        self.asking.discard(step)
        self.answers[step] = words
        if step == self.step:  # else it waits until the player comes back to that position
            self._tell_where(step)
