"""Segmentation Fault's actions: small frozen values, built once at import.

Every action the game accepts is one of the prebuilt objects (``parse_action``
returns them, and a copy or an unpickled one is the prebuilt object again), so
an action equals only itself and hashes by identity, which is much quicker
for the AI's search tree than hashing its fields.

Row positions are 0-based in Python (0..5) and 1-based in text, the way the
table labels them. The played card's source is a row position or ``None`` for
the card just drawn; ``n`` is how many times the player declares to point.

>>> str(PLAYS[2, 2]), str(PLAYS[None, 4]), str(SWAPS[4])
('play 3 x2', 'play d x4', 'swap 5')
>>> parse_action("play 3 x2") is PLAYS[2, 2]
True
"""

from __future__ import annotations

from dataclasses import dataclass

ROW_SIZE = 6
# The rules set no maximum; this bounds the prebuilt actions and the settings.
MAX_POINTING = 52
# The seven cards a player may play: the six row positions, then the drawn card.
SOURCES: tuple[int | None, ...] = (*range(ROW_SIZE), None)


@dataclass(frozen=True, slots=True, eq=False)
class Draw:
    def __str__(self) -> str:
        return "draw"

    def __reduce__(self) -> tuple[object, ...]:
        return _prebuilt, (self.__class__, ())


@dataclass(frozen=True, slots=True, eq=False)
class Play:
    pos: int | None  # row position 0..5, or None for the drawn card
    n: int  # the declared number of pointings

    def __str__(self) -> str:
        source = "d" if self.pos is None else str(self.pos + 1)
        return f"play {source} x{self.n}"

    def __reduce__(self) -> tuple[object, ...]:
        return _prebuilt, (self.__class__, (self.pos, self.n))


@dataclass(frozen=True, slots=True, eq=False)
class Swap:
    pos: int  # the row position that takes the last card pointed to

    def __str__(self) -> str:
        return f"swap {self.pos + 1}"

    def __reduce__(self) -> tuple[object, ...]:
        return _prebuilt, (self.__class__, (self.pos,))


SegfaultAction = Draw | Play | Swap
ACTION_TYPES = (Draw, Play, Swap)
DRAW = Draw()
PLAYS: dict[tuple[int | None, int], Play] = {
    (source, n): Play(source, n) for source in SOURCES for n in range(MAX_POINTING + 1)
}
SWAPS: tuple[Swap, ...] = tuple(Swap(pos) for pos in range(ROW_SIZE))

# Copies and unpickled actions come back as the prebuilt objects, keyed by
# their class and fields.
_PREBUILT: dict[tuple[type, tuple[object, ...]], SegfaultAction] = {
    (Draw, ()): DRAW, **{(Play, key): play for key, play in PLAYS.items()},
    **{(Swap, (swap.pos,)): swap for swap in SWAPS}}


def _prebuilt(kind: type, fields: tuple[object, ...]) -> SegfaultAction:
    """The prebuilt action (a new one only for values the game never accepts)."""
    action = _PREBUILT.get((kind, fields))
    return kind(*fields) if action is None else action


_FORMS = "write draw, play 3 x2 (row card 3, point twice), play d x1 (the drawn card) or swap 5"


def parse_action(text: str) -> SegfaultAction:
    """The prebuilt action for ``text``; ValueError saying what is wrong."""
    words = text.lower().split()
    if words == ["draw"]:
        return DRAW
    if len(words) == 2 and words[0] == "swap":
        return SWAPS[_position(words[1], "swap takes a position from 1 to 6 in your row")]
    if len(words) == 3 and words[0] == "play":
        problem = "play takes a position from 1 to 6, or d for the drawn card"
        source = None if words[1] == "d" else _position(words[1], problem)
        return PLAYS[source, _pointings(words[2])]
    raise ValueError(f"{text!r} is not an action; {_FORMS}")


def _number(word: str) -> int | None:
    return int(word) if word.isascii() and word.isdigit() else None


def _position(word: str, problem: str) -> int:
    number = _number(word)
    if number is None or not 1 <= number <= ROW_SIZE:
        raise ValueError(f"{problem}, not {word!r}")
    return number - 1


def _pointings(word: str) -> int:
    number = _number(word[1:]) if word.startswith("x") else None
    if number is None or number > MAX_POINTING:
        raise ValueError(f"write how many times you point as x1, x2 ... x{MAX_POINTING}, not {word!r}")
    return number
