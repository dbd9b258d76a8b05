"""Runtime Error's infinite-loop prover: can this testing phase last forever?

API
---
``decide(position, budget_ms=2000) -> Verdict``. ``position`` is a
``loop_model.LoopPosition``: the input card just played, the player's hand
without it, every seat's statements, the discard pile and the deck as a
``pool`` of cards that may be in it plus its size ``deck_count``.

``Verdict.loops`` is True (proved), False (refuted) or None (out of time: a
claim must then be rejected, never accepted); ``kind`` is "cycle",
"invariant", "refuted" or "undecided". A proof (``Verdict.proof``) holds the
play from the start with real cards (for a cycle, into the repeat), how many
positions the strategy keeps to and the cards that may be drawn; a refutation
(``Verdict.refutation``) holds the deck's cards in the order that ends the
loop, the play down to the end and the position where it ends.
``Verdict.explain()`` says it in a few sentences; ``Verdict.strategy`` lets a
player follow a proved loop move by move (``edit_for`` and ``next_input``).

The game
--------
One testing phase is a game between the player and an adversary who deals
every draw. A node is the moment an input card is about to be tested. The
player picks the EDIT (when one must be made) and, after LOOP, the next input;
the adversary picks each card LOAD draws: any card of the pool not yet drawn,
and after the deck runs out, at a reshuffle, any card of what was the discard
pile. The phase ends (the player loses) when no active LOOP statement runs or
LOOP finds an empty hand. The player wins when play can go on forever.

Why it terminates
-----------------
No card enters or leaves play during a phase: every node is a placement of the
finitely many cards of the position (statements, hand, input, discard, pool)
plus a deck count, so there are finitely many nodes. The search never expands
a node twice while it is on the search path, so each path is finite. (A path
deeper than ``DEEPEST_SEARCH`` frames stops the exact search, like the clock;
then only a short refutation, below, can still answer.)

The algorithm (``search.Solver``) and why it is exact
-------------------------------------------------------------
"Play never ends" is a safety objective, whose winning region is the greatest
fixed point of "the player has an EDIT choice such that for every draw some
next input leads back into the region". The solver is a depth-first search of
the first-cycle game: a node met again on the current path counts as won (the
player can repeat what led there, forever), the end of the phase is lost. In
this finite game the first-cycle value equals the infinite one (positional
determinacy of safety games).

* A loss is proved by draws whose every continuation was already proved lost,
  even though path nodes were optimistically counted as won, so it is a true
  loss: it is cached, with the order it was found in (every refutation line
  descends that order, so it reaches the end).
* A win that leans only on the node itself or deeper nodes is a true win:
  its evaluation is a strategy tree whose leaves are proved wins or back-edges
  into the tree. It is cached. A win leaning on a shallower path node is kept
  as tentative: it is dropped when any node that was on the path while it was
  found is lost, and cached for good once the node it leans on is proved won.
* The root leans on nothing above it, so its value is exact. The strategy
  returned for a proof is rebuilt from exact values only (each chosen next
  node is re-solved from an empty path), so following it never leaves the
  winning region: the proof is sound by construction, and the search is
  complete because it returns lost only for true losses.

The abstraction
---------------
Each node chooses how it is abstracted from the player's own statements and
the cards it may still play (``game.Regime``):

* While an EDIT can still run on a step that goes on, a hand card may become
  any bound or function, so rank and suit both matter: nodes hold the cards
  themselves.
* Otherwise nothing on the table can change again. That is so when the
  player owns no EDIT statement (from the start, or after an EDIT gave it
  another function), and also when no card that may yet be an input (hand,
  input, discard pile with LOAD or PULL, deck with LOAD) has a rank that both
  their EDIT and their LOOP statement accept: an input LOOP does not accept
  ends the phase whatever EDIT does, so no edit happens on a step that goes
  on, and the set of cards that may yet be inputs only shrinks. It is so,
  too, when the hand is empty as an input is tested and no input LOOP accepts
  also runs both LOAD and PULL: EDIT then has no card to put in, each step
  gains at most one card and LOOP takes it as the next input, so the hand is
  empty again at every test. Then other seats never matter, and a card is observed only by which of the player's
  statements it satisfies. Cards with the same answer form a
  class, and nodes hold one token per class (the class's smallest card), with
  hands and the pool as multisets. Renaming cards within a class maps every
  play of the real game onto a play of the class game in which the same
  statements run, and back, so the two games are bisimilar and have the same
  winner. Example 2's forty non-King cards are one token, so its proof is a
  handful of nodes. Further, in this regime:
  - the pool is dropped without LOAD, the discard pile without LOAD or PULL,
    and without PULL the pile is a multiset (only a reshuffle reads it);
  - cards that no LOOP statement accepts ("junk") count once in a hand: playing
    one ends the phase, so a winning player never does, and with no edit to
    come it never leaves the hand; it only keeps the hand non-empty.

In both regimes only the top card of the discard pile keeps its place; the
cards under it are a multiset. A step pulls at most one card (the top, or the
card EDIT has just put on it) and then LOOP puts the input card on the pile,
so a card under the top at a node stays under the top until a reshuffle,
which reads the pile as a set.

Edits that leave EDIT unable to run on a step that goes on are tried first
(the rest is then over classes), then the player's other own edits.

Single-class strategies (``oracle.py``)
----------------------------------------------
Even the class game can be too big: it tells every class apart in hand, pool
and pile, and the deck may answer with any class at every draw. So at each
after-LOOP state the solver first asks whether "from now on play only cards of
one class" wins, for a class of the hand that runs LOOP and not EDIT: under
that strategy the table never changes and the game is one of counts, small
enough to search whole. Such a win is a real win (every play of the strategy
is a play of the game, with the same draws open to the adversary), so it is
settled at once; anything else is left to the exact search, so the search
stays complete. Its count states are counted as steps. A proof that
reaches such states says so ("From here on, playing only 7-10 cards keeps the
loop going: ..."), and the strategy plays that class there.

While an EDIT may still run, the solver also asks whether never playing a card
that runs EDIT wins (``restricted.py``): the table then never changes,
so that is a class game with those cards kept in hand, solved by a nested
solver within ``search.NEVER_EDIT_STEPS`` steps a question. Its
wins are real wins for the same reason. At a node where EDIT may run, an
option whose every draw ends in such a win is taken before the exact search
dives into any option.

Short refutations (``horizon.py``)
-----------------------------------------
The depth-first search commits to the deck's first answer and follows the
player's longest line under it; where that line runs for thousands of inputs
while another answer ends the phase in three, it never gets to the short one.
So the exact search gets all but ``HORIZON_SHARE`` of the budget, and when it
cannot finish, the rest goes to an iterative-deepening search of a stronger
player, one who also wins by staying alive for k more inputs (k = 1, 2, ...).
When the deck beats that player it beats the real one, so its losses are true
losses; they go into the solver's loss cache children first, and the
refutation is read from it as from the search's own. Finding none proves
nothing and the answer stays "undecided", so the prover stays complete.

The budget: the solver looks at the clock every ``CLOCK_EVERY`` nodes and
gives up with an "undecided" verdict when ``budget_ms`` has passed; given
``max_steps`` it counts steps instead and never reads the clock, so the
answer does not depend on the machine (the engine's claims use this). A step
is a position searched or one of the deck's answers examined (its draw, PULL
and the canonical state after LOOP): the two cost about the same, while a
position may have one answer or a hundred, so steps follow the time spent
where positions alone did not (on real-game positions, 1,200 positions took
from 25 ms to 3.6 s).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from time import perf_counter

from deskcards.engine.cards import card_label, rank, suit

from .game import Edit, Game
from .horizon import root_value
from .loop_model import LOAD, LOOP, PULL, LoopPosition, Statement
from .nodes import Cards, Node
from .regime import Regime
from .search import Choices, Draws, Inputs, OutOfTime, Restricted, Solver
from .story import Replay, Step, function_list, restricted_invariant

DEFAULT_BUDGET_MS = 2000
PLAYED_ITERATIONS = 4  # how many steps an invariant proof plays out
LONGEST_REPLAY = 300  # steps, a guard on replaying a cycle with real cards
DEEPEST_SEARCH = 20000  # Python frames the depth-first search may need
REPEAT = "the same position again, so the turn never ends."


@dataclass(frozen=True)
class Proof:
    kind: str  # "cycle" or "invariant"
    steps: tuple[Step, ...]  # real cards from the start (a cycle: into its repeat)
    cycle_start: int | None  # the step the cycle returns to
    states_kept: int  # positions the strategy keeps to, closed under every draw
    drawable: frozenset[int]  # the cards the deck may give along the strategy
    invariant: str


@dataclass(frozen=True)
class Refutation:
    draws: tuple[int, ...]  # the deck's cards, in order, along the line
    steps: tuple[Step, ...]
    reason: str
    end_position: LoopPosition


class Strategy:
    """A proved loop, move by move, for real positions of the same phase."""

    def __init__(self, game: Game, solver: Solver[Game], choices: Choices, inputs: Inputs) -> None:
        self._game, self._solver, self._choices, self._inputs = game, solver, choices, inputs
        solver.max_steps, solver.deadline = None, float("inf")  # the proof is made: following it has no budget

    def edit_for(self, position: LoopPosition) -> Edit | None:
        """The EDIT to make for ``position``'s input (None: no edit to make or
        the position is not one the strategy reaches)."""
        node = self._game.node_of(position)
        if node not in self._choices:
            return None
        return self._solver.options(node)[self._choices[node]].edit

    def next_input(self, statements: Sequence[Sequence[Statement]], hand: Collection[int], discard: Cards,
                   pool: Iterable[int], deck_count: int) -> int | None:
        """The card LOOP plays next, given the zones just after the input was
        discarded (None: a state the strategy does not reach)."""
        after = self._game.after_of(statements, hand, discard, pool, deck_count)
        token = self._solver.next_token(after, self._inputs)
        tokens = self._game.after_regime(after).token_of
        return next((c for c in sorted(hand) if tokens[c] == token), None)


@dataclass
class Verdict:
    loops: bool | None
    kind: str
    steps: int
    elapsed_ms: float
    proof: Proof | None = None
    refutation: Refutation | None = None
    strategy: Strategy | None = None
    reason: str = ""
    lines: list[str] = field(default_factory=list)

    def explain(self) -> list[str]:
        return list(self.lines)


def decide(position: LoopPosition, budget_ms: int = DEFAULT_BUDGET_MS, max_steps: int | None = None) -> Verdict:
    """Prove or refute that ``position``'s testing phase can last forever.

    With ``max_steps`` the budget is that many steps and the clock is not
    read, so the answer is the same on every machine (the engine needs that to
    replay a game); otherwise it is ``budget_ms`` of wall time."""
    started = perf_counter()
    game = Game(position)
    deadline = float("inf") if max_steps is not None else started + budget_ms / 1000
    solver = Solver(game, deadline, max_steps)
    root = game.node_of(position)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), DEEPEST_SEARCH))
    collecting = gc.isenabled()
    gc.disable()  # the search builds only acyclic tuples; collections would stall it
    try:
        won = root_value(solver, root)
        if won:  # playing the proof out may search on (past a never-EDIT win): within the budget too
            choices, inputs, draws, restricted = solver.strategy(root)
            proof = _proof(game, solver, position, root, choices, inputs, draws, restricted)
    except (OutOfTime, RecursionError) as stop:
        why = "the search ran out of budget" if isinstance(stop, OutOfTime) else "the search went too deep"
        return Verdict(None, "undecided", solver.steps, _ms(started), reason=why,
                       lines=[f"Undecided: {why} after {solver.steps} steps; the claim is not accepted."])
    finally:
        if collecting:
            gc.enable()
    if won:
        verdict = Verdict(True, proof.kind, solver.steps, 0.0, proof=proof,
                          strategy=Strategy(game, solver, choices, inputs))
        verdict.lines = _proof_lines(proof)
    else:
        refutation = _refutation(game, solver, position, root)
        verdict = Verdict(False, "refuted", solver.steps, 0.0, refutation=refutation)
        verdict.lines = _refutation_lines(refutation)
    verdict.elapsed_ms = _ms(started)
    return verdict


def _ms(started: float) -> float:
    return (perf_counter() - started) * 1000


def _proof(game: Game, solver: Solver[Game], position: LoopPosition, root: Node, choices: Choices, inputs: Inputs,
           draws: Draws, restricted: Restricted) -> Proof:
    steps, cycle_start = _played(game, solver, position, root, choices, inputs, bool(draws))
    if not draws:
        return Proof("cycle", steps, cycle_start, len(choices), frozenset(), REPEAT)
    drawable = _real_cards(position, draws)
    kinds = {_kinds(d) for d in draws}
    if restricted:
        invariant = restricted_invariant(len(choices), restricted.values())
    elif len(kinds) == 1 and (only := next(iter(kinds))) is not None and LOOP in only:
        invariant = (f"Every card the deck can give ({len(drawable)} of them) runs "
                     f"{function_list(only)}, so the loop goes on whatever order it comes in.")
    else:
        invariant = (f"The strategy keeps to {len(choices)} positions, and from each of them every card "
                     f"the deck can give leads back into them, so no deck order ends the turn.")
    return Proof("invariant", steps, None, len(choices), drawable, invariant)


def _real_cards(position: LoopPosition, draws: Draws) -> frozenset[int]:
    """The real cards the strategy's (regime, token) draws stand for."""
    movable = {*position.pool, *position.discard, *position.hand, position.input_card}
    drawable: set[int] = set()
    for regime, token in draws:
        drawable.update(c for c in movable if regime.token_of[c] == token)
        if regime.exact:
            drawable.add(token)
    return frozenset(drawable)


