"""The hands on the field during one round of play: which places are lifted
(left hands), held down (right hands), and who made the Benediction hand.

A place is free when a card lies there face down that nobody has lifted or
holds. The left hand may lift any free card; the right hand may hold any
free card (its own lifted card is not free), or bless the deck.
"""

from __future__ import annotations

from collections.abc import Sequence


class Hands:
    __slots__ = ("looks", "holds", "benedictions")

    def __init__(self) -> None:
        self.looks: dict[int, int] = {}  # place -> seat
        self.holds: dict[int, int] = {}  # place -> seat
        self.benedictions: list[int] = []  # seats, in the order they blessed the deck

    def clone(self) -> Hands:
        other = Hands.__new__(Hands)
        other.looks, other.holds, other.benedictions = dict(self.looks), dict(self.holds), self.benedictions[:]
        return other

    def snapshot(self) -> tuple[dict[int, int], dict[int, int], list[int]]:
        return self.looks, self.holds, self.benedictions

    def free(self, field: Sequence[int | None]) -> list[int]:
        return [place for place, card in enumerate(field)
                if card is not None and place not in self.looks and place not in self.holds]

    def has_played(self, seat: int) -> bool:
        return seat in self.benedictions or seat in self.holds.values()

    def let_go(self, seat: int) -> None:
        """A fold takes the seat's right hand off the field (or the deck)."""
        self.holds = {place: holder for place, holder in self.holds.items() if holder != seat}
        if seat in self.benedictions:
            self.benedictions.remove(seat)

    def look_of(self, seat: int) -> int | None:
        return next((place for place, looker in self.looks.items() if looker == seat), None)

    def hold_of(self, seat: int) -> int | None:
        return next((place for place, holder in self.holds.items() if holder == seat), None)
