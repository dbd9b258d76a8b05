"""Blackjack, the shedding game (Jacob Garby's school game, not the casino one):
settings and the ruleset.

Match the pile by suit or value, chain cards of one value into cycles, and
use the power cards: an Ace calls a suit, 2s and Jacks build a pick-up the
next player must answer or take, a 3 or a Queen forces another card, an 8
skips a seat and a King reverses play. First to end a turn with no cards
wins. The state lives in ``state.py``; action texts are ``play 9h``,
``play As=h`` (an Ace calling hearts), ``draw``, ``close`` and ``end``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypedDict, Unpack

from deskcards.engine.cards import DECK_SIZE, FULL_DECK, JACK, is_red, rank
from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting, take_backs_option
from deskcards.engine.variants import Variant
from deskcards.engine.words import noop

from .actions import DRAW, BlackjackAction, parse_action
from .observation import BlackjackObservation, CouldNotPlay
from .state import BlackjackState

__all__ = ["BlackjackObservation", "BlackjackRules", "BlackjackSettings", "BlackjackState",
           "CouldNotPlay", "PickupValues"]


@dataclass(frozen=True)
class PickupValues:
    two: int = setting(2, "cards a 2 adds to the pick-up", min=0, max=20)
    red_jack: int = setting(3, "cards a red Jack adds to the pick-up", min=0, max=20)
    black_jack: int = setting(5, "cards a black Jack adds to the pick-up", min=0, max=20)


@dataclass(frozen=True)
class BlackjackSettings:
    players: PlayerCount = PlayerCount(2, 7, 4)
    pickup_values: PickupValues = setting(PickupValues(), "cards each pick-up card adds")
    may_draw_when_able: bool = setting(False, "a player may draw instead of playing even when able to play")
    pickup_shortfall: str = setting(
        "forfeit", "cards that cannot be drawn: forfeit forgets them, debt makes the player owe them",
        choices=("forfeit", "debt"),
    )
    debt_blocks_win: bool = setting(True, "a player who owes cards cannot win until the debt is paid")
    max_turns: int = setting(1000, "turns before the game ends in a draw, ranked by fewest cards", min=1)
    play_on: bool = setting(False, "after the winner, the others play on for places")
    take_backs: str = take_backs_option()


class TableFacts(TypedDict, total=False):
    """What ``state_from_table`` may set besides the cards (``BlackjackState``'s keywords)."""

    active_suit: int | None
    pickup: int
    move_offset: int
    debts: Sequence[int] | None
    turn: int


class BlackjackRules(RulesetBase):
    game = "blackjack"
    title = "Blackjack (shedding)"
    figure_name = noop("statistics", "cards left")  # a race to empty the hand: how near each seat came
    __slots__ = ("pickup_added", "draw_if_able", "may_draw_when_able", "pickup_debt", "debt_blocks_win", "max_turns",
                 "play_on")

    def __init__(self, variant: Variant, players: int):
        super().__init__(variant, players)
        settings = self.settings
        # Flattened once: the engine reads these on every card.
        values = settings.pickup_values
        self.pickup_added = tuple(_pickup_added(card, values) for card in range(DECK_SIZE))
        self.may_draw_when_able = settings.may_draw_when_able
        self.draw_if_able = (DRAW,) if settings.may_draw_when_able else ()
        self.pickup_debt = settings.pickup_shortfall == "debt"
        self.debt_blocks_win = settings.debt_blocks_win
        self.max_turns, self.play_on = settings.max_turns, settings.play_on

    def new_state(self, seed: int) -> BlackjackState:
        return BlackjackState.dealt(self, seed)

    def state_from_table(self, hands: Sequence[Sequence[int]], deck: Sequence[int], discard: Sequence[int] = (),
                         first: int = 0, seed: int = 0, **public: Unpack[TableFacts]) -> BlackjackState:
        """A game set up from known cards (deck and discard top last), at the start of ``first``'s turn.

        ``public`` may set ``active_suit`` (what an Ace on top calls), ``pickup``,
        ``move_offset``, ``debts`` and ``turn``. For tests, puzzles and tutorials.
        """
        if len(hands) != self.players:
            raise ValueError(f"give {self.players} hands")
        cards = [card for hand in hands for card in hand] + [*deck, *discard]
        if sorted(cards) != list(FULL_DECK):
            raise ValueError("the hands, deck and discard pile must hold each of the 52 cards once")
        masks = [sum(1 << card for card in hand) for hand in hands]
        return BlackjackState(self, masks, list(deck), list(discard), seed=seed, current=first, **public)

    def state_from_public(self, seen: BlackjackObservation, hands: Sequence[int], deck: list[int],
                          seed: int) -> BlackjackState:
        """A state showing ``seen`` with the hidden cards given; see ``BlackjackState.from_public``."""
        return BlackjackState.from_public(seen, hands, deck, seed)

    def parse_action(self, text: str) -> BlackjackAction:
        return parse_action(text)


def _pickup_added(card: int, values: PickupValues) -> int:
    """What ``card`` adds to the pick-up; -1 for a card that cancels it."""
    if rank(card) == 2:
        return values.two
    if rank(card) == JACK:
        return values.red_jack if is_red(card) else values.black_jack
    return -1

