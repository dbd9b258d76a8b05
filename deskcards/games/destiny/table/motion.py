"""The Destiny table's events, animated in order: blinds and bets fly from a
seat's stack to its bet, bets are gathered into the pot when the play begins
and at the showdown, lifted cards rise and go back, markers show every hand,
the showdown turns the played cards over one by one, each pot flies to its
winner under a caption that says who won with what, and after a pause the
played cards go to the discard pile.

What the piles show is a ``Tally`` kept as the animation goes (the engine's
state runs ahead of it); every amount in it comes from an event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.events import CardMoved, Event, GameOver, SeatOut
from deskcards.engine.words import noop, relay, translate
from deskcards.games.log_sentences import Speaker
from deskcards.ui.card_table import CardTable

from ..events import (
    Blessed,
    ChipsMoved,
    ChipsReturned,
    Held,
    Looked,
    PhaseStarted,
    PotWon,
    Revealed,
    RoundStarted,
    Wagered,
)
from ..narrate import pot_name
from ..phases import PLAY
from ..pots import pots
from ..rules import DestinyRules
from ..state import DestinyState
from .chips import Flight

if TYPE_CHECKING:
    from deskcards.ui.table_items import Caption

    from .chips import ChipFlights, ChipPile, PotPile
    from .marks import Marks


@dataclass(frozen=True)
class Tally:
    """What the piles and plates show, as of the animation shown so far."""

    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    gathered: tuple[int, ...]  # each seat's chips already in the pots this round
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    out: tuple[bool, ...]
    said: tuple[str, ...]  # each seat's last wager in this wager round, for its plate

    @classmethod
    def of(cls, state: DestinyState) -> Tally:
        betting = state.betting
        gathering = state.phase == PLAY  # the first wager round's bets lie in the pot during the play
        bets = tuple(0 if gathering else bet for bet in betting.bets)
        return cls(tuple(betting.stacks), bets, tuple(c - b for c, b in zip(betting.committed, bets)),
                   tuple(betting.folded), tuple(betting.all_in), tuple(state.out), ("",) * len(bets))

    def seat(self, name: str, seat: int, value: int | bool | str) -> Tally:
        values = getattr(self, name)
        return replace(self, **{name: values[:seat] + (value,) + values[seat + 1:]})

    def gather(self) -> Tally:
        gathered = tuple(chips + bet for chips, bet in zip(self.gathered, self.bets))
        return replace(self, gathered=gathered, bets=(0,) * len(self.bets))


WAGER_WORDS = {"check": noop("destiny", "checked"), "call": noop("destiny", "called"),
               "fold": noop("destiny", "folded"), "all in": noop("destiny", "all in")}


class Motion(CardTable[DestinyState, DestinyRules]):
    """The animation half of ``DestinyTable`` (its piles, marks, caption and layout are the table's)."""

    # What the animation uses of the table.
    players: int
    stack_piles: list[ChipPile]
    bet_piles: list[ChipPile]
    pot_piles: list[PotPile]
    flights: ChipFlights
    marks: Marks
    caption: Caption
    lifted_from: dict[int, int]
    played_from: dict[int, int | None]
    card_at: Callable[[int], int | None]
    field_card: Callable[[int], int]
    lay_pots: Callable[[list[int]], None]
    move_dealer_button: Callable[[int], None]
    show_controls: Callable[[bool], None]
    show_plates: Callable[[], None]
    show_tally: Callable[[Tally], None]

    def show(self, events: Sequence[Event]) -> None:
        self.show_controls(False)  # a move is being shown: no control works until it has been
        self.showdown_wins = [event for event in events if isinstance(event, PotWon)]
        self.showdown_cards = {event.seat: event.card for event in events if isinstance(event, Revealed)}
        for event in events:
            if isinstance(event, Revealed):
                self.played_from[event.card] = event.place
        super().show(events)
        seat = self.state.current_player
        self.animator.enqueue(lambda: self.fixtures.mark_turn(seat))

    def show_event(self, event: Event, batch: list[CardMoved]) -> None:
        if isinstance(event, CardMoved):
            self._card_moved(event, batch)
            return
        self.cards.flush(batch)
        if isinstance(event, ChipsMoved):
            self._bet(event)
        elif isinstance(event, ChipsReturned):
            self._returned(event)
        elif isinstance(event, Wagered):
            self._wagered(event)
        elif isinstance(event, Looked):
            card = self.field_card(event.place)
            self.animator.enqueue(lambda: self.marks.thumb(card, event.seat))
        elif isinstance(event, Held):
            card = self.field_card(event.place)
            self.animator.enqueue(lambda: self.marks.fingertip(card, event.seat))
        elif isinstance(event, Blessed):
            self.animator.enqueue(lambda: self.marks.bless(event.seat))
        elif isinstance(event, PhaseStarted):
            self._phase_started(event)
        elif isinstance(event, Revealed):
            self.animator.enqueue(lambda: self.marks.fingertip(event.card, event.seat))
            self.animator.pause(self.ms("play"))  # one card at a time: everyone reads it
        elif isinstance(event, PotWon):
            self._pot_won(event)
        elif isinstance(event, RoundStarted):
            self._round_started(event)
        elif isinstance(event, SeatOut):
            self._set_tally(self.tally.seat("out", event.seat, True))
        elif isinstance(event, GameOver):
            self.animator.enqueue(lambda: self.show_banner(event))

    def _card_moved(self, event: CardMoved, batch: list) -> None:
        if event.source.startswith("field:") and event.target.startswith("look:"):
            self.lifted_from[event.card] = int(event.source[6:])
        if event.target.startswith("table:"):
            self.cards.flush(batch)  # each played card turns over on its own
        cleared = event.source.startswith("table:") and event.target == "discard"
        if cleared != _clearing(batch):
            self.cards.flush(batch)  # the played cards go to the discard pile together, and alone
        if cleared:
            self._clear_played(event.card, first=not batch)
        batch.append(event)

    def _clear_played(self, card: int, first: bool) -> None:
        """A played card leaves for the discard pile, its marker with it; the first after
        a pause, so the whole showdown is seen."""
        if first:
            self.animator.pause(self.ms("play"))
        self.played_from.pop(card, None)  # else the next showdown's Benediction cards lie after it
        self.animator.enqueue(lambda: self.marks.drop_card(card))

    def move_kind(self, event: CardMoved) -> str:
        return "deal" if event.target == "discard" else "move"

    # -- chips -------------------------------------------------------------------
    def _set_tally(self, tally: Tally) -> None:
        self.tally = tally
        self.animator.enqueue(lambda: self._show_plates_of(tally))

    def _show_plates_of(self, tally: Tally) -> None:
        self.tally_shown = tally
        self.show_plates()

    def _bet(self, event: ChipsMoved) -> None:
        tally = self.tally.seat("stacks", event.seat, event.stack).seat("bets", event.seat, event.bet)
        if event.why == "all in" or event.stack == 0:
            tally = tally.seat("all_in", event.seat, True)
        self.flights.queue([Flight(event.amount, self.stack_piles[event.seat], event.stack,
                                   self.bet_piles[event.seat], event.bet)])
        self._set_tally(tally)

    def _returned(self, event: ChipsReturned) -> None:
        """Unmatched chips fly back to their stack: off the bet, and any the bet no longer
        holds (put in in an earlier wager round) out of the pots."""
        tally = self.tally
        from_bet = tally.bets[event.seat] - event.bet
        from_pot = event.amount - from_bet
        after = tally.seat("stacks", event.seat, event.stack).seat("bets", event.seat, event.bet)
        flights = [Flight(from_bet, self.bet_piles[event.seat], event.bet, self.stack_piles[event.seat],
                          None if from_pot else event.stack)] if from_bet else []
        split = None
        if from_pot:
            after = after.seat("gathered", event.seat, tally.gathered[event.seat] - from_pot)
            split = [amount for amount, _ in pots(after.gathered, after.folded)]
            flights.append(Flight(from_pot, self.pot_piles[0], split[0] if split else 0,
                                  self.stack_piles[event.seat], event.stack))
        self.flights.queue(flights)
        if split is not None:
            self.animator.enqueue(lambda: self.lay_pots(split))
        self._set_tally(after)

    def _wagered(self, event: Wagered) -> None:
        if event.action in WAGER_WORDS:
            words = relay("destiny", WAGER_WORDS[event.action])
        else:  # "raise 20"
            words = translate("destiny", "raised to {bet}", bet=event.action.split()[1])
        tally = self.tally.seat("said", event.seat, words)
        if event.action == "fold":
            tally = tally.seat("folded", event.seat, True)
            self.animator.enqueue(lambda: self.marks.lift_finger(event.seat))
        self._set_tally(tally)

    def _gather(self, split_after: list[int] | None = None) -> None:
        """Every bet flies into the pot; the pots then show ``split_after`` (amounts),
        or the engine's split of what has been gathered."""
        tally = self.tally
        gathered = tally.gather()
        flights = [Flight(bet, self.bet_piles[seat], 0, self.pot_piles[0], None)
                   for seat, bet in enumerate(tally.bets) if bet]
        self.flights.queue(flights)
        split = split_after or [amount for amount, _ in pots(gathered.gathered, gathered.folded)]
        self.animator.enqueue(lambda: self.lay_pots(split))
        self._set_tally(gathered)

    def _phase_started(self, event: PhaseStarted) -> None:
        if event.phase == PLAY:
            self.animator.enqueue(lambda: self.caption.say(""))
            self._gather()
        words = replace(self.tally, said=("",) * self.players)
        self._set_tally(words)

    def _pot_won(self, event: PotWon) -> None:
        if event is self.showdown_wins[0]:
            self._gather([win.amount for win in self.showdown_wins])
            sentence = self.showdown_sentence()
            self.animator.enqueue(lambda: self.caption.say(sentence))
        index = self.showdown_wins.index(event)
        stack = self.tally.stacks[event.seat] + event.amount
        self.flights.queue([Flight(event.amount, self.pot_piles[index], 0, self.stack_piles[event.seat], stack)])
        tally = self.tally.seat("stacks", event.seat, stack)
        if event is self.showdown_wins[-1]:
            tally = replace(tally, gathered=(0,) * self.players)
        self._set_tally(tally)

    def showdown_sentence(self) -> str:
        """Who won which pots, one sentence a winner: "Bob wins the main pot and side pot 1 (90) with the K♠." """
        say = Speaker(self.names, self.human)
        several = len(self.showdown_wins) > 1
        by_seat: dict[int, list[PotWon]] = {}
        for win in self.showdown_wins:
            by_seat.setdefault(win.seat, []).append(win)
        parts = []
        for seat, wins in by_seat.items():
            names = [pot_name(win.pot_index) if several else translate("destiny", "the pot") for win in wins]
            pots_won = names[0] if len(names) == 1 else translate("destiny", "{pots} and {last}",
                                                                  pots=", ".join(names[:-1]), last=names[-1])
            card = self.showdown_cards.get(seat)
            amount = sum(win.amount for win in wins)
            if card is None:
                parts.append(say.says("destiny", seat, "You win {pots} ({amount}).", "{player} wins {pots} ({amount}).",
                                      pots=pots_won, amount=amount))
            else:
                parts.append(say.says("destiny", seat, "You win {pots} ({amount}) with the {card}.",
                                      "{player} wins {pots} ({amount}) with the {card}.", pots=pots_won,
                                      amount=amount, card=card_label(card)))
        return " ".join(parts)

    def _round_started(self, event: RoundStarted) -> None:
        self.animator.enqueue(lambda: self.move_dealer_button(event.dealer))
        self.animator.enqueue(self.marks.clear)
        none = (0,) * self.players
        tally = replace(self.tally, bets=none, gathered=none, folded=self.tally.out, all_in=(False,) * self.players,
                        said=("",) * self.players)
        self._set_tally(tally)
        self.animator.enqueue(lambda: self.show_tally(tally))


def _clearing(batch: list) -> bool:
    """Whether ``batch`` holds played cards going to the discard pile."""
    return bool(batch) and batch[-1].source.startswith("table:") and batch[-1].target == "discard"
