"""Builders shared by the Destiny tests."""

from __future__ import annotations

from game_helpers import play  # noqa: F401  (the games share it; re-exported here)

from deskcards.engine.cards import parse_card
from deskcards.games import load_game
from deskcards.games.destiny.cards import FIELD_SIZE, parse_place


def cards(text: str) -> list[int]:
    """Cards written as text, the jokers (RJ, BJ) too."""
    return [parse_card(word, jokers=True) for word in text.split()]


def rules(players: int = 4, variant: str = "standard"):
    return load_game("destiny", variant, players)


def arranged(players: int = 4, dealer: int = 0, stacks=None, field: dict[str, str] | None = None,
             deck_top: str = "", variant: str = "standard", ruleset=None):
    """Hand 1 with the field cards given by place (``{"c3": "As"}``) and the next
    Benediction cards ``deck_top`` (the next card first); every other place and
    the rest of the deck hold the lowest cards left, so the cards named decide."""
    ruleset = ruleset or rules(players, variant)
    chosen = {parse_place(place): parse_card(card, jokers=True) for place, card in (field or {}).items()}
    top = cards(deck_top)
    rest = sorted(set(ruleset.deck) - set(chosen.values()) - set(top), key=ruleset.rank)
    places = [chosen[place] if place in chosen else rest.pop(0) for place in range(FIELD_SIZE)]
    discard = rest.pop(0)
    deck = rest[::-1] + top[::-1] + [discard]  # bottom to top; the top card starts the discard pile
    return ruleset.state_from_cards(places, deck, dealer, stacks)
