"""Builders shared by the Segmentation Fault tests: rulesets, cards and tables."""

from __future__ import annotations

from game_helpers import cards, play, random_game, rules_without_variant

from deskcards.engine.cards import FULL_DECK
from deskcards.games.segfault.rules import SegfaultRules, SegfaultState

__all__ = ["FOUR_ROWS", "STORY_ROWS", "cards", "make_rules", "play", "random_game", "story_table", "table"]


def make_rules(players: int = 4, **overrides) -> SegfaultRules:
    """A ruleset from the default settings with ``overrides``, no variant file needed."""
    return rules_without_variant("segfault", players, **overrides)


def table(*rows: str | None, draws: str = "", discard: str = "", first: int = 0, **overrides) -> SegfaultState:
    """A hand at its first draw: one row text per seat (None when out). It is
    a single-hand game (the first hand won ends it) unless ``hands_to_win``
    says otherwise: most tests built on a table are about one round.

    ``draws`` are the next cards off the deck, in order; the rest of the deck
    follows them, and ``discard`` lists the pile from bottom to top.
    """
    row_cards = [None if row is None else cards(row) for row in rows]
    upcoming, pile = cards(draws), cards(discard)
    placed = {card for row in row_cards if row is not None for card in row} | set(upcoming) | set(pile)
    deck = [card for card in FULL_DECK if card not in placed] + upcoming[::-1]
    rules = make_rules(len(rows), **{"hands_to_win": 1, **overrides})
    return rules.state_from_table(row_cards, deck, pile, first=first)


# Four rows with no pattern, which no single swap can complete either.
FOUR_ROWS = ("2c 4d 6h 8s Tc Qd", "3c 5d 7h 9s Jc Kd", "2d 4h 6s 8c Td Qh", "3d 5h 7s 9c Jd Kh")

# The seed's diagrams, rebuilt: Alice, Bob, Carol and Dave in turn order (seats
# 0..3), Alice to move, with the three of diamonds on top of the deck. Bob's
# jack points to Alice's queen of hearts, Carol's eight to Bob's king; Bob is
# a card from a flush, Carol and Dave a card from four of a kind.
STORY_ROWS = ("Js Ad 5c 2h Qh 6s", "7c Kc 9c Jc 3c 4d", "9h 4h 8d 9d 9s 2c", "5d 5h 7d Qd Tc 5s")


def story_table(**overrides) -> SegfaultState:
    return table(*STORY_ROWS, draws="3d", first=0, **overrides)
