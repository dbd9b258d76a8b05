"""The prover against a deliberately plain game-tree search on small positions.

The brute force below is written from the ruling alone and shares no code with
the prover: it expands every choice of the player (EDIT target and
replacement, next input) and every card the deck can give (before and after
reshuffles), counting a position met again on the current line as a win (the
first-cycle game, which has the same winner as the endless one) and the end of
the phase as a loss. No memory, no classes.

Set ``RE_PROVER_SWEEP=N`` for a larger sweep of N positions.
"""

from __future__ import annotations

import os
import random
import sys
from collections import Counter
from dataclasses import replace

import pytest

from deskcards.engine.cards import make_card, rank, suit
from deskcards.games.runtime_error.prover import decide
from deskcards.games.runtime_error.prover import horizon as prover_horizon
from deskcards.games.runtime_error.prover.game import Game
from deskcards.games.runtime_error.prover.horizon import Horizon
from deskcards.games.runtime_error.prover.loop_model import EDIT, LOAD, LOOP, PULL, LoopPosition, Statement
from deskcards.games.runtime_error.prover.oracle import Oracle
from deskcards.games.runtime_error.prover.search import Solver
from deskcards.games.runtime_error.prover.story import statement_objects

pytestmark = pytest.mark.slow  # sweeps of hundreds of positions

POSITIONS = int(os.environ.get("RE_PROVER_SWEEP", "700"))
NODE_CAP = 20_000  # brute-force lines longer than this are skipped (and counted)


class TooBig(Exception):
    pass


class BruteForce:
    def __init__(self) -> None:
        self.nodes = 0
        self.player = 0

    def wins(self, pos: LoopPosition) -> bool:
        self.player = pos.player
        return self._play(pos.statements, tuple(sorted(pos.hand)), pos.input_card, pos.discard,
                          frozenset(pos.pool), pos.deck_count, set())

    def _play(self, stmts, hand, inp, discard, pool, deck, line) -> bool:
        self.nodes += 1
        if self.nodes > NODE_CAP:
            raise TooBig
        key = (stmts, hand, inp, discard, pool if deck else frozenset(), deck)
        if key in line:
            return True
        line.add(key)
        own = stmts[self.player]
        running = {s.kind: i for i, s in enumerate(own) if s.active and s.satisfied_by(inp)}
        ways = []
        if EDIT in running:
            ways = list(self._edits(stmts, hand, discard, running))
        if not ways:
            ways = [(stmts, hand, discard, set(running))]
        result = any(self._every_draw_survives(st, h, inp, d, pool, deck, kinds, line)
                     for st, h, d, kinds in ways)
        line.remove(key)
        return result

    def _edits(self, stmts, hand, discard, running):
        for seat, seat_stmts in enumerate(stmts):
            for index, s in enumerate(seat_stmts):
                if not s.active:
                    continue
                for slot in ("lower", "upper", "function"):
                    for card in hand:
                        new = replace(s, **{slot: card}, active=False)
                        if suit(new.lower) != suit(new.upper) or rank(new.lower) >= rank(new.upper):
                            continue
                        others = [o.kind for k, o in enumerate(seat_stmts) if k != index]
                        if new.kind in others:
                            continue
                        table = list(map(list, stmts))
                        table[seat][index] = new
                        kinds = set(running)
                        if seat == self.player and running.get(s.kind) == index:
                            kinds.discard(s.kind)
                        yield (tuple(map(tuple, table)), tuple(c for c in hand if c != card),
                               discard + (getattr(s, slot),), kinds)

    def _every_draw_survives(self, stmts, hand, inp, discard, pool, deck, kinds, line) -> bool:
        draws = [(None, pool, deck)]
        if LOAD in kinds:
            if deck == 0 and discard:
                pool, deck, discard = frozenset(discard), len(discard), ()
            if deck:
                draws = [(c, pool - {c}, deck - 1) for c in pool]
        for drawn, pool2, deck2 in draws:
            hand2 = list(hand) + ([drawn] if drawn is not None else [])
            discard2 = discard
            if PULL in kinds and discard2:
                hand2.append(discard2[-1])
                discard2 = discard2[:-1]
            if LOOP not in kinds or not hand2:
                return False
            awake = tuple(tuple(replace(s, active=True) for s in seat) for seat in stmts)
            if not any(self._play(awake, tuple(sorted(c for c in hand2 if c != nxt)), nxt, discard2 + (inp,),
                                  pool2, deck2, line) for nxt in hand2):
                return False
        return True


