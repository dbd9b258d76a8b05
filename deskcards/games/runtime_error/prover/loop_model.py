"""What the infinite-loop prover is asked about: one player's testing phase,
as the engine or an AI sees it (Qt-free, independent of the state class).

Cards are ``deskcards.engine.cards`` ints. A statement's function is the
suit of its function card: diamonds EDIT, clubs LOAD, hearts PULL, spades
LOOP; a satisfied statement runs in ``RUN_ORDER``.

The deck is described by what may be in it, not its order: ``pool`` holds
every card that may be drawn and ``deck_count`` how many the deck holds.
The engine passes the real deck's cards (``len(pool) == deck_count``); an
AI passes every card it has not seen, so it never uses the real deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.cards import rank, suit
from deskcards.engine.words import noop

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
EDIT, LOAD, PULL, LOOP = DIAMONDS, CLUBS, HEARTS, SPADES
FUNCTION_NAMES = {EDIT: "EDIT", LOAD: "LOAD", PULL: "PULL", LOOP: "LOOP"}
PART_NAMES = (noop("runtime-error", "lower bound"), noop("runtime-error", "upper bound"),
              noop("runtime-error", "function card"))  # a statement's parts, as sentences say them
RUN_ORDER = (EDIT, LOAD, PULL, LOOP)


@dataclass(frozen=True, slots=True)
class Statement:
    """A condition (two bounds of one suit) and a function card.

    ``active`` is False while an edited card lies face down (until the input
    card in play is discarded): such a statement neither runs nor can be edited.
    """

    lower: int
    upper: int
    function: int
    active: bool = True

    @property
    def kind(self) -> int:
        """EDIT, LOAD, PULL or LOOP."""
        return suit(self.function)

    def satisfied_by(self, card: int) -> bool:
        return rank(self.lower) <= rank(card) <= rank(self.upper)


@dataclass(frozen=True, slots=True)
class LoopPosition:
    """The moment an input card has been played and is about to be tested.

    ``statements`` lists every seat's statements in slot order (EDIT may
    reach any of them); ``hand`` is the player's hand without the input
    card; ``discard`` runs from bottom to top.
    """

    player: int
    statements: tuple[tuple[Statement, ...], ...]
    hand: tuple[int, ...]
    input_card: int
    discard: tuple[int, ...]
    pool: frozenset[int]
    deck_count: int
