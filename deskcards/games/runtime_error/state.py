"""One game of Runtime Error, and how a turn runs.

Hands are sorted lists of card ints; the deck and the discard pile are lists
with their top card at the end; ``_table[seat]`` lists a seat's statements
by slot. A turn goes through the phases of ``phases.py``. Moves without a
choice happen at once (``_advance``): scripting is skipped when no statement
can be built, the testing phase when the hand is empty, and the functions
of the satisfied statements run one after another, stopping only for EDIT's
and LOOP's choices. ``step`` and ``apply`` share one code path; ``apply``
also checks the action and collects events.

A loop is won by a claim the prover proves (``claims.judge_claim``) or by a
demonstration: the position at an input card comes back within a turn with
no card drawn by chance in between (from a deck of two or more cards), so
the same choices repeat it forever, or a turn has played ``LONG_TURN`` input cards and the prover
proves the loop from there, so an unclaimed loop cannot stall the game. A
turn that reaches ``TURN_CUTOFF`` input cards unproven (a loop the prover
cannot decide in time) is cut off: the input card is discarded unrun and
the turn ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.events import CardMoved, Event, GameOver, Shuffled, TurnStarted
from deskcards.engine.rng import derived_random
from deskcards.engine.state_base import StateBase
from deskcards.engine.words import translate

from . import reveals
from .actions import Edit, Input, Loop, NoInput, NoScript, RuntimeErrorAction, Script
from .claims import Judgement, judge, judge_claim, loop_position
from .events import (
    CardEdited,
    CardsTurnedUp,
    FunctionIdle,
    InputPlayed,
    LoopJudged,
    StatementBuilt,
    StatementRan,
    TurnCutOff,
    TurnEnded,
)
from .legality import why_illegal
from .phases import EDITING, INPUT, LOOPING, OVER, RUN, SCRIPT, choices
from .prover.loop_model import EDIT, LOAD, LOOP, PULL, RUN_ORDER, LoopPosition
from .statements import Placed, valid_edits, valid_scripts

if TYPE_CHECKING:
    from .observation import RuntimeErrorObservation
    from .rules import RuntimeErrorRules

LONG_TURN = 64  # input cards in one turn before the engine asks the prover itself (and again each 64 more)
TURN_CUTOFF = 16 * LONG_TURN  # input cards after which a turn no prover proved is ended, so no game stalls
# What the current player sees at an input card: the table, its hand, the card, the discard pile and the deck's size.
InputPosition = tuple[tuple[tuple[Placed, ...], ...], tuple[int, ...], int | None, tuple[int, ...], int]


class RuntimeErrorState(StateBase):
    """The full state, deck order and every hand included: only the engine and tests hold one."""

    __slots__ = ("ruleset", "_seed", "_draws", "_hands", "_deck", "_discard", "_table", "_current", "_phase",
                 "_input", "_pending", "_turn", "_inputs", "_since_draw", "_winners", "_reason")

    def __init__(self, ruleset: RuntimeErrorRules, hands: Sequence[Sequence[int]], deck: list[int], discard: list[int],
                 table: Sequence[Sequence[Placed]], *, seed: int, current: int, turn: int = 1):
        """A state at the start of ``current``'s turn (``_advance`` not yet run)."""
        self.ruleset: RuntimeErrorRules = ruleset
        self._seed, self._draws = seed, 0
        self._hands = [sorted(hand) for hand in hands]
        self._deck, self._discard = deck, discard
        self._table = [list(statements) for statements in table]
        self._current, self._phase, self._turn = current, SCRIPT, turn
        self._input: int | None = None
        self._pending: tuple[int, ...] = ()  # slots of the current player's statements still to run for this input
        self._inputs = 0  # input cards played this turn
        self._since_draw: set[InputPosition] = set()  # positions at an input card since the last chance draw this turn
        self._winners: tuple[int, ...] | None = None
        self._reason = ""

    @classmethod
    def dealt(cls, ruleset: RuntimeErrorRules, seed: int) -> RuntimeErrorState:
        """A new game: the deck shuffled, ``hand_size`` cards each, a random first player."""
        players, size = ruleset.players, ruleset.settings.hand_size
        rng = derived_random(seed, 0)
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        first = rng.randrange(players)
        hands = [deck[len(deck) - (seat + 1) * size:len(deck) - seat * size] for seat in range(players)]
        del deck[len(deck) - players * size:]
        return cls.arranged(ruleset, hands, deck, [], [[] for _ in range(players)], first, seed)

    @classmethod
    def arranged(cls, ruleset: RuntimeErrorRules, hands: Sequence[Sequence[int]], deck: list[int], discard: list[int],
                 table: Sequence[Sequence[Placed]], current: int, seed: int) -> RuntimeErrorState:
        """``current``'s turn about to start with these cards (see ``RuntimeErrorRules.state_from_table``)."""
        state = cls(ruleset, hands, deck, discard, table, seed=seed, current=current)
        state._draws = 1
        state._advance(None)
        return state

    @classmethod
    def from_public(cls, seen: RuntimeErrorObservation, hands: Sequence[Sequence[int]],
                    table: Sequence[Sequence[Placed]], deck: list[int], seed: int) -> RuntimeErrorState:
        """A state that shows ``seen`` (an observation) exactly, with the hidden cards given."""
        state = cls(seen.ruleset, hands, deck, list(seen.discard), table, seed=seed,
                    current=seen.whose_turn, turn=seen.turn)
        state._draws = 1
        state._phase, state._input, state._pending = seen.phase, seen.input_card, seen.pending
        state._inputs, state._since_draw = seen.inputs, set(seen.since_draw)
        state._winners, state._reason = seen.winners, seen.reason
        return state

    # -- the protocol ---------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._winners is not None else self._current

    def legal_actions(self) -> tuple[RuntimeErrorAction, ...]:
        return choices(self._phase, self._hands[self._current], self._table, self._current)

    def _problem(self, action: object) -> str | None:
        return why_illegal(self, action)

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        return reveals.revealed(events, seat)
    def figure(self, seat: int) -> int:
        return len(self._table[seat])

    def progress(self) -> str:
        return translate("runtime-error", "turn {turn}", turn=self._turn)

    def clone(self) -> RuntimeErrorState:
        other = RuntimeErrorState.__new__(RuntimeErrorState)
        other.ruleset, other._seed, other._draws = self.ruleset, self._seed, self._draws
        other._hands = [hand[:] for hand in self._hands]
        other._deck, other._discard = self._deck[:], self._discard[:]
        other._table = [statements[:] for statements in self._table]
        other._current, other._phase, other._turn = self._current, self._phase, self._turn
        other._input, other._pending, other._inputs = self._input, self._pending, self._inputs
        other._since_draw = set(self._since_draw)
        other._winners, other._reason = self._winners, self._reason
        return other

    def zones(self) -> dict[str, list[int]]:
        zones = {f"hand:{seat}": list(hand) for seat, hand in enumerate(self._hands)}
        zones.update({f"statements:{seat}": [card for placed in statements for card in placed.cards]  # type: ignore[misc]  # the full state knows every card
                      for seat, statements in enumerate(self._table)})
        zones["deck"], zones["discard"] = list(self._deck), list(self._discard)
        zones["input"] = [] if self._input is None else [self._input]
        return zones

    def observation(self, seat: int) -> RuntimeErrorObservation:
        from .observation import RuntimeErrorObservation

        return RuntimeErrorObservation.of(self, seat)

    def _snapshot(self) -> tuple[object, ...]:
        return (self.ruleset, self._seed, self._draws, self._hands, self._deck, self._discard, self._table,
                self._current, self._phase, self._input, self._pending, self._turn, self._inputs,
                self._since_draw, self._winners, self._reason)

    # -- public facts, for observations, views and tests ----------------------

    @property
    def whose_turn(self) -> int:
        """The seat whose turn it is (also once the game is over: the last to move)."""
        return self._current

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def turn(self) -> int:
        return self._turn

    @property
    def input_card(self) -> int | None:
        return self._input

    @property
    def pending(self) -> tuple[int, ...]:
        """Slots of the current player's statements still to run for the input card in play."""
        return self._pending

    @property
    def inputs(self) -> int:
        return self._inputs

    @property
    def since_draw(self) -> frozenset[InputPosition]:
        return frozenset(self._since_draw)

    @property
    def discard(self) -> tuple[int, ...]:
        return tuple(self._discard)

    @property
    def deck_size(self) -> int:
        return len(self._deck)

    @property
    def reason(self) -> str:
        """Why the game ended, in words ("" while it goes on)."""
        return self._reason

    def hand(self, seat: int) -> tuple[int, ...]:
        return tuple(self._hands[seat])

    def statements(self, seat: int) -> tuple[Placed, ...]:
        return tuple(self._table[seat])

    def loop_position(self) -> LoopPosition:
        """The prover's question for the input card in play, with the real deck."""
        assert self._input is not None
        return loop_position(self._current, self._table, self._hands[self._current], self._input,
                             self._discard, self._deck, len(self._deck))

    # -- how a turn runs --------------------------------------------------------

    def _act(self, action: RuntimeErrorAction, events: list[Event] | None) -> None:
        seat = self._current
        if isinstance(action, Script):
            slot = len(self._table[seat])
            for index, card in enumerate((action.lower, action.upper, action.function)):
                self._hands[seat].remove(card)
                if events is not None:
                    events.append(CardMoved(card, f"hand:{seat}", -1, f"statement:{seat}.{slot}", index))
            self._table[seat].append(Placed(action.lower, action.upper, action.function))
            if events is not None:
                events.append(StatementBuilt(seat, slot, action.lower, action.upper, action.function))
            self._phase = INPUT
        elif isinstance(action, NoScript):
            self._phase = INPUT
        elif isinstance(action, NoInput):
            self._end_turn(events)
        elif isinstance(action, (Input, Loop)):
            self._play_input(action, events)
        else:
            self._edit(action, events)
        self._advance(events)

    def _advance(self, events: list[Event] | None) -> None:
        """Make every move that needs no choice, until a player must choose or the game is over."""
        while True:
            hand = self._hands[self._current]
            if self._phase == SCRIPT and next(valid_scripts(hand, self._table[self._current]), None) is None:
                self._phase = INPUT
            elif self._phase == INPUT and not hand:
                self._end_turn(events)
            elif self._phase == RUN:
                self._run_next(events)
            else:
                return

    def _play_input(self, action: Input | Loop, events: list[Event] | None) -> None:
        seat, card = self._current, action.card
        self._hands[seat].remove(card)
        self._input = card
        self._inputs += 1
        if events is not None:
            events.append(CardMoved(card, f"hand:{seat}", -1, "input", 0))
            events.append(InputPlayed(seat, card, isinstance(action, Loop)))
        if action.forever:
            judgement = judge_claim(self)
            if self._judged(judgement, True, events):
                return
            if self.ruleset.settings.false_claim == "ends_turn":
                self._end_turn(events)
                return
        if self._demonstrated(events):
            return
        if self._inputs >= TURN_CUTOFF:
            if events is not None:
                events.append(TurnCutOff(seat, self._inputs))
            self._end_turn(events)
            return
        satisfied = [(RUN_ORDER.index(placed.statement().kind), slot)
                     for slot, placed in enumerate(self._table[seat])
                     if placed.active and placed.statement().satisfied_by(card)]
        self._pending = tuple(slot for _, slot in sorted(satisfied))
        self._phase = RUN

    def _demonstrated(self, events: list[Event] | None) -> bool:
        """Whether this input card shows a loop: the position repeats with no card drawn
        since, or a long turn the prover proves. Ends the game if so."""
        seat = self._current
        # The deck's size stands for the deck: between two chance draws it is either
        # as it was or empty, so the key holds only what the current player sees.
        key = (tuple(map(tuple, self._table)), tuple(self._hands[seat]), self._input, tuple(self._discard),
               len(self._deck))
        if key in self._since_draw:
            judgement = judge(self.loop_position(), self.ruleset.settings.prover_budget_ms, replayable=True)
            why = translate("runtime-error", "an infinite loop, shown. The same position came back with nothing left "
                            "to chance, so the same choices repeat it forever.")
            return self._judged(Judgement(True, why, judgement.verdict), False, events, repeated=True)
        self._since_draw.add(key)
        if self._inputs % LONG_TURN == 0:
            judgement = judge(self.loop_position(), self.ruleset.settings.prover_budget_ms, replayable=True)
            return judgement.proven and self._judged(judgement, False, events)
        return False

    def _judged(self, judgement: Judgement, claimed: bool, events: list[Event] | None, repeated: bool = False) -> bool:
        """Report the prover's word; a proof wins the game for the current player. Whether it did."""
        seat = self._current
        if events is not None:
            events.append(LoopJudged(seat, claimed, judgement.proven, judgement.reason, judgement.verdict, repeated))
        if judgement.proven:
            self._finish((seat,), judgement.reason, events)
        return judgement.proven

    def _run_next(self, events: list[Event] | None) -> None:
        """Run the next satisfied statement's function; after the last, the turn ends."""
        if not self._pending:
            self._end_turn(events)
            return
        seat, slot = self._current, self._pending[0]
        self._pending = self._pending[1:]
        placed = self._table[seat][slot]
        if not placed.active:  # edited by this input's EDIT: it no longer runs
            return
        kind = placed.statement().kind
        if events is not None:
            events.append(StatementRan(seat, slot, kind))
        idle = None
        if kind == EDIT:
            if next(valid_edits(self._table, self._hands[seat]), None) is None:
                idle = translate("runtime-error", "no card can be edited into a valid statement")
            else:
                self._phase = EDITING
        elif kind == LOAD:
            if not self._draw(seat, events):
                idle = translate("runtime-error", "the deck and the discard pile are both empty")
        elif kind == PULL:
            if self._discard:
                card = self._discard.pop()
                self._hands[seat].append(card)
                self._hands[seat].sort()
                if events is not None:
                    events.append(CardMoved(card, "discard", -1, f"hand:{seat}", -1))
            else:
                idle = translate("runtime-error", "the discard pile is empty")
        elif kind == LOOP:
            if self._hands[seat]:
                self._discard_input(events)
                self._phase = LOOPING
            else:
                idle = translate("runtime-error", "the hand is empty, so no card can follow as the next input")
        if idle and events is not None:
            events.append(FunctionIdle(seat, slot, kind, idle))

    def _edit(self, action: Edit, events: list[Event] | None) -> None:
        seat = self._current
        placed = self._table[action.seat][action.slot]
        removed = placed.part(action.part)
        assert removed is not None
        self._hands[seat].remove(action.card)
        self._discard.append(removed)
        self._table[action.seat][action.slot] = placed.with_card(action.part, action.card, seat)
        if events is not None:
            zone = f"statement:{action.seat}.{action.slot}"
            events.append(CardEdited(seat, action.seat, action.slot, action.part, removed))
            events.append(CardMoved(removed, zone, action.part, "discard", -1))
            events.append(CardMoved(action.card, f"hand:{seat}", -1, zone, action.part, face_up=False))
        self._phase = RUN

    def _discard_input(self, events: list[Event] | None) -> None:
        """The input card goes to the discard pile, and every face-down card turns up."""
        if self._input is None:
            return
        self._discard.append(self._input)
        if events is not None:
            events.append(CardMoved(self._input, "input", 0, "discard", -1))
        self._input = None
        places, cards = [], []
        for seat, statements in enumerate(self._table):
            for slot, placed in enumerate(statements):
                if not placed.active:
                    places.append((seat, slot))
                    cards.append(placed.part(placed.face_down))  # type: ignore[arg-type]  # an inactive statement has a face-down part
                    statements[slot] = placed.turned_up()
        if places and events is not None:
            events.append(CardsTurnedUp(tuple(places), tuple(cards)))  # type: ignore[arg-type]  # the full state knows every card

    def _draw(self, seat: int, events: list[Event] | None) -> bool:
        """The top card of the deck to ``seat``'s hand, reshuffling the discard pile into a
        new deck when the deck is empty; False when there is nothing to draw."""
        if not self._deck and self._discard:
            self._deck, self._discard = self._discard, []
            derived_random(self._seed, self._draws).shuffle(self._deck)
            self._draws += 1
            if events is not None:
                events.append(Shuffled(len(self._deck)))
        if not self._deck:
            return False
        if len(self._deck) > 1:  # chance: a repeat after this would not be a loop the player controls
            self._since_draw.clear()
        card = self._deck.pop()
        self._hands[seat].append(card)
        self._hands[seat].sort()
        if events is not None:
            events.append(CardMoved(card, "deck", -1, f"hand:{seat}", -1, face_up=False))
        return True

    def _end_turn(self, events: list[Event] | None) -> None:
        seat = self._current
        self._discard_input(events)
        self._pending = ()
        self._draw(seat, events)
        if events is not None:
            events.append(TurnEnded(seat, self._turn))
        if self._turn >= self.ruleset.settings.max_turns:
            self._finish((), translate("runtime-error", "{count} turns without an infinite loop: a draw",
                                       count=self._turn), events)
            return
        self._turn += 1
        self._current = (seat + 1) % self.ruleset.players
        self._phase, self._inputs = SCRIPT, 0
        self._since_draw.clear()
        if events is not None:
            events.append(TurnStarted(self._current))

    def _finish(self, winners: tuple[int, ...], reason: str, events: list[Event] | None) -> None:
        self._winners, self._reason, self._phase = winners, reason, OVER
        self._pending = ()
        if events is not None:
            events.append(GameOver(winners, reason))
