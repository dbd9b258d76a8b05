"""High card: settings and the ruleset (``spec.py`` names them to the app).

Each player is dealt a hand; in every round each plays one card, the leader
first, and the highest card takes the round (ranks first, then suits in
bridge order: clubs, diamonds, hearts, spades) and leads the next. When the
hands are empty, the most rounds taken wins; equal most share the win.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deskcards.engine.cards import ACE, FULL_DECK, rank, suit
from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting, take_backs_option

from .actions import Play, parse_action
from .state import HighCardState


@dataclass(frozen=True)
class HighCardSettings:
    players: PlayerCount = PlayerCount(2, 4, 2)
    hand_size: int = setting(5, "cards dealt to each player, one round per card", min=1, max=13)
    aces_high: bool = setting(True, "an Ace beats a King; otherwise it is the lowest card")
    take_backs: str = take_backs_option()


class HighCardRules(RulesetBase):
    game = "high-card"
    title = "High card"
    figure_name = "cards won"
    __slots__ = ("strength",)

    def __init__(self, variant: Any, players: int):
        super().__init__(variant, players)
        high = self.settings.aces_high
        # Worked out once: how strong each card is, for the engine and the AI.
        self.strength = tuple(((14 if high and rank(card) == ACE else rank(card)) * 4 + suit(card))
                              for card in FULL_DECK)

    def new_state(self, seed: int) -> HighCardState:
        return HighCardState.dealt(self, seed)

    def parse_action(self, text: str) -> Play:
        return parse_action(text)

