"""The seed's two examples as positions: the rules help draws them, and a test
makes sure the prover proves each with the kind of proof the help names.

Example 1 needs nothing from the deck, so its deck is the rest of the cards;
example 2's deck is the handful of cards the help lists (no King among them).
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.cards import parse_card

from .prover.loop_model import LoopPosition, Statement

FULL_DECK = range(52)


@dataclass(frozen=True)
class Example:
    statements: tuple[str, ...]  # "lower upper function", the player's own
    input_card: str
    discard: str  # bottom to top
    deck: str | None  # None: every card not on the table
    proof: str  # the kind of proof the help explains: "cycle" or "invariant"

    def position(self) -> LoopPosition:
        own = tuple(Statement(lower, upper, function) for lower, upper, function in map(_cards, self.statements))
        discard = _cards(self.discard)
        placed = {card for s in own for card in (s.lower, s.upper, s.function)} | set(discard)
        placed.add(parse_card(self.input_card))
        deck = frozenset(_cards(self.deck)) if self.deck is not None else frozenset(FULL_DECK) - placed
        return LoopPosition(0, (own,), (), parse_card(self.input_card), discard, deck, len(deck))


def _cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


EXAMPLES = {
    "example-1": Example(("5h Qh 2h", "4s Ts 3s"), "7c", "8d", None, "cycle"),
    "example-2": Example(("Ah Kh 2c", "As Qs 3s"), "5c", "9d", "2d 3d 4d 5d 6h 7h 8h", "invariant"),
}
