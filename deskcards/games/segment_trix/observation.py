"""What one seat may know of a Segment Trix game, and worlds consistent with it.

A seat sees its own hand, the trick, every won card and chip, everyone's
unused chips, tricks and totals, and the colours each seat has shown out of
this round. ``determinize`` deals the unseen cards so that no seat receives a
colour it showed out of (``HiddenDeal``: each seat with a void takes, from
a shuffle of the unseen cards, the first it may hold that keep a full deal
possible; the other seats share the rest).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from deskcards.engine.rng import fresh_seed

from .actions import Play, legal_plays
from .cards import COLOURS, colour_of

if TYPE_CHECKING:
    from .rules import SegmentTrixRules
    from .state import SegmentTrixState

ALL_COLOURS = (1 << COLOURS) - 1


@dataclass(frozen=True)
class SegmentTrixObservation:
    """Everything ``seat`` may know; the other hands stay hidden."""

    ruleset: SegmentTrixRules
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
    def of(cls, state: SegmentTrixState, seat: int) -> SegmentTrixObservation:
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

    @cached_property
    def _hidden_deal(self) -> HiddenDeal:
        # A search deals thousands of worlds from one observation: set up once.
        return HiddenDeal(self.unseen(), self.hand_sizes, self.voids, self.seat)

    def determinize(self, rng: random.Random) -> SegmentTrixState:
        from .state import SegmentTrixState

        hands = self._hidden_deal.deal(rng)
        hands[self.seat] = list(self.hand)
        return SegmentTrixState.from_public(self, hands, fresh_seed(rng))


class HiddenDeal:
    """The unseen cards and who may hold them, worked out once per observation
    so that each world costs one shuffle and a pass over the cards per seat
    with a void.

    A deal respecting the voids exists while Hall's condition holds for every
    group of seats with a void: the group's room is at most the cards whose
    colour one of them may hold (a group with a seat that has no void may hold
    anything). Each seat with a void takes, in shuffled order, the cards it
    may hold that leave every group's margin (``_slack``) at 0 or more; the
    other seats share what is left. With one such seat the deal is uniform
    over all deals that respect the voids.
    """

    __slots__ = ("_cards", "_room", "_slack", "_takers", "_free")

    def __init__(self, cards: list[int], sizes: tuple[int, ...], voids: tuple[int, ...], own: int):
        self._cards = list(cards)
        room = self._room = [0 if seat == own else size for seat, size in enumerate(sizes)]
        if sum(room) != len(cards):
            raise ValueError(f"{len(cards)} unseen cards cannot fill {sum(room)} places in other hands")
        voided = [seat for seat, space in enumerate(room) if space and voids[seat]]
        self._free = [seat for seat, space in enumerate(room) if space and not voids[seat]]
        # Each group of void seats: a mask of its seats and one of the colours they may hold.
        groups = []
        for members in range(1, 1 << len(voided)):
            seats = [seat for index, seat in enumerate(voided) if members >> index & 1]
            colours = 0
            for seat in seats:
                colours |= ~voids[seat] & ALL_COLOURS
            held = sum(1 for card in cards if colours >> colour_of(card) & 1)
            groups.append((sum(1 << seat for seat in seats), colours, held - sum(room[s] for s in seats)))
        self._slack = [slack for _, _, slack in groups]
        if any(slack < 0 for slack in self._slack):
            raise ValueError("no deal of the unseen cards respects every known void")
        # Per seat with a void and per colour, what taking a card of that colour
        # does to each group's margin; None for a colour the seat showed out of.
        self._takers = [
            (seat, [None if voids[seat] >> colour & 1 else _margin_changes(groups, seat, colour)
                    for colour in range(COLOURS)])
            for seat in voided
        ]

    def deal(self, rng: random.Random) -> list[list[int]]:
        """One deal: every seat's hidden hand, empty for the observing seat."""
        room, slack = self._room, self._slack[:]
        hands: list[list[int]] = [[] for _ in room]
        order = rng.sample(self._cards, len(self._cards))
        for seat, changes_by_colour in self._takers:
            hand, rest = hands[seat], []
            for index, card in enumerate(order):
                changes = changes_by_colour[colour_of(card)]
                if changes is None or not all(slack[group] + change >= 0 for group, change in changes):
                    rest.append(card)
                    continue
                hand.append(card)
                for group, change in changes:
                    slack[group] += change
                if len(hand) == room[seat]:
                    rest += order[index + 1:]
                    break
            order = rest
        for seat in self._free:
            hands[seat], order = order[:room[seat]], order[room[seat]:]
        return hands


def _margin_changes(groups: list[tuple[int, int, int]], seat: int, colour: int) -> list[tuple[int, int]]:
    """(group, change) for each group whose margin moves when ``seat`` takes a
    card of ``colour``: up one if the seat is in the group (it has one place
    fewer to fill), down one if the group may hold the colour (one card fewer
    to fill its places with)."""
    changes = []
    for index, (members, colours, _) in enumerate(groups):
        change = (members >> seat & 1) - (colours >> colour & 1)
        if change:
            changes.append((index, change))
    return changes
