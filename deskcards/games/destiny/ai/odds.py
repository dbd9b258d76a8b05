"""How likely a card is to beat every other card shown at the showdown.

Each live rival is described by a ``Showing``: the card it will turn up is the
best of what it knows (``known``), of ``draws`` unknown field cards, and of a
deck card if it makes the Benediction hand. A plain hold of an unseen place is
one draw; a hold on a place the rival looked at in an earlier round is the
best of every card it knew (``showings``), counted as far as ``trust`` says
it chooses knowingly. A rival yet to play takes a free place at random or the
deck, whichever is stronger on average (``OPEN``), or better a card it knows.
A rival whose wagers say its card is strong shows at least an unknown card
from ``floor`` up (``ai_careful``).

``Worlds`` samples where the unknown cards lie (``memory.unknown`` spread
uniformly over the unseen places and the deck's unknown part), a few hundred
times, and keeps the best rival card of each world; then the chance of any
card of ours is one bisection, and the chance of an unseen hold or of a
Benediction comes from the same worlds.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from .memory import Memory

SAMPLES = 300
NONE = -100  # below every card, a low joker too: no rival shows anything


@dataclass(frozen=True)
class Showing:
    known: int | None = None  # a card the rival is known to show
    draws: int = 0  # unknown field cards it shows the best of
    deck: bool = False  # Benediction: it takes a deck card
    trust: float = 1.0  # how likely draws beyond the first count: the rival chose knowingly
    open: bool = False  # yet to play: it takes a free place or the deck, whichever promises more
    floor: int | None = None  # its wagers say its card ranks at least this high (``ai_careful``)

    @classmethod
    def card(cls, card: int) -> Showing:
        return cls(known=card)

    @property
    def sure_draws(self) -> int:
        """The draws that count whatever ``trust`` says: a held place's own card."""
        return 0 if self.open else min(self.draws, 1)

    def suspected(self, trust: float) -> Showing:
        """The same, plus a card it may have chosen knowingly, ``trust`` likely."""
        extra = self.draws > self.sure_draws
        return replace(self, draws=self.draws + 1, trust=max(self.trust, trust) if extra else trust)


BLIND = Showing(draws=1)
BENEDICTION = Showing(deck=True)
OPEN = Showing(open=True)


@dataclass(frozen=True)
class Table:
    """Where the cards a seat does not know may lie, as ranks: ``unknown`` at the
    unseen places and the deck's unknown part, ``deck_known`` in the deck's known
    part (``deck_count`` cards in all), ``free_known`` at free places we know,
    which a rival yet to play picks in ``picks_known`` of its field picks; such
    a rival blesses the deck instead when ``open_deck``."""

    unknown: list[int]
    deck_known: list[int]
    free_known: list[int]
    deck_count: int
    open_deck: bool
    picks_known: float

    @classmethod
    def of(cls, memory: Memory, free_known: Sequence[int], free_unseen: int) -> Table:
        unknown = [memory.rank(card) for card in memory.unknown]
        deck_known = [memory.rank(card) for card in memory.deck_known]
        known = [memory.rank(card) for card in free_known]
        deck_count = max(memory.deck_count, len(deck_known))
        return cls(unknown, deck_known, known, deck_count,
                   _deck_promises_more(unknown, deck_known, deck_count, known, free_unseen),
                   len(known) / max(1, len(known) + free_unseen))


class Worlds:
    """``samples`` draws of what the rivals show, with our own unseen and deck card in each."""

    def __init__(self, memory: Memory, rivals: Sequence[Showing], rng: random.Random, samples: int = SAMPLES,
                 free_known: Sequence[int] = (), free_unseen: int = 0):
        """``free_known`` are the cards we know at free places, ``free_unseen`` the
        number of free places we do not know: what a rival yet to play picks from."""
        self.rank = memory.rank
        table = Table.of(memory, free_known, free_unseen)
        unknown, deck_known, free_known = table.unknown, table.deck_known, table.free_known
        deck_count, open_deck, picks_known = table.deck_count, table.open_deck, table.picks_known
        ranked = sorted(unknown)
        draws = sum(rival.draws + rival.open for rival in rivals)
        deck_draws = sum(rival.deck or (rival.open and open_deck) for rival in rivals) + 1  # the last one is ours
        needed = min(len(unknown), draws + deck_draws + 1)  # + our own unseen place
        deck_places = list(range(deck_count))
        deck_picks = min(deck_draws, deck_count)
        shows = [(NONE if rival.known is None else memory.rank(rival.known), rival) for rival in rivals]
        uniform = rng.random  # one call per draw: far cheaper than rng.sample, which a world needs a dozen of
        best, ours_unseen, ours_deck = [], [], []
        for _ in range(samples):
            stream = _pick(unknown, needed, uniform)
            positions = _pick(deck_places, deck_picks, uniform)
            deck_cards = [deck_known[p] if p < len(deck_known) else _next(stream) for p in positions]
            top = NONE
            for shown, rival in shows:
                draws = rival.draws if rival.trust >= 1.0 or uniform() < rival.trust else rival.sure_draws
                for _ in range(draws):
                    shown = max(shown, _next(stream))
                if rival.floor is not None:
                    shown = max(shown, _at_least(ranked, rival.floor, uniform))
                if rival.deck or (rival.open and open_deck):
                    shown = max(shown, deck_cards.pop(0) if deck_cards else NONE)
                elif rival.open:
                    if uniform() < picks_known:
                        shown = max(shown, free_known[int(uniform() * len(free_known))])
                    else:
                        shown = max(shown, _next(stream))
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
        return bisect_left(self.best, self.rank(card)) / self.samples


def _deck_promises_more(unknown: list[int], deck_known: list[int], deck_count: int,
                        free_known: list[int], free_unseen: int) -> bool:
    """Whether a deck card is stronger on average than a card from a free place
    picked at random: late in a game the deck holds the strong cards played
    before, and a rival who knows nothing better blesses the deck."""
    if not free_known and not free_unseen:
        return True
    average = sum(unknown) / len(unknown) if unknown else 0.0
    deck = (sum(deck_known) + (deck_count - len(deck_known)) * average) / max(1, deck_count)
    field = (sum(free_known) + free_unseen * average) / (len(free_known) + free_unseen)
    return deck > field


def _pick(pool: list[int], count: int, uniform: Callable[[], float]) -> list[int]:
    """``count`` distinct items of ``pool``, every choice as likely (a partial
    Fisher-Yates shuffle of a copy, driven by ``uniform`` in [0, 1))."""
    items = pool[:]
    size = len(items)
    for index in range(count):
        other = index + int(uniform() * (size - index))
        items[index], items[other] = items[other], items[index]
    return items[:count]


def _at_least(ranked: list[int], floor: int, uniform: Callable[[], float]) -> int:
    """An unknown rank from ``floor`` up, each as likely (the floor itself when none is left)."""
    start = bisect_left(ranked, floor)
    return ranked[start + int(uniform() * (len(ranked) - start))] if start < len(ranked) else floor


def _next(stream: list[int]) -> int:
    return stream.pop() if stream else NONE


def _share(outcomes: Iterable[bool]) -> int:
    return sum(1 for outcome in outcomes if outcome)
