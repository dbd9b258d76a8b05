"""The safety-game solver behind ``prover.py`` (see its docstring for the proof).

``Solver.value(node)`` is exact: True when the player can keep the phase going
forever from ``node``. It is a depth-first search that treats a node already on
the search path as won (the first-cycle game), caches every loss (a loss found
under optimistic assumptions is a true loss), and caches a win for good once it
depends on no node above it on the path; wins that lean on such a node stay
*tentative* and are dropped if that node turns out lost.

Before it searches the next inputs of an after-LOOP state, it asks whether
a restricted strategy wins from there: playing a single class of cards
(``oracle.py``, on counts), or, while an EDIT may still run, never
playing a card that runs EDIT (``restricted.py``, a nested solver on
classes, given at most ``NEVER_EDIT_STEPS`` a question). Such a win is a
true win, so it is settled at once. Their steps count towards the budget,
like the search's own.
"""

from __future__ import annotations

from collections.abc import Iterator
from time import perf_counter
from typing import Generic, Protocol, TypeVar

from .game import Game, Option, Outcome
from .loop_model import LOAD
from .nodes import After, Node
from .oracle import ClassWin, Oracle
from .regime import SUIT, Regime
from .restricted import NeverEditGame, NeverEditWin, edit_ranks

UNBOUNDED = 1 << 30
CLOCK_EVERY = 32  # nodes between two looks at the clock (a node may take a few ms)
NEVER_EDIT_STEPS = 1000  # steps one never-EDIT question may use before it gives up (no proof)


class OutOfTime(Exception):
    """The budget (time, or steps) ran out before the answer was known."""


GameT = TypeVar("GameT", bound=Game)
RestrictedWin = ClassWin | NeverEditWin
# What a won root's strategy is made of (see ``Solver.strategy``).
Choices = dict[Node, int]  # node -> the option index to take
Inputs = dict[After, int]  # after-LOOP state -> the token to play next
Draws = set[tuple[Regime, int]]  # the draws it meets, as (regime, token)
Restricted = dict[After, RestrictedWin]  # after-LOOP states from which a restricted strategy wins
Pick = tuple[Outcome, Node | RestrictedWin | None]  # a draw, and the won child to play (None: chosen already)
RefutingStep = tuple[Node, int, Outcome, Node | None]  # node, option index, the deck's answer, next node


class Budget(Protocol):
    """What a nested solver spends its steps from: another solver."""

    def spend(self, steps: int) -> None: ...


