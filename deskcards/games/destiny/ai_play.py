"""The play phase: where to look (left hand) and what to hold (right hand).

A look buys information: a place nobody has looked at tells us one more card;
a place a rival looked at before tells us the card it may hold later, and
while it is in our left hand nobody can hold it this hand (``look_score``).
A look at a place we already know is wasted.

A hold is chosen by its chance to win (``odds.Worlds``): each known field
card, a blind unseen place, or the Benediction hand. Between near-equal
choices the weaker known card is spent and the stronger kept for later.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from .actions import Benediction, Hold, Look
from .cards import destiny_rank
from .memory import Memory
from .odds import Worlds

KEEP_MARGIN = 0.02  # chance given up to keep a stronger known card for a later hand


def look_score(observation: Any, memory: Memory, place: int) -> int:
    if memory.knows(place):
        return 0
    rivals = memory.peeked.get(place, frozenset())
    if not rivals:
        return 1
    yet_to_play = any(_yet_to_play(observation, seat) for seat in rivals)
    return 3 if yet_to_play else 2


def _yet_to_play(observation: Any, seat: int) -> bool:
    return (not observation.folded[seat] and seat not in observation.holds.values()
            and seat not in observation.benedictions)


def shrewd_look(observation: Any, memory: Memory, legal: Sequence[Any], rng: random.Random) -> Any:
    """A look with the best ``look_score``, ties at random."""
    scores = [look_score(observation, memory, action.place) for action in legal]
    best = max(scores)
    return rng.choice([action for action, score in zip(legal, scores) if score == best])


def blind_look(memory: Memory, legal: Sequence[Any], rng: random.Random) -> Any:
    """Any place not known yet (any place at all when every one is known)."""
    fresh = [action for action in legal if not memory.knows(action.place)]
    return rng.choice(fresh or list(legal))


def hold_options(memory: Memory, legal: Sequence[Any], worlds: Worlds,
                 rng: random.Random, peeked_weak: bool = False) -> list[tuple[float, int, Any]]:
    """(chance to win, strength kept back, action) for each sensible hold.

    Unseen places are all alike but for one thing: with ``peeked_weak`` a place
    a rival looked at and left is taken to be weaker, so another is preferred.
    """
    options = []
    unseen = []
    for action in legal:
        if isinstance(action, Benediction):
            options.append((worlds.deck_chance, 0, action))
        elif isinstance(action, Hold) and memory.knows(action.place):
            card = memory.known[action.place]
            options.append((worlds.chance(card), -destiny_rank(card), action))
        elif isinstance(action, Hold):
            unseen.append(action)
    if unseen:
        untouched = [action for action in unseen if action.place not in memory.peeked] if peeked_weak else []
        options.append((worlds.unseen_chance, 0, rng.choice(untouched or unseen)))
    return options


def best_hold(options: list[tuple[float, int, Any]]) -> tuple[float, Any]:
    """The best chance; within ``KEEP_MARGIN`` of it, the weakest known card."""
    top = max(chance for chance, _, _ in options)
    near = [option for option in options if option[0] >= top - KEEP_MARGIN]
    chance, _, action = max(near, key=lambda option: (option[1], option[0]))
    return chance, action


def is_look(action: Any) -> bool:
    return isinstance(action, Look)
