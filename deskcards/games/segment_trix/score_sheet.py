"""The score sheet of a Segment Trix game, one row a round, from public events.

``ScoreSheet.note`` reads the events the engine reports as they come (the
table feeds it what it shows); ``ScoreSheet.replayed`` rebuilds the sheet of
a saved game from its seed and action texts. A row keeps each seat's score
and running total (from ``RoundScored``) and the tricks each seat took that
round (counted from ``TrickWon``), which tells the 10 points of a round
played out with no chips left and no tricks from 10 points earned by tricks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.events import Event

from .events import RoundScored, TrickWon

if TYPE_CHECKING:
    from .rules import SegmentTrixRules


@dataclass(frozen=True)
class RoundRow:
    """Round ``number`` (from 1): ``scores``, running ``totals`` and ``tricks`` per seat."""

    number: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    tricks: tuple[int, ...]

    def made(self, seat: int) -> bool:
        """Whether ``seat``'s unused chips matched its tricks: a match always
        scores (2 a trick, or 10 for none) and a miss scores 0."""
        return self.scores[seat] > 0

    def blank(self, seat: int) -> bool:
        """Whether ``seat`` scored the 10 for no chips left and no tricks."""
        return self.made(seat) and self.tricks[seat] == 0


class ScoreSheet:
    """Every finished round of one game, in order."""

    def __init__(self, players: int):
        self.players = players
        self.rows: list[RoundRow] = []
        self._tricks = [0] * players

    def note(self, event: Event) -> RoundRow | None:
        """Take one event into account; the new row when it ends a round."""
        if isinstance(event, TrickWon):
            self._tricks[event.seat] += 1
        elif isinstance(event, RoundScored):
            row = RoundRow(event.number, tuple(event.scores), tuple(event.totals), tuple(self._tricks))
            self.rows.append(row)
            self._tricks = [0] * self.players
            return row
        return None

    def note_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.note(event)

    @classmethod
    def replayed(cls, ruleset: SegmentTrixRules, seed: int, actions: Sequence[str]) -> ScoreSheet:
        """The sheet of the game that ``actions`` (texts) play from ``seed``."""
        sheet = cls(ruleset.players)
        state = ruleset.new_state(seed)
        for text in actions:
            sheet.note_all(state.apply(ruleset.parse_action(text)))
        return sheet