def _played(game: Game, solver: Solver[Game], position: LoopPosition, root: Node, choices: Choices, inputs: Inputs,
            has_draws: bool) -> tuple[tuple[Step, ...], int | None]:
    """The strategy played with real cards: a few steps, or without draws up to
    the first real position that repeats (and the step it repeats)."""
    replay = Replay(game, position)
    steps: list[Step] = []
    seen, node = {replay.node: 0}, root
    while len(steps) < (PLAYED_ITERATIONS if has_draws else LONGEST_REPLAY):
        option = solver.options(node)[choices.get(node, 0)]  # past a class win: no EDIT, one option
        outcome = next(game.outcomes(option))
        after = outcome.after
        assert after is not None  # a won strategy's play goes on
        token = solver.next_token(after, inputs)
        assert token is not None  # and reaches only states it has a token for
        steps.append(replay.step(node, option.edit, outcome, token))
        node = Game.child(after, token)
        if not has_draws and replay.node in seen:
            return tuple(steps), seen[replay.node]
        seen[replay.node] = len(steps)
    return tuple(steps), None


def _kinds(drawn: tuple[Regime, int]) -> frozenset[int] | None:
    """The functions a drawn class runs as input (None for an exact card: the
    statements may change under it, so no one sentence covers it)."""
    regime, token = drawn
    if regime.exact:
        return None
    return frozenset(k for k in (LOAD, PULL, LOOP) if any(
        suit(s[2]) == k and rank(s[0]) <= rank(token) <= rank(s[1]) for s in regime.statements))


