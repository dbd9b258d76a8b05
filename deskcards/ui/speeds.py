"""Every animation duration of the table, in one place.

Durations are milliseconds at normal speed; the player's speed setting scales
them all (a move is 230 ms, as in KDE KPat). ``off`` makes every duration 0,
which the animation code takes as "apply at once". What a player must read
(``READ_MS``) is sped up only down to ``READ_FLOOR_MS``: fast is for moves.

>>> duration("move", "normal"), duration("move", "fast"), duration("move", "off")
(230, 115, 0)
>>> reading_time("trick", "normal"), reading_time("trick", "fast"), reading_time("trick", "off")
(1400, 1200, 0)
"""

from __future__ import annotations

from enum import StrEnum

BASE_MS: dict[str, int] = {
    "move": 230,  # a card sliding from one pile to another
    "deal": 200,  # one card flying from the deck to a seat
    "draw": 260,  # taking the top card of the stock, turning it over on the way
    "play": 260,  # a card from a hand onto the table
    "flip": 200,  # turning a card over where it lies
    "swap": 320,  # two cards trading places
    "discard": 240,  # a card onto the discard pile
    "drop_out": 450,  # a seat's cards greying out as it leaves the hand
    "pointer_hop": 380,  # one arrow of a pointer chain reaching the next card
    "banner": 1400,  # how long a message banner stays up
    "slide_back": 180,  # an illegal drop sliding back where it came from
    "deal_stagger": 70,  # delay between consecutive cards of a deal
    "ai_pause": 350,  # a beat before an AI seat acts, so a person can follow
}


# How long something to be read stays in view, at normal speed.
READ_MS: dict[str, int] = {
    "trick": 1400,  # a finished trick, before it goes to its winner
}
READ_FLOOR_MS = 1200  # time to take in a trick of four cards and their chips


class AnimationSpeed(StrEnum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


SPEED_FACTORS: dict[AnimationSpeed, float] = {
    AnimationSpeed.OFF: 0.0,
    AnimationSpeed.FAST: 0.5,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.SLOW: 1.6,
}


def duration(kind: str, speed: str) -> int:
    """Milliseconds for an animation ``kind`` (a key of BASE_MS) at ``speed``."""
    if kind not in BASE_MS:
        raise KeyError(f"unknown animation {kind!r}; known: {', '.join(BASE_MS)}")
    return round(BASE_MS[kind] * SPEED_FACTORS[AnimationSpeed(speed)])


def reading_time(kind: str, speed: str) -> int:
    """Milliseconds something of ``kind`` (a key of READ_MS) stays to be read
    at ``speed``: scaled like the animations, but not below READ_FLOOR_MS
    unless animations are off."""
    if kind not in READ_MS:
        raise KeyError(f"unknown reading {kind!r}; known: {', '.join(READ_MS)}")
    factor = SPEED_FACTORS[AnimationSpeed(speed)]
    return max(READ_FLOOR_MS, round(READ_MS[kind] * factor)) if factor else 0
