"""What every game's ruleset does the same way; the base of each ``<Game>Rules``.

A game subclasses ``RulesetBase``, names itself (``game``, ``title``), adds
its own ``__slots__`` for what it precomputes, and calls
``super().__init__(variant, players)`` first: that checks the player count
against the variant and keeps ``variant``, ``settings`` and ``players``.
The game still writes ``new_state`` and ``parse_action`` (see
``engine.game.Ruleset``)::

    class TrixRules(RulesetBase):
        game, title = "segment-trix", "Segment Trix"
        __slots__ = ("deck",)

        def __init__(self, variant, players):
            super().__init__(variant, players)
            self.deck = ...
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from deskcards.engine.events import Event
    from deskcards.engine.variants import Variant


class RulesetBase:
    """A game with a variant's settings and a player count; builds states."""

    game: ClassVar[str]
    title: ClassVar[str]
    figure_name: ClassVar[str]  # what ``state.figure(seat)`` counts, in words: "points", "chips"
    __slots__ = ("variant", "settings", "players")

    def __init__(self, variant: Variant, players: int):
        settings = variant.settings
        settings.players.check(players)
        self.variant, self.settings, self.players = variant, settings, players

    # Equal settings and players make equal rulesets, so observations from a
    # replayed record, or sent to an AI process, compare equal.
    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return (self.settings, self.players) == (other.settings, other.players)

    def __hash__(self) -> int:
        return hash((self.settings, self.players))

    def opening_events(self, seed: int) -> list[Event]:
        """What ``new_state(seed)`` did before the first action that a player reads of in
        the log (Destiny's first blinds); most games' deal needs no words."""
        return []

    def __repr__(self) -> str:
        return f"{type(self).__name__}({getattr(self.variant, 'name', '?')!r}, players={self.players})"
