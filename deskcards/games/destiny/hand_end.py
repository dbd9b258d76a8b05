"""The end of a round of Destiny, a part of ``DestinyState``: the showdown,
the pots paid out, played cards to the discard pile, players with no chips
out, the button moved left, a reshuffle when the deck runs short, and the end
of the game.

If everyone else folds in the first wager round, the last player still plays
(looks, then holds or blesses the deck) before taking the pot: as when the
others fold later, the card is played face up, so the field keeps emptying.
The game ends when the field is empty or holds one card: whoever plays
first must lift a lone card with the left hand, so nobody can ever hold it.
It also ends after the variant's ``hand_limit`` rounds, so that a game always
ends even when nobody plays from the field.
"""

from __future__ import annotations

from deskcards.engine.events import CardMoved, GameOver, SeatOut, Shuffled
from deskcards.engine.rng import derived_random
from deskcards.engine.words import translate

from .events import PotWon, Revealed
from .pots import pots
from .showdown import Showdown, award, reveal
from .state_fields import DestinyFields, Events


class HandEnd(DestinyFields):
    __slots__ = ()

    def _finish_round(self, events: Events) -> None:
        betting = self._betting
        order = [seat for seat in self.around(self._dealer + 1) if not betting.folded[seat]]
        shown = reveal(order, self._hands, self._field, self._deck)
        cards = {seat: card for seat, card, _ in shown}
        wins = award(pots(betting.committed, betting.folded), cards, self.ruleset.rank)
        if events is not None:
            for seat, card, place in shown:
                events.append(CardMoved(card, "deck" if place is None else f"field:{place}", -1, f"table:{seat}", 0))
                events.append(Revealed(seat, card, place))
            events += [PotWon(index, amount, seat) for index, amount, seat in wins]
        for _, amount, seat in wins:
            betting.stacks[seat] += amount
        betting.committed = [0] * len(betting.committed)
        betting.bets = [0] * len(betting.bets)
        for seat, card, place in shown:
            if place is not None:
                self._field[place] = None
            self._discard.append(card)
            self._played.append((self._round_number, seat, card, place))
            if events is not None:
                events.append(CardMoved(card, f"table:{seat}", 0, "discard", -1))
        self._showdown = Showdown(self._round_number, tuple(shown), tuple(wins))
        self._next_round(events)

    def _next_round(self, events: Events) -> None:
        stacks = self._betting.stacks
        for seat, stack in enumerate(stacks):
            if not stack and not self._out[seat]:
                self._out[seat] = True
                if events is not None:
                    events.append(SeatOut(seat, translate("destiny", "has no chips left")))
        seated = [seat for seat in range(self.ruleset.players) if not self._out[seat]]
        left = sum(card is not None for card in self._field)
        why_over = (translate("destiny", "the field is empty") if not left
                    else translate("destiny", "the last field card can never be played") if left == 1
                    else translate("destiny", "only one player has chips") if len(seated) <= 1
                    else translate("destiny", "{count} hands were played", count=self._round_number)
                    if self._round_number >= self.ruleset.hand_limit else None)
        if why_over is not None:
            best = max(stacks)
            self._winners = tuple(seat for seat, stack in enumerate(stacks) if stack == best)
            self._to_act = None
            if events is not None:
                events.append(GameOver(self._winners, translate("destiny", "{why}; most chips: {best}", why=why_over,
                                                                best=best)))
            return
        self._dealer = next(seat for seat in self.around(self._dealer + 1) if not self._out[seat])
        if len(self._deck) < len(seated):
            self._reshuffle(events)
        self._start_round(events)

    def _reshuffle(self, events: Events) -> None:
        """The discard pile goes into the deck, shuffled; the top card starts a new pile."""
        gathered = len(self._discard)
        if events is not None:
            events += [CardMoved(card, "discard", -1, "deck", -1, face_up=False) for card in reversed(self._discard)]
        self._deck += self._discard
        derived_random(self._seed, self._draws).shuffle(self._deck)
        self._draws += 1
        self._discard = [self._deck.pop()]
        if events is not None:
            events.append(Shuffled(gathered))
            events.append(CardMoved(self._discard[0], "deck", -1, "discard", -1))
