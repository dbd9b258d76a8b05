"""How likely a card is to beat every other card shown at the showdown.

Each live rival is described by a ``Showing``: the card it will turn up is the
best of what it knows (``known``), of ``draws`` unknown field cards, and of a
deck card if it makes the Benediction hand. A plain hold of an unseen place is
one draw; a hold on a place the rival looked at in an earlier hand is the
best of two draws, because it chose that card knowing it (``SUSPECT_DRAWS``);
a rival yet to play is one draw, or two if it knows a free place. ``trust`` says how likely the
second draw is: how far the rival's past showdowns suggest it picks knowingly.

``Worlds`` samples where the unknown cards lie (``memory.unknown`` spread
uniformly over the unseen places and the deck's unknown part), a few hundred
times, and keeps the best rival card of each world; then the chance of any
card of ours is one bisection, and the chance of an unseen hold or of a
Benediction comes from the same worlds.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass
from typing import Sequence

from .cards import destiny_rank
from .memory import Memory

SAMPLES = 300
SUSPECT_DRAWS = 2
NONE = -1  # below every card: no rival shows anything


@dataclass(frozen=True)
class Showing:
    known: int | None = None  # a card the rival is known to show
    draws: int = 0  # unknown field cards it shows the best of
    deck: bool = False  # Benediction: it takes a deck card
    trust: float = 1.0  # how likely draws beyond the first count: the rival chose knowingly

    @classmethod
    def card(cls, card: int) -> "Showing":
        return cls(known=card)


BLIND = Showing(draws=1)
SUSPECT = Showing(draws=SUSPECT_DRAWS)
BENEDICTION = Showing(deck=True)


class Worlds:
    """``samples`` draws of what the rivals show, with our own unseen and deck card in each."""

    def __init__(self, memory: Memory, rivals: Sequence[Showing], rng: random.Random, samples: int = SAMPLES):
        unknown = [destiny_rank(card) for card in memory.unknown]
        deck_known = [destiny_rank(card) for card in memory.deck_known]
        deck_count = max(memory.deck_count, len(deck_known))
        draws = sum(rival.draws for rival in rivals)
        deck_draws = sum(rival.deck for rival in rivals) + 1  # the last one is ours
        needed = min(len(unknown), draws + deck_draws + 1)  # + our own unseen place
        best, ours_unseen, ours_deck = [], [], []
        for _ in range(samples):
            stream = rng.sample(unknown, needed)
            positions = rng.sample(range(deck_count), min(deck_draws, deck_count))
            deck_cards = [deck_known[p] if p < len(deck_known) else _next(stream) for p in positions]
            top = NONE
            for rival in rivals:
                shown = NONE if rival.known is None else destiny_rank(rival.known)
                draws = rival.draws if rival.trust >= 1.0 or rng.random() < rival.trust else min(rival.draws, 1)
                for _ in range(draws):
                    shown = max(shown, _next(stream))
                if rival.deck:
                    shown = max(shown, deck_cards.pop(0) if deck_cards else NONE)
                top = max(top, shown)
            best.append(top)
            ours_unseen.append(_next(stream))
            ours_deck.append(deck_cards[0] if deck_cards else NONE)
        self.samples = samples
        self.best = sorted(best)
        self.unseen_chance = _share(ours > top for ours, top in zip(ours_unseen, best)) / samples
        self.deck_chance = _share(ours > top for ours, top in zip(ours_deck, best)) / samples

    def chance(self, card: int) -> float:
        """How often ``card`` beats the best rival card."""
        return bisect_left(self.best, destiny_rank(card)) / self.samples


def _next(stream: list[int]) -> int:
    return stream.pop() if stream else NONE


def _share(outcomes) -> int:
    return sum(1 for outcome in outcomes if outcome)
