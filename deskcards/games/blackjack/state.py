"""One game of Blackjack (the shedding game), and how a turn runs.

Hands are ints of 52 bits (see ``masks``); the deck and the discard pile are
lists with their top card at the end. A turn is a sequence of cycles: a card
that matches the pile (phase ``start``), then more cards of its value
(``extend``) until the player closes the cycle; what follows depends on the
cycle (the ruling's after-cycle rule, in ``_act``). After a cycle of two or
more 2s or Jacks the player may stop (``may_end``). The game ends in ``over``.

``step`` and ``apply`` share one code path; ``apply`` also collects events.
Moves without a choice happen at once: a cycle closes by itself when the
player holds no more cards of its value, and a turn in ``may_end`` ends by
itself when no card could go on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from deskcards.engine.cards import FULL_DECK, JACK, KING, QUEEN, suit
from deskcards.engine.events import CardMoved, Event, GameOver, Shuffled, TurnStarted
from deskcards.engine.rng import derived_random
from deskcards.engine.state_base import StateBase
from deskcards.engine.words import translate

from . import reveals
from .accessors import BlackjackAccessors
from .actions import BlackjackAction, Draw, End, Play
from .events import CycleClosed, DebtChanged, Finished, PickupChanged, Skipped, play_events
from .legality import why_illegal
from .masks import ANSWERS, BITS, EXTENDING, FREE, OPENERS, POWER, RANK_SHIFT, TARGET, shuffled, target_of
from .phases import DRAW_ONLY, END_ONLY, EXTEND, MAY_END, OVER, START

if TYPE_CHECKING:
    from .observation import BlackjackObservation
    from .rules import BlackjackRules


class BlackjackState(BlackjackAccessors, StateBase):
    """The full state, deck order and every hand included: only the engine and tests hold one."""

    __slots__ = ("ruleset", "_seed", "_draws", "_hands", "_deck", "_discard", "_current", "_phase",
                 "_pickup", "_offset", "_suit", "_target", "_cycle_value", "_cycle_count",
                 "_played", "_last_played", "_debts", "_turn", "_places", "_finished", "_winner", "_winners", "_facts",
                 "_drawn_since")

    def __init__(self, ruleset: BlackjackRules, hands: Sequence[int], deck: list[int], discard: list[int], *, seed: int,
                 current: int | None, active_suit: int | None = None, pickup: int = 0, move_offset: int = 1,
                 debts: Sequence[int] | None = None, turn: int = 1):
        """A state at the start of ``current``'s turn (None once the game is over: ``from_public``);
        ``dealt`` starts a game, the ruleset's
        ``state_from_table`` sets one up from known cards, ``from_public`` builds any moment."""
        players = ruleset.players
        self.ruleset = ruleset
        self._seed, self._draws = seed, 0
        self._hands, self._deck, self._discard = list(hands), deck, discard
        self._current, self._phase, self._turn = current, START, turn
        self._pickup, self._offset = pickup, move_offset
        top = discard[-1] if discard else None
        self._suit = None if top is None else (suit(top) if active_suit is None else active_suit)
        self._target = target_of(top, self._suit, False)
        self._cycle_value, self._cycle_count = None, 0
        self._played = 0  # this turn's cards, the top of the pile (only a turn's end turns the pile over)
        self._last_played: list[int | None] = [None] * players  # per seat, its latest card of the game
        self._debts = list(debts) if debts is not None else [0] * players
        self._places: list[int] = []
        self._finished, self._winner, self._winners = 0, None, None
        # Per seat, the latest public "could not play" fact, (turn, cards it held none of),
        # and how many cards it has drawn since: see ``observation``.
        self._facts: list[tuple[int, int] | None] = [None] * players
        self._drawn_since = [0] * players

    @classmethod
    def dealt(cls, ruleset: BlackjackRules, seed: int) -> BlackjackState:
        """A new game: the deck shuffled and dealt out one card at a time.

        The first player is drawn at random and is dealt to first, going to
        the left, so the first seats of the deal hold the odd cards.
        """
        players = ruleset.players
        rng = derived_random(seed, 0)
        first = rng.randrange(players)
        deck = shuffled(FULL_DECK, rng)
        hands = [0] * players
        for position in range(players):  # deck[position::players] is what one seat is dealt
            hands[(first + position) % players] = sum(map(BITS.__getitem__, deck[position::players]))
        state = cls(ruleset, hands, [], [], seed=seed, current=first)
        state._draws = 1
        return state

    @classmethod
    def from_public(cls, seen: BlackjackObservation, hands: Sequence[int], deck: list[int],
                    seed: int) -> BlackjackState:
        """A state that shows ``seen`` (an observation) exactly, with the hidden hands and deck given."""
        state = cls(seen.ruleset, hands, deck, list(seen.discard), seed=seed, current=seen.current_player,
                    active_suit=seen.active_suit, pickup=seen.pickup, move_offset=seen.move_offset,
                    debts=seen.debts, turn=seen.turn)
        state._phase = seen.phase
        state._target = target_of(seen.top_card, seen.active_suit, seen.queen_free)
        state._cycle_value, state._cycle_count = seen.cycle_value, seen.cycle_count
        state._played = len(seen.turn_cards)
        state._last_played = list(seen.last_played)
        state._places, state._winner = list(seen.places), seen.winner
        state._finished = sum(1 << seat for seat in seen.places)
        facts = seen.could_not_play
        state._facts = [None if fact is None else (fact.turn, fact.unplayable) for fact in facts]
        state._drawn_since = [0 if fact is None else fact.drawn_since for fact in facts]
        if seen.phase is OVER:
            state._game_over(None)
        return state

    # -- the protocol ---------------------------------------------------------

    def legal_actions(self) -> tuple[BlackjackAction, ...]:
        """Plays, then DRAW, CLOSE or END. Plays that open a cycle list the suit to
        match first, by rank, then the other cards that go (same rank, Aces) by
        card; after a Queen or on an empty pile, by suit and rank."""
        phase = self._phase
        # No asserts on the playouts' hottest lines (they cost about 2%): someone
        # moves until the game is over, and EXTEND means a cycle is open. START,
        # three decisions in four, is asked first.
        if phase is START:
            hand = self._hands[self._current]  # type: ignore[index]  # someone moves until the game is over; no assert on this hot line
            if self._pickup:  # the first card of a turn must answer the pick-up
                hand &= ANSWERS
            then: tuple[BlackjackAction, ...] = self.ruleset.draw_if_able
        elif phase is EXTEND:
            value = self._cycle_value
            return EXTENDING[value][self._hands[self._current] >> RANK_SHIFT[value] & 15]  # type: ignore[index]  # as above
        elif phase is OVER:
            return ()
        else:  # MAY_END
            hand = self._hands[self._current]  # type: ignore[index]  # as above
            then = END_ONLY
        # The engine's hottest lines: two lookups by the masked hand.
        suit_table, suit_mask, outside_table, outside_mask = OPENERS[self._target]
        plays = suit_table[hand & suit_mask] + outside_table[hand & outside_mask]
        if plays:
            return plays + then
        return DRAW_ONLY if phase is START else END_ONLY

    def _problem(self, action: object) -> str | None:
        return why_illegal(self, action)

    def revealed(self, events: Sequence[Event], seat: int) -> str | None:
        return reveals.revealed(events, seat)

    def clone(self) -> BlackjackState:
        other = BlackjackState.__new__(BlackjackState)
        other.ruleset = self.ruleset
        other._seed, other._draws = self._seed, self._draws
        other._hands, other._deck, other._discard = self._hands[:], self._deck[:], self._discard[:]
        other._current, other._phase, other._turn = self._current, self._phase, self._turn
        other._pickup, other._offset = self._pickup, self._offset
        other._suit, other._target = self._suit, self._target
        other._cycle_value, other._cycle_count = self._cycle_value, self._cycle_count
        other._played, other._debts, other._places = self._played, self._debts[:], self._places[:]
        other._last_played = self._last_played[:]
        other._finished, other._winner, other._winners = self._finished, self._winner, self._winners
        other._facts, other._drawn_since = self._facts[:], self._drawn_since[:]
        return other

    def figure(self, seat: int) -> int:
        return self._hands[seat].bit_count()

    def progress(self) -> str:
        return translate("blackjack", "turn {turn}", turn=self._turn)

    def is_out(self, seat: int) -> bool:
        """Gone out with a place taken while the others play on for places."""
        return self._winners is None and bool(self._finished >> seat & 1)

    def _snapshot(self) -> tuple[object, ...]:
        return (self.ruleset, self._seed, self._draws, self._hands, self._deck, self._discard, self._current,
                self._phase, self._pickup, self._offset, self._suit, self._target,
                self._cycle_value, self._cycle_count, self._played, self._last_played, self._debts, self._turn,
                self._places, self._finished, self._winner, self._winners, self._facts, self._drawn_since)

    # -- playing --------------------------------------------------------------

    def _act(self, action: Any, events: list[Event] | None = None) -> None:
        """Carry out ``action``; ``apply`` passes a list that collects the events."""
        seat: int = self._current  # type: ignore[assignment]  # someone moves until the game is over
        kind = type(action)
        if kind is Play:  # inline, not a method: a play is most of what the AI's playouts do
            if events is not None:  # told from the state just before the play
                events += play_events(seat, action, self._hands[seat], self._pickup,
                                      self.ruleset.pickup_added[action.card], self._offset)
            hand = self._hands[seat] ^ action.bit
            self._hands[seat] = hand
            self._discard.append(action.card)
            self._suit, self._target = action.acting, action.target
            if action.builds:
                self._pickup += self.ruleset.pickup_added[action.card]
            elif self._pickup:
                self._pickup = 0
            if action.counts_seats:  # a King reverses; an 8 counts one more seat the same way
                offset = self._offset
                self._offset = -offset if action.value == KING else offset + (1 if offset > 0 else -1)
            if self._phase is EXTEND:
                self._cycle_count += 1
            else:
                self._phase, self._cycle_value, self._cycle_count = EXTEND, action.value, 1
                if not (hand & action.same or action.plays_on) and events is None:
                    # The playouts' most common move, a lone card that ends the turn:
                    # the after-cycle rule below, without asking again what it knows,
                    # and the turn's last card noted here, where it is at hand.
                    self._last_played[seat] = action.card
                    self._played = 0
                    self._end_turn(seat, False, None)
                    return
            self._played += 1
            if hand & action.same:
                return  # the player may add another card of this value, or close
        elif kind is Draw:
            self._draw_instead(seat, events)
            return
        elif kind is End:
            self._end_turn(seat, False, events)
            return
        # CLOSE, or a cycle the player cannot add to: the ruling's after-cycle rule.
        value, count = self._cycle_value, self._cycle_count
        assert value is not None  # a cycle is open
        if events is not None:
            events.append(CycleClosed(seat, value, count))
        if value == 3 or value == QUEEN:  # play on; after Queens, any card goes
            self._phase = START
            if value == QUEEN:
                self._target = FREE
        elif count == 1:
            self._end_turn(seat, False, events)
        elif value != 2 and value != JACK:  # two or more of a kind must be followed
            self._phase = START
        elif self._hands[seat] & TARGET[self._target]:  # after 2s or Jacks the player may stop
            self._phase = MAY_END
        else:
            self._end_turn(seat, False, events)

    # The trusted path for actions from legal_actions(): no checks, no events, and
    # no call through StateBase.step on the playouts' hottest line.
    step = _act

    def _draw_instead(self, seat: int, events: list[Event] | None) -> None:
        """DRAW: take the pick-up at the start of a turn, or one card when not playing."""
        pickup = self._pickup
        if not self.ruleset.may_draw_when_able:
            # Public knowledge: the seat held none of the cards it could have played.
            could = TARGET[self._target]
            self._facts[seat] = (self._turn, could & ANSWERS if pickup else could)
            self._drawn_since[seat] = 0
        if pickup:
            self._pickup = 0
            if events is not None:
                events.append(PickupChanged(0))
        if self._target == FREE and self._discard:  # no card after a Queen: the next player matches it
            assert self._suit is not None  # the pile has a top card
            self._target = self._discard[-1] << 2 | self._suit
        deck = self._deck
        if deck and not pickup and events is None:  # the playouts' usual draw: one card, no call to _draw
            self._hands[seat] |= BITS[deck.pop()]
            self._drawn_since[seat] += 1
        else:
            self._draw(seat, pickup or 1, True, events)
        self._end_turn(seat, True, events)

    def _end_turn(self, seat: int, drew: bool, events: list[Event] | None) -> None:
        """Steps 7 to 9: the turn's cards join the discard pile; win or draw with an
        empty hand, then pass the turn on."""
        if self._played:
            self._last_played[seat] = self._discard[-1]
            self._played = 0
        if not self._hands[seat]:
            last = self._last_played[seat]  # in the whole game: an empty hand may have played nothing this turn
            if last is not None and POWER >> last & 1:
                if not drew:  # a turn draws once: a draw that came up empty is not asked again
                    self._draw(seat, 1, True, events)
            elif not (self._debts[seat] and self.ruleset.debt_blocks_win):
                self._finish(seat, events)
                if self._phase is OVER:
                    return
        if self._turn >= self.ruleset.max_turns:
            self._game_over(events)
            return
        offset = self._offset
        if self._finished or events is not None:
            seat = self._count_seats(seat, offset, events)
        else:
            seat = (seat + offset) % self.ruleset.players
        self._current = seat
        self._turn += 1
        self._offset = 1 if offset > 0 else -1  # step 1 of the next turn
        self._phase, self._cycle_value, self._cycle_count = START, None, 0
        if events is not None:
            events.append(TurnStarted(seat))
        owed = self._debts[seat]
        if owed:  # the ruling: before step 1 of the debtor's turn
            self._debts[seat] = owed - self._draw(seat, owed, False, events)
            if events is not None and self._debts[seat] != owed:
                events.append(DebtChanged(seat, self._debts[seat]))

    def _count_seats(self, seat: int, offset: int, events: list[Event] | None) -> int:
        """Count ``offset`` seats on from ``seat``, passing over seats already out."""
        players, finished = self.ruleset.players, self._finished
        step = 1 if offset > 0 else -1
        for counted in range(abs(offset), 0, -1):
            seat = (seat + step) % players
            while finished >> seat & 1:
                seat = (seat + step) % players
            if counted > 1 and events is not None:
                events.append(Skipped(seat))
        return seat

    def _draw(self, seat: int, count: int, owe: bool, events: list[Event] | None) -> int:
        """Draw up to ``count`` cards, turning the discard pile over when the deck runs out.

        With ``owe`` and the debt variant, what could not be drawn is owed;
        otherwise it is forgotten. Returns how many cards were drawn.
        """
        deck = self._deck
        hand = self._hands[seat]
        got = 0
        while got < count:
            if not deck:
                if len(self._discard) - self._played < 2:  # nothing under the pile's top to turn over
                    break
                deck = self._recycle(events)
            card = deck.pop()
            hand |= BITS[card]
            got += 1
            if events is not None:
                index = (hand & ((1 << card) - 1)).bit_count()
                events.append(CardMoved(card, "deck", -1, f"hand:{seat}", index, face_up=False))
        self._hands[seat] = hand
        self._drawn_since[seat] += got
        if got < count and owe and self.ruleset.pickup_debt:
            self._debts[seat] += count - got
            if events is not None:
                events.append(DebtChanged(seat, self._debts[seat]))
        return got

    def _recycle(self, events: list[Event] | None) -> list[int]:
        """Every discard but the top card becomes the new deck, shuffled.

        The turn's own cards lie on the pile here but are the seed's ``buffer``:
        they join the discard pile only when the turn ends, so they stay out.
        """
        top = len(self._discard) - self._played - 1
        deck = shuffled(self._discard[:top], derived_random(self._seed, self._draws))
        del self._discard[:top]
        self._draws += 1
        self._deck = deck
        if events is not None:
            events.append(Shuffled(len(deck), kept=len(self._discard)))
        return deck

    def _finish(self, seat: int, events: list[Event] | None) -> None:
        """``seat`` is out with no cards: it takes the next place; maybe the game ends."""
        places = self._places
        places.append(seat)
        self._finished |= 1 << seat
        if self._winner is None:
            self._winner = seat
        if events is not None:
            events.append(Finished(seat, len(places)))
        if self._debts[seat]:  # only when debts do not block a win: nothing more is owed
            self._debts[seat] = 0
            if events is not None:
                events.append(DebtChanged(seat, 0))
        players = self.ruleset.players
        if self.ruleset.play_on:
            if len(places) < players - 1:
                return
            last = next(other for other in range(players) if not self._finished >> other & 1)
            places.append(last)  # the one left takes the last place
            self._finished |= 1 << last
            if events is not None:
                events.append(Finished(last, players))
        self._game_over(events)

    def _game_over(self, events: list[Event] | None) -> None:
        self._current, self._phase = None, OVER
        self._winners = () if self._winner is None else (self._winner,)
        if events is not None:
            events.append(GameOver(self._winners, self.outcome_text()))
