"""Seeded randomness that lives inside the game state.

A state keeps only ``(seed, draws)``; each chance event builds a fresh
``random.Random`` from both. That makes a clone cost two ints instead of
Mersenne Twister's 625-word state, and replaying a record repeats every
shuffle exactly.
"""

from __future__ import annotations

import random


def derived_random(seed: int, draws: int) -> random.Random:
    return random.Random(seed * 1_000_003 + draws)


def fresh_seed(rng: random.Random) -> int:
    return rng.getrandbits(62)
