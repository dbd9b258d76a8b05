"""What one seat may know of a Segment Trix game, and worlds consistent with it.

A seat sees its own hand, the trick, every won card and chip, everyone's
unused chips, tricks and totals, and the colours each seat has shown out of
this round. ``determinize`` deals the unseen cards so that no seat receives a
colour it showed out of: cards go one at a time to a seat chosen at random
among those that can take them while a full deal stays possible (Gale's
condition on colours, checked over the 16 sets of colours).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from deskcards.engine.rng import fresh_seed

from .actions import Play, legal_plays
from .cards import COLOURS, colour_of


@dataclass(frozen=True)
class SegmentTrixObservation:
    """Everything ``seat`` may know; the other hands stay hidden."""

    ruleset: Any
    seat: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[Play, ...]
    leader: int
    current_player: int | None
    unused_chips: tuple[int, ...]
    tricks_won: tuple[int, ...]
    chips_collected: tuple[int, ...]
    won: tuple[tuple[int, ...], ...]
    voids: tuple[int, ...]  # per seat, a mask of colours it showed out of this round
    totals: tuple[int, ...]
    round: int
    first_leader_of_game: int
    winners: tuple[int, ...] | None

    @classmethod
    def of(cls, state: Any, seat: int) -> "SegmentTrixObservation":
        players = state.ruleset.players
        return cls(
            state.ruleset, seat, state.hand(seat), tuple(len(state.hand(s)) for s in range(players)),
            state.trick, state.leader, state.current_player, state.unused_chips, state.tricks_won,
            state.chips_collected, tuple(state.won_cards(s) for s in range(players)), state.voids,
            state.totals, state.round, (state.first_leader - state.round + 1) % players, state.winners,
        )

    def legal_actions(self) -> tuple[Play, ...]:
        if self.current_player != self.seat:
            return ()
        return legal_plays(self.ruleset.plays, self.hand, self.trick, self.unused_chips[self.seat])

    def unseen(self) -> list[int]:
        """The cards of this round that are in other players' hands."""
        seen = set(self.hand) | {play.card for play in self.trick} | {c for cards in self.won for c in cards}
        return [card for card in self.ruleset.in_play if card not in seen]

    def determinize(self, rng: random.Random) -> Any:
        from .state import SegmentTrixState

        hands = deal_hidden(self.unseen(), self.hand_sizes, self.voids, self.seat, rng)
        hands[self.seat] = list(self.hand)
        return SegmentTrixState.from_public(self, hands, fresh_seed(rng))


def deal_hidden(cards: list[int], sizes: tuple[int, ...], voids: tuple[int, ...], own: int,
                rng: random.Random) -> list[list[int]]:
    """Deal ``cards`` to every seat but ``own`` (``sizes[seat]`` each), never a
    colour in the seat's void mask; ValueError if no such deal exists."""
    room = [0 if seat == own else size for seat, size in enumerate(sizes)]
    hands: list[list[int]] = [[] for _ in sizes]
    if not any(void for seat, void in enumerate(voids) if room[seat]):  # no void known: any deal will do
        order = rng.sample(cards, len(cards))
        for seat, space in enumerate(room):
            hands[seat], order = order[:space], order[space:]
        return hands
    counts = [0] * COLOURS
    for card in cards:
        counts[colour_of(card)] += 1
    if not _possible(counts, room, voids):
        raise ValueError("no deal of the unseen cards respects every known void")
    order = cards[:]
    rng.shuffle(order)
    for card in order:
        colour = colour_of(card)
        counts[colour] -= 1
        options = []
        for seat, space in enumerate(room):
            if space and not voids[seat] >> colour & 1:
                room[seat] -= 1
                if _possible(counts, room, voids):
                    options += [seat] * (space)  # weighted by the room each seat has left
                room[seat] += 1
        seat = rng.choice(options)
        room[seat] -= 1
        hands[seat].append(card)
    return hands


def _possible(counts: list[int], room: list[int], voids: tuple[int, ...]) -> bool:
    """Gale's condition: every set of colours fits in the seats that may hold one of them."""
    for size in range(1, COLOURS + 1):
        for colours in combinations(range(COLOURS), size):
            need = sum(counts[colour] for colour in colours)
            mask = sum(1 << colour for colour in colours)
            if need > sum(space for seat, space in enumerate(room) if mask & ~voids[seat]):
                return False
    return sum(counts) == sum(room)