def _refutation(game: Game, solver: Solver[Game], position: LoopPosition, root: Node) -> Refutation:
    replay = Replay(game, position)
    steps = []
    for node, index, outcome, child in solver.refuting_line(root):
        edit = solver.options(node)[index].edit
        steps.append(replay.step(node, edit, outcome, None if child is None else child[2]))
    end = steps[-1]
    return Refutation(tuple(s.drawn for s in steps if s.drawn is not None), tuple(steps),
                      end.end_reason, replay.position())


def _proof_lines(proof: Proof) -> list[str]:
    said = "; ".join(s.sentence(i == 0) for i, s in enumerate(proof.steps))
    if proof.kind == "invariant":
        return [proof.invariant, f"For example: {said}; and so on."]
    if proof.cycle_start is None:
        return [(f"{said}; and so on: the strategy keeps to {proof.states_kept} positions, "
                 "so the turn never ends.")]
    lines = [f"{said}: {proof.invariant}"]
    if proof.cycle_start:
        lines.append(f"The repeat starts at {card_label(proof.steps[proof.cycle_start].input_card)}.")
    return lines


def _refutation_lines(refutation: Refutation) -> list[str]:
    said = "; ".join(s.sentence(i == 0) for i, s in enumerate(refutation.steps))
    lines = [f"No loop: {said}."]
    if refutation.draws:
        lines.append("The deck order that breaks it: " + ", ".join(card_label(c) for c in refutation.draws)
                     + " (whatever the player chooses, some order does).")
    return lines
