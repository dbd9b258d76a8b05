"""The player's statistics and recent games: one YAML file in the user's data folder.

Per game and variant the book keeps games played, won, lost and drawn, the
current streak and the best winning streak, the game's own figure for the
human's seat (``state.figure``: points, chips, hands won...) and how many games
had take-backs. Beside the tallies it keeps the last ``RECENT_KEPT`` finished
games, each with what it takes to deal it again and, for one played to its end,
its line of play to review it (``actions``, left out of a file that lacks it)::

    format: 1
    tallies:
    - game: segfault
      variant: standard
      played: 3
      won: 1
      lost: 2
      drawn: 0
      streak: -2
      best_streak: 1
      take_backs: 0
      figure_total: 4
      figured: 2
      last: [[won, 3], [lost, 1], [lost, null]]
    recent:
    - game: segfault
      variant: standard
      seats: [{name: You, kind: human, level: null}, ...]
      seed: 7
      result: lost
      figure: null
      take_backs: false
      abandoned: true
      date: 2026-11-26 18:50
      actions: []

The file is written atomically like the saves. One that cannot be read, or
that another format (a newer DeskCards) wrote, is set aside and play goes on
with fresh statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs
import yaml

from deskcards.engine import yamlsafe
from deskcards.engine.record import MAX_SEED, GameRecord, RecordError
from deskcards.engine.words import translate
from deskcards.engine.yamlsafe import YamlProblem
from deskcards.saves import set_aside, write_atomic
from deskcards.session import GameSession, SeatInfo, seat_data, seat_from_data

FORMAT = 1
BOOK_NAME = "statistics.yaml"
MAX_BOOK_BYTES = 1024 * 1024
MAX_FIGURE = 2**53  # far beyond any real tally, and exact as a float: averages and percentages stay numbers
RECENT_KEPT = 20
# The longest line of play kept for a review, in characters: the longest real games are
# under 8 KB, and 20 such lines keep the book far under MAX_BOOK_BYTES.
MAX_LINE_CHARS = 16 * 1024
LAST_KEPT = 30  # results (and figures) per tally, for the strip and the trend
RESULTS = ("won", "lost", "drawn")
_TALLY_COUNTS = ("played", "won", "lost", "drawn", "streak", "best_streak", "take_backs", "figure_total", "figured")


class BookError(ValueError):
    """What is wrong with a statistics file; the message ends a sentence."""


@dataclass(frozen=True)
class FinishedGame:
    """One finished (or abandoned) game, as the human's seat saw it.

    ``figure`` is None for an abandoned game: its figure was never reached.
    ``actions`` is the line of play of a game played to its end, to review it; empty
    for an abandoned game, a line too long to keep, and a game an older DeskCards kept.
    """

    game: str
    variant: str
    seats: tuple[SeatInfo, ...]
    seed: int
    result: str  # one of RESULTS
    figure: int | None
    take_backs: bool
    abandoned: bool
    date: str  # local time, "YYYY-MM-DD HH:MM"
    actions: tuple[str, ...] = ()

    def record(self) -> GameRecord:
        """The game as a record: dealt again from its seed, its line of play replayed."""
        return GameRecord(self.game, self.variant, len(self.seats), self.seed, list(self.actions))


@dataclass
class Tally:
    """One game and variant's figures. ``streak`` is wins in a row (above 0) or
    losses in a row (below 0) up to the last game; a draw ends either."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    best_streak: int = 0
    take_backs: int = 0
    figure_total: int = 0
    figured: int = 0  # the games with a figure (not abandoned)
    last: list[tuple[str, int | None]] = field(default_factory=list)  # oldest first

    def add(self, game: FinishedGame) -> None:
        self.played += 1
        setattr(self, game.result, getattr(self, game.result) + 1)
        if game.result == "won":
            self.streak = max(self.streak, 0) + 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = min(self.streak, 0) - 1 if game.result == "lost" else 0
        self.take_backs += game.take_backs
        if game.figure is not None:
            self.figure_total += game.figure
            self.figured += 1
        self.last = [*self.last, (game.result, game.figure)][-LAST_KEPT:]

    def average_figure(self) -> float | None:
        return self.figure_total / self.figured if self.figured else None


@dataclass
class Scorebook:
    """Tallies by (game, variant), and the recent games, newest first."""

    tallies: dict[tuple[str, str], Tally] = field(default_factory=dict)
    recent: list[FinishedGame] = field(default_factory=list)

    def add(self, game: FinishedGame) -> None:
        self.tallies.setdefault((game.game, game.variant), Tally()).add(game)
        self.recent = [game, *self.recent][:RECENT_KEPT]

    def dumps(self) -> str:
        tallies = [{"game": game, "variant": variant,
                    **{name: getattr(tally, name) for name in _TALLY_COUNTS},
                    "last": [list(entry) for entry in tally.last]}
                   for (game, variant), tally in self.tallies.items()]
        recent = [{"game": game.game, "variant": game.variant, "seats": list(map(seat_data, game.seats)),
                   "seed": game.seed, "result": game.result, "figure": game.figure,
                   "take_backs": game.take_backs, "abandoned": game.abandoned, "date": game.date,
                   "actions": list(game.actions)}
                  for game in self.recent]
        data = {"format": FORMAT, "tallies": tallies, "recent": recent}
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)

    @classmethod
    def loads(cls, text: str) -> Scorebook:
        """Read a statistics file; BookError says what is wrong with it."""
        try:
            data = yamlsafe.plain(yamlsafe.parse_text(text, "statistics file"))
        except YamlProblem as err:
            raise BookError(f"it is not valid YAML{f' at line {err.line}' if err.line else ''}") from None
        if not isinstance(data, dict):
            raise BookError("it is not a mapping of tallies and recent games")
        if data.get("format", FORMAT) != FORMAT:  # a file without one is the first format
            raise BookError(f"it was written in format {data['format']!r}, and this DeskCards reads format {FORMAT}")
        book = cls()
        for entry in _entries(data, "tallies"):
            game, variant = _get(entry, "game", str), _get(entry, "variant", str)
            book.tallies[(game, variant)] = _tally(entry, game, variant)
        recent = _entries(data, "recent")[:RECENT_KEPT]
        book.recent = [_finished(entry, number) for number, entry in enumerate(recent, 1)]
        return book


