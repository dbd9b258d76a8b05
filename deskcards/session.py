"""One game at the table: the rules, the live state, the record and who sits where.

The record is the truth. Every action played is appended to it as text, so
saving a game is writing its record (plus the seats) and resuming one is
replaying it. ``on_change`` runs after every action; the app hooks its
autosave there.

The save file is the record's own YAML with one more key, ``seats`` (and
``redo``, what Redo would play again, when a take-back left something to
redo), so any reader of records can still read it::

    format: 1
    game: segfault
    ...
    actions:
    - draw
    seats:
    - name: You
      kind: human
      level: null
    - name: Ada
      kind: ai
      level: hard
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Literal, Protocol

import yaml

from deskcards.engine.events import Event
from deskcards.engine.game import Action, IllegalAction
from deskcards.engine.record import MAX_SEED, RECORD_KEYS, GameRecord, RecordError, TakeBack, read_mapping
from deskcards.engine.words import translate
from deskcards.games import play_on, replay, spec
from deskcards.games.agents import agent_names
from deskcards.games.game_spec import GameState, LoadedRules

SeatKind = Literal["human", "ai"]
SEAT_KINDS: tuple[str, ...] = ("human", "ai")
_SEAT_KEYS = {"name", "kind", "level"}
_SAVE_KEYS = RECORD_KEYS | {"seats", "redo"}
Redo = tuple[tuple[str, ...], ...]  # the actions of each take-back Redo would play again, the next last


@dataclass(frozen=True)
class SeatInfo:
    """Who plays a seat; ``level`` is the AI's difficulty, None for a human."""

    name: str
    kind: SeatKind
    level: str | None = None


@dataclass(frozen=True)
class SavedGame:
    """A record, its seats and what Redo would play again: what a save file holds."""

    record: GameRecord
    seats: tuple[SeatInfo, ...]
    redo: Redo = ()

    def dumps(self) -> str:
        # The record's mapping plus top-level keys of the save's own: still a valid record.
        more: dict[str, object] = {"seats": list(map(seat_data, self.seats))}
        if self.redo:  # a save with nothing to redo reads as saves always have
            more["redo"] = [list(taken) for taken in self.redo]
        return self.record.dumps() + yaml.safe_dump(more, sort_keys=False, allow_unicode=True, width=100)

    @classmethod
    def loads(cls, text: str) -> SavedGame:
        """Read a save file; RecordError says what is wrong with it."""
        data = read_mapping(text)
        unknown = sorted(map(str, data.keys() - _SAVE_KEYS))
        if unknown:
            raise RecordError(f"unknown key {unknown[0]!r} (a save has only {', '.join(sorted(_SAVE_KEYS))})")
        record = GameRecord.from_mapping(data)
        seats = data.get("seats")
        if not isinstance(seats, list) or not seats:
            raise RecordError("'seats' must be a list with one entry per player")
        return cls(record, tuple(seat_from_data(entry, number) for number, entry in enumerate(seats, 1)),
                   _redo_from_data(data.get("redo") or []))


def _redo_from_data(entries: object) -> Redo:
    """A save's ``redo``: a list of lists of action texts."""
    if not isinstance(entries, list) or not all(
            isinstance(taken, list) and taken and all(isinstance(text, str) for text in taken) for taken in entries):
        raise RecordError("'redo' must be a list of lists of action texts, each what Redo plays again")
    return tuple(map(tuple, entries))


@dataclass(frozen=True)
class TakeBackScope:
    """What a take-back would undo: your move in your words ("play 7♣"), how many
    moves came after it, and who made them (each name once, in the order they moved)."""

    move: str
    after: int
    by: tuple[str, ...]


def seat_data(seat: SeatInfo) -> dict[str, str | None]:
    """A seat as a save file writes it; ``seat_from_data`` reads it back."""
    return {"name": seat.name, "kind": seat.kind, "level": seat.level}


def seat_from_data(entry: object, number: int) -> SeatInfo:
    if not isinstance(entry, dict) or not entry.keys() <= _SEAT_KEYS:
        raise RecordError(f"seat {number} must be a mapping with only name, kind and level")
    name, kind, level = entry.get("name"), entry.get("kind"), entry.get("level")
    if not isinstance(name, str) or not name.strip():
        raise RecordError(f"seat {number}'s name must be text, got {name!r}")
    if kind not in SEAT_KINDS:
        raise RecordError(f"seat {number}'s kind must be human or ai, got {kind!r}")
    if level is not None and not isinstance(level, str):
        raise RecordError(f"seat {number}'s level must be text, got {level!r}")
    return SeatInfo(name, kind, level)


