"""A finished game's decisions of one seat, each graded by the hard AI: ``analyse``.

``analyse(record, seat)`` replays the record and, at each decision of ``seat``
with more than one legal action, asks the game's appraiser
(``GameSpec.appraiser``, ``deskcards.ai.appraisal``) with only
``state.observation(seat)``: what the seat knew then, never the hidden cards.
The seed of each appraisal comes from the record's seed and the position, as a
hint's does (``deskcards.hints``), so the same game analysed twice grades the
same. ``grade.thresholds(game)`` turns each loss into a grade.

``progress(done, total)`` hears of each graded decision (first ``(0, total)``).
``cancelled()`` is asked before each one; when it says True, ``analyse`` raises
``Cancelled`` and returns nothing.

``Analysis.to_json()`` / ``Analysis.from_json()`` round-trip a plain dict, so
an analysis can be kept beside its record; ``from_json`` refuses damaged data
with a ValueError saying what is wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, dataclass

from deskcards.ai.agent import thinking_factor
from deskcards.engine.record import GameRecord, RecordError
from deskcards.engine.rng import stream_seed
from deskcards.engine.words import translate
from deskcards.games import load_game, play_on, spec
from deskcards.games.game_spec import LoadedRules

from .analysis_json import FORMAT, read_analysis
from .grade import GRADES, thresholds


class Cancelled(Exception):
    """``analyse`` was asked to stop (its ``cancelled()`` said True)."""


@dataclass(frozen=True)
class GradedDecision:
    index: int  # position of the move in record.actions
    played: str  # the action as the record writes it
    played_words: str  # in a player's words (spec.action_words)
    played_value: float
    best: str
    best_words: str
    best_value: float
    loss: float  # best_value - played_value
    grade: str  # one of grade.GRADES
    reason: str | None  # why best rather than played where the game can say, else why best; in hints' words

    def sentence(self) -> str:
        """"Move 12: you chose to play 2♣ (41%); the hard AI would rather play A♣ (58%): reason".
        A move's words begin with its verb, so "you chose to" and "would rather" frame them."""
        line = translate("coach", "Move {number}: you chose to {played} ({played_value}); the hard AI would "
                         "rather {best} ({best_value})", number=self.index + 1, played=self.played_words,
                         played_value=f"{self.played_value:.0%}", best=self.best_words,
                         best_value=f"{self.best_value:.0%}")
        return f"{line}: {self.reason}" if self.reason else line


@dataclass(frozen=True)
class Analysis:
    game: str
    seat: int  # from 0
    thinking: str  # the hard AI's thinking time (deskcards.ai.agent.THINKING)
    unit: str  # what the values are: "win chance" or "expected score"
    decisions: tuple[GradedDecision, ...]  # the seat's decisions with more than one legal action

    def accuracy(self) -> float:
        """0..100, as ``deskcards.coach.grade`` defines it; 100 when nothing was graded."""
        if not self.decisions:
            return 100.0
        limits = thresholds(self.game)
        return 100.0 * sum(limits.score(decision.loss) for decision in self.decisions) / len(self.decisions)

    def counts(self) -> dict[str, int]:
        """How many decisions earned each grade, every grade named (from good to blunder)."""
        return {level: sum(decision.grade == level for decision in self.decisions) for level in GRADES}

    def flagged(self) -> tuple[GradedDecision, ...]:
        """The decisions graded worse than good, in the order played."""
        return tuple(decision for decision in self.decisions if decision.grade != GRADES[0])

    def as_text(self) -> str:
        """The report as ``deskcards analyse`` prints it: accuracy, the count at each
        grade, then each flagged decision's sentence and grade."""
        lines = [(f"{spec(self.game).title}, seat {self.seat + 1}: accuracy {self.accuracy():.0f}% over "
                 f"{len(self.decisions)} decisions (the hard AI's {self.unit}, thinking {self.thinking})"),
                 ", ".join(f"{level} {count}" for level, count in self.counts().items())]
        lines += [f"{decision.sentence()} [{decision.grade}]" for decision in self.flagged()]
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game, "seat": self.seat, "thinking": self.thinking,
                "unit": self.unit, "decisions": [asdict(decision) for decision in self.decisions]}

    @classmethod
    def from_json(cls, data: object) -> Analysis:
        """The analysis ``to_json`` gave; ValueError saying what is wrong with damaged data."""
        header, decisions = read_analysis(data)
        return cls(**header, decisions=tuple(GradedDecision(**decision) for decision in decisions))


def analyse(record: GameRecord, seat: int, thinking: str = "normal",
            progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> Analysis:
    """Grade each decision of ``seat`` (from 0) in the finished game ``record``.
    RecordError for a record that does not replay; ValueError for a seat out of range,
    a game not over, an unknown thinking time or a game with no appraiser yet;
    ``Cancelled`` when ``cancelled()`` says so."""
    thinking_factor(thinking)  # refuses an unknown thinking time
    if not 0 <= seat < record.players:
        raise ValueError(f"there is no seat {seat + 1}: the game has seats 1 to {record.players}")
    game = spec(record.game)
    if game.appraiser is None:
        raise ValueError(f"{game.title} has no coach yet")
    try:
        ruleset = load_game(record.game, record.variant, record.players)
    except ValueError as exc:  # a house rule deleted since, say
        raise RecordError(str(exc)) from None
    positions = _decisions_of(ruleset, record, seat)
    appraiser = game.appraiser()
    limits = thresholds(record.game)
    state = ruleset.new_state(record.seed)
    graded: list[GradedDecision] = []
    units: list[str] = []
    if progress is not None:
        progress(0, len(positions))
    for index in positions:
        play_on(ruleset, state, record.actions[:index], graded[-1].index if graded else 0)
        if cancelled is not None and cancelled():
            raise Cancelled
        seen = state.observation(seat)
        appraisal = appraiser.appraise(seen, random.Random(stream_seed(record.seed, index)), thinking)
        played = ruleset.parse_action(record.actions[index])
        if played not in appraisal.values:
            raise ValueError(f"the {game.title} appraiser gave no value to move {index + 1} ({record.actions[index]})")
        played_value, best_value = appraisal.values[played], appraisal.values[appraisal.best]
        contrast = getattr(appraiser, "contrast", None)  # optional: see ai.appraisal.Appraiser
        reason = (contrast(seen, appraisal.best, played) if contrast is not None and played != appraisal.best
                  else None) or appraisal.reason
        loss = max(0.0, best_value - played_value)  # a played move the search rates above its best is no loss
        graded.append(GradedDecision(
            index, record.actions[index], game.action_words(seen, played), played_value,
            str(appraisal.best), game.action_words(seen, appraisal.best), best_value, loss, limits.grade(loss),
            reason))
        units.append(appraisal.unit)
        if progress is not None:
            progress(len(graded), len(positions))
    return Analysis(record.game, seat, thinking, units[0] if units else "win chance", tuple(graded))


def _decisions_of(ruleset: LoadedRules, record: GameRecord, seat: int) -> list[int]:
    """The indices in ``record.actions`` where ``seat`` chose among more than one legal
    action. RecordError for an action that cannot be replayed; ValueError for a game not over."""
    state = ruleset.new_state(record.seed)
    positions = []
    for index in range(len(record.actions)):
        if state.current_player == seat and len(state.legal_actions()) > 1:
            positions.append(index)
        play_on(ruleset, state, record.actions[: index + 1], index)
    if not state.is_terminal():
        raise ValueError("the game is not over; only a finished game can be analysed")
    return positions