class Solver(Generic[GameT]):
    def __init__(self, game: GameT, deadline: float, max_steps: int | None = None, parent: Budget | None = None
                 ) -> None:
        self.game = game
        self.parent = parent  # the solver whose budget a nested one spends
        self.deadline = deadline
        self.max_steps = max_steps
        self.lost: dict[Node, int] = {}  # node -> order in which its loss was found
        self.won: set[Node] = set()
        self.tentative: dict[Node, int] = {}  # node -> shallowest path depth it leans on
        self.log: list[Node] = []  # tentative wins, in the order they were found
        self.path: dict[Node, int] = {}  # node -> depth, for the nodes being evaluated
        self.option_cache: dict[Node, list[Option]] = {}
        self.oracle = Oracle(game.seat)
        self._never_edit: Solver[NeverEditGame] | None = None  # nested; made when first asked
        self._never_edit_answers: dict[After, NeverEditWin | None] = {}
        self._never_edit_gave_up: set[After] = set()
        self.steps = 0

    def options(self, node: Node) -> list[Option]:
        found = self.option_cache.get(node)
        if found is None:
            found = self.option_cache[node] = self.game.options(node)
        return found

    def value(self, node: Node) -> bool:
        return self._solve(node, 0)[0]

    def _solve(self, node: Node, depth: int) -> tuple[bool, int]:
        """(won, the shallowest path depth the win leans on, or UNBOUNDED)."""
        if node in self.lost:
            return False, UNBOUNDED
        if node in self.won:
            return True, UNBOUNDED
        leans = self.tentative.get(node, self.path.get(node))
        if leans is not None:
            return True, leans
        self.spend(1)
        self.path[node] = depth
        mark = len(self.log)
        won, leans = self._evaluate(node, depth)
        del self.path[node]
        if not won:
            for n in self.log[mark:]:
                self.tentative.pop(n, None)
            del self.log[mark:]
            self.lost[node] = len(self.lost)
            return False, UNBOUNDED
        settled = leans >= depth
        kept = []
        for n in self.log[mark:]:
            n_leans = self.tentative[n]
            if n_leans < depth:
                kept.append(n)
            elif settled:
                del self.tentative[n]
                self.won.add(n)
            else:
                self.tentative[n] = leans
                kept.append(n)
        self.log[mark:] = kept
        if settled:
            self.won.add(node)
            return True, UNBOUNDED
        self.tentative[node] = leans
        self.log.append(node)
        return True, leans

    def spend(self, steps: int) -> None:
        """Count ``steps`` taken; OutOfTime when the budget is spent."""
        self.steps += steps
        if self.parent is not None:
            self.parent.spend(steps)
        if self.max_steps is not None and self.steps > self.max_steps:
            raise OutOfTime
        if self.steps % CLOCK_EVERY == 0 and perf_counter() > self.deadline:
            raise OutOfTime

    def answers(self, option: Option) -> Iterator[Outcome]:
        """The deck's answers to ``option``, each counted towards the budget: an
        answer (its draw, PULL and the canonical state after LOOP) costs about as
        much as a position, and a position may have a hundred of them."""
        for outcome in self.game.outcomes(option):
            self.spend(1)
            yield outcome

    def class_win(self, after: After) -> ClassWin | None:
        """A single-class strategy that wins from ``after``, within the budget."""
        return self.oracle.win(after, self.spend)

    def _restricted(self, option: Option) -> bool:
        """Every draw of ``option`` leads to an after-LOOP state a restricted strategy wins."""
        return all(o.after is not None and (self.class_win(o.after) or self.never_edit_win(o.after))
                   for o in self.answers(option))

    def _out_of_budget(self) -> bool:
        return (self.max_steps is not None and self.steps > self.max_steps) or perf_counter() > self.deadline

    def never_edit_win(self, after: After, capped: bool = True) -> NeverEditWin | None:
        """How never playing a card that runs EDIT wins from ``after`` (None: no
        proof), within the budget. ``capped``: also within ``NEVER_EDIT_STEPS``,
        asked by the search only while an EDIT may still run; else to the end,
        to play a proof on, also from a state held by class that a never-EDIT
        win led to."""
        if capped and not self.game.after_regime(after).exact:
            return None
        if after in self._never_edit_answers:
            return self._never_edit_answers[after]
        if capped and after in self._never_edit_gave_up:
            return None
        if self._never_edit is None:
            self._never_edit = Solver(NeverEditGame(self.game.position), self.deadline)
        nested = self._never_edit
        nested.parent = self
        nested.max_steps = nested.steps + NEVER_EDIT_STEPS if capped else None
        nested.deadline = self.deadline
        restricted = nested.game.after_from(after)
        try:
            child = next((c for c in nested.game.playable(restricted) if nested.value(c)), None)
        except OutOfTime:
            if self._out_of_budget():
                raise
            self._never_edit = None  # its search stopped half-way: start afresh next time
            self._never_edit_gave_up.add(after)
            return None
        win = None
        if child is not None:
            token_of = nested.game.after_regime(restricted).token_of
            stmts, hand, discard, pool, _ = after
            own = stmts[self.game.seat]
            loads = any(SUIT[s[2]] == LOAD for s in own)
            drawable = frozenset((*pool, *discard, *hand)) if loads else frozenset()
            win = NeverEditWin(next(t for t in hand if token_of[t] == child[2]), edit_ranks(own), drawable)
        self._never_edit_answers[after] = win
        return win

    def _evaluate(self, node: Node, depth: int) -> tuple[bool, int]:
        options = self.option_cache.get(node)
        if self.game.node_regime(node).exact:
            # Before the exact search dives into one option, an option whose every
            # draw ends in a restricted win settles the node.
            options = self.options(node)
            if any(self._restricted(option) for option in options):
                return True, UNBOUNDED
        for option in self.game.iter_options(node) if options is None else options:
            if perf_counter() > self.deadline:  # an option may only meet known positions
                raise OutOfTime
            leans = UNBOUNDED
            for outcome in self.answers(option):
                if outcome.after is None:
                    break
                if self.class_win(outcome.after) or self.never_edit_win(outcome.after):
                    continue
                for child in self._promising_first(outcome.after):
                    child_won, child_leans = self._solve(child, depth + 1)
                    if child_won:
                        leans = min(leans, child_leans)
                        break
                else:
                    break
            else:
                return True, leans
        return False, UNBOUNDED

    def _promising_first(self, after: After) -> list[Node]:
        """The next inputs worth trying: those a LOOP statement accepts (any other
        ends the phase at once), known wins first."""
        kids = self.game.playable(after)
        return sorted(kids, key=lambda child: child not in self.won)

    # -- what the answer rests on ------------------------------------------------

    def strategy(self, root: Node) -> tuple[Choices, Inputs, Draws, Restricted]:
        """For a won root: the option index to take at every node the strategy
        reaches, the token to play next from every after-LOOP state, the draws
        it meets as (regime, token) pairs, and the after-LOOP states from which
        it follows a restricted strategy (a ClassWin or NeverEditWin; the nodes
        beyond them are not listed: see ``next_token``)."""
        choices: Choices = {}
        inputs: Inputs = {}
        draws: Draws = set()
        restricted: Restricted = {}
        todo = [root]
        while todo:
            node = todo.pop()
            if node in choices:
                continue
            if len(choices) % CLOCK_EVERY == 0 and perf_counter() > self.deadline:
                raise OutOfTime
            options = self.options(node)
            # An option the search settled by restricted wins first: another may need a new search.
            exact = self.game.node_regime(node).exact
            settled = next((i for i, o in enumerate(options) if exact and self._restricted(o)), None)
            for index in range(len(options)) if settled is None else [settled]:
                picks = self._winning_picks(options[index], inputs)
                if picks is not None:
                    break
            else:
                raise AssertionError("a won node with no winning option")
            choices[node] = index
            regime = self.game.node_regime(node)
            for outcome, child in picks:
                after = outcome.after
                assert after is not None  # a winning pick's draw goes on
                if outcome.drawn is not None:
                    draws.add((regime, outcome.drawn))
                if isinstance(child, (ClassWin, NeverEditWin)):
                    restricted[after] = child
                    inputs[after] = child.token
                    after_regime = self.game.after_regime(after)
                    draws.update((after_regime, token) for token in child.drawable)
                elif child is not None:
                    inputs[after] = child[2]
                    todo.append(child)
        return choices, inputs, draws, restricted

    def next_token(self, after: After, inputs: Inputs) -> int | None:
        """The token a won strategy plays from ``after``: as chosen, or past a
        restricted win, the restricted strategy's (the states it reaches are
        restricted wins again). None: a state the strategy does not reach."""
        if after in inputs:
            return inputs[after]
        win = self.oracle.win(after) or self.never_edit_win(after, capped=False)
        return None if win is None else win.token

    def _winning_picks(self, option: Option, inputs: Inputs) -> list[Pick] | None:
        """(outcome, the won child to play, a ClassWin or NeverEditWin, or None
        where one is chosen already) for every draw, or None when some draw
        leaves no won child."""
        picks: list[Pick] = []
        for outcome in self.game.outcomes(option):
            if outcome.after is None:
                return None
            if outcome.after in inputs:
                picks.append((outcome, None))
                continue
            # never-EDIT wins only as the search found them: a new nested search here has no budget
            child: Node | RestrictedWin | None = (self.oracle.win(outcome.after)
                                                            or self._never_edit_answers.get(outcome.after))
            if child is None:
                child = next((c for c in self.game.playable(outcome.after) if self.value(c)), None)
            if child is None:
                return None
            picks.append((outcome, child))
        return picks

    def refuting_line(self, root: Node) -> list[RefutingStep]:
        """For a lost root: (node, option index, the deck's answer, next node) steps
        to the end. The deck answers with the quickest refutation it knows, the
        player resists longest; each next node's loss was found before the
        current one's, so the line is finite."""
        line: list[RefutingStep] = []
        node: Node | None = root
        while node is not None:
            order = self.lost.get(node, -1)  # -1: an input no LOOP statement accepts
            answers = [(i, self._refuting_answer(option, order)) for i, option in enumerate(self.options(node))]
            index, (outcome, child) = max(answers, key=lambda a: self._resistance(a[1]))
            line.append((node, index, outcome, child))
            node = child
        return line

    def _refuting_answer(self, option: Option, order: int) -> tuple[Outcome, Node | None]:
        answers = []
        for outcome in self.game.outcomes(option):
            if outcome.after is None:
                return outcome, None
            kids = Game.children(outcome.after)
            playable = self.game.playable(outcome.after)
            if all(self.lost.get(c, order) < order for c in playable):
                answers.append((outcome, max(kids, key=lambda c: self.lost.get(c, -1))))
        if not answers:
            raise AssertionError("a lost node whose loss has no witness")
        return min(answers, key=self._resistance)

    def _resistance(self, answer: tuple[Outcome, Node | None]) -> int:
        return -2 if answer[1] is None else self.lost.get(answer[1], -1)
