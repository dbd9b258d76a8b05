"""Single-class strategies checked on counts: quick proofs for ``search``.

At an after-LOOP state every statement is active again. Take a class ``g`` of
the hand: the cards that satisfy the same set of the player's own statements,
a set holding LOOP and no EDIT. Under the strategy "from now on play only
``g`` cards" EDIT never runs, so the table never changes, every ``g`` card does
the same and no other card is ever played. The phase then only depends on
counts, a ``Counts`` state::

    (g cards in hand, g cards in the pool, other cards in the pool,
     deck count, top of the discard pile (NONE, G or OTHER),
     g cards under the top, other cards under the top)

One step plays a ``g`` card: LOAD (when ``g`` runs it) reshuffles the pile into
the deck if the deck is empty, then the adversary draws any card of the pool;
PULL takes the top; LOOP puts the input on top. A pulled pile's new top is
covered by the input at once, so the cards under the top only come back at a
reshuffle (see ``prover.py`` on the discard pile). The player has no choice
left, so the strategy wins when no state the adversary can reach has no ``g``
card in hand: a plain search over the count states.

Sound: every play of the strategy is a play of the real game, with the same
answers open to the adversary, so a win here is a real win. Not complete
(another strategy may win where none of these does): the exact search still
decides everything else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .loop_model import EDIT, LOAD, LOOP, PULL
from .nodes import After, Cards, Own
from .regime import RANK, SUIT

NONE, G, OTHER = range(3)  # the top of the discard pile
MOST_COUNTS = 4000  # count states one question may explore before it gives up (no proof)
Counts = tuple[int, int, int, int, int, int, int]  # see above
Signature = tuple[bool, ...]  # which of the player's statements a card satisfies


@dataclass(frozen=True, slots=True)
class ClassWin:
    """A single-class strategy proved to keep the phase going."""

    token: int  # the smallest card (token) of the class in the hand: the one to play
    ranks: frozenset[int]  # the ranks of the class
    runs: frozenset[int]  # the functions each of its cards runs (LOOP among them)
    drawable: frozenset[int]  # tokens the deck may give along the strategy
    counts: int  # count states the proof checked (those reachable from here)


def _free(_: int) -> None:
    """No budget: asked about a strategy already proved."""


class Oracle:
    """Answers "does some single-class strategy win from this after-LOOP state?"
    for one player's game; ``spend(n)`` is told of every count state explored."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self._answers: dict[After, ClassWin | None] = {}
        # (load, pull, counts) -> count states reachable from it; and those that reach a stuck state (or too many)
        self._won: dict[tuple[bool, bool, Counts], int] = {}
        self._lost: set[tuple[bool, bool, Counts]] = set()
        self._signature_cache: dict[Own, tuple[Signature, ...]] = {}

    def win(self, after: After, spend: Callable[[int], None] = _free) -> ClassWin | None:
        if after not in self._answers:
            self._answers[after] = self._first_win(after, spend)
        return self._answers[after]

    def _first_win(self, after: After, spend: Callable[[int], None]) -> ClassWin | None:
        stmts, hand, discard, pool, deck = after
        own = stmts[self.seat]
        by_rank = self._signatures(own)
        classes: dict[Signature, list[int]] = {}
        for token in hand:
            classes.setdefault(by_rank[RANK[token]], []).append(token)
        for signature, tokens in classes.items():
            runs = frozenset(SUIT[s[2]] for s, holds in zip(own, signature) if holds)
            if LOOP not in runs or EDIT in runs:
                continue
            load, pull = LOAD in runs, PULL in runs
            start = _counts(by_rank, signature, tokens, discard, pool, deck)
            reach = self._reach(load, pull, start, spend)
            if reach:
                ranks = frozenset(r for r in range(1, 14) if by_rank[r] == signature)
                drawable = frozenset((*pool, *discard, *tokens)) if load else frozenset()
                return ClassWin(min(tokens), ranks, runs, drawable, reach)
        return None

    def _signatures(self, own: Own) -> tuple[Signature, ...]:
        """Rank -> which of the statements ``own`` a card of that rank satisfies
        (cached: asked at every after-LOOP state)."""
        found = self._signature_cache.get(own)
        if found is None:
            found = self._signature_cache[own] = ((),) + tuple(_signature(own, (r - 1) * 4) for r in range(1, 14))
        return found

    def _reach(self, load: bool, pull: bool, start: Counts, spend: Callable[[int], None]) -> int:
        """How many count states the strategy can reach from ``start`` (0: it can get stuck)."""
        key = (load, pull, start)
        if key in self._won:
            return self._won[key]
        if key in self._lost:
            return 0
        seen, todo = {start}, [start]
        while todo:
            counts = todo.pop()
            if counts[0] == 0 or len(seen) > MOST_COUNTS or (load, pull, counts) in self._lost:
                self._lost.add(key)
                return 0
            spend(1)
            for after in _step(load, pull, counts):
                if after not in seen and (load, pull, after) not in self._won:
                    seen.add(after)
                    todo.append(after)
        for counts in seen:
            self._won.setdefault((load, pull, counts), len(seen))
        return len(seen)


def _signature(own: Own, token: int) -> Signature:
    """Which of the player's statements a card satisfies (they are all active after LOOP)."""
    r = RANK[token]
    return tuple(RANK[s[0]] <= r <= RANK[s[1]] for s in own)


def _counts(by_rank: tuple[Signature, ...], signature: Signature, tokens: list[int], discard: Cards, pool: Cards,
            deck: int) -> Counts:
    in_pool_g = sum(by_rank[RANK[t]] == signature for t in pool) if deck else 0
    in_pool_other = len(pool) - in_pool_g if deck else 0
    under_g = sum(by_rank[RANK[t]] == signature for t in discard[:-1])
    top = NONE if not discard else G if by_rank[RANK[discard[-1]]] == signature else OTHER
    return len(tokens), in_pool_g, in_pool_other, deck, top, under_g, max(len(discard) - 1, 0) - under_g


def _step(load: bool, pull: bool, counts: Counts) -> list[Counts]:
    """The count states after playing one g card, one per answer of the deck.
    ``counts`` holds a g card in hand."""
    hand, pool_g, pool_other, deck, top, under_g, under_other = counts
    hand -= 1
    draws = [(hand, pool_g, pool_other, deck)]
    if load:
        if deck == 0 and top != NONE:  # the pile becomes the deck, the input not yet on it
            pool_g, pool_other = under_g + (top == G), under_other + (top == OTHER)
            deck, top, under_g, under_other = pool_g + pool_other, NONE, 0, 0
        if deck:
            draws = ([(hand + 1, pool_g - 1, pool_other, deck - 1)] if pool_g else []) + \
                    ([(hand, pool_g, pool_other - 1, deck - 1)] if pool_other else [])
    afters = []
    for hand2, pool_g2, pool_other2, deck2 in draws:
        if deck2 == 0:
            pool_g2 = pool_other2 = 0  # cards of the pool the deck no longer holds never come
        if pull and top != NONE:
            # PULL takes the top; LOOP covers the new top with the input at once
            afters.append((hand2 + (top == G), pool_g2, pool_other2, deck2, G, under_g, under_other))
        else:
            afters.append((hand2, pool_g2, pool_other2, deck2, G,
                           under_g + (top == G), under_other + (top == OTHER)))
    return afters