def seed_from_text(text: str) -> int | None:
    """A seed as a player types it: a whole number from 0 to MAX_SEED; anything else
    (nothing typed, say) is None, a random deal."""
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() and int(text) <= MAX_SEED else None


def human_seats(seats: Sequence[SeatInfo]) -> list[int]:
    """The numbers of the seats humans play."""
    return [number for number, seat in enumerate(seats) if seat.kind == "human"]


def _check_seats(seats: Sequence[SeatInfo], record: GameRecord) -> None:
    """The seats fit the game: one per player, and every AI level exists."""
    if len(seats) != record.players:
        raise RecordError(f"the game has {record.players} players but {len(seats)} seats are given")
    levels = agent_names(record.game)
    for number, seat in enumerate(seats, 1):
        if seat.kind == "human" and seat.level is not None:
            raise RecordError(f"seat {number} ({seat.name}) is a human but has an AI level {seat.level!r}")
        if seat.kind == "ai" and seat.level not in levels:
            raise RecordError(
                f"seat {number} ({seat.name}) has the AI level {seat.level!r}; choose from {', '.join(levels)}"
            )


class SeatedGame(Protocol):
    """A game as a table shows it: the ruleset, a state, the record that reached it and who
    sits where; a ``GameSession``, or a position of a review (``deskcards.review.ReviewPosition``)."""

    @property
    def ruleset(self) -> LoadedRules: ...

    @property
    def state(self) -> GameState: ...

    @property
    def record(self) -> GameRecord: ...

    @property
    def seats(self) -> tuple[SeatInfo, ...]: ...


