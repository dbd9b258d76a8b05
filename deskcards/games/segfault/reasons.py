"""Segmentation Fault's reasons in a player's words: where a move's chain goes
and what its turn leaves on the table.

``TurnFacts`` holds what a player can check for one move (``facts`` works them
out from the seat's observation, all of it face up but the deck): the card its
chain reaches or whether it crashes on a King, how many cards the seat's row is
then short of each pattern, how likely the next player can then win at once,
and how near any other row is left to a pattern. ``why`` says it for one move (a hint), ``why_rather`` for a better move
against the one played (the coach).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deskcards.engine.cards import card_label
from deskcards.engine.words import relay, translate, translate_count

from .actions import PLAYS, Play, SegfaultAction
from .nearness import closeness, deficits
from .patterns import FLUSH, FOUR_OF_A_KIND, NAMED, RUN
from .pointers import chain_ends, neighbours, seated, walk

if TYPE_CHECKING:
    from .ai import TurnOption
    from .observation import SegfaultObservation

_PATTERNS = (FOUR_OF_A_KIND, RUN, FLUSH)  # in the order ``deficits`` counts them


@dataclass(frozen=True)
class TurnFacts:
    """What one move does: ``reached`` None when it crashes (or points nowhere)."""

    reached: int | None  # the card its chain ends on (None for a swap)
    crashes: bool
    missing: tuple[int, int, int]  # cards the row is then short of each pattern (``deficits``)
    gift: float  # the chance the next player can then win at once, by the cards they may draw
    rival: tuple[int, str]  # the fewest cards another player's row is then short of a pattern, and which

    @property
    def short(self) -> int:
        """Cards the row is short of its nearest pattern."""
        return min(self.missing)

    @property
    def pattern(self) -> str:
        return _PATTERNS[self.missing.index(self.short)]


def facts(observation: SegfaultObservation, action: SegfaultAction, options: Sequence[TurnOption],
          gift: Callable[[TurnOption], float]) -> TurnFacts:
    """``action``'s facts, its turn finished the way that hands the next player the least
    and then brings the row closest (``options``: the turn's, ``gift``: of one of them)."""
    seat = observation.current_player
    assert seat is not None  # a move is being made
    reached, same = None, action
    if isinstance(action, Play) and action.n:
        chain = _chain(observation, action, seat)
        if chain is None:
            rows = observation.rows
            return TurnFacts(None, True, deficits(seated(rows, seat)), 0.0, _rival(rows, seat))
        reached, same = chain
    finishes = [option for option in options if option.action == same]
    gifts = {option: gift(option) for option in finishes}
    finish = min(finishes, key=lambda option: (gifts[option], -closeness(option.row)))
    return TurnFacts(reached, False, deficits(finish.row), gifts[finish], _rival(finish.rows, seat))


def _rival(rows: Sequence[Sequence[int] | None], seat: int) -> tuple[int, str]:
    """The nearest any other row in the hand is to a pattern: (cards short, pattern)."""
    return min((min(missing), _PATTERNS[missing.index(min(missing))])
               for other, row in enumerate(rows) if other != seat and row is not None
               for missing in [deficits(row)])


def _chain(observation: SegfaultObservation, play: Play, seat: int) -> tuple[int, Play] | None:
    """The card ``play``'s chain ends on and the fewest pointings that end there
    (``turn_options`` names a finish by those), or None when it crashes."""
    rows = list(observation.rows)
    row = list(seated(rows, seat))
    card = observation.drawn if play.pos is None else row[play.pos]
    assert card is not None and observation.drawn is not None  # the play phase follows a draw
    if play.pos is not None:
        row[play.pos] = observation.drawn
    rows[seat] = tuple(row)
    links = neighbours(tuple(rows))
    hops, crashed = walk(tuple(rows), links, seat, card, play.n)
    if crashed:
        return None
    ends, _ = chain_ends(tuple(rows), links, seat, card, play.n)
    place = hops[-1]
    return seated(rows, place[0])[place[1]], PLAYS[play.pos, ends.index(place) + 1]


def why(move: TurnFacts) -> str | None:
    """What a safe move does that a player can check, or None for a crash."""
    if move.crashes:
        return None
    if move.gift == 0.0 and move.short:
        return translate("hints", "{does}, and the next player has no win they can see", does=_does(move))
    return _does(move)


def why_rather(best: TurnFacts, played: TurnFacts) -> str | None:
    """Why ``best`` beats ``played``, naming both, or None when no fact tells them apart."""
    if played.crashes and not best.crashes:
        return translate("hints", "{does}; yours points from a King and crashes", does=_does(best))
    if best.short == 0 < played.short:
        return translate("hints", "{does}; yours leaves your row {short}", does=_does(best),
                         short=_short(played.short, played.pattern))
    if played.gift > best.gift:
        kept = translate("hints", "it leaves the next player no win they can see") if best.gift == 0.0 else \
            translate("hints", "it leaves the next player a win with {share} of the cards they may draw",
                      share=f"{best.gift:.0%}")
        if played.gift == 1.0:
            return translate("hints", "{kept}; yours lets them win whatever they draw", kept=kept)
        return translate("hints", "{kept}; yours lets them win at once with {share} of the cards they may draw",
                         kept=kept, share=f"{played.gift:.0%}")
    if best.short < played.short:
        return translate("hints", "{does}; yours leaves it {short}", does=_does(best),
                         short=_short(played.short, played.pattern))
    if best.rival[0] > played.rival[0]:
        return translate("hints", "{does}; yours leaves another player's row {short}", does=_does(best),
                         short=_short(*played.rival))
    for pattern, ours, theirs in zip(_PATTERNS, best.missing, played.missing):
        if ours < theirs:
            return translate("hints", "{does}; yours leaves it {short}", does=_does(best, pattern),
                             short=_short(theirs, pattern))
    return None


def _does(move: TurnFacts, pattern: str | None = None) -> str:
    """"it reaches 4♥, leaving your row 1 card short of a run" (of ``pattern``, else the nearest)."""
    if move.short == 0:
        return translate("hints", "it leads to {pattern}", pattern=relay("segfault", NAMED[move.pattern]))
    pattern = pattern or move.pattern
    short = _short(move.missing[_PATTERNS.index(pattern)], pattern)
    if move.reached is None:
        return translate("hints", "it leaves your row {short}", short=short)
    return translate("hints", "it reaches {card}, leaving your row {short}", card=card_label(move.reached),
                     short=short)


def _short(count: int, pattern: str) -> str:
    return translate_count("hints", count, "{count} card short of {pattern}", "{count} cards short of {pattern}",
                           pattern=relay("segfault", NAMED[pattern]))
