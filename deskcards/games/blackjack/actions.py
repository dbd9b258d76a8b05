"""Blackjack's actions: small frozen values, built once at import.

A play names a card; an Ace also names the suit it calls. ``draw`` takes the
pick-up (or one card when you cannot play), ``close`` stops adding cards of the
same value to the current cycle, ``end`` ends a turn that may stop after a
cycle of 2s or Jacks.

>>> from deskcards.engine.cards import parse_card
>>> str(PLAYS[parse_card("9h"), None]), str(PLAYS[parse_card("As"), 2])
('play 9h', 'play As=h')
>>> parse_action("play As=h") is PLAYS[parse_card("As"), 2]
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

from deskcards.engine.cards import ACE, DECK_SIZE, JACK, KING, QUEEN, SUIT_CHARS, card_text, parse_card, rank


@dataclass(frozen=True, slots=True)
class Play:
    card: int
    suit: int | None  # the suit an Ace calls (0..3); None for every other card
    # Worked out once for the engine's inner loop; not part of the value.
    value: int = field(init=False, repr=False, compare=False)  # the rank
    acting: int = field(init=False, repr=False, compare=False)  # the suit it acts as
    target: int = field(init=False, repr=False, compare=False)  # what may follow it (see masks)
    same: int = field(init=False, repr=False, compare=False)  # the mask of the four cards of its rank
    bit: int = field(init=False, repr=False, compare=False)  # the mask of the card itself
    # What its rank does, as flags, so the engine tests one attribute instead of comparing ranks:
    builds: bool = field(init=False, repr=False, compare=False)  # a 2 or Jack: adds to the pick-up, others cancel it
    counts_seats: bool = field(init=False, repr=False, compare=False)  # an 8 or King: changes how the turn passes
    plays_on: bool = field(init=False, repr=False, compare=False)  # a 3 or Queen: the player goes on after its cycle

    def __post_init__(self) -> None:
        acting = self.card & 3 if self.suit is None else self.suit
        value = rank(self.card)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "builds", value in (2, JACK))
        object.__setattr__(self, "counts_seats", value in (8, KING))
        object.__setattr__(self, "plays_on", value in (3, QUEEN))
        object.__setattr__(self, "acting", acting)
        object.__setattr__(self, "target", self.card << 2 | acting)
        object.__setattr__(self, "same", 0xF << (self.card & ~3))
        object.__setattr__(self, "bit", 1 << self.card)

    def __str__(self) -> str:
        text = "play " + card_text(self.card)
        return text if self.suit is None else f"{text}={SUIT_CHARS[self.suit]}"


@dataclass(frozen=True, slots=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Close:
    def __str__(self) -> str:
        return "close"


@dataclass(frozen=True, slots=True)
class End:
    def __str__(self) -> str:
        return "end"


BlackjackAction = Play | Draw | Close | End
ACTION_TYPES = (Play, Draw, Close, End)
DRAW, CLOSE, END = Draw(), Close(), End()


def _plays_of(card: int) -> list[Play]:
    if rank(card) == ACE:
        return [Play(card, called) for called in range(4)]
    return [Play(card, None)]


# Every play there is, keyed by (card, called suit or None), in the order
# legal-action lists use: by card, then by the suit an Ace calls.
PLAYS: dict[tuple[int, int | None], Play] = {
    (play.card, play.suit): play for card in range(DECK_SIZE) for play in _plays_of(card)
}
SIMPLE: dict[str, Draw | Close | End] = {"draw": DRAW, "close": CLOSE, "end": END}
_FORMS = "write play 9h, play As=h (an Ace calling hearts), draw, close or end"


def parse_action(text: str) -> BlackjackAction:
    """The prebuilt action for ``text``; ValueError saying what is wrong."""
    words = text.lower().split()
    if len(words) == 1 and words[0] in SIMPLE:
        return SIMPLE[words[0]]
    if len(words) != 2 or words[0] != "play":
        raise ValueError(f"{text!r} is not an action; {_FORMS}")
    written, equals, called = words[1].partition("=")
    card = parse_card(written)
    if rank(card) != ACE:
        if equals:
            raise ValueError(f"only an Ace calls a suit; write play {card_text(card)}")
        return PLAYS[card, None]
    if len(called) != 1 or called not in SUIT_CHARS:
        raise ValueError(f"say which suit the Ace calls, like play {card_text(card)}=h (c, d, h or s)")
    return PLAYS[card, SUIT_CHARS.index(called)]
