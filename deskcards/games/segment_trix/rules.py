"""Segment Trix (Taiki Shinzawa): settings and the ruleset.

A trick-taking game with pink trumps where a card's value is the
seven-segment digit it shows: chips add segments and a card may be turned
upside down. Score only if your unused chips equal the tricks you won. The
state lives in ``state.py``; action texts are ``play 7p``, ``play 2b=8``
(chips make it an 8) and ``play 6g~9`` (upside down, a 9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting, take_backs_option
from deskcards.engine.variants import Variant
from deskcards.engine.words import noop

from .actions import Play, PlayTable
from .cards import COLOURS, FULL_DECK, VALUES, CardNames, value_of
from .font import DEFAULT_FONT, Font, check_font
from .observation import SegmentTrixObservation
from .state import SegmentTrixState

__all__ = ["Play", "SegmentTrixObservation", "SegmentTrixRules", "SegmentTrixSettings",
           "SegmentTrixState", "Setup", "Setups"]


@dataclass(frozen=True)
class Setup:
    removed: tuple[int, ...] = setting((), "card values left in the box (all four colours of each)")
    chips: int = setting(6, "segment chips each player starts every round with", min=0, max=30)
    rounds: int = setting(4, "rounds in a game", min=1, max=30)

    def __post_init__(self) -> None:
        if any(not 0 <= value < VALUES for value in self.removed) or len(set(self.removed)) != len(self.removed):
            raise ValueError(f"removed: expected distinct card values 0 to {VALUES - 1}, got {list(self.removed)}")


@dataclass(frozen=True)
class Setups:
    three: Setup = setting(Setup((4, 6, 8), 5, 6), "the set-up for three players")
    four: Setup = setting(Setup((), 6, 4), "the set-up for four players")


@dataclass(frozen=True)
class SegmentTrixSettings:
    players: PlayerCount = PlayerCount(3, 4, 4)
    colours: tuple[str, ...] = setting((noop("segment-trix", "pink"), noop("segment-trix", "blue"),
                                        noop("segment-trix", "green"), noop("segment-trix", "yellow")),
                                       "the four colours; cards are written by their first letters")
    trump: str = setting("pink", "the trump colour, one of the colours")
    font: tuple[str, ...] = setting(DEFAULT_FONT, "the segments (a-g) of the digits 0 to 9, in order",
                                    check=check_font)
    setups: Setups = setting(Setups(), "cards removed, chips and rounds, by player count")
    take_backs: str = take_backs_option()

    def __post_init__(self) -> None:
        letters = [name[:1].lower() for name in self.colours]
        if len(self.colours) != COLOURS or len(set(letters)) != COLOURS or "" in letters:
            raise ValueError(f"colours: expected {COLOURS} names with different first letters, "
                             f"got {list(self.colours)}")
        if self.trump not in self.colours:
            raise ValueError(f"trump: expected one of the colours ({', '.join(self.colours)}), got {self.trump!r}")
        for count, setup in ((3, self.setups.three), (4, self.setups.four)):
            cards = (VALUES - len(setup.removed)) * COLOURS
            if cards % count or not cards:
                raise ValueError(f"setups: {cards} cards cannot be dealt evenly to {count} players")


class SegmentTrixRules(RulesetBase):
    """The game with a variant's settings and a player count; builds states."""

    game, title = "segment-trix", "Segment Trix"
    figure_name = noop("statistics", "points")
    __slots__ = ("setup", "trump", "font", "plays", "in_play", "box")

    def __init__(self, variant: Variant, players: int):
        super().__init__(variant, players)
        settings = self.settings
        self.setup = settings.setups.three if players == 3 else settings.setups.four
        self.trump = settings.colours.index(settings.trump)
        self.font = Font(settings.font)
        self.plays = PlayTable(self.font, CardNames(settings.colours))
        self.in_play = tuple(card for card in FULL_DECK if value_of(card) not in self.setup.removed)
        self.box = tuple(card for card in FULL_DECK if value_of(card) in self.setup.removed)

    def new_state(self, seed: int) -> SegmentTrixState:
        return SegmentTrixState.dealt(self, seed)

    def state_from_hands(self, hands: Sequence[Sequence[int]], leader: int = 0, seed: int = 0) -> SegmentTrixState:
        """Round 1 set up from known hands, ``leader`` to play: for tests and puzzles."""
        cards = sorted(card for hand in hands for card in hand)
        sizes = {len(hand) for hand in hands}
        if len(hands) != self.players or cards != list(self.in_play) or len(sizes) != 1:
            raise ValueError(f"give {self.players} hands of equal size holding each card in play once")
        return SegmentTrixState.from_hands(self, hands, leader, seed)

    def parse_action(self, text: str) -> Play:
        return self.plays.parse(text)

    def card_text(self, card: int) -> str:
        return self.plays.names.text(card)