def random_position(rng: random.Random) -> LoopPosition:
    """10-16 cards from a small deck: ranks 1-6 of every suit."""
    free = [make_card(r, s) for r in range(1, 7) for s in range(4)]
    rng.shuffle(free)

    def take_statement(kind: int, taken_kinds: set[int]) -> Statement | None:
        for _ in range(30):
            lo, hi = sorted(rng.sample(range(1, 7), 2))
            if kind != EDIT and rng.random() < 0.6:  # wide conditions make loops likely
                lo, hi = rng.randint(1, 2), rng.randint(5, 6)
            s = rng.randrange(4)
            bound_lo, bound_hi = make_card(lo, s), make_card(hi, s)
            fn = next((c for c in free if suit(c) == kind and c not in (bound_lo, bound_hi)), None)
            if bound_lo in free and bound_hi in free and fn is not None:
                for c in (bound_lo, bound_hi, fn):
                    free.remove(c)
                taken_kinds.add(kind)
                return Statement(bound_lo, bound_hi, fn)
        return None

    own_kinds: set[int] = set()
    wanted = [LOOP] + [k for k in (EDIT, LOAD, PULL) if rng.random() < 0.5]
    own = tuple(s for s in (take_statement(k, own_kinds) for k in wanted) if s is not None)
    other = tuple(s for s in [take_statement(rng.choice((EDIT, LOAD, PULL, LOOP)), set())]
                  if s is not None and rng.random() < 0.5)
    in_statements = 3 * (len(own) + len(other))
    total = rng.randint(max(10, in_statements + 1), 16)
    movable = [free.pop() for _ in range(total - in_statements)]
    loop = next((s for s in own if s.kind == LOOP), None)
    accepted = [c for c in movable if loop is not None and loop.satisfied_by(c)]
    if accepted and rng.random() < 0.8:  # mostly inputs that loop at least once
        movable.remove(accepted[0])
        movable.insert(0, accepted[0])
    input_card, rest = movable[0], movable[1:]
    cut1, cut2 = sorted(rng.randint(0, len(rest)) for _ in range(2))
    hand, discard, pool = rest[:cut1], rest[cut1:cut2], rest[cut2:]
    hand, discard = hand[:4], discard + hand[4:]
    deck_count = rng.randint(max(0, len(pool) - 2), len(pool))
    return LoopPosition(0, (own, other), tuple(hand), input_card, tuple(discard), frozenset(pool), deck_count)


def test_prover_agrees_with_brute_force_on_small_positions():
    rng = random.Random(20261123)
    compared = skipped = proved = 0
    for _ in range(POSITIONS):
        position = random_position(rng)
        try:
            expected = BruteForce().wins(position)
        except TooBig:
            skipped += 1
            continue
        verdict = decide(position, budget_ms=60_000)
        assert verdict.loops == expected, (position, verdict.explain())
        compared += 1
        proved += expected
    print(f"compared {compared}, of which {proved} loops; skipped {skipped} too big for the brute force")
    assert compared >= 0.9 * POSITIONS
    assert proved >= 0.1 * compared  # the sample holds loops, not just dead ends


def checked_answer(position: LoopPosition) -> bool | None:
    """The brute force's answer, once the prover is seen to give the same (None: too big to check)."""
    try:
        expected = BruteForce().wins(position)
    except TooBig:
        return None
    assert decide(position, budget_ms=60_000).loops == expected, position
    return expected


