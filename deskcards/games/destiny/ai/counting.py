"""The same chances as ``odds.Worlds``, counted exactly instead of sampled.

When every rival shows plain draws (no ``trust`` below 1 that counts, no
``floor``: the plain reading of easy and medium), the chance that the best
rival card lies below a rank ``x`` is a sum over a few cases: how many of the
rivals' deck cards come from the deck's known part (hypergeometric), and how
many rivals yet to play pick a free card we know (binomial). In each case
every other rival card is a draw without replacement from the unknown cards,
all below ``x`` with chance C(a, t) / C(n, t) (``a`` of the ``n`` unknown
ranks lie below ``x``). A draw past the last unknown card shows nothing.

``chances`` counts where it can and samples (``Worlds``) where it cannot:
when hard's reading has a rival that may have chosen knowingly, or whose
wagers set a floor under its card.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import pairwise
from math import comb
from typing import Protocol

from .memory import Memory
from .odds import SAMPLES, Showing, Table, Worlds


class Chances(Protocol):
    """How likely a card of ours is to beat the best rival card."""

    unseen_chance: float  # a blind field place of ours
    deck_chance: float  # the Benediction hand

    def chance(self, card: int) -> float: ...


def chances(memory: Memory, rivals: Sequence[Showing], rng: random.Random,
            free_known: Sequence[int] = (), free_unseen: int = 0, samples: int = SAMPLES) -> Chances:
    """Counted when every rival shows plain draws, else ``samples`` worlds sampled from ``rng``."""
    if all(countable(rival) for rival in rivals):
        return Counted(memory, rivals, free_known, free_unseen)
    return Worlds(memory, rivals, rng, samples, free_known=free_known, free_unseen=free_unseen)


def countable(rival: Showing) -> bool:
    return rival.floor is None and (rival.trust >= 1.0 or rival.draws <= rival.sure_draws)


class Counted:
    """``Worlds``' answers without sampling, for rivals that ``countable`` admits."""

    def __init__(self, memory: Memory, rivals: Sequence[Showing], free_known: Sequence[int] = (),
                 free_unseen: int = 0):
        self.rank = memory.rank
        table = Table.of(memory, free_known, free_unseen)
        self.unknown, self.deck_known = sorted(table.unknown), sorted(table.deck_known)
        self.free_known = sorted(table.free_known)
        self.deck_count = table.deck_count
        self.shown = [memory.rank(rival.known) for rival in rivals if rival.known is not None]
        self.draws = sum(rival.draws for rival in rivals)
        decks = sum(rival.deck or (rival.open and table.open_deck) for rival in rivals)
        self.field_picks = sum(rival.open and not rival.deck and not table.open_deck for rival in rivals)
        self.picks_known = table.picks_known
        self.deck_picks = min(decks, self.deck_count)  # the rivals' deck cards; past the deck's end, nothing
        n = len(self.unknown)
        # our blind place: an unknown card; the rivals draw from the others
        self.unseen_chance = self._over_unknown(len(self.deck_known), self.deck_count) / max(1, n)
        self.deck_chance = self._deck_chance() if decks < self.deck_count else 0.0

    def chance(self, card: int) -> float:
        rank = self.rank(card)
        below = bisect_left(self.unknown, rank)
        return sum(weight * _all_below(below, drawn, len(self.unknown))
                   for weight, drawn in self._terms(rank, len(self.deck_known), self.deck_count))

    def _deck_chance(self) -> float:
        """Our deck card: a known deck card or an unknown one, as its place in the
        deck falls; the rivals' deck cards come from the other places."""
        known, total, n = len(self.deck_known), self.deck_count, len(self.unknown)
        from_known = sum(weight * _all_below(bisect_left(self.unknown, rank), drawn, n)
                         for rank in self.deck_known for weight, drawn in self._terms(rank, known - 1, total - 1))
        if total == known or not n:
            return from_known / total
        from_unknown = self._over_unknown(known, total - 1)
        return from_known / total + from_unknown / n * (total - known) / total  # each place as likely

    def _over_unknown(self, deck_known: int, deck: int) -> float:
        """The sum over every unknown card of ours of its chance against rivals who
        draw from the other unknown cards. Between two cards we know, the unknown
        cards in a row share their terms, and their draws sum at once: the sum of
        C(a, d) for a from lo to hi - 1 is C(hi, d + 1) - C(lo, d + 1)."""
        others = len(self.unknown) - 1
        edges = {0, len(self.unknown)}
        edges.update(bisect_right(self.unknown, rank) for rank in (*self.free_known, *self.deck_known, *self.shown))
        bounds = sorted(edges)
        total = 0.0
        for low, high in pairwise(bounds):
            for weight, drawn in self._terms(self.unknown[low], deck_known, deck):
                drawn = min(drawn, others)
                total += weight * (comb(high, drawn + 1) - comb(low, drawn + 1)) / comb(others, drawn)
        return total

    def _terms(self, rank: int, deck_known: int, deck: int) -> list[tuple[float, int]]:
        """The cases in which every rival card ranks below ``rank``, as (chance
        that every known card drawn does, unknown cards drawn): the rivals' deck
        cards come from ``deck`` places, ``deck_known`` of them known (ours, when
        we hold a known deck card, left out)."""
        if any(shown >= rank for shown in self.shown):
            return []
        deck_below = bisect_left(self.deck_known, rank)  # a known deck card of ours is not below itself
        field_below = bisect_left(self.free_known, rank) / max(1, len(self.free_known))
        picks, terms = self.field_picks, []
        for known_picks in range(picks + 1):  # rivals picking a free card we know
            picked = (comb(picks, known_picks) * self.picks_known ** known_picks
                      * (1 - self.picks_known) ** (picks - known_picks) * field_below ** known_picks)
            if not picked:
                continue
            for from_known in range(min(self.deck_picks, deck_known) + 1):  # deck cards from the known part
                ways = comb(deck_known, from_known) * comb(deck - deck_known, self.deck_picks - from_known)
                if not ways:
                    continue
                dealt = ways / comb(deck, self.deck_picks) * comb(deck_below, from_known) / comb(deck_known, from_known)
                terms.append((picked * dealt, self.draws + picks - known_picks + self.deck_picks - from_known))
        return terms


def _all_below(below: int, drawn: int, total: int) -> float:
    """The chance ``drawn`` cards drawn from ``total`` without replacement all
    come from the ``below`` lowest (a draw past the last card shows nothing)."""
    drawn = min(drawn, total)
    return comb(below, drawn) / comb(total, drawn)
