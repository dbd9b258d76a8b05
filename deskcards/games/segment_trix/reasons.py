"""Segment Trix's reasons in a player's words, by the scoring rule: you score
only when your unused chips equal your tricks.

``PlayFacts`` holds what a play does to those two figures (``facts``: its
chance to take the trick comes from ``ai.trick_chance``), and whether it spends
a trump. ``why`` says it for one play (a hint), ``why_rather`` for a better play
against the one made (the coach). Only the seat's own cards are named.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.words import translate

from .actions import Play
from .cards import colour_of
from .narrate import chips_count, tricks_count
from .observation import SegmentTrixObservation

LIKELY = 0.5  # from this chance on a play is expected to take the trick
CLEARLY = 0.25  # a gap in the chance to take the trick that the coach names


@dataclass(frozen=True)
class PlayFacts:
    chance: float  # of taking the trick
    tricks: int  # the seat's tricks if the trick goes the likely way
    unused: int  # its unused chips after the play
    chips: int  # placed by the play
    trump: str | None  # the trump card it spends, in words, or None


def facts(observation: SegmentTrixObservation, play: Play, chance: float) -> PlayFacts:
    seat, ruleset = observation.seat, observation.ruleset
    trump = ruleset.plays.names.name(play.card) if colour_of(play.card) == ruleset.trump else None
    return PlayFacts(chance, observation.tricks_won[seat] + (chance >= LIKELY), observation.unused_chips[seat]
                     - play.chips, play.chips, trump)


def why(play: PlayFacts) -> str:
    """"it takes the trick 80% of the time, leaving you 2 tricks and 2 chips unused, which match"."""
    if play.tricks == play.unused:
        return translate("hints", "{trick}, leaving you {tricks} and {unused} unused, which match", trick=_trick(play),
                         tricks=tricks_count(play.tricks), unused=chips_count(play.unused))
    return translate("hints", "{trick}, leaving you {tricks} and {unused} unused", trick=_trick(play),
                     tricks=tricks_count(play.tricks), unused=chips_count(play.unused))


def why_rather(best: PlayFacts, played: PlayFacts) -> str | None:
    """Why ``best`` beats ``played``, naming both, or None when the figures do not tell them apart."""
    if played.chips and played.chance < LIKELY and best.chips < played.chips:
        return translate("hints", "{better}; yours puts {chips} on a trick you likely lose, where they score "
                         "for its taker", better=why(best), chips=chips_count(played.chips))
    if (best.tricks, best.unused) != (played.tricks, played.unused):
        return translate("hints", "{better}; yours leaves {tricks} and {unused} unused", better=why(best),
                         tricks=tricks_count(played.tricks), unused=chips_count(played.unused))
    if abs(best.chance - played.chance) >= CLEARLY:
        return translate("hints", "{better}; yours takes it {share} of the time", better=why(best),
                         share=f"{played.chance:.0%}")
    if played.trump and not best.trump:
        return translate("hints", "{better}, and keeps your trumps; yours spends {card}", better=why(best),
                         card=played.trump)
    return None


def _trick(play: PlayFacts) -> str:
    if play.chance in (0.0, 1.0):
        return translate("hints", "it almost surely wins the trick") if play.chance \
            else translate("hints", "it almost surely loses the trick")
    if play.chance >= LIKELY:
        return translate("hints", "it takes the trick {share} of the time", share=f"{play.chance:.0%}")
    return translate("hints", "it loses the trick {share} of the time", share=f"{1 - play.chance:.0%}")
