"""Destiny (William Li): settings and the ruleset.

A wagering game over a hidden 5x5 field of cards. Each round every player
looks at one field card with the left hand, then holds one down with the
right hand (or blesses the deck) and wagers on it; the highest card played
wins the pot. The state lives in ``state.py``; action texts are ``look c3``,
``hold b2``, ``benediction``, ``fold``, ``check``, ``call``, ``raise 24``
and ``all in``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskcards.engine.cards import FULL_DECK, JOKERS
from deskcards.engine.events import Event
from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting, take_backs_option
from deskcards.engine.variants import Variant
from deskcards.engine.words import noop

from .actions import DestinyAction, parse_action
from .cards import FIELD_SIZE, JOKER_RANKS, destiny_rank
from .observation import DestinyObservation
from .state import DestinyState

__all__ = ["Blinds", "DestinyObservation", "DestinyRules", "DestinySettings",
           "DestinyState"]

BETTING = ("no-limit", "pot-limit", "fixed-limit")


@dataclass(frozen=True)
class Blinds:
    small: int = setting(1, "chips the player left of the dealer posts before the first wager round", min=1)
    big: int = setting(2, "chips the next player posts; also the smallest raise", min=1)

    def __post_init__(self) -> None:
        if self.small > self.big:
            raise ValueError(f"blinds: the small blind ({self.small}) must not be bigger than the big one ({self.big})")


@dataclass(frozen=True)
class DestinySettings:
    players: PlayerCount = PlayerCount(3, 8, 4)
    jokers: int = setting(0, "jokers in the deck, up to 2 (one joker is the red one)", min=0, max=len(JOKERS))
    joker_rank: str = setting("high", "where the jokers rank: high, above the ace of spades, or low, below the "
                              "2 of clubs; the red joker ranks above the black one", choices=JOKER_RANKS)
    stack: int = setting(200, "chips each player starts the game with", min=1, max=1_000_000)
    blinds: Blinds = setting(Blinds(), "the two forced bets of each hand")
    betting: str = setting("no-limit", "how big a raise may be: no-limit, pot-limit or fixed-limit",
                           choices=BETTING)
    hand_limit: int = setting(100, "hands after which the game ends even if field cards are left", min=1,
                              max=10_000)
    take_backs: str = take_backs_option()


class DestinyRules(RulesetBase):
    """The game with a variant's settings and a player count; builds states."""

    game, title = "destiny", "Destiny"
    figure_name = noop("statistics", "chips")
    __slots__ = ("deck", "joker_rank", "stack", "small_blind", "big_blind", "betting", "hand_limit")

    def __init__(self, variant: Variant, players: int):
        super().__init__(variant, players)
        settings = self.settings
        self.deck = FULL_DECK + JOKERS[:settings.jokers]
        self.joker_rank = settings.joker_rank
        self.stack, self.betting, self.hand_limit = settings.stack, settings.betting, settings.hand_limit
        self.small_blind, self.big_blind = settings.blinds.small, settings.blinds.big

    def rank(self, card: int) -> int:
        """The card's place in this variant's order (``cards.destiny_rank``)."""
        return destiny_rank(card, self.joker_rank)

    def new_state(self, seed: int) -> DestinyState:
        return DestinyState.dealt(self, seed)

    def opening_events(self, seed: int) -> list[Event]:
        """Round 1's start (the dealer, the blinds), which ``new_state`` plays before any action."""
        events: list[Event] = []
        DestinyState.dealt(self, seed, events)
        return events

    def state_from_cards(self, field: Sequence[int], deck: Sequence[int], dealer: int = 0,
                         stacks: Sequence[int] | None = None, seed: int = 0) -> DestinyState:
        """Round 1 with the field and deck given (``deck`` bottom to top; its top card starts
        the discard pile), ``dealer`` on the button; later reshuffles come from ``seed``."""
        if len(field) != FIELD_SIZE or sorted([*field, *deck]) != sorted(self.deck):
            raise ValueError(f"give {FIELD_SIZE} field cards and a deck that hold each card once")
        if stacks is not None and (len(stacks) != self.players or sum(1 for chips in stacks if chips) < 2):
            raise ValueError(f"give {self.players} stacks, at least two of them with chips")
        return DestinyState.arranged(self, field, deck, dealer, stacks, seed)

    def parse_action(self, text: str) -> DestinyAction:
        return parse_action(text)

