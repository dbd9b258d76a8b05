"""One match of Segmentation Fault (what a seat may see of it is in ``observation.py``).

Positions are 0-based (0..5) everywhere in Python; only action texts and the
table's labels count 1..6. Rows are lists of card ints indexed [seat][pos];
a seat out of the current round has ``None``. The deck and the discard pile
are lists with their top card at the end.

A turn runs draw -> play (pointing is automatic) -> swap -> victory check.
``step`` and ``apply`` share one code path; ``apply`` also collects events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.events import CardMoved, Event, GameOver, SeatOut, Shuffled, TurnStarted
from deskcards.engine.rng import derived_random
from deskcards.engine.state_base import StateBase
from deskcards.engine.words import translate, translate_count
from deskcards.games.log_sentences import seat_words

from . import reveals
from .accessors import SegfaultAccessors
from .actions import ROW_SIZE, Draw, Play, SegfaultAction
from .events import Declared, NewRound, PointerStep, RoundDrawn, RoundWon, Segfault, Swapped
from .legality import why_illegal
from .observation import SegfaultObservation
from .patterns import LAST_PLAYER_IN, highest_rows, how_won, pattern_positions, winning_pattern
from .phases import DRAWING, OVER, PLAYING, SWAPPING
from .pointers import LEFT, neighbours, walk

if TYPE_CHECKING:
    from .rules import SegfaultRules


def _win_sentence(seat: int, pattern: str, hands_to_win: int) -> str:
    if hands_to_win > 1:
        return translate("segfault", "{seat} wins the match with {count} hands", seat=seat_words(seat),
                         count=hands_to_win)
    return translate("segfault", "{seat} wins {how}", seat=seat_words(seat), how=how_won(pattern))


def _ranked_sentence(leaders: tuple[int, ...], scores: Sequence[int], rounds: int) -> str:
    """The match ran out of rounds: whoever won the most of them takes it."""
    if not leaders:
        return translate("segfault", "Nobody won a hand: a draw")
    won, played = rounds_count(scores[leaders[0]]), rounds_count(rounds)
    # "Seat N" as the other sentences say it, so the table can put the players' names in.
    if len(leaders) == 1:
        return translate("segfault", "{seat} wins the match after {played}, with {won} won",
                         seat=seat_words(leaders[0]), played=played, won=won)
    return translate("segfault", "{seats} and {last} share the match after {played}, with {won} won each",
                     seats=", ".join(map(seat_words, leaders[:-1])), last=seat_words(leaders[-1]),
                     played=played, won=won)


def rounds_count(count: int) -> str:
    return translate_count("segfault", count, "{count} hand", "{count} hands")


class SegfaultState(SegfaultAccessors, StateBase):
    """The full state, deck order included: only the engine and tests hold one."""

    __slots__ = ("ruleset", "_seed", "_draws", "_deck", "_discard", "_rows", "_links", "_current",
                 "_phase", "_drawn", "_target", "_turn", "_round", "_scores", "_winners")

    def __init__(self, ruleset: SegfaultRules, rows: list[list[int] | None], deck: list[int], discard: list[int], *,
                 seed: int, phase: str = DRAWING, current: int | None = None, drawn: int | None = None,
                 target: tuple[int, int] | None = None, turn: int = 1, round: int = 1,
                 scores: Sequence[int] | None = None):
        self.ruleset = ruleset
        self._seed, self._draws = seed, 0
        self._rows, self._deck, self._discard = rows, deck, discard
        self._links = neighbours(rows)
        self._phase, self._current, self._drawn, self._target = phase, current, drawn, target
        self._turn, self._round = turn, round
        self._scores = list(scores) if scores is not None else [0] * ruleset.players
        # A match over has always gone to the seats with the most rounds won (see _end_round).
        self._winners = self.leaders() if phase == OVER else None

    @classmethod
    def dealt(cls, ruleset: SegfaultRules, seed: int) -> SegfaultState:
        """A new match with its first round dealt from ``seed``."""
        state = cls(ruleset, [None] * ruleset.players, [], [], seed=seed)
        state._deal()
        return state

    @classmethod
    def from_table(cls, ruleset: SegfaultRules, rows: Sequence[Sequence[int] | None], deck: Sequence[int],
                   discard: Sequence[int] = (), first: int | None = None, seed: int = 0) -> SegfaultState:
        """A round set up from known cards (deck top last), at its first draw.

        ``None`` rows are seats already out. Without ``first``, the usual
        highest-card rule picks who starts. For tests, puzzles and tutorials.
        """
        if len(rows) != ruleset.players or any(row is not None and len(row) != ROW_SIZE for row in rows):
            raise ValueError(f"give {ruleset.players} rows of {ROW_SIZE} cards (None for a seat that is out)")
        cards = [card for row in rows if row is not None for card in row] + [*deck, *discard]
        if sorted(cards) != list(FULL_DECK):
            raise ValueError("the rows, deck and discard pile must hold each of the 52 cards once")
        state = cls(ruleset, [None if row is None else list(row) for row in rows], list(deck), list(discard),
                    seed=seed)
        state._current = state._first_player() if first is None else first
        return state

    # -- the protocol ---------------------------------------------------------

    def legal_actions(self) -> tuple[SegfaultAction, ...]:
        return self.ruleset.legal_by_phase[self._phase]

    def _problem(self, action: object) -> str | None:
        return why_illegal(self, action)

    def forfeits(self, action: object) -> str | None:
        if self._phase == PLAYING and isinstance(action, Play) and self.preview(action)[1]:
            return translate("segfault", "This play points from a king: a segmentation fault, and you drop out.")
        return None

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        return reveals.revealed(events, seat)

    def clone(self) -> SegfaultState:
        other = SegfaultState.__new__(SegfaultState)
        other.ruleset = self.ruleset
        other._seed, other._draws = self._seed, self._draws
        other._deck, other._discard = self._deck[:], self._discard[:]
        other._rows = [None if row is None else row[:] for row in self._rows]
        other._links = self._links  # tuples, replaced (never changed) on a drop-out
        other._phase, other._current, other._drawn = self._phase, self._current, self._drawn
        other._target, other._turn, other._round = self._target, self._turn, self._round
        other._scores, other._winners = self._scores[:], self._winners
        return other

    def with_deck(self, deck: list[int], seed: int) -> SegfaultState:
        """A copy with ``deck`` (taken, not copied) as its deck and ``seed`` for its shuffles."""
        other = self.clone()
        other._deck, other._seed, other._draws = deck, seed, 0
        return other

    def figure(self, seat: int) -> int:
        return self._scores[seat]

    def progress(self) -> str:
        # A match of one round says only the turn, unless drawn rounds made it longer.
        if self._round == 1 and self.ruleset.settings.hands_to_win == 1:
            return translate("segfault", "turn {turn}", turn=self._turn)
        return translate("segfault", "hand {hand}, turn {turn}", hand=self._round, turn=self._turn)

    def is_out(self, seat: int) -> bool:
        """Crashed out of this round while the others play it on; back for the next round."""
        return self._winners is None and self._rows[seat] is None

    def observation(self, seat: int) -> SegfaultObservation:
        return SegfaultObservation(
            ruleset=self.ruleset, seat=seat, phase=self._phase, current_player=self._current,
            rows=self.rows, discard=tuple(self._discard), drawn=self._drawn, deck_cards=tuple(sorted(self._deck)),
            target=self._target, turn=self._turn, round=self._round, scores=tuple(self._scores), winner=self.winner,
        )

    def _snapshot(self) -> tuple[object, ...]:
        return (self.ruleset, self._seed, self._draws, self._deck, self._discard, self._rows, self._current,
                self._phase, self._drawn, self._target, self._turn, self._round, self._scores, self._winners)

    def deal_events(self) -> list[Event]:
        """The deal that starts the current round, card by card, for the table.

        ``apply`` reports the deals of later rounds itself; after ``new_state``
        the table asks for this one.
        """
        events: list[Event] = [NewRound(self._round)]
        for pos in range(ROW_SIZE):
            for seat, row in enumerate(self._rows):
                if row is not None:
                    events.append(CardMoved(row[pos], "deck", -1, f"row:{seat}", pos))
        events.append(TurnStarted(self._current_player_seat()))
        return events

    # -- playing --------------------------------------------------------------

    def _act(self, action: Any, events: list[Event] | None) -> None:
        kind = action.__class__
        if kind is Play:
            self._play(action.pos, action.n, events)
        elif kind is Draw:
            self._draw(events)
        else:
            self._swap(action.pos, events)

    def _random(self) -> random.Random:
        rng = derived_random(self._seed, self._draws)
        self._draws += 1
        return rng

    def _draw(self, events: list[Event] | None) -> None:
        # Rows hold at most 7 x 6 = 42 cards, so deck and discard together
        # always hold 10 or more here: a draw never finds both empty.
        if not self._deck:
            self._deck, self._discard = self._discard, []
            self._random().shuffle(self._deck)
            if events is not None:
                events.append(Shuffled(len(self._deck)))
        card = self._deck.pop()
        self._drawn = card
        self._phase = PLAYING
        if events is not None:
            events.append(CardMoved(card, "deck", -1, f"drawn:{self._current}", 0))

    def _play(self, pos: int | None, n: int, events: list[Event] | None) -> None:
        # The hot path of every playout: narrowed in place, not through _current_player_seat/_seated.
        seat, drawn = self._current, self._drawn
        assert seat is not None and drawn is not None  # the play phase follows the current player's draw
        row = self._rows[seat]
        assert row is not None  # only a seat in the round moves
        self._drawn = None
        if pos is None:
            card = drawn
        else:
            card = row[pos]
            row[pos] = drawn
        self._discard.append(card)
        hops, crashed = walk(self._rows, self._links, seat, card, n)
        if events is not None:
            self._report_play(seat, pos, card, drawn, n, hops, crashed, events)
        if crashed:
            self._crash(seat, events)
        elif n:
            self._target = hops[-1]
            self._phase = SWAPPING
        else:
            self._end_turn(seat, events)

    def _report_play(self, seat: int, pos: int | None, card: int, drawn: int, n: int,
                     hops: list[tuple[int, int]], crashed: bool, events: list[Event]) -> None:
        if pos is None:
            events.append(CardMoved(card, f"drawn:{seat}", 0, "discard", -1))
        else:
            events.append(CardMoved(card, f"row:{seat}", pos, "discard", -1))
            events.append(CardMoved(drawn, f"drawn:{seat}", 0, f"row:{seat}", pos))
        events.append(Declared(seat, card, n))
        here: tuple[int, int | None] = (seat, None)
        for hop in hops:
            events.append(PointerStep(here[0], here[1], hop[0], hop[1]))
            here = hop
        if crashed:
            events.append(Segfault(seat, here[0], here[1]))

    def _crash(self, seat: int, events: list[Event] | None) -> None:
        row = self._seated(seat)
        if events is not None:
            events.extend(CardMoved(card, f"row:{seat}", pos, "discard", -1) for pos, card in enumerate(row))
            events.append(SeatOut(seat, translate("segfault", "segmentation fault")))
        self._discard.extend(row)
        self._rows[seat] = None
        self._links = neighbours(self._rows)
        left = self._links[LEFT][seat]
        if self._links[LEFT][left] == left:  # nobody else is left in
            self._end_round(left, LAST_PLAYER_IN, events)
        else:
            self._pass_turn(seat, events)

    def _swap(self, pos: int, events: list[Event] | None) -> None:
        seat, target = self._current, self._target
        assert seat is not None and target is not None  # the swap phase follows the current player's play that pointed
        other_seat, other_pos = target
        row, other = self._rows[seat], self._rows[other_seat]
        assert row is not None and other is not None  # a pointer leads only to a seat in the round
        if events is not None:
            events.append(Swapped(seat, pos, other_seat, other_pos))
            events.append(CardMoved(other[other_pos], f"row:{other_seat}", other_pos, f"row:{seat}", pos))
            events.append(CardMoved(row[pos], f"row:{seat}", pos, f"row:{other_seat}", other_pos))
        row[pos], other[other_pos] = other[other_pos], row[pos]
        self._target = None
        self._end_turn(seat, events)

    def _end_turn(self, seat: int, events: list[Event] | None) -> None:
        row = self._rows[seat]
        assert row is not None  # the seat has just moved, so it is in the round
        pattern = winning_pattern(row)
        if pattern is None:
            self._pass_turn(seat, events)
        else:
            self._end_round(seat, pattern, events)

    def _pass_turn(self, seat: int, events: list[Event] | None) -> None:
        if self._turn >= self.ruleset.settings.max_turns:
            self._end_round(None, None, events)
            return
        self._current = self._links[LEFT][seat]
        self._turn += 1
        self._phase = DRAWING
        if events is not None:
            events.append(TurnStarted(self._current))

    def _end_round(self, winner: int | None, pattern: str | None, events: list[Event] | None) -> None:
        """Score the round (None: a draw, which counts for nobody), then end the match or deal the next round."""
        settings = self.ruleset.settings
        if winner is None:
            if events is not None:
                events.append(RoundDrawn(self._round, settings.max_turns))
        else:
            assert pattern is not None  # a round is won with a pattern
            self._scores[winner] += 1
            if events is not None:
                events.append(RoundWon(winner, pattern, pattern_positions(self._seated(winner), pattern)))
            if self._scores[winner] >= settings.hands_to_win:
                self._finish((winner,), _win_sentence(winner, pattern, settings.hands_to_win), events)
                return
        if self._round >= settings.max_hands:
            leaders = self.leaders()
            self._finish(leaders, _ranked_sentence(leaders, self._scores, self._round), events)
            return
        if events is not None:
            events.extend(self._gather_events())
        self._round += 1
        self._deal()
        if events is not None:
            events.extend(self.deal_events())

    def _finish(self, winners: tuple[int, ...], reason: str, events: list[Event] | None) -> None:
        self._winners = winners
        self._current, self._phase = None, OVER
        if events is not None:
            events.append(GameOver(winners, reason))

    def _gather_events(self) -> list[Event]:
        events: list[Event] = [
            CardMoved(card, f"row:{seat}", pos, "deck", -1, face_up=False)
            for seat, row in enumerate(self._rows) if row is not None for pos, card in enumerate(row)
        ]
        events += [CardMoved(card, "discard", -1, "deck", -1, face_up=False) for card in reversed(self._discard)]
        return events

    def _deal(self) -> None:
        """Gather and shuffle all 52 cards, deal six to every seat, pick who starts."""
        deck = list(FULL_DECK)
        self._random().shuffle(deck)
        hands: list[list[int]] = [[] for _ in self._rows]
        for _ in range(ROW_SIZE):
            for hand in hands:
                hand.append(deck.pop())
        rows: list[list[int] | None] = [*hands]  # None for a seat that crashes out of the round
        self._rows, self._deck, self._discard = rows, deck, []
        self._links = neighbours(rows)
        self._current = self._first_player()
        self._phase, self._turn, self._drawn, self._target = DRAWING, 1, None, None

    def _first_player(self) -> int:
        tied = highest_rows(self._rows)
        return tied[0] if len(tied) == 1 else self._random().choice(tied)