class GameSession:
    """A game being played: ``ruleset``, ``state``, ``record`` and ``seats``.

    Build one with ``new``, ``from_record`` or ``from_yaml``; each replays the
    record, so a session can never disagree with what it would save.
    ``human_moves`` counts the actions human seats played: a game only the AIs
    have moved in is nobody's to lose.

    ``take_back`` undoes the human's last action and the AI actions after it, as
    the variant's ``take_backs`` allows: ``any`` whatever they showed, ``unseen``
    only when none of them revealed anything (``State.revealed``). The record
    keeps the take-back (``take_backs``). ``redo`` plays the same actions again.
    """

    def __init__(self, record: GameRecord, seats: Sequence[SeatInfo],
                 on_change: Callable[[GameSession], None] | None = None, redo: Redo = ()):
        self.seats = tuple(seats)
        self._played_by: list[int | None] = []  # who played each action of the line
        self._news: list[str | None] = []  # what each one revealed, worded for the human; None: nothing
        self._redo: list[tuple[str, ...]] = list(redo)  # the actions taken back, the latest last, until a new move
        self._your_move: tuple[tuple[str, ...], str] | None = None  # the line to your last move, and it in words
        self.ruleset, self.state = replay(record, self._heard)
        _check_seats(self.seats, record)
        self._check_redo()
        self.human_moves = sum(map(self._is_human, self._played_by))
        self.record = record
        self.on_change = on_change

    @classmethod
    def new(cls, game: str, variant: str, seats: Sequence[SeatInfo], seed: int | None = None,
            on_change: Callable[[GameSession], None] | None = None) -> GameSession:
        """A fresh deal with one player per seat; no seed draws one from the OS."""
        if seed is None:
            # SystemRandom reads os.urandom: two new games never share a deal by chance.
            seed = random.SystemRandom().getrandbits(63)
        return cls(GameRecord(game, variant, len(seats), seed), seats, on_change)

    @classmethod
    def from_record(cls, record: GameRecord, seats: Sequence[SeatInfo],
                    on_change: Callable[[GameSession], None] | None = None) -> GameSession:
        """Resume ``record``; it is copied, so later actions do not change the caller's."""
        return cls(replace(record, actions=list(record.actions), take_backs=list(record.take_backs)), seats, on_change)

    @classmethod
    def from_yaml(cls, text: str, on_change: Callable[[GameSession], None] | None = None) -> GameSession:
        saved = SavedGame.loads(text)
        return cls(saved.record, saved.seats, on_change, saved.redo)

    def to_yaml(self) -> str:
        return SavedGame(self.record, self.seats, tuple(self._redo)).dumps()

    def apply(self, action: Action) -> list[Event]:
        """Play ``action``, record it and report the events.

        An IllegalAction passes up with the state and record untouched.
        Whatever ``on_change`` raises also passes up, after the action is
        played and recorded. A new action ends what ``redo`` could replay.
        """
        events = self._play(action)
        self._redo.clear()
        self._changed()
        return events

    def _play(self, action: Action) -> list[Event]:
        seat_that_moved = self.state.current_player
        events = self.state.apply(action)
        self.record.actions.append(str(action))
        self._heard(self.state, seat_that_moved, events)
        self.human_moves += self._is_human(seat_that_moved)
        return events

    def _heard(self, state: GameState, seat_that_moved: int | None, events: list[Event]) -> None:
        humans = self.human_seats()
        self._played_by.append(seat_that_moved)
        self._news.append(state.revealed(events, humans[0]) if humans else None)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # -- take-backs ------------------------------------------------------------
    def why_no_take_back(self) -> str | None:
        """Why the human's last action cannot be taken back now, as a clause
        ("you have seen the 7♣ since"); None when it can."""
        allowed = self.ruleset.settings.take_backs
        if allowed == "none":
            return translate("session", "this variant allows no take-backs")
        if self.is_over():
            return translate("session", "the game is over")
        start = self._last_human_action()
        if start is None:
            return translate("session", "you have not moved yet")
        if allowed == "any":
            return None
        return next((news for news in self._news[start:] if news is not None), None)

    def take_back_scope(self) -> TakeBackScope | None:
        """What ``take_back`` would undo now; None when it may not be done."""
        start = self._last_human_action()
        if self.why_no_take_back() is not None or start is None:
            return None
        line = tuple(self.record.actions[:start + 1])
        if self._your_move is None or self._your_move[0] != line:  # worded once per move, from the position before it
            _, before = replay(replace(self.record, actions=list(line[:-1]), take_backs=[]))
            yours = self._played_by[start]
            assert yours is not None  # a human's action: some seat played it
            seen = before.observation(yours)
            self._your_move = line, spec(self.record.game).action_words(seen, self.ruleset.parse_action(line[-1]))
        players_after = [seat for seat in self._played_by[start + 1:] if seat is not None]
        return TakeBackScope(self._your_move[1], len(players_after), tuple(dict.fromkeys(self.seats[seat].name
                                                                                         for seat in players_after)))

    def take_back(self) -> tuple[str, ...]:
        """Undo the human's last action and the AI actions after it; their texts.
        IllegalAction with ``why_no_take_back`` when it may not be done."""
        why = self.why_no_take_back()
        start = self._last_human_action()
        if why is not None or start is None:
            raise IllegalAction(why or translate("session", "you have not moved yet"))
        taken = tuple(self.record.actions[start:])
        # Chance is the seed and a count of draws, so the shorter line replays the position exactly:
        # a card drawn since is back where it was in the deck.
        _, self.state = replay(replace(self.record, actions=self.record.actions[:start], take_backs=[]))
        del self.record.actions[start:], self._played_by[start:], self._news[start:]
        self.record.take_backs.append(TakeBack(start, taken))
        self._redo.append(taken)
        self.human_moves = sum(map(self._is_human, self._played_by))
        self._changed()
        return taken

    def _check_redo(self) -> None:
        """RecordError unless every take-back a save says Redo would play again plays from here."""
        if not self._redo:
            return  # nothing to check, and no copy of the state to make
        world = self.state.clone()
        for taken in reversed(self._redo):
            try:
                play_on(self.ruleset, world, taken, 0)
            except RecordError as err:
                raise RecordError(f"'redo' cannot be played again: {err}") from None

    def why_no_redo(self) -> str | None:
        return None if self._redo else translate("session", "nothing has been taken back since the last move")

    def redo(self) -> list[tuple[GameState, list[Event]]]:
        """Play again, exactly, the actions last taken back: (the state before, events) for
        each. IllegalAction when there is nothing to redo."""
        if not self._redo:
            raise IllegalAction(self.why_no_redo() or "")
        played = []
        for text in self._redo.pop():
            before = self.state.clone()
            played.append((before, self._play(self.ruleset.parse_action(text))))
        self._changed()
        return played

    def _last_human_action(self) -> int | None:
        return next((index for index in reversed(range(len(self._played_by)))
                     if self._is_human(self._played_by[index])), None)

    def apply_text(self, text: str) -> list[Event]:
        """Play an action given as text (an AI's answer); ValueError if it does not parse."""
        return self.apply(self.ruleset.parse_action(text))

    def current_seat_kind(self) -> SeatKind | None:
        """Who must act now: "human", "ai", or None once the game is over."""
        seat = self.state.current_player
        return None if seat is None or self.is_over() else self.seats[seat].kind

    def human_seats(self) -> list[int]:
        return human_seats(self.seats)

    def _is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "human"

    def describe(self) -> str:
        """The game as a player names it: "Segment Trix game, round 2 of 4, trick 3"."""
        return translate("session", "{game} game, {progress}", game=self.ruleset.title, progress=self.state.progress())

    def is_over(self) -> bool:
        return self.state.is_terminal()
