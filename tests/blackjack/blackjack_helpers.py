"""Builders shared by the Blackjack tests: rulesets, cards, tables and games."""

from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace

from deskcards.engine.cards import FULL_DECK, parse_card
from deskcards.games.blackjack.rules import BlackjackRules, BlackjackSettings, BlackjackState

VARIANTS = ("standard", "pickup-debt", "soft-pickups", "play-on", "draw-anytime")


def make_rules(players: int = 4, **overrides) -> BlackjackRules:
    """A ruleset from the default settings with ``overrides``, no variant file needed."""
    settings = dataclasses.replace(BlackjackSettings(), **overrides)
    return BlackjackRules(SimpleNamespace(name="test", settings=settings), players)


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


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


def play(state: BlackjackState, *texts: str) -> list:
    """Apply actions given as text; all their events, in order."""
    events = []
    for text in texts:
        events += state.apply(state.ruleset.parse_action(text))
    return events


def texts(actions) -> list[str]:
    return [str(action) for action in actions]


def random_game(state: BlackjackState, seed: int, max_actions: int = 100_000) -> list[str]:
    """Play uniformly random legal actions to the end (or ``max_actions``); the action texts."""
    rng = random.Random(seed)
    done = []
    while not state.is_terminal() and len(done) < max_actions:
        action = rng.choice(state.legal_actions())
        done.append(str(action))
        state.apply(action)
    return done


def of_type(events: list, kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]
