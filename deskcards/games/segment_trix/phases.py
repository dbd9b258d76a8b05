"""The phases of a game: ``play`` (every move plays a card to the trick; a
trick, a round and the next deal follow by themselves) and ``over`` once the
last round is scored.
"""

from __future__ import annotations

PLAY, OVER = "play", "over"
