"""Segmentation Fault (Seth Gordon, 2003): settings and the ruleset.

Cards point at cards in the neighbours' rows; declare how many times you
point, never point *from* a king, and swap the last card reached into your
row to make four of a kind, a run of five or a flush.
The state lives in ``state.py``; positions are 0-based in Python, 1-based in
action texts (``play 3 x2``, ``play d x1``, ``swap 5``, ``draw``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deskcards.engine.events import Event
from deskcards.engine.ruleset import RulesetBase
from deskcards.engine.settings import PlayerCount, setting, take_backs_option
from deskcards.engine.variants import Variant
from deskcards.engine.words import noop

from .actions import DRAW, MAX_POINTING, PLAYS, SOURCES, SWAPS, SegfaultAction, parse_action
from .events import NewRound
from .observation import SegfaultObservation
from .phases import DRAWING, OVER, PLAYING, SWAPPING
from .state import SegfaultState

__all__ = ["SegfaultObservation", "SegfaultRules", "SegfaultSettings", "SegfaultState"]


@dataclass(frozen=True)
class SegfaultSettings:
    players: PlayerCount = PlayerCount(4, 7, 4)
    allow_zero_pointing: bool = setting(False, "allow declaring zero pointings, which skips pointing and the swap")
    max_pointing: int = setting(
        MAX_POINTING,
        "the most pointings a player may declare (the printed rules set no limit; 52 reaches every card a chain can)",
        min=1, max=MAX_POINTING,
    )
    max_turns: int = setting(300, "turns in a hand before it ends in a draw", min=1)
    hands_to_win: int = setting(3, "hands a player must win to take the match", min=1, max=20)
    max_hands: int = setting(
        20, "hands dealt at most (drawn hands count); then the match goes to whoever won the most hands",
        min=1, max=100,
    )
    show_pointers: bool = setting(False, "the table shows pointer arrows and the chain of a play")
    warn_segfault: bool = setting(False, "the table warns before a play that would crash")
    show_positions: bool = setting(False, "the table shows position numbers 1 to 6 on every row")
    take_backs: str = take_backs_option()


class SegfaultRules(RulesetBase):
    game = "segfault"
    title = "Segmentation Fault"
    figure_name = noop("statistics", "hands won")
    __slots__ = ("legal_by_phase", "legal_sets")

    def __init__(self, variant: Variant, players: int):
        super().__init__(variant, players)
        settings = self.settings
        lowest = 0 if settings.allow_zero_pointing else 1
        plays = tuple(PLAYS[source, n] for source in SOURCES for n in range(lowest, settings.max_pointing + 1))
        # Built once, so legal_actions() hands out the same tuple every time.
        self.legal_by_phase: dict[str, tuple[SegfaultAction, ...]] = {
            DRAWING: (DRAW,), PLAYING: plays, SWAPPING: SWAPS, OVER: ()}
        self.legal_sets = {phase: frozenset(actions) for phase, actions in self.legal_by_phase.items()}

    def new_state(self, seed: int) -> SegfaultState:
        return SegfaultState.dealt(self, seed)

    def opening_events(self, seed: int) -> list[Event]:
        """Hand 1's deal, which ``new_state`` makes: the log says it as it says each later hand's."""
        return [NewRound(1)]

    def state_from_table(self, rows: Sequence[Sequence[int] | None], deck: Sequence[int],
                         discard: Sequence[int] = (), first: int | None = None, seed: int = 0) -> SegfaultState:
        """A round from known cards; see ``SegfaultState.from_table``."""
        return SegfaultState.from_table(self, rows, deck, discard, first, seed)

    def parse_action(self, text: str) -> SegfaultAction:
        return parse_action(text)

