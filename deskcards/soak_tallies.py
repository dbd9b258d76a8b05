"""The soak's per-game checks of the figures each game keeps: scores, places, pots.

A tally sees the first state of a game, then every state after an action with
the events that action reported, and raises InvariantBroken when the state's
figures do not follow from the play: Segment Trix's round scores from the
tricks won and chips left, Segmentation Fault's rounds won from rounds that ended,
Blackjack's places from seats that went out, Runtime Error's turns from turns
played, Destiny's pots from the wagers not yet paid out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from deskcards.engine.events import Event
from deskcards.games.destiny.events import ChipsMoved, ChipsReturned, PotWon
from deskcards.games.destiny.events import RoundStarted as DestinyRoundStarted
from deskcards.games.runtime_error.events import TurnEnded
from deskcards.games.segfault.patterns import winning_pattern
from deskcards.games.segment_trix.events import ChipsPlaced, RoundScored, RoundStarted, TrickWon
from deskcards.games.segment_trix.scoring import round_score


class InvariantBroken(AssertionError):
    """A rule of the game's bookkeeping that a state breaks; the message says which."""


def require(holds: bool, problem: str) -> None:
    if not holds:
        raise InvariantBroken(problem)


class Tally(Protocol):
    def see(self, state: Any, events: Sequence[Event]) -> None:
        """Check ``state``, reached by an action that reported ``events`` (none for the first state)."""


def best_seats(figures: Sequence[int]) -> tuple[int, ...]:
    return tuple(seat for seat, figure in enumerate(figures) if figure == max(figures))


class SegmentTrixTally:
    """Keeps each round's tricks, collected and unused chips from the events, and
    the totals from the round scores those give."""

    def __init__(self) -> None:
        self.figures: tuple[list[int], ...] | None = None  # unused, tricks, collected, totals

    def see(self, state: Any, events: Sequence[Event]) -> None:
        players, chips = state.ruleset.players, state.ruleset.setup.chips
        per_hand = len(state.ruleset.in_play) // players
        if self.figures is not None:
            self._follow(events, per_hand, chips, players)
            require(self.figures == (list(state.unused_chips), list(state.tricks_won), list(state.chips_collected),
                                     list(state.totals)),
                    f"unused chips, tricks won, chips collected and totals {self.figures} kept from the play, "
                    f"the game says {(state.unused_chips, state.tricks_won, state.chips_collected, state.totals)}")
        self.figures = (list(state.unused_chips), list(state.tricks_won), list(state.chips_collected),
                        list(state.totals))
        played, trick = sum(state.tricks_won), state.trick
        on_trick = {(state.leader + position) % players for position in range(len(trick))}
        for seat in range(players):
            held = per_hand - played - (seat in on_trick)
            require(len(state.hand(seat)) == held, f"seat {seat} holds {len(state.hand(seat))} cards after "
                                                   f"{played} tricks of a {per_hand}-card round, not {held}")
            require(len(state.won_cards(seat)) == players * state.tricks_won[seat],
                    f"seat {seat} has {len(state.won_cards(seat))} cards for {state.tricks_won[seat]} tricks")
        in_play = sum(state.unused_chips) + sum(state.chips_collected) + sum(play.chips for play in trick)
        require(in_play == players * chips, f"{in_play} chips in the round, not {players} x {chips}")
        if state.is_terminal():
            require(state.winners == best_seats(state.totals), f"winners {state.winners} with totals {state.totals}")

    def _follow(self, events: Sequence[Event], per_hand: int, chips: int, players: int) -> None:
        assert self.figures is not None
        unused, tricks, collected, totals = self.figures
        for event in events:
            if isinstance(event, ChipsPlaced):
                unused[event.seat] -= event.chips
            elif isinstance(event, TrickWon):
                tricks[event.seat] += 1
                collected[event.seat] += event.chips
            elif isinstance(event, RoundScored):
                require(sum(tricks) == per_hand, f"round {event.number}: {sum(tricks)} tricks, not {per_hand}")
                scores = tuple(map(round_score, unused, tricks, collected))
                require(event.scores == scores, f"round {event.number} scored {event.scores}, but unused chips "
                                                f"{unused}, tricks {tricks} and collected chips {collected} "
                                                f"give {scores}")
                totals = [total + score for total, score in zip(totals, scores)]
                require(event.totals == tuple(totals), f"round {event.number}: totals {event.totals}, not {totals}")
            elif isinstance(event, RoundStarted):
                unused, tricks, collected = [chips] * players, [0] * players, [0] * players
        self.figures = (unused, tricks, collected, totals)


class SegfaultTally:
    """Rounds won go up by one, for the round's winner, only when a round ends."""

    def __init__(self) -> None:
        self.last: tuple[int, tuple[int, ...]] | None = None  # round number, rounds won

    def see(self, state: Any, events: Sequence[Event]) -> None:
        settings, scores, over = state.ruleset.settings, state.scores, state.is_terminal()
        if self.last is not None:
            round_number, before = self.last
            gained = [now - then for now, then in zip(scores, before)]
            ended = over or state.round == round_number + 1
            require(state.round in (round_number, round_number + 1) and sorted(gained)[:-1] == [0] * (len(gained) - 1)
                    and max(gained) <= ended, f"round {round_number} -> {state.round}: rounds won {before} -> {scores}")
        self.last = state.round, scores
        require(sum(scores) < state.round + over, f"{sum(scores)} rounds won by round {state.round}")
        if not over:
            require(max(scores) < settings.hands_to_win, f"rounds won {scores} and the match goes on")
            rows = state.rows
            require(rows[state.current_player] is not None, f"seat {state.current_player} is to move but is out")
            require(sum(row is not None for row in rows) > 1, f"one seat left in round {state.round} plays on")
            return
        if max(scores) >= settings.hands_to_win:
            winner = state.winner
            require(winner is not None and scores[winner] == settings.hands_to_win,
                    f"winners {state.winners} with rounds won {scores}")
            others_out = all(row is None for seat, row in enumerate(state.rows) if seat != winner)
            require(others_out or winning_pattern(state.rows[winner]) is not None,
                    f"seat {winner} won a round with no pattern while others were still in")
        else:
            require(state.round == settings.max_hands and state.winners == state.leaders(),
                    f"match over after {state.round} rounds, winners {state.winners} with rounds won {scores}")


