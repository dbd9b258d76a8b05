"""The phases of a round: the first wager round (``wager1``), the play on the
field (``play``: each seat in turn looks at a card, then holds one down or makes
the Benediction hand), the second wager round (``wager2``), and ``over`` once
the game has ended. The showdown needs no choice, so it is no phase.
"""

from __future__ import annotations

FIRST_WAGER, PLAY, SECOND_WAGER, OVER = "wager1", "play", "wager2", "over"
