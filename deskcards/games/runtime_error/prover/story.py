"""Proofs and refutations told with real cards, and the restricted wins in words, for ``prover.py``.

The solver works on tokens (a card standing for its class); a ``Replay``
follows its decisions on the concrete position, picking for each token the
first real card of its class, so every step a player reads is a legal play.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace

from deskcards.engine.cards import card_label

from .game import Edit, Game, Outcome
from .loop_model import EDIT, FUNCTION_NAMES, LOAD, LOOP, PART_NAMES, PULL, LoopPosition, Statement
from .nodes import Node, Stmts
from .oracle import ClassWin
from .restricted import NeverEditWin


@dataclass(frozen=True, slots=True)
class Step:
    """One input card tested: what ran and what came of it (real cards)."""

    input_card: int
    ran: tuple[int, ...]
    edit: Edit | None
    drawn: int | None
    reshuffled: bool
    pulled: int | None
    next_input: int | None  # None: the phase ended here
    end_reason: str = ""

    def sentence(self, first: bool) -> str:
        head = f"Play {card_label(self.input_card)}" if first else card_label(self.input_card)
        parts = []
        for kind in self.ran:
            if kind == EDIT:
                e = self.edit
                assert e is not None  # a step that ran EDIT made an edit
                parts.append(f"EDIT puts {card_label(e.replacement)} for {card_label(e.removed)} "
                             f"(the {PART_NAMES[e.slot]} of seat {e.seat + 1}'s statement {e.index + 1})")
            elif kind == LOAD:
                again = " after reshuffling the discard pile" if self.reshuffled else ""
                parts.append(f"LOAD draws {card_label(self.drawn)}{again}" if self.drawn is not None
                             else "LOAD finds no card")
            elif kind == PULL:
                parts.append(f"PULL takes {card_label(self.pulled)}" if self.pulled is not None
                             else "PULL finds the pile empty")
            elif self.next_input is not None:
                parts.append(f"LOOP plays {card_label(self.next_input)}")
        if self.next_input is None:
            parts.append(f"the turn ends: {self.end_reason}")
        return f"{head}: {', '.join(parts)}"


def statement_objects(stmts: Stmts) -> tuple[tuple[Statement, ...], ...]:
    return tuple(tuple(Statement(*s) for s in seat) for seat in stmts)


class Replay:
    """Plays the solver's token decisions out on the concrete position."""

    def __init__(self, game: Game, position: LoopPosition) -> None:
        self.game = game
        self.player = position.player
        self.concrete = Game(position, exact=True)
        self.node = self.concrete.node_of(position)

    def step(self, node: Node, edit: Edit | None, outcome: Outcome, next_token: int | None) -> Step:
        """Test the current input with the solver's ``edit`` at its ``node`` and
        the deck's answer ``outcome``; move to the next input (None: it ends)."""
        drawn_class = self.game.node_regime(node).token_of
        options = self.concrete.options(self.node)
        option = next((o for o in options if o.edit == edit), options[0])
        answers = list(self.concrete.outcomes(option))
        real = next((o for o in answers
                     if (o.drawn is None and outcome.drawn is None)
                     or (o.drawn is not None and outcome.drawn is not None and drawn_class[o.drawn] == outcome.drawn)),
                    None)
        if real is None:
            # The solver skipped an EDIT that cannot matter (the input ends the
            # phase whatever is edited); the real edit may change what LOAD does.
            assert outcome.after is None
            real = answers[0]
        step = Step(self.node[2], option.ran, option.edit, real.drawn, real.reshuffled, real.pulled, None,
                    real.end_reason)
        if real.after is None or next_token is None:
            return step
        assert outcome.after is not None  # the solver's game goes on where the real one does
        next_class = self.game.after_regime(outcome.after).token_of
        self.node = next(c for c in Game.children(real.after) if next_class[c[2]] == next_token)
        return replace(step, next_input=self.node[2])

    def position(self) -> LoopPosition:
        stmts, hand, inp, discard, pool, deck = self.node
        return LoopPosition(self.player, statement_objects(stmts), hand, inp, discard, frozenset(pool), deck)


def function_list(kinds: Collection[int]) -> str:
    names = [FUNCTION_NAMES[k] for k in (LOAD, PULL, LOOP) if k in kinds]
    if len(names) > 2:
        return f"{', '.join(names[:-1])} and {names[-1]}"
    return " and ".join(names) if names else "nothing"


def restricted_invariant(kept: int, wins: Iterable[ClassWin | NeverEditWin]) -> str:
    """Why the restricted strategies the proof ends in keep the loop going, in a sentence."""
    start = "From here on, " if kept == 1 else f"The strategy keeps to {kept} positions, then "
    return start + "; or ".join(sorted({_restricted_way(w) for w in wins})) + "."


def _restricted_way(win: ClassWin | NeverEditWin) -> str:
    if isinstance(win, ClassWin):
        return (f"playing only {_rank_spans(sorted(win.ranks))} cards keeps the loop going: each runs "
                f"{function_list(win.runs)}, and whatever the deck gives, the hand never runs out of them "
                "(checked on the counts of those cards)")
    return (f"never playing a {_rank_spans(sorted(win.edit_ranks))} card (they run EDIT) keeps the loop going: "
            "the table no longer changes, and a search over the classes of the other cards shows that "
            "whatever the deck gives, one is left to play")


def _rank_spans(ranks: Sequence[int]) -> str:
    """``7-10`` or ``A-3, 5``: the ranks as runs."""
    spans: list[list[int]] = []
    for r in ranks:
        if spans and spans[-1][-1] == r - 1:
            spans[-1].append(r)
        else:
            spans.append([r])
    name = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    return ", ".join(name[s[0] - 1] if len(s) == 1 else f"{name[s[0] - 1]}-{name[s[-1] - 1]}" for s in spans)
