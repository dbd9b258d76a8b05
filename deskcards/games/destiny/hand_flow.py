"""How a round of Destiny moves on, a part of ``DestinyState``: blinds, the
first wager round, the play on the field once around, the lifted cards
going back, and the second wager round. ``events`` is None in ``step``.

If everyone else folds in the first wager round, the last player still
takes a turn on the field; ``hand_end.py`` then plays that card face up.
"""

from __future__ import annotations

from deskcards.engine.events import CardMoved

from .actions import Benediction, DestinyAction, Hold, Look, WagerAction
from .events import Blessed, ChipsMoved, ChipsReturned, Held, Looked, PhaseStarted, RoundStarted, Wagered
from .hands import Hands
from .phases import FIRST_WAGER, PLAY, SECOND_WAGER
from .state_fields import DestinyFields, Events
from .wagering import Betting


class HandFlow(DestinyFields):
    __slots__ = ()

    def _act(self, action: DestinyAction, events: Events) -> None:
        seat = self._to_act
        assert seat is not None  # a move is played only while someone is to act
        if isinstance(action, Look):
            self._look(seat, action.place, events)
        elif isinstance(action, (Hold, Benediction)):
            self._play(seat, action, events)
        else:
            self._wager(seat, action, events)

    def _record(self, seat: int, kind: str, place: int | None = None) -> None:
        self._history.append((self._round_number, seat, kind, place))

    def _look(self, seat: int, place: int, events: Events) -> None:
        self._hands.looks[place] = seat
        self._looked = True
        self._record(seat, "look", place)
        places = list(self._looked_places)
        places[seat] += (place,)
        self._looked_places = tuple(places)
        if events is not None:
            events += [Looked(seat, place), CardMoved(self._field_card(place), f"field:{place}", 0, f"look:{seat}", 0)]

    def _play(self, seat: int, action: Hold | Benediction, events: Events) -> None:
        if isinstance(action, Hold):
            self._hands.holds[action.place] = seat
            self._record(seat, "hold", action.place)
            if events is not None:
                events.append(Held(seat, action.place))
        else:
            self._hands.benedictions.append(seat)
            self._record(seat, "benediction")
            if events is not None:
                events.append(Blessed(seat))
        nxt = next((other for other in self.around(self._dealer + 1)
                    if not self._betting.folded[other] and not self._hands.has_played(other)), None)
        if nxt is None:
            self._end_play(events)
        else:
            self._start_play_turn(nxt)

    def _start_play_turn(self, seat: int) -> None:
        self._to_act = seat
        self._looked = not self._hands.free(self._field)  # nothing to look at: the look is skipped

    def _wager(self, seat: int, action: WagerAction, events: Events) -> None:
        betting = self._betting
        moves = betting.act(seat, action)
        if betting.folded[seat]:
            self._hands.let_go(seat)
        self._record(seat, str(action))
        if events is not None:
            events.append(Wagered(seat, str(action)))
            events += [ChipsMoved(who, paid, why, betting.bets[who], betting.stacks[who])
                       for who, paid, why in moves if paid]
        if len(betting.live()) == 1:
            self._end_wager_round(events)  # after the first round, the last player still plays a card
            return
        self._next_wager(self.around(seat + 1), events)

    def _next_wager(self, order: list[int], events: Events) -> None:
        seat = self._betting.next_to_act(order)
        if seat is not None:
            self._to_act = seat
        else:
            self._end_wager_round(events)

    def _end_wager_round(self, events: Events) -> None:
        """Chips nobody still in matched go back; then the play, or the showdown."""
        betting = self._betting
        for seat, amount in betting.return_unmatched():
            if events is not None:
                events.append(ChipsReturned(seat, amount, betting.bets[seat], betting.stacks[seat]))
        if self._phase == FIRST_WAGER:
            self._start_play(events)
        else:
            self._finish_round(events)

    def _start_play(self, events: Events) -> None:
        self._phase = PLAY
        first = next(seat for seat in self.around(self._dealer + 1) if not self._betting.folded[seat])
        self._start_play_turn(first)
        if events is not None:
            events.append(PhaseStarted(PLAY, first))

    def _end_play(self, events: Events) -> None:
        """Left hands put their cards back, then the second wager round."""
        if events is not None:
            events += [CardMoved(self._field_card(place), f"look:{seat}", 0, f"field:{place}", 0, face_up=False)
                       for place, seat in self._hands.looks.items()]
        self._phase = SECOND_WAGER
        self._betting.start_wager_round(second=True)
        order = self.around(self._dealer + 1)
        if events is not None:
            events.append(PhaseStarted(SECOND_WAGER, self._betting.next_to_act(order)))
        self._next_wager(order, events)

    def _start_round(self, events: Events) -> None:
        """Blinds from the two seats left of the dealer, then the first wager round."""
        self._round_number += 1
        self._betting = Betting(self.ruleset.betting, self.ruleset.big_blind, self._betting.stacks)
        self._hands = Hands()
        self._phase, self._looked = FIRST_WAGER, False
        betting = self._betting
        betting.start_wager_round(second=False)
        seated = [seat for seat in self.around(self._dealer + 1) if not self._out[seat]]
        small, big = seated[0], seated[1 % len(seated)]
        if events is not None:
            events.append(RoundStarted(self._round_number, self._dealer))
        for seat, blind, why in ((small, self.ruleset.small_blind, "small blind"),
                                 (big, self.ruleset.big_blind, "big blind")):
            who, paid, why = betting.post_blind(seat, blind, why)
            if events is not None and paid:
                events.append(ChipsMoved(who, paid, why, betting.bets[who], betting.stacks[who]))
        order = self.around(big + 1)
        if events is not None:
            events.append(PhaseStarted(FIRST_WAGER, betting.next_to_act(order)))
        self._next_wager(order, events)

