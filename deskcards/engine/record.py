"""A game is a record: game, variant, players, seed and the actions, as text.

Saves, autosave, replays and bug reports all use this one YAML form; it is
never pickle, so a save outlives an upgrade of the code that wrote it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

import yaml

from deskcards.engine import yamlsafe
from deskcards.engine.yamlsafe import YamlProblem

FORMAT = 1
# The largest real saves are under 8 KB (an 800-move Destiny game at eight seats:
# 7.3 KB); 256 KiB leaves thirty times that for take-backs and long evenings,
# and bounds how long an invalid file takes to refuse (yamlsafe.MAX_VALUES too).
MAX_RECORD_BYTES = 256 * 1024
MAX_SEED = 2**63 - 1  # seeds are 0..MAX_SEED, as the command line takes them
RECORD_KEYS = frozenset({"format", "game", "variant", "players", "seed", "actions", "take_backs"})

T = TypeVar("T")


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says why.

    The message is a clause that its reader ends: a full stop carried in from
    a wrapped sentence (an engine's reason why an action is illegal) is dropped,
    so "could not be restored: ... ." never shows two.
    """

    def __init__(self, message: str):
        super().__init__(message.rstrip().rstrip("."))


@dataclass(frozen=True)
class TakeBack:
    """Actions taken back: the line of play had ``at`` actions left, and these after them."""

    at: int
    actions: tuple[str, ...]


@dataclass
class GameRecord:
    """``actions`` is the line of play as it stands, which replays the game; ``take_backs``
    says what was taken back on the way (chance is the seed and a count of draws, so the
    line alone replays the game exactly, whatever was taken back)."""

    game: str
    variant: str
    players: int
    seed: int
    actions: list[str] = field(default_factory=list)
    take_backs: list[TakeBack] = field(default_factory=list)

    @property
    def take_back_count(self) -> int:
        """How many times moves were taken back in this game (0: none)."""
        return len(self.take_backs)

    def dumps(self) -> str:
        data: dict[str, object] = {
            "format": FORMAT,
            "game": self.game,
            "variant": self.variant,
            "players": self.players,
            "seed": self.seed,
            "actions": list(self.actions),
        }
        if self.take_backs:  # a game without any reads as records always have
            data["take_backs"] = [{"at": taken.at, "actions": list(taken.actions)} for taken in self.take_backs]
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        return cls.from_mapping(read_mapping(text))

    @classmethod
    def from_mapping(cls, data: dict[str, object]) -> GameRecord:
        """Check the record's own keys; other keys (a save's seats) are left to the caller."""
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"record format {data.get('format')!r} is not supported (expected {FORMAT})")
        game = _field(data, "game", str)
        variant = _field(data, "variant", str)
        players = _field(data, "players", int)
        seed = _field(data, "seed", int)
        if not 0 <= seed <= MAX_SEED:
            raise RecordError(f"'seed' must be from 0 to {MAX_SEED}, got {seed}")
        actions = data.get("actions") or []
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("'actions' must be a list of action texts")
        return cls(game, variant, players, seed, list(actions), _take_backs(data.get("take_backs") or []))


def _take_backs(entries: object) -> list[TakeBack]:
    problem = "'take_backs' must be a list of mappings, each with 'at' (a whole number) and 'actions' (action texts)"
    if not isinstance(entries, list):
        raise RecordError(problem)
    taken = []
    for entry in entries:
        if not isinstance(entry, dict) or entry.keys() != {"at", "actions"}:
            raise RecordError(problem)
        at, actions = entry["at"], entry["actions"]
        texts = isinstance(actions, list) and all(isinstance(text, str) for text in actions)
        if type(at) is not int or at < 0 or not texts:
            raise RecordError(problem)
        taken.append(TakeBack(at, tuple(actions)))
    return taken


def read_mapping(text: str) -> dict[str, object]:
    """Parse a record's YAML into a mapping, through the safe reader; RecordError for anything else."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is {len(text)} characters long; the limit is {MAX_RECORD_BYTES}")
    try:
        data: object = yamlsafe.plain(yamlsafe.parse_text(text, "record"))
    except YamlProblem as err:
        where = (f" at line {err.line}" if err.line else "") + (f" ({err.key})" if err.key else "")
        problem = err.problem.removeprefix("invalid YAML: ")
        raise RecordError(f"the record is not valid YAML{where}: {problem}") from None
    if not isinstance(data, dict):
        raise RecordError("the record must be a mapping with game, variant, players, seed and actions")
    return data


_KIND_NAMES = {int: "a whole number", str: "text"}


def _field(data: dict[str, object], key: str, kind: type[T]) -> T:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError(f"'{key}' must be {_KIND_NAMES[kind]}, got {value!r}")
    return value
