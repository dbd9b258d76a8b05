"""Short refutations first: can the deck end the phase within k inputs?

The exact search (``search``) is depth first: it commits to the deck's
first answer and follows the player's longest line under it before it tries
another answer. Where the player can keep going for thousands of inputs
under that answer while another answer ends the phase in three, it spends
its whole budget (or the stack) on the long line.

``Horizon`` asks the question of a stronger player instead: one who also
wins by staying alive for ``k`` more inputs. The deck then has to end the
phase within ``k`` inputs whatever the player does: for every EDIT choice,
some draw after which every next input the player may play is lost within
``k - 1``. It asks for k = 1, 2, 3, ... (iterative deepening), so a short
refutation is found first: one three inputs deep in tens of positions, where
the depth-first search may never reach it.

Sound: the stronger player can do everything the real one can, so when the
deck beats it, it beats the real one. A loss found this way is a true loss of
the endless game; it is written into the solver's ``lost`` cache in the order
found, children before their parent, so ``Solver.refuting_line`` reads the
refutation from it as it does from its own losses, and the exact search that
follows never searches those nodes again.

When: ``root_value`` gives the exact search all but ``HORIZON_SHARE`` of the
budget; only when it cannot finish (out of budget, or too deep) does the
horizon search spend the rest, with the exact search's losses already in the
cache. A position the exact search decides within its share is answered as
before, at the same cost; one that needed the last tenth may now be
undecided, unless a short refutation settles it.

Terminates: each question recurses at most ``k`` deep, and the deepening
stops at ``DEEPEST_HORIZON`` or when the budget is spent. Not finding a
short refutation proves nothing (the player may survive only ``k`` inputs,
or forever): the answer is then "undecided", as it was.
"""

from __future__ import annotations

from time import perf_counter

from .game import Game, Option
from .nodes import Node
from .search import OutOfTime, Solver

DEEPEST_HORIZON = 24  # inputs: no deeper refutation is looked for this way
HORIZON_SHARE = 0.1  # of the budget (steps or time) kept back from the exact search


def root_value(solver: Solver[Game], root: Node) -> bool:
    """Whether the player wins from ``root``: the exact search within all but
    ``HORIZON_SHARE`` of ``solver``'s budget, then, if it could not finish, short
    refutations within the rest. OutOfTime or RecursionError when neither answers."""
    states, deadline = solver.max_steps, solver.deadline
    if states is not None:
        solver.max_steps = states - int(states * HORIZON_SHARE)
    else:
        now = perf_counter()
        solver.deadline = now + (deadline - now) * (1 - HORIZON_SHARE)
    try:
        return solver.value(root)
    except (OutOfTime, RecursionError):
        solver.max_steps, solver.deadline = states, deadline
        if Horizon(solver).refutes(root):
            return False
        raise
    finally:
        solver.max_steps, solver.deadline = states, deadline


class Horizon:
    """Bounded-horizon refutations over a ``Solver``'s game, spending its budget."""

    def __init__(self, solver: Solver[Game]) -> None:
        self.solver = solver
        self.game = solver.game
        self.lost_within: dict[Node, int] = {}  # node -> smallest k it is proved lost within
        self.alive_for: dict[Node, int] = {}  # node -> largest k the player was seen to survive

    def refutes(self, root: Node) -> bool:
        """True when the deck ends the phase from ``root`` within some k
        (the loss is then in ``solver.lost``), trying k = 1, 2, ...;
        OutOfTime when the solver's budget runs out first."""
        return any(self._lost(root, k) for k in range(1, DEEPEST_HORIZON + 1))

    def _lost(self, node: Node, k: int) -> bool:
        """Whether every player choice from ``node`` ends within ``k`` inputs
        against some deck answer."""
        if node in self.solver.lost or self.lost_within.get(node, k + 1) <= k:
            return True
        if k == 0 or self.alive_for.get(node, -1) >= k:
            return False
        self.solver.spend(1)
        if not all(self._refuted(option, k) for option in self.solver.options(node)):
            self.alive_for[node] = k
            return False
        self.lost_within[node] = k
        self.solver.lost.setdefault(node, len(self.solver.lost))
        return True

    def _refuted(self, option: Option, k: int) -> bool:
        """Some draw after ``option`` leaves only inputs lost within ``k - 1``."""
        for outcome in self.solver.answers(option):
            if outcome.after is None:
                return True
            kids = self.game.playable(outcome.after)
            # a next input already seen to survive long enough settles this draw at once
            if any(self.alive_for.get(kid, -1) >= k - 1 for kid in kids):
                continue
            if all(self._lost(kid, k - 1) for kid in kids):
                return True
        return False
