"""Seeded randomness that lives inside the game state.

A state keeps only ``(seed, draws)``; each chance event builds a fresh
``random.Random`` from both. That makes a clone cost two ints instead of
Mersenne Twister's 625-word state, and replaying a record repeats every
shuffle exactly.
"""

from __future__ import annotations

import random


def stream_seed(seed: int, draws: int) -> int:
    """A non-negative int that no other ``(seed, draws)`` pair maps to.

    Each int is first mapped one-to-one onto the naturals (0, -1, 1, -2, 2, ...
    -> 0, 1, 2, 3, 4, ...), then the two are paired by Szudzik's pairing: exact
    for any size of int and cheaper than hashing. Non-negative matters because
    ``random.Random`` seeds with ``abs()`` of an int. (Inline, not a helper
    called twice: a Blackjack playout asks this at every reshuffle.)
    """
    a = 2 * seed if seed >= 0 else -2 * seed - 1
    b = 2 * draws if draws >= 0 else -2 * draws - 1
    return a * a + a + b if a >= b else b * b + a


def derived_random(seed: int, draws: int) -> random.Random:
    return random.Random(stream_seed(seed, draws))


def fresh_seed(rng: random.Random) -> int:
    return rng.getrandbits(62)