def _entries(data: dict, key: str) -> list[dict]:
    entries = data.get(key)
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        raise BookError(f"'{key}' is not a list of mappings")
    return entries


def _get(entry: dict, key: str, kind: type, check: Callable[[Any], bool] = lambda value: True) -> Any:
    value = entry.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)) or not check(value):
        raise BookError(f"'{key}' has the wrong value {value!r}")
    return value


def _figure(value: Any) -> int | None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not _sized(value)):
        raise BookError(f"a figure has the wrong value {value!r}")
    return value


def _sized(number: int) -> bool:
    return abs(number) <= MAX_FIGURE


def _tally(entry: dict, game: str, variant: str) -> Tally:
    counts = {name: _get(entry, name, int, _sized) for name in _TALLY_COUNTS}
    negative = any(count < 0 for name, count in counts.items() if name != "streak")
    if negative or counts["played"] < 1 or counts["played"] != sum(counts[result] for result in RESULTS):
        raise BookError(f"the tally of {game} ({variant}) does not add up")
    last = _get(entry, "last", list)
    if not all(isinstance(item, list) and len(item) == 2 and item[0] in RESULTS for item in last):
        raise BookError("'last' is not a list of results and figures")
    return Tally(**counts, last=[(result, _figure(figure)) for result, figure in last[-LAST_KEPT:]])


def _finished(entry: dict, number: int) -> FinishedGame:
    try:
        seats = tuple(seat_from_data(seat, place) for place, seat in enumerate(_get(entry, "seats", list), 1))
    except RecordError as err:
        raise BookError(f"recent game {number}: {err}") from None
    return FinishedGame(
        game=_get(entry, "game", str), variant=_get(entry, "variant", str), seats=seats,
        seed=_get(entry, "seed", int, lambda seed: 0 <= seed <= MAX_SEED),
        result=_get(entry, "result", str, lambda result: result in RESULTS), figure=_figure(entry.get("figure")),
        take_backs=_get(entry, "take_backs", bool), abandoned=_get(entry, "abandoned", bool),
        date=_get(entry, "date", str), actions=tuple(_line(entry.get("actions", []))))


def _line(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(action, str) for action in value) \
            or sum(map(len, value)) > MAX_LINE_CHARS:
        raise BookError(f"'actions' is not a line of play of at most {MAX_LINE_CHARS} characters")
    return value


def finished_game(session: GameSession, abandoned: bool = False,
                  when: datetime | None = None) -> FinishedGame | None:
    """What the book keeps of ``session``, over or ``abandoned`` (a loss), for its
    first human seat; None when no human sat at it. Its record says whether moves
    were taken back.

    The one winner wins; a shared first place, like a game with no winner, is a draw.
    """
    humans = session.human_seats()
    if not humans:
        return None
    seat, state = humans[0], session.state
    if abandoned:
        result, figure = "lost", None
    else:
        winners = state.winners or ()
        result = "lost" if winners and seat not in winners else "won" if winners == (seat,) else "drawn"
        figure = state.figure(seat)
    record = session.record
    kept = () if abandoned or sum(map(len, record.actions)) > MAX_LINE_CHARS else tuple(record.actions)
    return FinishedGame(record.game, record.variant, session.seats, record.seed, result, figure,
                        record.take_back_count > 0, abandoned, (when or datetime.now()).strftime("%Y-%m-%d %H:%M"),
                        kept)


# -- the file -----------------------------------------------------------------

def book_path() -> Path:
    return platformdirs.user_data_path("deskcards") / BOOK_NAME


@dataclass
class BookLoad:
    """The book read from disk, and a message when the file was set aside.

    ``writable`` is False when a damaged file could not be moved aside: writing
    would replace it, so the statistics are not saved until it is dealt with.
    """

    book: Scorebook
    problem: str | None = None
    writable: bool = True


def load_book() -> BookLoad:
    path = book_path()
    if not path.exists():
        return BookLoad(Scorebook())
    try:
        return BookLoad(Scorebook.loads(yamlsafe.read_text(path, MAX_BOOK_BYTES, "statistics file")))
    except (OSError, YamlProblem, BookError) as err:
        reason = err.strerror if isinstance(err, OSError) else str(err)
        problem, kept = set_aside(path, translate("statistics", "Your statistics could not be read ({problem}); "
                                                  "they start afresh.", problem=reason))
        return BookLoad(Scorebook(), problem, writable=kept is not None)


def save_book(book: Scorebook) -> str | None:
    """Write the book; a message for the player if the disk refuses."""
    try:
        write_atomic(book_path(), book.dumps())
    except OSError as err:
        return translate("statistics", "Your statistics could not be saved to {path}: {problem}.", path=book_path(),
                         problem=err.strerror or err)
    return None


def update_book(change: Callable[[Scorebook], None]) -> list[str]:
    """Read the book, ``change`` it and write it back; messages for the player, if any."""
    loaded = load_book()
    change(loaded.book)
    problems = [loaded.problem] if loaded.problem else []
    if loaded.writable:
        problems += filter(None, [save_book(loaded.book)])
    return problems
