"""A statement being built at the table, one card at a time.

You drop the lower bound, the upper bound, then the function card on your
next empty slot; the cards lie there as pending parts (still yours: the
engine has not been asked) and any one of them can be taken back. With the
third part the engine is asked with the ``Script`` action: it builds the
statement, or refuses with its reason and the cards go back to your hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.words import translate

from ..actions import Script
from ..legality import why_illegal
from ..narrate import part_name
from ..statements import PARTS

if TYPE_CHECKING:
    from ..state import RuntimeErrorState


class PendingScript:
    def __init__(self) -> None:
        self.cards: list[int] = []

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def part_of(self, card: int) -> int:
        return self.cards.index(card)

    def place(self, card: int) -> None:
        self.cards.append(card)

    def take_back(self, card: int) -> None:
        self.cards.remove(card)

    def clear(self) -> None:
        self.cards.clear()

    @property
    def complete(self) -> bool:
        return len(self.cards) == len(PARTS)

    def next_part(self) -> str:
        return part_name(len(self.cards)) if not self.complete else ""

    def ask(self, state: RuntimeErrorState) -> Script | str:
        """The finished statement as an action the engine accepts, or the engine's
        reason for refusing it."""
        action = Script(*self.cards)
        reason = why_illegal(state, action)
        if reason is not None:
            shown = " ".join(card_label(card) for card in self.cards)
            return translate("runtime-error", "{cards} is not a statement: {why}. The cards are back in your hand.",
                             cards=shown, why=reason)
        return action

    def describe(self) -> str:
        """What lies on the slot so far, for the status line."""
        return ", ".join(translate("runtime-error", "{part} {card}", part=part_name(index), card=card_label(card))
                         for index, card in enumerate(self.cards))
