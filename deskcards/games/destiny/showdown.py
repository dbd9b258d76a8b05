"""Who plays which card in a showdown, and who wins each pot.

Cards are revealed in the order of the final wager round (from the dealer's
left): a held field card is turned up where it lies, and each Benediction
round takes the top card of the deck in turn. The highest card among a
pot's eligible seats wins that pot; cards never tie.

>>> from deskcards.engine.cards import parse_card
>>> from deskcards.games.destiny.cards import destiny_rank
>>> award([(30, (0, 1, 2)), (20, (1, 2))], {0: parse_card("As"), 1: parse_card("Kd"), 2: parse_card("2c")},
...       destiny_rank)
[(0, 30, 0), (1, 20, 1)]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from .hands import Hands
from .pots import Pot

Reveal = tuple[int, int, int | None]  # (seat, card, field place or None for the deck)


def reveal(order: Sequence[int], hands: Hands, field: Sequence[int | None], deck: list[int]) -> list[Reveal]:
    """Each seat of ``order`` with a card in play, in order; pops the Benediction cards off ``deck``."""
    held = {seat: place for place, seat in hands.holds.items()}
    shown: list[Reveal] = []
    for seat in order:
        if seat in held:
            card = field[held[seat]]
            assert card is not None  # a held card lies in the field
            shown.append((seat, card, held[seat]))
        elif seat in hands.benedictions:
            shown.append((seat, deck.pop(), None))
    return shown


def award(pots: Sequence[Pot], cards: Mapping[int, int], rank: Callable[[int], int]) -> list[tuple[int, int, int]]:
    """(pot index, amount, winner) for each pot with chips in it; ``rank`` orders the cards."""
    return [(index, amount, max(eligible, key=lambda seat: rank(cards[seat])))
            for index, (amount, eligible) in enumerate(pots) if amount]


@dataclass(frozen=True)
class Showdown:
    """The last showdown, for the table: the cards played in order and each pot's winner."""

    round_number: int
    reveals: tuple[Reveal, ...]
    awards: tuple[tuple[int, int, int], ...]  # (pot index, amount, winner)
