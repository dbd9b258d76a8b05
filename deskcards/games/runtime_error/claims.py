"""Asking the infinite-loop prover about a turn: claims, demonstrated loops, hints.

The engine asks with the real deck (``pool`` is its cards), and about a claim
the real deck leaves undecided, also as the current player knows it; an observation
asks with every card its seat has not seen, so the assist hints never use the
real deck. ``judge`` turns the prover's verdict into a ``Judgement``: proven
or not, and why, in words every player may read.

The replayable judgements (the engine's, and the hints, asked as a claim
would be) are remembered, a bounded number, by their question: the position
and the budget. The search counts steps, so the same question always gets
the same answer, wherever it was worked out; the table has the AI process
work out a claim (``JudgementToMake``) and the engine then finds it here
instead of searching on the UI thread.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.game import IllegalAction
from deskcards.engine.words import translate

from . import prover
from .prover.loop_model import LoopPosition
from .statements import Placed

if TYPE_CHECKING:
    from .observation import RuntimeErrorObservation
    from .prover import Verdict
    from .state import RuntimeErrorState

# Steps (positions searched and deck answers examined) the prover may take per
# millisecond of budget when the answer must replay. Measured with
# benchmarks/prover_rate.py --games 1 --least 10000: the slowest position took
# 17.9 steps per CPU ms, the median 29; 16 keeps the 2000 ms budget (32,000 steps)
# for all of them. Counting positions alone did not: 1,200 of them took from 25 ms
# to 3.6 s on bench positions, and 14 s on one with a 31-card hand.
STEPS_PER_MS = 16
JUDGEMENTS_KEPT = 64  # remembered judgements; a game asks a few, a replayed record a few dozen


@dataclass(frozen=True)
class Judgement:
    proven: bool
    reason: str
    verdict: Verdict | None = None


def loop_position(player: int, table: Sequence[Sequence[Placed]], hand: Iterable[int], input_card: int,
                  discard: Iterable[int], pool: Iterable[int], deck_count: int) -> LoopPosition:
    """The prover's question: ``player`` has just played ``input_card``; the table's cards all known."""
    statements = tuple(tuple(placed.statement() for placed in seat) for seat in table)
    return LoopPosition(player, statements, tuple(hand), input_card, tuple(discard), frozenset(pool), deck_count)


def budget_steps(budget_ms: int) -> int:
    """The steps a replayable judgement of ``budget_ms`` may take."""
    return int(budget_ms * STEPS_PER_MS)


def judge(position: LoopPosition, budget_ms: int, replayable: bool = False) -> Judgement:
    """The prover's verdict on ``position`` within ``budget_ms``: proven only on a proof.

    ``replayable`` (the engine's own judgements) counts the budget in steps,
    ``STEPS_PER_MS`` for each millisecond, instead of reading the clock: a record
    then replays to the same game on a faster or slower machine. Those are
    remembered (see the module's words)."""
    if not replayable:
        return _worded(prover.decide(position, budget_ms), budget_ms)
    question = (position, budget_ms)
    known = _known.get(question)
    if known is not None:
        _known.move_to_end(question)
        return known
    if _looking_ahead.get():
        raise _Unjudged(JudgementToMake(position, budget_ms))
    judgement = _worded(prover.decide(position, max_steps=budget_steps(budget_ms)), budget_ms)
    remember(question, judgement)
    return judgement


def _worded(verdict: prover.Verdict, budget_ms: int) -> Judgement:
    if verdict.loops:
        return Judgement(True, translate("runtime-error", "an infinite loop, proven. {proof}",
                                         proof=" ".join(verdict.explain())), verdict)
    if verdict.loops is None:
        return Judgement(False, translate("runtime-error", "the prover could not decide within its budget ({ms} ms), "
                                          "so the claim is not accepted", ms=budget_ms), verdict)
    # Not the prover's words: its refutation may name cards of the real deck.
    return Judgement(False, translate("runtime-error", "some order of the deck ends the turn"), verdict)


# -- remembered judgements -----------------------------------------------------

_known: OrderedDict[tuple[LoopPosition, int], Judgement] = OrderedDict()  # oldest use first
_looking_ahead: ContextVar[bool] = ContextVar("looking_ahead", default=False)


def remember(question: tuple[LoopPosition, int], judgement: Judgement) -> None:
    """Keep the judgement of ``question`` (position, budget in ms), forgetting the least recently used."""
    _known[question] = judgement
    _known.move_to_end(question)
    while len(_known) > JUDGEMENTS_KEPT:
        _known.popitem(last=False)


@dataclass(frozen=True)
class JudgementToMake:
    """A replayable judgement the engine would have to search for: picklable, so the
    AI process can ``make`` it, and the table ``keep`` the answer for the engine."""

    position: LoopPosition
    budget_ms: int

    def make(self) -> Judgement:
        return judge(self.position, self.budget_ms, replayable=True)

    def keep(self, judgement: Judgement) -> None:
        remember((self.position, self.budget_ms), judgement)


class _Unjudged(Exception):
    def __init__(self, needed: JudgementToMake):
        super().__init__("the prover would search")
        self.needed = needed


def judgement_to_make(state: RuntimeErrorState, action: object) -> JudgementToMake | None:
    """The first judgement ``state.apply(action)`` would search for (none remembered), or
    None if it needs none or the action is illegal. ``state`` is not changed."""
    looking = _looking_ahead.set(True)
    try:
        state.clone().apply(action)
    except _Unjudged as unjudged:
        return unjudged.needed
    except IllegalAction:
        return None
    finally:
        _looking_ahead.reset(looking)
    return None


def judge_claim(state: RuntimeErrorState) -> Judgement:
    """The verdict on the current player's "run forever", the input card just played.

    Asked with the real deck first. When that search cannot finish, it is asked
    as the current player knows the position, as the assist hint asks it: a proof with
    every card the current player has not seen as the pool holds for the real deck too
    (every deck order it allows is one of those). The depth-first search tries
    the player's choices one at a time, and with more cards in the pool the
    deck refutes the wrong ones sooner; so that view may prove what the real
    one cannot within the budget, and a hinted card's claim always wins. Without an
    active statement of the current player's there is nothing to ask: nothing runs."""
    if not any(placed.active for placed in state.statements(state.whose_turn)):
        # Nothing runs, so nothing loops: said plainly, not as the prover's refutation.
        return Judgement(False, translate("runtime-error", "there is no statement to run, so the turn ends "
                                          "with this card"))
    budget_ms = state.ruleset.settings.prover_budget_ms
    judgement = judge(state.loop_position(), budget_ms, replayable=True)
    if judgement.verdict is None or judgement.verdict.loops is not None:
        return judgement
    card = state.input_card
    assert card is not None  # a claim comes with the input card it is made on
    known = judge(known_position(state.observation(state.whose_turn), card), budget_ms, replayable=True)
    return known if known.proven else judgement


def known_position(seen: RuntimeErrorObservation, card: int) -> LoopPosition:
    """The prover's question for ``card`` (played, or still in hand) as ``seen`` (an
    observation of the current player) knows it: every card that seat has not seen may be drawn."""
    hand = [other for other in seen.hand if other != card]
    return loop_position(seen.seat, seen.table, hand, card, seen.discard, seen.unseen(), seen.deck_size)


def provable_inputs(seen: RuntimeErrorObservation, budget_ms: int | None = None) -> tuple[int, ...]:
    """The cards of ``seen``'s hand (an observation of the current player) that would start a loop
    the prover proves with only what that seat knows: every unseen card may be drawn.
    Each card gets the steps of ``budget_ms`` (the variant's claim budget if None)."""
    return LoopHints.of(seen, budget_ms).make()


@dataclass(frozen=True)
class LoopHints:
    """``provable_inputs`` as a picklable job: the table has the AI process ``make`` it.

    Each card is judged as its claim would be when the real deck leaves the
    prover undecided (``judge_claim``): the same question, the same budget in
    steps. So a hinted card's claim is proven, and no hint takes longer than
    the claims of the hand would."""

    questions: tuple[tuple[int, LoopPosition], ...]  # (input card, the position it starts)
    budget_ms: int

    @classmethod
    def of(cls, seen: RuntimeErrorObservation, budget_ms: int | None = None) -> LoopHints:
        questions = tuple((card, known_position(seen, card)) for card in seen.hand)
        return cls(questions, seen.ruleset.settings.prover_budget_ms if budget_ms is None else budget_ms)

    def make(self) -> tuple[int, ...]:
        return tuple(card for card, position in self.questions
                     if judge(position, self.budget_ms, replayable=True).proven)
