"""The bar over the table when you are out and the others play on: it says so,
and offers to let the AIs finish at full speed or to start a new game at once."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from deskcards.engine.words import translate

BAR_STYLE = """
QFrame#skipBar { background: #f3e3a6; border-bottom: 1px solid #b59b3c; }
QFrame#skipBar QLabel { color: #2b2410; font-size: 15px; font-weight: 600; }
QFrame#skipBar QPushButton { font-size: 14px; padding: 5px 12px; }
"""


class SkipAheadBar(QFrame):
    finish_wanted = Signal()  # "Let the AIs finish"
    new_game_wanted = Signal()  # "New game"

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("skipBar")
        self.setStyleSheet(BAR_STYLE)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.finish = QPushButton(translate("window", "Let the AIs finish"))
        self.finish.setDefault(True)
        self.new_game = QPushButton(translate("window", "New game"))
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.words, 1)
        row.addWidget(self.finish)
        row.addWidget(self.new_game)
        self.finish.clicked.connect(self._finish_clicked)
        self.new_game.clicked.connect(self.new_game_wanted)
        self.hide()

    def offer(self, sentence: str) -> None:
        """Say ``sentence`` (why you are out) and offer the two ways on."""
        self.words.setText(sentence)
        self.finish.setEnabled(True)
        self.show()

    def finishing(self, progress: str) -> None:
        """The AIs play on at full speed; ``progress`` says how far the game has come."""
        self.words.setText(translate("window", "The AIs are finishing at full speed… ({progress})", progress=progress)
                           if progress else translate("window", "The AIs are finishing at full speed…"))
        self.finish.setEnabled(False)

    def _finish_clicked(self) -> None:
        self.finishing("")
        self.finish_wanted.emit()
