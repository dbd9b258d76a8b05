"""What the table and the AI read from a Blackjack state.

A base class of ``BlackjackState``, kept apart so the rules of a turn read in
one sitting. Seats are 0-based; nothing here changes the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.events import CardMoved, Event, TurnStarted
from deskcards.engine.words import translate
from deskcards.games.log_sentences import seat_words

from .masks import FREE, cards_in
from .observation import BlackjackObservation, CouldNotPlay
from .phases import OVER

if TYPE_CHECKING:
    from .rules import BlackjackRules


class BlackjackAccessors:
    __slots__ = ()
    # The fields, kept by BlackjackState.
    ruleset: BlackjackRules
    _hands: list[int]
    _deck: list[int]
    _discard: list[int]
    _current: int | None
    _phase: str
    _pickup: int
    _offset: int
    _suit: int | None
    _target: int
    _cycle_value: int | None
    _cycle_count: int
    _played: int
    _last_played: list[int | None]
    _debts: list[int]
    _turn: int
    _places: list[int]
    _winner: int | None
    _facts: list[tuple[int, int] | None]
    _drawn_since: list[int]

    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def phase(self) -> str:
        """start, extend, may_end, or over once the game has ended (see ``phases``)."""
        return self._phase

    @property
    def hands(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's cards, each hand sorted."""
        return tuple(cards_in(hand) for hand in self._hands)

    def hand(self, seat: int) -> tuple[int, ...]:
        return cards_in(self._hands[seat])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(hand.bit_count() for hand in self._hands)

    @property
    def discard(self) -> tuple[int, ...]:
        """The discard pile, top card last."""
        return tuple(self._discard)

    @property
    def top_card(self) -> int | None:
        return self._discard[-1] if self._discard else None

    @property
    def deck_size(self) -> int:
        return len(self._deck)

    @property
    def cards_to_draw(self) -> int:
        """How many cards a draw could find: the deck's, then the discards under the
        pile's top that an empty deck is made of again (the turn's own cards stay out)."""
        return len(self._deck) + max(0, len(self._discard) - self._played - 1)

    @property
    def pickup(self) -> int:
        """Cards the next player to start a turn must pick up unless they answer it."""
        return self._pickup

    @property
    def move_offset(self) -> int:
        """How many seats on the turn passes; its sign is the direction."""
        return self._offset

    @property
    def direction(self) -> int:
        """+1 while play goes to the left (seat numbers up), -1 after an odd number of Kings."""
        return 1 if self._offset > 0 else -1

    @property
    def active_suit(self) -> int | None:
        """The suit to match: the top card's, or the one an Ace on top calls; None on an empty pile."""
        return self._suit

    @property
    def queen_free(self) -> bool:
        """True after a cycle of Queens, while any card may open the next cycle."""
        return self._target == FREE and bool(self._discard)

    @property
    def cycle_value(self) -> int | None:
        """The rank of the turn's latest cycle (open in extend, closed otherwise); None before a card."""
        return self._cycle_value

    @property
    def cycle_count(self) -> int:
        return self._cycle_count

    @property
    def turn_cards(self) -> tuple[int, ...]:
        """The cards played so far this turn, in order."""
        return tuple(self._discard[len(self._discard) - self._played:])

    @property
    def last_played(self) -> tuple[int | None, ...]:
        """Per seat, the last card it played in the game, counted once its turn ends; None before."""
        return tuple(self._last_played)

    @property
    def debts(self) -> tuple[int, ...]:
        """Cards each seat owes but could not draw (always 0 unless the variant keeps debts)."""
        return tuple(self._debts)

    @property
    def turn(self) -> int:
        """The turn being played, counted from 1."""
        return self._turn

    @property
    def winner(self) -> int | None:
        """The first seat to go out; None until then, and after a game drawn at the turn limit."""
        return self._winner

    @property
    def places(self) -> tuple[int, ...]:
        """Seats in the order they went out (with play_on, every seat once the game is over)."""
        return tuple(self._places)

    def ranking(self) -> tuple[int, ...]:
        """Seats by place, then the rest by fewest cards (then by seat)."""
        rest = sorted(set(range(self.ruleset.players)) - set(self._places),
                      key=lambda seat: (self._hands[seat].bit_count(), seat))
        return (*self._places, *rest)

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Every card by zone: deck, discard and hand:<seat>.

        The turn's own cards are shown on top of the discard pile, though no
        reshuffle during the turn takes them (see ``turn_cards``)."""
        zones = {"deck": tuple(self._deck), "discard": tuple(self._discard)}
        for seat, hand in enumerate(self._hands):
            zones[f"hand:{seat}"] = cards_in(hand)
        return zones

    def outcome_text(self) -> str:
        """A sentence for the log once the game is over."""
        if self._phase is not OVER:
            return translate("blackjack", "The game is still on.")
        rules, winner = self.ruleset, self._winner
        if winner is None:
            return translate("blackjack", "Nobody went out within {count} turns: a draw, ranked by fewest cards",
                             count=rules.max_turns)
        if rules.play_on and len(self._places) == rules.players:
            return translate("blackjack", "{seat} wins; {last} is left with cards", seat=seat_words(winner),
                             last=seat_words(self._places[-1]))
        if not rules.play_on:
            return translate("blackjack", "{seat} wins with no cards left", seat=seat_words(winner))
        return translate("blackjack", "{seat} won; at {count} turns the others are ranked by fewest cards",
                         seat=seat_words(winner), count=rules.max_turns)

    def deal_events(self) -> list[Event]:
        """The deal, one card at a time from the first player to the left, for the table.

        After ``new_state`` the table asks for this; ``apply`` reports every later move itself.
        """
        players, first = self.ruleset.players, self._current
        assert first is not None  # a game just dealt has a first player
        hands = [cards_in(hand) for hand in self._hands]
        events: list[Event] = []
        for index in range(max(map(len, hands))):
            for seat in ((first + step) % players for step in range(players)):
                if index < len(hands[seat]):
                    events.append(CardMoved(hands[seat][index], "deck", -1, f"hand:{seat}", index, face_up=False))
        events.append(TurnStarted(first))
        return events

    def observation(self, seat: int) -> BlackjackObservation:
        facts = tuple(None if fact is None else CouldNotPlay(fact[0], fact[1], self._drawn_since[other])
                      for other, fact in enumerate(self._facts))
        return BlackjackObservation(
            ruleset=self.ruleset, seat=seat, hand=cards_in(self._hands[seat]), hand_sizes=self.hand_sizes,
            discard=tuple(self._discard), deck_size=len(self._deck), pickup=self._pickup,
            move_offset=self._offset, current_player=self._current, phase=self._phase,
            cycle_value=self._cycle_value, cycle_count=self._cycle_count, turn_cards=self.turn_cards,
            last_played=self.last_played,
            active_suit=self._suit, queen_free=self.queen_free, debts=tuple(self._debts), turn=self._turn,
            places=tuple(self._places), winner=self._winner, could_not_play=facts,
        )
