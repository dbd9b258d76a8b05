"""A statement being built at the table, one card at a time.

You drop the lower bound, the upper bound, then the function card on your
next empty slot; the cards lie there as pending parts (still yours: the
engine has not been asked) and any one of them can be taken back. Each card
is checked as it is placed, by the engine's rules for a statement that begins
so: one that cannot belong goes back to your hand with the reason, and the
parts before it stay. With the third part the engine is asked with the
``Script`` action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.words import translate

from ..actions import Script
from ..legality import why_illegal
from ..narrate import part_name
from ..statements import PARTS, script_problem

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

    def refusal(self, state: RuntimeErrorState) -> str | None:
        """Why the card placed last cannot be part of a valid statement with the parts
        before it, or None. A refused card leaves the slot; the parts before it stay."""
        if self.complete:
            reason = why_illegal(state, Script(*self.cards))
        else:
            reason = script_problem(state.statements(state.whose_turn), *self.cards)
        if reason is None:
            return None
        card = self.cards.pop()
        return translate("runtime-error", "The {card} cannot be the {part}: {why}. It is back in your hand.",
                         card=card_label(card), part=part_name(len(self.cards)), why=reason)

    def describe(self) -> str:
        """What lies on the slot so far, for the status line."""
        return ", ".join(translate("runtime-error", "{part} {card}", part=part_name(index), card=card_label(card))
                         for index, card in enumerate(self.cards))
