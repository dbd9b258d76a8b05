"""Hard's playouts in Blackjack: the quick policy the deciding seat plays in a
sampled world, and that a plan of the turn finishes with once it has explored
enough."""

from __future__ import annotations

import math

from deskcards.engine.cards import ACE, JACK, QUEEN

from .actions import CLOSE, DRAW, END, BlackjackAction
from .masks import POWER
from .state import BlackjackState

STRANDED = 2.0  # how a greedy play is marked down for leaving only power cards, which cannot go out


def greedy_action(state: BlackjackState) -> BlackjackAction:
    """A cheap sensible move for whoever is to play (in a sampled world).

    Sheds every card of a cycle's value; answers a pick-up with a 2 or a
    Jack before an Ace; otherwise opens with the value it holds most of,
    sparing Aces, 2s and Jacks, liking 3s and Queens (they let it play on)
    and keeping a plain card to go out on. After a cycle of 2s or Jacks it
    plays on only with a card it does not mean to spare.
    """
    legal = state.legal_actions()
    last = legal[-1]
    if len(legal) == 1:
        return last
    if last is CLOSE:
        return legal[0]
    seat = state.current_player
    assert seat is not None  # it is someone's turn: there are legal actions
    hand = state.hand(seat)
    counts = [0] * 14
    suits = [0] * 4
    plain = 0
    for card in hand:
        counts[(card >> 2) + 1] += 1
        if card >= 4:  # Aces (cards 0-3) do not count towards the suit to call
            suits[card & 3] += 1
        plain += not POWER >> card & 1
    favourite = suits.index(max(suits))
    bias = _GREEDY_BIAS[bool(state.pickup) and last is not END]  # in may_end the pick-up is its own
    best, best_value = last, -math.inf
    for action in legal:
        # Past DRAW and END (CLOSE came last and returned above) every action is a Play;
        # mypy cannot narrow by identity, and isinstance would cost a call on the playouts' hottest loop.
        if action is DRAW or action is END or (action.suit is not None and action.suit != favourite):  # type: ignore[union-attr]
            continue
        card = action.card  # type: ignore[union-attr]
        value = (card >> 2) + 1
        score = counts[value] + bias[value]
        if len(hand) > counts[value] and plain == (0 if POWER >> card & 1 else counts[value]):
            score -= STRANDED
        if score > best_value:
            best, best_value = action, score
    if last is END and best_value < 1:
        return END
    return best


def _bias(value: int, facing: bool) -> float:
    if value == ACE:
        return 2.0 if facing else -3.0
    if value in (2, JACK):
        return 4.0 if facing else -1.5
    return 1.0 if value in (3, QUEEN) else 0.0


_GREEDY_BIAS = tuple(tuple(_bias(value, facing) for value in range(14)) for facing in (False, True))
