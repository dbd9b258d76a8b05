"""Runtime Error's hard AI: it builds toward the cheapest loop, claims it when the
prover proves it, and breaks the loops its opponents are building.

The cheapest loop is LOOP and PULL over one range: two cards of that range
(or one, with another on top of the discard pile) play each other back
forever, as in the seed's example 1. LOAD over LOOP's range is the other
way (example 2), but it needs more cards of the range in hand than the deck
can hold outside it, so it comes second. Everything hard does is scored by
``potential``: how close a row of statements and a hand are to such a loop.

- scripting: the statement (or none) that leaves the highest potential;
- input: a claim when the prover proves a loop from what hard knows (every
  card it has not seen may be drawn). The prover is asked only about cards
  that can start a PULL cycle or a LOAD loop that outlasts the deck, each
  position once, and no more in a turn once it runs out of budget. Without
  a proof, a card is played only when LOAD or PULL give one back (every
  card in hand is worth keeping, the loop's cards most), or when its EDIT
  pays for the card it spends;
- EDIT: the change that lowers an opponent's potential most (their hands
  unknown, their statements public) or raises its own.

It reads only the observation. Measured with ``benchmarks/strength.py
runtime-error --players 2 --games 60 --matches hard-random,hard-medium``
(seed 1, seats alternated): 58/60 against random (2 draws), 49/60 against
medium; a decision takes 1 ms median, a few hundred when the prover is asked.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from deskcards.ai.agent import Advice, BudgetedAgent
from deskcards.engine.cards import rank, suit
from deskcards.engine.words import noop, relay

from .. import prover
from ..actions import NO_INPUT, NO_SCRIPT, Edit, Input, Loop, RuntimeErrorAction, Script, unclaimed
from ..claims import loop_position
from ..observation import RuntimeErrorObservation
from ..phases import INPUT, LOOPING
from ..prover.loop_model import EDIT, LOAD, LOOP, PULL, LoopPosition
from ..statements import Placed, valid_edits

CLAIM_STEPS = 6000  # the prover's budget for one candidate input (counted, so choices replay): 0.35 s at most
# What having a statement of each function is worth, before ranges count.
BASE = {LOOP: 6.0, PULL: 4.0, LOAD: 4.0, EDIT: 3.0}
WIDTH = 0.25  # per rank a statement's condition accepts
FEEDS = {PULL: 1.0, LOAD: 0.4}  # per rank LOOP's range shares with a PULL / LOAD range
CLASH = 0.5  # per rank of that shared range an own EDIT also takes: each turn round it must edit, a card spent
KEEPER = 3.0  # per hand card (up to KEEPERS) LOOP and PULL both accept: two of them make a loop
KEEPERS = 2
LOADED = 0.3  # per hand card LOOP and LOAD both accept
DEFENCE = 0.5  # per point of the nearest opponent's closeness, for building an EDIT statement
HAND = 1.0  # what any card in hand is worth: statements and inputs are made of them
FRESH = 0.4  # what LOAD's unknown card is worth over the card played for it
LOAD_SLACK = 2  # how far short of outlasting the deck's refused cards LOAD's hand may be and still be asked about
MEMORY = 4096  # prover verdicts kept
PROVEN = noop("hints", "no deck order breaks this loop: the prover proves it from what you know")


def ranks(placed: Placed) -> range:
    assert placed.lower is not None and placed.upper is not None
    return range(rank(placed.lower), rank(placed.upper) + 1)


def by_function(statements: Sequence[Placed]) -> dict[int, range]:
    """The range of each function among the statements whose cards are all known."""
    return {suit(p.function): ranks(p) for p in statements if None not in p.cards}  # type: ignore[arg-type]  # all three cards known, the function too


def potential(statements: Sequence[Placed], hand: Sequence[int] = (), top: int | None = None) -> float:
    """How close ``statements`` (one seat's row) and ``hand`` are to a loop; larger is closer."""
    kinds = by_function(statements)
    return sum(BASE[kind] + WIDTH * len(span) for kind, span in kinds.items()) + closeness(kinds, hand, top)


def closeness(kinds: dict[int, range], hand: Sequence[int] = (), top: int | None = None) -> float:
    """The part of ``potential`` that LOOP beside PULL or LOAD brings, and the hand cards both take."""
    loop = set(kinds.get(LOOP, ()))
    if not loop:
        return 0.0
    pulled = loop & set(kinds.get(PULL, ()))
    loaded = loop & set(kinds.get(LOAD, ()))
    value = FEEDS[PULL] * len(pulled) + FEEDS[LOAD] * len(loaded) - CLASH * len(pulled & set(kinds.get(EDIT, ())))
    keepers = [card for card in hand if rank(card) in pulled]
    if top is not None and rank(top) in pulled:
        keepers.append(top)
    value += KEEPER * min(len(keepers), KEEPERS)
    return value + LOADED * sum(rank(card) in loaded for card in hand)


def edited(row: tuple[Placed, ...], edit: Edit) -> tuple[Placed, ...]:
    """``row`` (the statements of ``edit.seat``) once ``edit`` puts its card in place."""
    cards = list(row[edit.slot].cards)
    cards[edit.part] = edit.card
    return row[:edit.slot] + (Placed(*cards),) + row[edit.slot + 1:]


def _without(hand: Sequence[int], *cards: int) -> list[int]:
    return [card for card in hand if card not in cards]


class HardAgent(BudgetedAgent):
    """Scores every choice by ``potential``; claims only proven loops."""

    name = "hard"

    def __init__(self) -> None:
        self._verdicts: dict[LoopPosition, bool | None] = {}
        # (turn, own statements) where the prover ran out of budget
        self._stumped: set[tuple[int, tuple[Placed, ...]]] = set()
        self.claim_steps = CLAIM_STEPS

    def scale_budget(self, factor: float) -> None:
        """Give the prover ``factor`` times its steps for each claim (a player's thinking time)."""
        self.claim_steps = max(1, round(CLAIM_STEPS * factor))

    def choose(self, seen: RuntimeErrorObservation, rng: random.Random) -> RuntimeErrorAction:
        legal = seen.legal_actions()
        if seen.phase in (INPUT, LOOPING):
            card = self.provable(seen)
            if card is not None:
                return next(a for a in legal if isinstance(a, (Input, Loop)) and a.forever and a.card == card)
        scored = [(self.score(seen, action), rng.random(), action) for action in unclaimed(legal)]
        return max(scored, key=lambda entry: entry[:2])[2]

    def advise(self, seen: RuntimeErrorObservation, rng: random.Random) -> Advice:
        """``choose``'s move; a claim is the one it can give a reason for."""
        action = self.choose(seen, rng)
        return Advice(action, relay("hints", PROVEN) if getattr(action, "forever", False) else None)

    # -- claims -------------------------------------------------------------

    def provable(self, seen: RuntimeErrorObservation) -> int | None:
        """A hand card whose input the prover proves starts a loop, from what ``seen`` knows.
        After the prover runs out of budget once, hard stops asking for the rest of the
        turn unless its statements change: the positions of one turn are alike."""
        row = (seen.turn, seen.table[seen.seat])
        if row in self._stumped:
            return None
        pool = self.pool(seen)
        for card in self.candidates(seen, pool):
            position = loop_position(seen.seat, seen.table, _without(seen.hand, card), card, seen.discard,
                                     pool, seen.deck_size)
            verdict = self.verdict(position)
            if verdict:
                return card
            if verdict is None:
                self._stumped.add(row)
                return None
        return None

    def pool(self, seen: RuntimeErrorObservation) -> Sequence[int]:
        """The cards the deck may hold: every card hard has not seen."""
        return seen.unseen()

    def rival_hand(self, seen: RuntimeErrorObservation, seat: int) -> Sequence[int]:
        """What hard knows of ``seat``'s hand: nothing."""
        return ()

    @staticmethod
    def candidates(seen: RuntimeErrorObservation, pool: Sequence[int]) -> list[int]:
        """The hand cards worth the prover's time: LOOP takes them, and PULL with a second
        card LOOP and PULL both take, or LOAD with enough cards LOOP and LOAD both take
        to outlast every card the deck may give that LOOP or LOAD refuses."""
        kinds = by_function([p for p in seen.table[seen.seat] if p.active])
        loop = set(kinds.get(LOOP, ()))
        pulled = loop & set(kinds.get(PULL, ()))
        loaded = loop & set(kinds.get(LOAD, ()))
        top = seen.discard[-1:]
        cycling = sum(rank(card) in pulled for card in (*seen.hand, *top)) >= 2
        lasting = sum(rank(card) in loaded for card in seen.hand) + LOAD_SLACK > \
            sum(rank(card) not in loaded for card in (*pool, *seen.discard))
        return [card for card in sorted(seen.hand, key=rank)
                if (cycling and rank(card) in pulled) or (lasting and rank(card) in loaded)]

    def verdict(self, position: LoopPosition) -> bool | None:
        """The prover's word on ``position``: proved, refuted or None (out of budget)."""
        if position not in self._verdicts:
            if len(self._verdicts) >= MEMORY:
                self._verdicts.clear()
                self._stumped.clear()
            self._verdicts[position] = prover.decide(position, max_steps=self.claim_steps).loops
        return self._verdicts[position]

    # -- scores ---------------------------------------------------------------

    def score(self, seen: RuntimeErrorObservation, action: RuntimeErrorAction) -> float:
        own, hand = seen.table[seen.seat], seen.hand
        top = seen.discard[-1] if seen.discard else None
        if isinstance(action, Script):
            placed = Placed(action.lower, action.upper, action.function)
            defence = DEFENCE * self.threat(seen) if suit(action.function) == EDIT else 0.0
            return potential(own + (placed,), _without(hand, *placed.cards), top) + defence  # type: ignore[arg-type]  # a script's cards come from the hand: none is None
        if action is NO_SCRIPT:
            return potential(own, hand, top)
        if action is NO_INPUT:
            return 0.0
        if isinstance(action, (Input, Loop)):
            return self.input_value(seen, action.card)
        assert isinstance(action, Edit)
        return self.edit_value(seen, action)

    def threat(self, seen: RuntimeErrorObservation) -> float:
        """The closest an opponent's statements (and what hard knows of their hand) are to a loop."""
        top = seen.discard[-1] if seen.discard else None
        return max((closeness(by_function(row), self.rival_hand(seen, seat), top)
                    for seat, row in enumerate(seen.table) if seat != seen.seat), default=0.0)

    def input_value(self, seen: RuntimeErrorObservation, card: int) -> float:
        """The hand after ``card`` runs hard's statements, against keeping it: each card is
        worth ``HAND``, more when the loop needs it (``potential``). LOAD and PULL give one back."""
        own = seen.table[seen.seat]
        kinds = {suit(p.function) for p in own if p.active and p.function is not None and rank(card) in ranks(p)}
        rest = _without(seen.hand, card)
        value = potential(own, rest) - potential(own, seen.hand) - HAND
        if LOAD in kinds:
            value += HAND + FRESH
        if PULL in kinds and seen.discard:
            value += HAND + potential(own, rest + [seen.discard[-1]]) - potential(own, rest)
        if EDIT in kinds:
            value += max((self.edit_value(seen, Edit(*choice)) - HAND for choice in self._edits(seen, card)),
                         default=0.0)
        return value

    def _edits(self, seen: RuntimeErrorObservation, card: int) -> list[tuple[int, int, int, int]]:
        return list(valid_edits(seen.table, _without(seen.hand, card)))

    def edit_value(self, seen: RuntimeErrorObservation, edit: Edit) -> float:
        """An opponent's potential lost, or our own gained, less the hand card it costs."""
        row = seen.table[edit.seat]
        after = edited(row, edit)
        top = seen.discard[-1] if seen.discard else None
        if edit.seat == seen.seat:
            hand = _without(seen.hand, edit.card)
            return potential(after, hand, top) - potential(row, seen.hand, top)
        cost = potential(seen.table[seen.seat], seen.hand, top) - \
            potential(seen.table[seen.seat], _without(seen.hand, edit.card), top)
        rival = self.rival_hand(seen, edit.seat)
        return potential(row, rival, top) - potential(after, rival, top) - cost
