"""High card has one kind of action: play a card from your hand.

>>> from deskcards.engine.cards import parse_card
>>> str(Play(parse_card("Td")))
'play Td'
>>> parse_action("play 10d") == Play(parse_card("Td"))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.cards import card_text, parse_card


@dataclass(frozen=True, slots=True)
class Play:
    card: int

    def __str__(self) -> str:
        return "play " + card_text(self.card)


def parse_action(text: str) -> Play:
    """The action ``text`` writes; ValueError saying how to write one."""
    words = text.split()
    if len(words) != 2 or words[0].lower() != "play":
        raise ValueError(f"{text!r} is not a High card action; write play and a card, like play 7c")
    return Play(parse_card(words[1]))
