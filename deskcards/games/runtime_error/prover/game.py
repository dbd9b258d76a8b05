"""The testing phase as a game on abstract states, for ``prover.py``.

A *node* is the moment an input card is about to be tested:
``(statements, hand, input, discard, pool, deck_count)`` where a statement is
the tuple ``(lower, upper, function, active)``, ``hand`` and ``pool`` are
sorted tuples (multisets) and ``discard`` runs bottom to top. Cards are
replaced by *tokens*: while the player owns an EDIT statement a token is the
card itself; once they own none (so nothing on the table can change again) a
token is the smallest card of its class, the class of a card being which of
the player's statements it satisfies (see ``prover.py`` for why that is sound).
A node's table decides which of the two it uses (its ``Regime``).

``Game.options(node)`` lists the player's EDIT choices (one option with edit
``None`` when EDIT does not run); ``Game.outcomes(option)`` yields the
adversary's draws as ``Outcome``s. An outcome either ends the phase
(``after is None``) or gives the state after LOOP discarded the input, from
which ``children`` lists the next nodes, one per distinct hand token, and
``playable`` those a LOOP statement accepts.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Collection, Iterable, Iterator, Sequence
from typing import NamedTuple

from deskcards.engine.cards import card_text

from .loop_model import EDIT, LOAD, LOOP, PULL, LoopPosition, Statement
from .nodes import After, Cards, Node, OptionState, Own, Stmts, StmtsKey
from .regime import IDENTITY_REGIME, RANK, SUIT, Regime, loop_ranks, regime_for

LOWER, UPPER, FUNCTION = range(3)


class Edit(NamedTuple):
    """Replace ``removed`` (slot ``slot`` of ``statements[seat][index]``) by ``replacement``."""

    seat: int
    index: int  # type: ignore[assignment]  # shadows tuple.index, which nothing calls on an Edit
    slot: int
    removed: int
    replacement: int


class Outcome(NamedTuple):
    """One way the deck can answer: what was drawn (None: no draw), what PULL took,
    and either the state after LOOP or why the phase ended."""

    drawn: int | None
    reshuffled: bool
    pulled: int | None
    after: After | None
    end_reason: str = ""


class Option(NamedTuple):
    """One EDIT choice (or none) and the state it leaves for LOAD, PULL and LOOP:
    ``(statements, hand, input, discard, pool, deck_count, functions still to run)``."""

    edit: Edit | None
    ran: tuple[int, ...]  # the functions that run, in order (EDIT only if it edits)
    state: OptionState


def _without(items: Cards, token: int) -> Cards:
    i = items.index(token)
    return items[:i] + items[i + 1:]


def _with(items: Cards, token: int) -> Cards:
    grown = list(items)
    insort(grown, token)
    return tuple(grown)


def _one_junk(hand: list[int], junk: frozenset[int]) -> list[int]:
    """A hand keeps its junk only to be non-empty: a junk card is never played
    (it would end the phase) and, with no EDIT, never leaves the hand."""
    useful = [t for t in hand if t not in junk]
    if len(useful) == len(hand):
        return useful
    return useful + [min(set(hand) & junk)]


def held_exactly(position: LoopPosition) -> bool:
    """Whether the prover holds ``position`` as exact cards (an EDIT may still
    change the table) rather than as classes: the positions it finds hardest."""
    game = Game(position)
    return game.node_regime(game.node_of(position)).exact


def statement_tuples(statements: Sequence[Sequence[Statement]]) -> Stmts:
    return tuple(tuple((s.lower, s.upper, s.function, s.active) for s in seat) for seat in statements)


def _distinct(items: Cards) -> list[int]:
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


class Game:
    """The transitions of one player's testing phase over tokens (``exact``: never classes)."""

    def __init__(self, position: LoopPosition, exact: bool = False) -> None:
        check_position(position)
        self.position = position
        self.seat = position.player
        self.exact = exact
        self._regimes: dict[StmtsKey, Regime] = {}  # own statements -> their class regime
        self._accepted: dict[Own, frozenset[int]] = {}  # own statements -> ranks LOOP accepts

    def regime(self, stmts: Stmts, hand: Collection[int], inp: int, discard: Iterable[int], pool: Iterable[int]
               ) -> Regime:
        """Exact while an EDIT can still run on a step that goes on: while some
        card that may yet be an input has a rank both EDIT and LOOP accept
        (an input LOOP does not accept ends the phase, edit or not), and the
        hand may hold a card to edit with then. Otherwise nothing on the table
        changes again and cards are known by class. ``inp`` is -1 for an
        after-LOOP state, whose hand still holds the next input.
        ``pool`` must be empty when the deck is."""
        classes = self._regime_key(stmts[self.seat])
        overlap = classes.edit_overlap
        if (not overlap or self._starved(classes, hand, inp) or (overlap.isdisjoint(hand) and inp not in overlap
                and not (classes.keep_discard and not overlap.isdisjoint(discard))
                and not (classes.keep_pool and not overlap.isdisjoint(pool)))):
            return classes
        return IDENTITY_REGIME

    @staticmethod
    def _starved(classes: Regime, hand: Collection[int], inp: int) -> bool:
        """Whether EDIT never again has a card to put in: the hand is empty
        when an input is tested, and no input that goes on gains two cards
        (LOAD and PULL) to make up for the next input LOOP takes."""
        return not classes.hand_grows and len(hand) <= (0 if inp >= 0 else 1)

    def _regime_key(self, own: Own) -> Regime:
        """The regime of the player's statements alone (cached; active flags do not change it)."""
        found = self._regimes.get(own)
        if found is None:
            key = tuple(s[:3] for s in own)
            found = self._regimes.get(key)
            if found is None:
                found = self._regimes[key] = IDENTITY_REGIME if self.exact else regime_for(own)
            self._regimes[own] = found
        return found

    def accepted(self, own: Own) -> frozenset[int]:
        """The ranks the player's LOOP statements ``own`` accept (cached)."""
        found = self._accepted.get(own)
        if found is None:
            found = self._accepted[own] = loop_ranks(own)
        return found

    def node_regime(self, node: Node) -> Regime:
        stmts, hand, inp, discard, pool, _ = node
        return self.regime(stmts, hand, inp, discard, pool)

    def after_regime(self, after: After) -> Regime:
        stmts, hand, discard, pool, _ = after
        return self.regime(stmts, hand, -1, discard, pool)

    # -- nodes ---------------------------------------------------------------

    def node_of(self, position: LoopPosition) -> Node:
        """The node of a concrete position of this game's player."""
        return self._canonical(statement_tuples(position.statements), position.hand, position.input_card,
                               position.discard, position.pool, position.deck_count)

    def after_of(self, statements: Sequence[Sequence[Statement]], hand: Collection[int], discard: Cards,
                 pool: Iterable[int], deck_count: int) -> After:
        """The after-LOOP state of concrete zones (``statements`` per seat, as in LoopPosition)."""
        stmts, hand2, _, discard2, pool2, deck = self._canonical(statement_tuples(statements), hand, -1, discard, pool,
                                                                 deck_count)
        return stmts, hand2, discard2, pool2, deck

    def _canonical(self, stmts: Stmts, hand: Collection[int], inp: int, discard: Cards, pool: Iterable[int],
                   deck: int) -> Node:
        if deck == 0:
            pool = ()
        reg = self.regime(stmts, hand, inp, discard, pool)
        if not reg.exact:
            # Nothing on the table changes any more: other seats never matter,
            # and a card is known by its class.
            tok = reg.token_of
            stmts = tuple(seat if i == self.seat else () for i, seat in enumerate(stmts))
            hand, discard, pool = [tok[c] for c in hand], tuple(tok[c] for c in discard), (tok[c] for c in pool)
            inp = tok[inp] if inp >= 0 else inp
            hand = _one_junk(hand, reg.junk)
        hand, pool = tuple(sorted(hand)), tuple(sorted(pool))
        if deck == 0 or not reg.keep_pool:
            pool, deck = (), 0
        if not reg.keep_discard:
            discard = ()
        elif not reg.order_discard:
            discard = tuple(sorted(discard))
        elif len(discard) > 2:
            # Only the top card can ever be pulled (see prover.py): the rest is a multiset.
            discard = tuple(sorted(discard[:-1])) + discard[-1:]
        return stmts, hand, inp, discard, pool, deck

    @staticmethod
    def child(after: After, token: int) -> Node:
        """The node where LOOP plays ``token`` from the after-LOOP state."""
        stmts, hand, discard, pool, deck = after
        return stmts, _without(hand, token), token, discard, pool, deck

    @staticmethod
    def children(after: After) -> list[Node]:
        return [Game.child(after, t) for t in _distinct(after[1])]

    def playable(self, after: After) -> list[Node]:
        """The children whose input an own LOOP statement accepts (every statement
        is active after LOOP); any other input ends the phase at once."""
        accepted = self.accepted(after[0][self.seat])
        hand = after[1]
        return [Game.child(after, t) for t in _distinct(hand) if RANK[t] in accepted]

    # -- one input card --------------------------------------------------------

    def satisfied(self, stmts: Stmts, inp: int) -> dict[int, int]:
        """Function kind -> index of the player's active statement it satisfies."""
        r = RANK[inp]
        return {SUIT[s[2]]: i for i, s in enumerate(stmts[self.seat]) if s[3] and RANK[s[0]] <= r <= RANK[s[1]]}

    def options(self, node: Node) -> list[Option]:
        return list(self.iter_options(node))

    def iter_options(self, node: Node) -> Iterator[Option]:
        """``options(node)`` in the same order, made one at a time: a node the
        player wins usually needs only its first few."""
        stmts, hand, inp, discard, pool, deck = node
        sat = self.satisfied(stmts, inp)
        if EDIT in sat and self.node_regime(node).exact:
            # Edits that leave EDIT unable to run on a step that goes on first:
            # the rest of the search is then over classes.
            # Only an edit of the player's own statements can do that.
            # Then the player's other own edits, then swaps with other seats: on
            # hard AI-game positions the winning edits were the player's own.
            # The order changes no value: a loss still refutes every option.
            later: list[tuple[Edit, Stmts, Cards]] = []
            made = False
            for edit, stmts2, hand2 in self._edits(stmts, hand, self.seat):
                made = True
                if not self._regime_key(stmts2[self.seat]).edit_overlap:
                    yield self._edit_option(node, sat, edit, stmts2, hand2)
                else:
                    later.append((edit, stmts2, hand2))
            for seat in [self.seat, *(s for s in range(len(stmts)) if s != self.seat)]:
                for edit, stmts2, hand2 in later if seat == self.seat else self._edits(stmts, hand, seat):
                    made = True
                    yield self._edit_option(node, sat, edit, stmts2, hand2)
            if made:
                return
        ran = tuple(k for k in (LOAD, PULL, LOOP) if k in sat)
        yield Option(None, ran, (stmts, hand, inp, discard, pool, deck, set(sat)))

    def _edit_option(self, node: Node, sat: dict[int, int], edit: Edit, stmts2: Stmts, hand2: Cards) -> Option:
        stmts, _, inp, discard, pool, deck = node
        kinds = set(sat)
        if edit.seat == self.seat and sat.get(SUIT[stmts[self.seat][edit.index][2]]) == edit.index:
            kinds.discard(SUIT[stmts[self.seat][edit.index][2]])
        ran = (EDIT, *(k for k in (LOAD, PULL, LOOP) if k in kinds))
        return Option(edit, ran, (stmts2, hand2, inp, discard + (edit.removed,), pool, deck, kinds))

    def _edits(self, stmts: Stmts, hand: Cards, seat: int) -> Iterator[tuple[Edit, Stmts, Cards]]:
        """The valid edits of ``seat``'s statements with a card of ``hand``."""
        distinct = _distinct(hand)
        seat_stmts = stmts[seat]
        for index, s in enumerate(seat_stmts):
            if not s[3]:
                continue
            lower, upper, function = s[:3]
            other_functions = {SUIT[o[2]] for k, o in enumerate(seat_stmts) if k != index}
            bounds_valid = SUIT[lower] == SUIT[upper] and RANK[lower] < RANK[upper]
            for slot, new in (
                    (LOWER, [(h, upper, function) for h in distinct
                             if SUIT[h] == SUIT[upper] and RANK[h] < RANK[upper]]),
                    (UPPER, [(lower, h, function) for h in distinct
                             if SUIT[h] == SUIT[lower] and RANK[lower] < RANK[h]]),
                    (FUNCTION, [(lower, upper, h) for h in distinct
                                if bounds_valid and SUIT[h] not in other_functions])):
                for statement in new:
                    h = statement[slot]
                    seat_new = seat_stmts[:index] + (statement + (False,),) + seat_stmts[index + 1:]
                    yield (Edit(seat, index, slot, s[slot], h),
                           stmts[:seat] + (seat_new,) + stmts[seat + 1:], _without(hand, h))

    def outcomes(self, option: Option) -> Iterator[Outcome]:
        """The deck's answers to LOAD, then PULL and LOOP: an iterator, draws of a
        card no LOOP statement accepts first (refutations are found sooner)."""
        stmts, hand, inp, discard, pool, deck, kinds = option.state
        reshuffled = False
        draws: Sequence[int | None] = [None]
        if LOAD in kinds:
            if deck == 0 and discard:
                pool, deck, discard, reshuffled = tuple(sorted(discard)), len(discard), (), True
            if deck:
                accepted = self.accepted(stmts[self.seat])
                distinct = dict.fromkeys(pool)  # pool is sorted: so are these
                draws = [t for t in distinct if RANK[t] not in accepted] + [t for t in distinct if RANK[t] in accepted]
        awake = stmts  # every statement is active again once LOOP discards the input
        if any(not s[3] for seat in stmts for s in seat):
            awake = tuple(tuple(s[:3] + (True,) for s in seat) for seat in stmts)
        for drawn in draws:
            hand2, pool2, deck2 = hand, pool, deck
            if drawn is not None:
                hand2, pool2, deck2 = _with(hand, drawn), _without(pool, drawn), deck - 1
            pulled, discard2 = None, discard
            if PULL in kinds and discard:
                pulled, discard2 = discard[-1], discard[:-1]
                hand2 = _with(hand2, pulled)
            if LOOP not in kinds:
                yield Outcome(drawn, reshuffled, pulled, None, "no LOOP statement runs for it")
            elif not hand2:
                yield Outcome(drawn, reshuffled, pulled, None, "LOOP finds an empty hand")
            else:
                node = self._canonical(awake, hand2, -1, discard2 + (inp,), pool2, deck2)
                yield Outcome(drawn, reshuffled, pulled, (node[0], node[1], node[3], node[4], node[5]))