class BlackjackTally:
    """Places go to seats that went out with no cards; debts only where the variant keeps them."""

    def see(self, state: Any, events: Sequence[Event]) -> None:
        players, places, over = state.ruleset.players, state.places, state.is_terminal()
        require(len(set(places)) == len(places), f"places {places} name a seat twice")
        require(state.winner == (places[0] if places else None), f"winner {state.winner} with places {places}")
        went_out = places[:-1] if over and len(places) == players else places  # the last one left may hold cards
        for seat in went_out:
            require(not state.hand(seat), f"seat {seat} has place {places.index(seat) + 1} but holds cards")
        debts = state.debts
        require(min(debts) >= 0 and (state.ruleset.pickup_debt or not any(debts)), f"debts {debts}")
        require(not any(debts[seat] for seat in places), f"debts {debts} of seats with places {places}")
        limit = state.ruleset.settings.max_turns
        require(state.turn <= limit and state.pickup >= 0, f"turn {state.turn} of {limit}, pick-up {state.pickup}")
        require(not over or bool(places) or state.turn == limit, f"a draw at turn {state.turn} of {limit}")
        if not over:
            require(state.current_player not in places and (state.ruleset.play_on or not places),
                    f"seat {state.current_player} to move with places {places} taken")


class RuntimeErrorTally:
    """Turns count up by one for each turn that ended, seat by seat; the game ends in a loop for
    the seat whose turn it is or a draw at the limit."""

    def __init__(self) -> None:
        self.first: tuple[int, int] | None = None  # the first turn and its seat
        self.turn = 0

    def see(self, state: Any, events: Sequence[Event]) -> None:
        players, limit = state.ruleset.players, state.ruleset.settings.max_turns
        if self.first is None:
            self.first, self.turn = (state.turn, state.whose_turn), state.turn
        # A seat left with nothing to build and no card to play passes at once, so one
        # action may end several turns.
        ended = [event.turn for event in events if isinstance(event, TurnEnded)]
        require(ended == list(range(self.turn, self.turn + len(ended))),
                f"turns {ended} ended in turn {self.turn}")
        counted = min(self.turn + len(ended), limit)
        require(state.turn == counted, f"turn {self.turn} -> {state.turn}, but {len(ended)} ended")
        self.turn = counted
        turn, seat = self.first
        require(state.whose_turn == (seat + state.turn - turn) % players and state.turn <= limit,
                f"seat {state.whose_turn} moves in turn {state.turn}")
        if state.is_terminal():
            require(state.winners in ((), (state.whose_turn,)),
                    f"winners {state.winners}, seat {state.whose_turn} moving")
            require(bool(state.winners) or state.turn == limit, f"a draw at turn {state.turn} of {limit}")


class DestinyTally:
    """Pots: the chips each seat put in this round, moved in by wagers, back by
    returns, and paid out in full when the round ends."""

    def __init__(self) -> None:
        self.committed: list[int] | None = None

    def see(self, state: Any, events: Sequence[Event]) -> None:
        betting = state.betting
        if self.committed is not None:
            committed, paid = self.committed, 0
            for event in events:
                if isinstance(event, ChipsMoved):
                    committed[event.seat] += event.amount
                elif isinstance(event, ChipsReturned):
                    committed[event.seat] -= event.amount
                elif isinstance(event, PotWon):
                    paid += event.amount
                elif isinstance(event, DestinyRoundStarted):
                    require(paid == sum(committed), f"round {event.round_number - 1}: {paid} chips paid out of "
                                                    f"pots of {sum(committed)}")
                    committed, paid = [0] * len(committed), 0
            require(paid in (0, sum(committed)), f"{paid} chips paid out of pots of {sum(committed)}")
            if paid:  # the last round
                committed = [0] * len(committed)
            require(committed == betting.committed, f"wagers {committed} in the pots, the game says "
                                                    f"{betting.committed}")
        self.committed = list(betting.committed)
        for seat, (stack, bet, put_in) in enumerate(zip(betting.stacks, betting.bets, betting.committed)):
            require(stack >= 0 and 0 <= bet <= put_in, f"seat {seat}: stack {stack}, bet {bet}, in the pots {put_in}")
            require(not state.out[seat] or stack + put_in == 0, f"seat {seat} is out with chips")


TALLIES: dict[str, Callable[[], Tally]] = {
    "segment-trix": SegmentTrixTally, "segfault": SegfaultTally, "blackjack": BlackjackTally,
    "runtime-error": RuntimeErrorTally, "destiny": DestinyTally,
}


class NoFigures:
    """The tally of a game that keeps no figures beyond the checks every game gets."""

    def see(self, state: Any, events: Sequence[Event]) -> None:
        pass


def tally_for(game: str) -> Tally:
    """A fresh tally for one game of ``game``; a game need not have one of its own."""
    return TALLIES.get(game, NoFigures)()
