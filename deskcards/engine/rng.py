"""Seeded randomness that lives inside the game state.

A state keeps only ``(seed, draws)``; each chance event builds a fresh
``random.Random`` from both. That makes a clone cost two ints instead of
Mersenne Twister's 625-word state, and replaying a record repeats every
shuffle exactly.
"""

from __future__ import annotations

import random


def _natural(n: int) -> int:
    """0, -1, 1, -2, 2, ... -> 0, 1, 2, 3, 4, ...: a one-to-one map of ints onto naturals."""
    return 2 * n if n >= 0 else -2 * n - 1


def stream_seed(seed: int, draws: int) -> int:
    """A non-negative int that no other ``(seed, draws)`` pair maps to.

    Szudzik's pairing of the two naturals: exact for any size of int and
    cheaper than hashing. Non-negative matters because ``random.Random``
    seeds with ``abs()`` of an int.
    """
    a, b = _natural(seed), _natural(draws)
    return a * a + a + b if a >= b else b * b + a


def derived_random(seed: int, draws: int) -> random.Random:
    return random.Random(stream_seed(seed, draws))


def fresh_seed(rng: random.Random) -> int:
    return rng.getrandbits(62)
