"""How the prover abstracts a node (``Regime``): exact cards while an EDIT may
still change the table, else classes of the player's statements (see
``prover.py`` for why either is sound). Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.cards import rank, suit

from .loop_model import EDIT, LOAD, LOOP, PULL
from .nodes import Own

# rank and suit of every card, looked up rather than computed: the search asks millions of times
RANK = tuple(rank(c) for c in range(52))
SUIT = tuple(suit(c) for c in range(52))


def _ranks(own: Own, kind: int) -> frozenset[int]:
    return frozenset(r for s in own if SUIT[s[2]] == kind for r in range(RANK[s[0]], RANK[s[1]] + 1))


def loop_ranks(own: Own) -> frozenset[int]:
    return _ranks(own, LOOP)


IDENTITY = tuple(range(52))


@dataclass(frozen=True, slots=True)
class Regime:
    """How a node is abstracted: exact cards, or classes of the player's statements."""

    exact: bool
    statements: Own  # the player's, for classes: what tells cards apart
    token_of: tuple[int, ...]  # card -> token, for every card
    keep_pool: bool
    keep_discard: bool
    order_discard: bool
    junk: frozenset[int] = frozenset()  # tokens no LOOP statement accepts: never worth playing
    edit_overlap: frozenset[int] = frozenset()  # cards of the ranks both EDIT and LOOP accept
    hand_grows: bool = True  # whether some input LOOP accepts also runs both LOAD and PULL


IDENTITY_REGIME = Regime(True, (), IDENTITY, True, True, True)


def regime_for(own: Own) -> Regime:
    """The class regime of the player's statements ``own`` ((lower, upper,
    function, active) tuples); its ``edit_overlap`` says when it may not be used."""
    kinds = {suit(s[2]): s for s in own}
    first: dict[tuple[bool, ...], int] = {}
    token_of = tuple(first.setdefault(tuple(rank(s[0]) <= rank(c) <= rank(s[1]) for s in own), c)
                     for c in IDENTITY)
    looping = loop_ranks(own)
    junk = frozenset(t for t in token_of if rank(t) not in looping)
    overlap: frozenset[int] = frozenset()
    if EDIT in kinds and LOOP in kinds:
        edit, loop = kinds[EDIT], kinds[LOOP]
        low, high = max(rank(edit[0]), rank(loop[0])), min(rank(edit[1]), rank(loop[1]))
        overlap = frozenset(c for c in IDENTITY if low <= rank(c) <= high)
    grows = bool(looping & _ranks(own, LOAD) & _ranks(own, PULL))
    return Regime(False, own, token_of, LOAD in kinds, LOAD in kinds or PULL in kinds, PULL in kinds, junk,
                  overlap, grows)
