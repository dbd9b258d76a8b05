"""Hard's rollouts in Segment Trix: the rest of the round, played cheaply.

A round's score is known exactly once its last trick is taken, and the next
deal is a fresh shuffle that the search cannot plan for. So a rollout plays
only to the end of the current round, on plain lists copied from the world
(no list of legal plays, no events, no next deal), and reports the totals
the round leaves. The rules it needs (follow the lead colour, who takes a trick,
how a round scores) come from the same functions the engine uses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Play
from .cards import VALUES, colour_of
from .scoring import round_score, trick_winner

if TYPE_CHECKING:
    from .state import SegmentTrixState


def rollout_play(hand: Sequence[int], lead: int | None, need: int, by_card: Sequence[Sequence[Play]],
                 rng: random.Random) -> Play:
    """Easy's play: a random card that may follow ``lead`` (any card when
    leading or unable to follow), as it is, or with as many chips as ``need``
    allows once the cards left after it are too few to meet the need by tricks."""
    held = hand
    if lead is not None:
        held = [card for card in hand if card // VALUES == lead] or hand  # colour_of, inlined
    card = held[int(rng.random() * len(held))]  # rng.choice, at a third of the cost
    plays = by_card[card]
    if need > len(hand) - 1:
        return max((play for play in plays if play.chips <= need), key=lambda play: play.chips)
    return plays[0]  # a card's first play is as it is, for free


def finish_round(state: SegmentTrixState, rng: random.Random) -> list[int]:
    """Every seat's total once the round in play ends, each seat playing
    ``rollout_play``; ``state`` itself is left as it was."""
    ruleset = state.ruleset
    players, trump, by_card = ruleset.players, ruleset.trump, ruleset.plays.by_card
    hands = [list(state.hand(seat)) for seat in range(players)]
    unused, tricks, collected = list(state.unused_chips), list(state.tricks_won), list(state.chips_collected)
    trick = list(state.trick)
    seat, leader = state.current_player, state.leader
    assert seat is not None  # a round in play has a seat to move
    while hands[seat]:  # a round ends when the next leader has no card left
        hand = hands[seat]
        lead = colour_of(trick[0].card) if trick else None
        play = rollout_play(hand, lead, unused[seat] - tricks[seat], by_card, rng)
        hand.remove(play.card)
        unused[seat] -= play.chips
        trick.append(play)
        if len(trick) < players:
            seat = (seat + 1) % players
            continue
        position = trick_winner([colour_of(p.card) for p in trick], [p.digit for p in trick], trump)
        leader = seat = (leader + position) % players
        tricks[seat] += 1
        collected[seat] += sum(p.chips for p in trick)
        trick = []
    scores = map(round_score, unused, tricks, collected)
    return [total + score for total, score in zip(state.totals, scores)]
