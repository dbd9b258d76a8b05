"""The window's side panel: the status line, the review button, the players' lines and the game log."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QSplitter, QVBoxLayout, QWidget

from deskcards.engine.words import translate
from deskcards.ui import palette

PANEL_STYLE = """
QWidget#panel {{ background: {side}; }}
QLabel {{ color: {ink}; }}
QLabel#status {{ font-size: {status}px; font-weight: 600; padding: {pad}px; background: {status_ground};
                border: {rim}px solid {ink}; border-radius: 8px; }}
QLabel#heading {{ font-size: {heading}px; color: {heading_ink}; text-transform: uppercase; padding-top: {pad}px; }}
QLabel#scores {{ font-size: {scores}px; padding: 4px {pad}px; }}
QListWidget {{ background: {log_ground}; color: {ink}; border: none; font-size: {log}px; }}
"""
ROOMY = {"status": 17, "heading": 13, "scores": 15, "log": 14, "pad": 8}
COMPACT = {"status": 14, "heading": 12, "scores": 13, "log": 13, "pad": 5}  # a narrow panel: more words a line
COMPACT_BELOW = 1100  # window widths under this take the compact panel
PANEL_WIDTH = 320
PANEL_MIN_WIDTH = 190  # the status still reads a few words a line
PANEL_MAX_SHARE = 0.27  # of the window's width


def panel_style(sizes: dict[str, int]) -> str:
    """The side panel's style sheet: its words at ``sizes``, in the theme's colours (``palette``)."""
    colours = {"side": palette.SIDE, "ink": palette.SIDE_INK, "status_ground": palette.SIDE_STATUS,
               "heading_ink": palette.SIDE_HEADING, "log_ground": palette.SIDE_LOG}
    return PANEL_STYLE.format(**sizes, rim=int(palette.stroke(1)) - 1,
                              **{key: colour.name() for key, colour in colours.items()})


def score_lines(rows) -> str:
    """The side panel's Players lines: each name in bold, then what the game says of it."""
    return "<br>".join(translate("window", "<b>{player}</b>: {detail}", player=name, detail=detail)
                       for name, detail in rows)


class SidePanel(QWidget):
    """Beside the table: ``status`` (whose turn, what to do, why a move was refused),
    ``review_button`` (once the game is over), ``scores`` and ``log``."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("panel")
        # A QWidget subclass paints no style-sheet background unless told to: the ink is light on dark.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._sizes: dict[str, int] | None = None
        column = QVBoxLayout(self)
        self.status = QLabel("")
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.scores = QLabel("")
        self.scores.setObjectName("scores")
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.scores.setWordWrap(True)  # a long line goes on under itself rather than off the edge
        self.log = QListWidget()
        self.log.setAccessibleName("Game log")
        self.log.setWordWrap(True)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # per line, the end showed a gap
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Wrapped lines get their height only once laid out, after scrollToBottom
        # has run; the log keeps to its newest line unless the player scrolled up.
        self._log_follows = True
        self._log_scroll_due = False
        log_bar = self.log.verticalScrollBar()
        log_bar.rangeChanged.connect(self._follow_log)
        log_bar.valueChanged.connect(lambda value: setattr(self, "_log_follows", value == log_bar.maximum()))
        self.review_button = QPushButton(translate("window", "Review this game"))
        self.review_button.hide()  # until the game is over
        self.analyse_button = QPushButton(translate("window", "Analyse this game"))
        self.analyse_button.hide()  # until the game is over
        column.addWidget(self.status)
        column.addWidget(self.review_button)
        column.addWidget(self.analyse_button)
        headings = ((translate("window", "Players"), self.scores), (translate("window", "Game log"), self.log))
        for title, widget in headings:
            heading = QLabel(title)
            heading.setObjectName("heading")
            column.addWidget(heading)
            column.addWidget(widget)
        column.setStretch(6, 1)
        self.setMinimumWidth(PANEL_MIN_WIDTH)
        self._size_words(ROOMY)

    def fit(self, width: int, splitter: QSplitter) -> None:
        """The panel's width and words for a window ``width`` wide. A small window keeps most
        of its width for the table; the splitter alone would keep the panel's width and squeeze the table."""
        widest = max(PANEL_MIN_WIDTH, round(width * PANEL_MAX_SHARE))
        self.setMaximumWidth(widest)
        if not self.isHidden():
            total, panel = sum(splitter.sizes()), min(PANEL_WIDTH, widest)
            splitter.setSizes([total - panel, panel])
        self._size_words(COMPACT if width < COMPACT_BELOW else ROOMY)

    def _size_words(self, sizes: dict[str, int]) -> None:
        if sizes is not self._sizes:
            self._sizes = sizes
            self.restyle()
            self.status.setMinimumHeight(round(sizes["status"] * 5))  # room for a few lines, so the log does not jump

    def restyle(self) -> None:
        """The style sheet again, in the theme now in use."""
        self.setStyleSheet(panel_style(self._sizes or ROOMY))

    def say(self, text: str) -> bool:
        """The status line (the window's announcer reads it out); whether it changed."""
        if text == self.status.text():
            return False
        self.status.setText(text)
        return True

    def show_refusal(self, text: str) -> None:
        """Why a menu's action cannot be done, in the status line and the log."""
        self.status.setText(text)
        self.add_line(text)

    def show_scores(self, rows: list[tuple[str, str]]) -> None:
        self.scores.setText(score_lines(rows))

    def add_line(self, line: str) -> None:
        """A line at the end of the game log."""
        self.log.addItem(line)
        if self._log_follows and not self._log_scroll_due:
            # Once per burst of lines: a resumed game retells hundreds, and each scroll
            # lays out every wrapped line again.
            self._log_scroll_due = True
            QTimer.singleShot(0, self._scroll_log)

    def _follow_log(self, _low: int, high: int) -> None:
        if self._log_follows:
            self.log.verticalScrollBar().setValue(high)

    def _scroll_log(self) -> None:
        self._log_scroll_due = False
        if self._log_follows:
            self.log.scrollToBottom()
