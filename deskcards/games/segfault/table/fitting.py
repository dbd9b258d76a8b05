"""How large the Segmentation Fault table's cards are, for the room it has.

Your row takes a set share of the table; the other rows then take the largest
size at which nothing overlaps, even were every card a size larger (the "large"
card size). The player's card size scales both from there, as far as they still
fit. A table is laid out again at every change of the window's shape, so the
answers are kept.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.preferences import CARD_SIZES

from .layout import GAP, Room, SegfaultLayout, largest

YOUR_WIDTH, YOUR_HEIGHT = 0.75, 0.2  # the most of the table's width and height your row takes at the usual card size
YOUR_LEAST_PIXELS = 72.0  # your cards' height on screen that the others' make way for
OTHERS_AT_MOST = 0.85  # the others' cards, at most, of the size of yours
OTHERS_AT_LEAST = 0.6  # ... and at least, unless yours would show smaller than YOUR_LEAST_PIXELS
ROOM_TO_GROW = CARD_SIZES["large"]  # the usual size leaves room for every card to grow this much
SMALLEST = 0.25  # the least scale searched; a table with no room at all is laid out at it, overlapping


def fit_layout(players: int, human: int, room: Room) -> SegfaultLayout:
    return SegfaultLayout(players, human, room, *fitted_scales(players, room))


@lru_cache(maxsize=128)
def fitted_scales(players: int, room: Room) -> tuple[float, float, bool]:
    """Your cards' scale, the others' and whether your drawn card lies beside your row,
    for ``players`` in ``room`` (the same from any seat: the table only turns): of the
    two places for your drawn card, the one that leaves the others' cards larger."""
    usual = replace(room, card_size=1.0)
    yours, theirs, beside = max((*_usual_scales(players, usual, beside), beside) for beside in (False, True))
    size = room.card_size

    def fits(grown: float) -> bool:
        return SegfaultLayout(players, 0, room, yours * grown, theirs * grown, beside).fits()

    if size > 1:  # larger cards, as far as they fit
        size = largest(fits, 1.0, size)
    elif not fits(size):  # smaller cards, as far as the words about them let them
        size = 1 / largest(lambda shrunk: fits(1 / shrunk), 1.0, 1 / size)
    return yours * size, theirs * size, beside


@lru_cache(maxsize=256)
def _usual_scales(players: int, room: Room, beside: bool) -> tuple[float, float]:
    """Your cards' scale and the others' at the usual card size: yours as large as your
    share of the table allows while the others' keep OTHERS_AT_LEAST of their size, but
    no smaller than YOUR_LEAST_PIXELS for that; every card with room to grow by ROOM_TO_GROW."""

    def fits(yours: float, others: float) -> bool:
        return all(SegfaultLayout(players, 0, room, yours * grown, others * grown, beside).fits()
                   for grown in (ROOM_TO_GROW, 1.0))

    def others(yours: float) -> float:
        return largest(lambda scale: fits(yours, scale), SMALLEST, OTHERS_AT_MOST * yours)

    width, height = room.area[2], room.area[3]
    most = min(YOUR_WIDTH * width / (CARD_WIDTH * (6 + 5 * GAP)), YOUR_HEIGHT * height / CARD_HEIGHT)
    least = min(most, YOUR_LEAST_PIXELS / (CARD_HEIGHT * room.pixels_per_unit))
    yours = largest(lambda scale: others(scale) >= OTHERS_AT_LEAST * scale, least, most)
    return yours, others(yours)
