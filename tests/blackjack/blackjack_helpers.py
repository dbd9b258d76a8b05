"""Builders shared by the Blackjack tests: rulesets, cards, tables and games."""

from __future__ import annotations

from game_helpers import cards, play, random_game, rules_without_variant

from deskcards.engine.cards import FULL_DECK, parse_card
from deskcards.games.blackjack.rules import BlackjackRules, BlackjackState

__all__ = ["VARIANTS", "card", "cards", "make_rules", "of_type", "play", "random_game", "table", "texts"]

VARIANTS = ("standard", "pickup-debt", "soft-pickups", "play-on", "draw-anytime")


def make_rules(players: int = 4, **overrides) -> BlackjackRules:
    """A ruleset from the default settings with ``overrides``, no variant file needed."""
    return rules_without_variant("blackjack", players, **overrides)


def card(text: str) -> int:
    return parse_card(text)


def table(*hands: str, draws: str = "", discard: str = "", rest: str = "deck", first: int = 0,
          rules: BlackjackRules | None = None, **public) -> BlackjackState:
    """A game at the start of ``first``'s turn: one hand text per seat.

    ``draws`` are the next cards off the deck, in order; ``discard`` lists the
    pile from bottom to top. The cards not named go under the draws (``rest``
    "deck") or under the discard pile (``rest`` "discard", leaving a deck of
    just the draws). ``public`` sets pickup, active_suit, move_offset, debts, turn.
    """
    hand_cards = [cards(hand) for hand in hands]
    upcoming, pile = cards(draws), cards(discard)
    placed = {c for hand in hand_cards for c in hand} | set(upcoming) | set(pile)
    leftovers = [c for c in FULL_DECK if c not in placed]
    if rest == "deck":
        deck = leftovers + upcoming[::-1]
    else:
        deck, pile = upcoming[::-1], leftovers + pile
    rules = rules if rules is not None else make_rules(len(hands))
    return rules.state_from_table(hand_cards, deck, pile, first=first, **public)


def texts(actions) -> list[str]:
    return [str(action) for action in actions]


def of_type(events: list, kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]