def test_a_player_seated_after_the_others_gets_the_same_answers():
    """The same positions with the seats in reverse, so the player edits the
    others' statements after their own, in the prover as in seat order."""
    rng = random.Random(20261127)
    compared = Counter()
    for _ in range(POSITIONS // 2):
        position = random_position(rng)
        if len(position.statements[1]) == 0:
            continue
        expected = checked_answer(replace(position, player=1, statements=position.statements[::-1]))
        if expected is not None:
            compared[expected] += 1
    print(f"compared with the player seated second: {dict(compared)}")
    assert compared[True] >= POSITIONS // 40 and compared[False] >= POSITIONS // 40


def after_states(position: LoopPosition, steps: int):
    """The after-LOOP states of the exact game within ``steps`` inputs of ``position``."""
    game = Game(position, exact=True)
    nodes, found = [game.node_of(position)], []
    for _ in range(steps):
        afters = [o.after for node in nodes for option in game.options(node) for o in game.outcomes(option)
                  if o.after is not None]
        found += afters
        nodes = [child for after in afters for child in game.playable(after)]
    return found


def restricted_wins(position: LoopPosition) -> tuple[list, list]:
    """(after-LOOP state, win) of the single-class oracle and of never playing an
    EDIT card, within two inputs of ``position``."""
    oracle, solver = Oracle(0), Solver(Game(position, exact=True), float("inf"))
    afters = after_states(position, 2)
    return ([(after, win) for after in afters if (win := oracle.win(after))],
            [(after, win) for after in afters if (win := solver.never_edit_win(after, capped=False))])


def test_every_restricted_win_is_a_win_of_the_brute_force():
    rng = random.Random(20261124)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))  # as decide() sets it: long lines recurse deep
    checked = Counter()
    for _ in range(POSITIONS):
        position = random_position(rng)
        by_class, never_edit = restricted_wins(position)
        # the deepest of each: the brute force's search is smallest there
        for kind, after, win in [("class", *w) for w in by_class[-1:]] + [("never-EDIT", *w)
                                                                           for w in never_edit[-1:]]:
            stmts, hand, inp, discard, pool, deck = Game.child(after, win.token)
            played = LoopPosition(0, statement_objects(stmts), hand, inp, discard, frozenset(pool), deck)
            try:
                assert BruteForce().wins(played), (kind, played, win)
            except TooBig:
                continue
            checked[kind] += 1
    print(f"restricted wins confirmed by the brute force: {dict(checked)}")
    assert checked["class"] >= POSITIONS // 20 and checked["never-EDIT"] >= POSITIONS // 50


def test_every_short_refutation_is_a_loss_of_the_brute_force(monkeypatch):
    rng = random.Random(20261126)
    checked = Counter()
    for _ in range(POSITIONS):
        position = random_position(rng)
        game = Game(position)
        if not Horizon(Solver(game, float("inf"))).refutes(game.node_of(position)):
            continue
        try:
            assert not BruteForce().wins(position), position
        except TooBig:
            continue
        checked["horizon alone"] += 1
        # through decide(), the whole budget kept back for short refutations:
        # the refutation it tells is then read from the horizon's losses alone
        with monkeypatch.context() as patched:
            patched.setattr(prover_horizon, "HORIZON_SHARE", 1.0)
            verdict = decide(position, max_steps=60_000)
        assert verdict.loops is False and verdict.refutation.steps[-1].next_input is None
    print(f"short refutations confirmed by the brute force: {dict(checked)}")
    assert checked["horizon alone"] >= POSITIONS // 4


def test_an_edit_with_no_card_to_put_in_leaves_the_table_as_it_is():
    """With an empty hand and no input that gains both a LOAD and a PULL card,
    EDIT never has a card to put in, so the prover reads cards by class even
    though EDIT and LOOP share ranks; the brute force, which tries every edit,
    must agree."""
    rng = random.Random(20261126)
    compared = Counter()
    while sum(compared.values()) < POSITIONS // 4:
        position = random_position(rng)
        own = position.statements[0]
        if EDIT not in {s.kind for s in own}:
            continue
        position = replace(position, hand=(), discard=position.discard + position.hand)
        game = Game(position)
        regime = game.node_regime(game.node_of(position))
        if regime.exact or not regime.edit_overlap:
            continue  # not a position where the empty hand is what settles the regime
        expected = checked_answer(position)
        if expected is not None:
            compared[expected] += 1
    print(f"compared with EDIT starved of cards: {dict(compared)}")
    assert compared[True] >= POSITIONS // 100 and compared[False] >= POSITIONS // 100
