"""The phases of a turn: ``draw`` (take the top card of the deck), ``play``
(play a card and declare how many times it points), ``swap`` (trade a card of
your row for the last card pointed to), and ``over`` once the match has ended.
"""

from __future__ import annotations

DRAWING, PLAYING, SWAPPING, OVER = "draw", "play", "swap", "over"
