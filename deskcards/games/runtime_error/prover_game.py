"""The testing phase as a game on abstract states, for ``prover.py``.

A *node* is the moment an input card is about to be tested:
``(statements, hand, input, discard, pool, deck_count)`` where a statement is
the tuple ``(lower, upper, function, active)``, ``hand`` and ``pool`` are
sorted tuples (multisets) and ``discard`` runs bottom to top. Cards are
replaced by *tokens*: in exact mode a token is the card itself; in class mode
(no EDIT can ever run) a token is the smallest card of its class, the class of
a card being the set of the player's statements it satisfies (see the
docstring of ``prover.py`` for why that is sound).

``Game.options(node)`` lists the player's EDIT choices (one option ``None``
when EDIT does not run); each option lists the adversary's draws as
``Outcome``s; an outcome either ends the phase (``after is None``) or gives
the state after LOOP discarded the input, from which ``children`` lists the
next nodes, one per distinct hand token the player may play next.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass

from deskcards.engine.cards import card_text, rank, suit

from .loop_model import EDIT, LOAD, LOOP, PULL, LoopPosition

LOWER, UPPER, FUNCTION = range(3)
SLOT_NAMES = ("lower bound", "upper bound", "function")


@dataclass(frozen=True, slots=True)
class Edit:
    """Replace ``removed`` (slot ``slot`` of ``statements[seat][index]``) by ``replacement``."""

    seat: int
    index: int
    slot: int
    removed: int
    replacement: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """One way the deck can answer: what was drawn (None: no draw), what PULL took,
    and either the state after LOOP or why the phase ended."""

    drawn: int | None
    reshuffled: bool
    pulled: int | None
    after: tuple | None
    end_reason: str = ""


@dataclass(frozen=True, slots=True)
class Option:
    edit: Edit | None
    ran: tuple[int, ...]  # the functions that ran, in order (EDIT only if it edited)
    outcomes: tuple[Outcome, ...]


def _without(items: tuple, token: int) -> tuple:
    i = items.index(token)
    return items[:i] + items[i + 1:]


def _with(items: tuple, token: int) -> tuple:
    grown = list(items)
    insort(grown, token)
    return tuple(grown)


def _distinct(items: tuple) -> list:
    return sorted(set(items))


def check_position(position: LoopPosition) -> None:
    """ValueError with a plain reason when the position cannot be a real one."""
    if not 0 <= position.player < len(position.statements):
        raise ValueError(f"player {position.player} has no seat among {len(position.statements)}")
    if not 0 <= position.deck_count <= len(position.pool):
        raise ValueError(f"the deck cannot hold {position.deck_count} cards drawn from a pool of {len(position.pool)}")
    placed = [c for seat in position.statements for s in seat for c in (s.lower, s.upper, s.function)]
    cards = placed + list(position.hand) + [position.input_card] + list(position.discard) + sorted(position.pool)
    if any(not 0 <= c < 52 for c in cards):
        raise ValueError("a card is outside the 52-card deck")
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"{card_text(c)} is in two places at once")
        seen.add(c)


def edit_can_run(position: LoopPosition) -> bool:
    """Whether the player's EDIT statement can ever run in this phase: some card
    that may become an input (hand, input, discard, pool) satisfies it."""
    own = position.statements[position.player]
    movable = (*position.hand, position.input_card, *position.discard, *position.pool)
    return any(s.kind == EDIT and any(s.satisfied_by(c) for c in movable) for s in own)


class Game:
    """The transitions of one player's testing phase over tokens."""

    def __init__(self, position: LoopPosition, exact: bool | None = None) -> None:
        check_position(position)
        self.exact = edit_can_run(position) if exact is None else exact
        self.player = position.player
        own = position.statements[position.player]
        movable = (*position.hand, position.input_card, *position.discard, *position.pool)
        if self.exact:
            self.seat = position.player
            self.token_of = {c: c for c in range(52)}
        else:
            # Statements never change: only the player's own matter, and a card
            # is known by which of them it satisfies.
            self.seat = 0
            first: dict[tuple[bool, ...], int] = {}
            self.token_of = {}
            for c in sorted(movable):
                signature = tuple(s.satisfied_by(c) for s in own)
                self.token_of[c] = first.setdefault(signature, c)
        kinds = {s.kind for s in own}
        self.keep_pool = self.exact or LOAD in kinds
        self.keep_discard = self.exact or LOAD in kinds or PULL in kinds
        self.order_discard = self.exact or PULL in kinds
        self.members: dict[int, list[int]] = {}
        for c in sorted(self.token_of):
            self.members.setdefault(self.token_of[c], []).append(c)

    # -- nodes ---------------------------------------------------------------

    def node_of(self, position: LoopPosition) -> tuple:
        """The node of a concrete position of this game's player (KeyError for a card
        outside this game's universe)."""
        tok = self.token_of
        return self._canonical(
            self._statements_of(position.statements), tuple(sorted(tok[c] for c in position.hand)),
            tok[position.input_card], tuple(tok[c] for c in position.discard),
            tuple(sorted(tok[c] for c in position.pool)), position.deck_count)

    def after_of(self, statements, hand, discard, pool, deck_count: int) -> tuple:
        """The after-LOOP state of concrete zones (``statements`` per seat, as in LoopPosition)."""
        tok = self.token_of
        stmts, hand2, _, discard2, pool2, deck = self._canonical(
            self._statements_of(statements), tuple(sorted(tok[c] for c in hand)), -1,
            tuple(tok[c] for c in discard), tuple(sorted(tok[c] for c in pool)), deck_count)
        return stmts, hand2, discard2, pool2, deck

    def _statements_of(self, statements) -> tuple:
        seats = statements if self.exact else (statements[self.player],)
        return tuple(tuple((s.lower, s.upper, s.function, s.active) for s in seat) for seat in seats)

    def _canonical(self, stmts, hand, inp, discard, pool, deck) -> tuple:
        if deck == 0 or not self.keep_pool:
            pool, deck = (), 0
        if not self.keep_discard:
            discard = ()
        elif not self.order_discard:
            discard = tuple(sorted(discard))
        return stmts, hand, inp, discard, pool, deck

    @staticmethod
    def children(after: tuple) -> list[tuple]:
        stmts, hand, discard, pool, deck = after
        return [(stmts, _without(hand, t), t, discard, pool, deck) for t in _distinct(hand)]

    # -- one input card --------------------------------------------------------

    def satisfied(self, stmts, inp: int) -> dict[int, int]:
        """Function kind -> index of the player's active statement it satisfies."""
        r = rank(inp)
        return {suit(s[2]): i for i, s in enumerate(stmts[self.seat]) if s[3] and rank(s[0]) <= r <= rank(s[1])}

    def options(self, node: tuple) -> list[Option]:
        stmts, hand, inp, discard, pool, deck = node
        sat = self.satisfied(stmts, inp)
        if EDIT in sat:
            options = []
            for edit, stmts2, hand2 in self._edits(stmts, hand):
                kinds = set(sat)
                if edit.seat == self.seat and sat.get(suit(stmts[self.seat][edit.index][2])) == edit.index:
                    kinds.discard(suit(stmts[self.seat][edit.index][2]))
                ran = (EDIT, *(k for k in (LOAD, PULL, LOOP) if k in kinds))
                options.append(Option(edit, ran, self._rest(stmts2, hand2, inp, discard + (edit.removed,), pool, deck, kinds)))
            if options:
                return options
        ran = tuple(k for k in (LOAD, PULL, LOOP) if k in sat)
        return [Option(None, ran, self._rest(stmts, hand, inp, discard, pool, deck, sat))]

    def _edits(self, stmts, hand):
        for seat, seat_stmts in enumerate(stmts):
            for index, s in enumerate(seat_stmts):
                if not s[3]:
                    continue
                other_functions = {suit(o[2]) for k, o in enumerate(seat_stmts) if k != index}
                for slot in (LOWER, UPPER, FUNCTION):
                    for h in _distinct(hand):
                        new = list(s)
                        new[slot] = h
                        if suit(new[0]) != suit(new[1]) or rank(new[0]) >= rank(new[1]):
                            continue
                        if slot == FUNCTION and suit(h) in other_functions:
                            continue
                        new[3] = False
                        seat_new = seat_stmts[:index] + (tuple(new),) + seat_stmts[index + 1:]
                        yield (Edit(seat, index, slot, s[slot], h),
                               stmts[:seat] + (seat_new,) + stmts[seat + 1:], _without(hand, h))

    def _rest(self, stmts, hand, inp, discard, pool, deck, kinds) -> tuple[Outcome, ...]:
        """LOAD (the adversary's draws), PULL and LOOP after EDIT."""
        reshuffled = False
        draws: list[tuple[int | None, tuple, int]] = [(None, pool, deck)]
        if LOAD in kinds:
            if deck == 0 and discard:
                pool, deck, discard, reshuffled = tuple(sorted(discard)), len(discard), (), True
            if deck:
                draws = [(t, _without(pool, t), deck - 1) for t in _distinct(pool)]
        outcomes = []
        for drawn, pool2, deck2 in draws:
            hand2 = hand if drawn is None else _with(hand, drawn)
            pulled, discard2 = None, discard
            if PULL in kinds and discard:
                pulled, discard2 = discard[-1], discard[:-1]
                hand2 = _with(hand2, pulled)
            if LOOP not in kinds:
                outcomes.append(Outcome(drawn, reshuffled, pulled, None, "no LOOP statement runs for it"))
            elif not hand2:
                outcomes.append(Outcome(drawn, reshuffled, pulled, None, "LOOP finds an empty hand"))
            else:
                stmts2 = stmts
                if any(not s[3] for seat in stmts for s in seat):
                    stmts2 = tuple(tuple(s[:3] + (True,) for s in seat) for seat in stmts)
                node = self._canonical(stmts2, hand2, -1, discard2 + (inp,), pool2, deck2)
                after = (node[0], node[1], node[3], node[4], node[5])
                outcomes.append(Outcome(drawn, reshuffled, pulled, after))
        return tuple(outcomes)
