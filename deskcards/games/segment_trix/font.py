"""The seven-segment font: which digits a card can be played as, and for how many chips.

Segments are the letters a-g (a top, b upper right, c lower right, d bottom,
e lower left, f upper left, g middle); a shape is a 7-bit mask, bit 0 for a.
Turning a card upside down swaps a<->d, b<->e, c<->f and keeps g. A card may
be played as digit T when T's shape contains the card's shape (upright or
turned); each segment T adds costs one chip. Nothing here assumes the
default digits: every answer comes from the variant's font.

>>> font = Font(DEFAULT_FONT)
>>> font.reachable(2, False), font.reachable(6, True)
({2: 0, 8: 2}, {9: 0, 8: 1})
"""

from __future__ import annotations

from collections.abc import Sequence

SEGMENTS = "abcdefg"
_TURNED = {"a": "d", "b": "e", "c": "f", "d": "a", "e": "b", "f": "c", "g": "g"}
DEFAULT_FONT = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")
DIGITS = 10


class FontProblem(ValueError):
    """A font that cannot be used; ``index`` is the digit at fault, if one is."""

    def __init__(self, message: str, index: int | None = None):
        super().__init__(message)
        self.index = index


def shape(letters: str) -> int:
    return sum(1 << SEGMENTS.index(letter) for letter in letters)


def turned(letters: str) -> str:
    return "".join(sorted(_TURNED[letter] for letter in letters))


def check_font(font: Sequence[str]) -> None:
    """Raise FontProblem unless ``font`` gives digits 0-9 distinct shapes made of a-g."""
    for digit, letters in enumerate(font[:DIGITS]):
        wrong = sorted(set(letters) - set(SEGMENTS))
        if wrong:
            raise FontProblem(f"digit {digit} uses {', '.join(map(repr, wrong))}; segments are a to g", digit)
        if not letters:
            raise FontProblem(f"digit {digit} has no segments", digit)
        if len(set(letters)) != len(letters):
            raise FontProblem(f"digit {digit} names a segment twice in {letters!r}", digit)
        first = next(d for d in range(digit + 1) if shape(font[d]) == shape(letters))
        if first != digit:
            raise FontProblem(f"digit {digit} has the same segments as digit {first}", digit)
    if len(font) != DIGITS:
        raise FontProblem(f"expected the segments of the {DIGITS} digits 0 to 9 in order, got {len(font)}")


class Font:
    """Reachable digits and their chip costs for every card value, both ways up."""

    __slots__ = ("letters", "shapes", "_reach")

    def __init__(self, font: Sequence[str]):
        check_font(font)
        self.letters = tuple(font)
        self.shapes = tuple(map(shape, font))
        turned_shapes = tuple(shape(turned(letters)) for letters in font)
        self._reach = {
            (value, upside_down): self._targets(turned_shapes[value] if upside_down else self.shapes[value])
            for value in range(DIGITS) for upside_down in (False, True)
        }

    def _targets(self, start: int) -> dict[int, int]:
        """{digit: chips} for every digit whose shape contains ``start``, cheapest first."""
        found = {digit: (target & ~start).bit_count() for digit, target in enumerate(self.shapes)
                 if target & start == start}
        return dict(sorted(found.items(), key=lambda item: (item[1], item[0])))

    def reachable(self, value: int, upside_down: bool) -> dict[int, int]:
        return dict(self._reach[value, upside_down])
