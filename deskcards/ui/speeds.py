"""Every animation duration of the table, in one place.

Durations are milliseconds at normal speed; the player's speed setting scales
them all (a move is 230 ms, as in KDE KPat). ``off`` makes every duration 0,
which the animation code takes as "apply at once".

>>> duration("move", "normal"), duration("move", "fast"), duration("move", "off")
(230, 115, 0)
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
