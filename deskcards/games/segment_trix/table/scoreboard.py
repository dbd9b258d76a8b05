"""The scoreboard at the Segment Trix table: a Scores button, and the
ScoreBoard of ``scores.py`` kept up to date from the events the table
shows (a resumed game's rounds are replayed from its record).

The board shows itself at each round's end, until you click the table or
press Enter (a table of AIs only pauses), and stays up when the game is
over; the button, the S key (Game > Scores, any time) or a click on the board itself
shows and hides it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from deskcards.engine.words import translate
from deskcards.ui import palette
from deskcards.ui.spots import Button

from ..score_sheet import RoundRow, ScoreSheet
from .scores import ScoreBoard

if TYPE_CHECKING:
    from deskcards.engine.events import Event
    from deskcards.engine.record import GameRecord
    from deskcards.ui.table_scene import TableScene

    from ..rules import SegmentTrixRules

BUTTON_KEY = "scores-button"
BUTTON_SIZE = (150.0, 46.0)


class TableScores:
    def __init__(self, scene: TableScene, names: Sequence[str], ruleset: SegmentTrixRules, record: GameRecord) -> None:
        self.sheet = ScoreSheet.replayed(ruleset, record.seed, record.actions)
        self.board = ScoreBoard(names, ruleset.setup.rounds)
        self.board.set_rounds(self.sheet.rows)
        self.board.hide()
        scene.register(self.board.key, self.board)  # a click on the board hides it, never reaches a card
        self.button = Button(BUTTON_KEY, translate("segment-trix", "Scores"), BUTTON_SIZE, palette.COOL_BUTTON)
        scene.register(BUTTON_KEY, self.button)

    def place(self, button_at: QPointF, board_at: QPointF) -> None:
        self.button.setPos(button_at)
        self.board.setPos(board_at)
        self.board.refit()  # to grow about its new place

    def keys(self) -> list[str]:
        """What may be clicked: the button, and the board while it is up."""
        return [BUTTON_KEY, *([self.board.key] if self.board.isVisible() else [])]

    def toggle(self) -> None:
        self.board.setVisible(not self.board.isVisible())

    def note(self, event: Event) -> list[RoundRow] | None:
        """Take in one event as it is shown; every round so far when it ends one."""
        return list(self.sheet.rows) if self.sheet.note(event) is not None else None

    def show(self, rows: Sequence[RoundRow]) -> None:
        self.board.set_rounds(rows)
        self.board.show()
