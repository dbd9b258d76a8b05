"""High card's phases, read as ``state.phase``: a turn has one, ``PLAY``; ``OVER`` once the game is."""

from __future__ import annotations

PLAY, OVER = "play", "over"
