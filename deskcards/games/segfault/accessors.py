"""What the table and the AI read from a Segmentation Fault state.

A base class of ``SegfaultState``, kept apart so the rules of a turn read in
one sitting. Positions are 0-based; nothing here changes the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Play
from .patterns import winning_pattern
from .pointers import LEFT, RIGHT, Neighbours, Place, chain_ends, points_to, walk

if TYPE_CHECKING:
    from .rules import SegfaultRules


class SegfaultAccessors:
    __slots__ = ()
    # The fields, kept by SegfaultState.
    ruleset: SegfaultRules
    _rows: list[list[int] | None]
    _links: Neighbours
    _deck: list[int]
    _discard: list[int]
    _current: int | None
    _phase: str
    _drawn: int | None
    _target: tuple[int, int] | None
    _turn: int
    _round: int
    _scores: list[int]

    winning_pattern = staticmethod(winning_pattern)

    @property
    def current_player(self) -> int | None:
        return self._current

    def _current_player_seat(self) -> int:
        """The seat whose turn it is: there is one until the match is over."""
        seat = self._current
        assert seat is not None
        return seat

    def _seated(self, seat: int) -> list[int]:
        """The row of a seat still in the round: only such a seat acts or is pointed at."""
        row = self._rows[seat]
        assert row is not None
        return row

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Every card by zone: deck, discard, row:<seat>, and drawn:<seat> while held."""
        zones = {"deck": tuple(self._deck), "discard": tuple(self._discard)}
        for seat, row in enumerate(self._rows):
            zones[f"row:{seat}"] = () if row is None else tuple(row)
        if self._drawn is not None:
            zones[f"drawn:{self._current}"] = (self._drawn,)
        return zones

    @property
    def phase(self) -> str:
        """One of draw, play, swap, or over once the match has ended (see ``phases``)."""
        return self._phase

    @property
    def rows(self) -> tuple[tuple[int, ...] | None, ...]:
        return tuple(None if row is None else tuple(row) for row in self._rows)

    def row(self, seat: int) -> tuple[int, ...] | None:
        """One seat's row (``rows[seat]`` without copying every row)."""
        row = self._rows[seat]
        return None if row is None else tuple(row)

    def card_at(self, place: tuple[int, int]) -> int:
        """The card at (seat, pos) of a seated player's row."""
        return self._seated(place[0])[place[1]]

    def cards_of_others(self, seat: int) -> int:
        """The cards in the other seats' rows, as a mask (bit ``card`` set)."""
        mask = 0
        for other, row in enumerate(self._rows):
            if row is not None and other != seat:
                for card in row:
                    mask |= 1 << card
        return mask

    @property
    def discard(self) -> tuple[int, ...]:
        return tuple(self._discard)

    @property
    def deck_size(self) -> int:
        return len(self._deck)

    @property
    def drawn(self) -> int | None:
        return self._drawn

    @property
    def swap_target(self) -> tuple[int, int] | None:
        """(seat, pos) of the last card pointed to, during the swap phase."""
        return self._target

    @property
    def turn(self) -> int:
        """The turn being played, counted from 1 in each round."""
        return self._turn

    @property
    def round(self) -> int:
        return self._round

    @property
    def scores(self) -> tuple[int, ...]:
        """Rounds won per seat."""
        return tuple(self._scores)

    def leaders(self) -> tuple[int, ...]:
        """The seats with the most rounds won; none while nobody has won a round."""
        most = max(self._scores)
        return tuple(seat for seat, won in enumerate(self._scores) if won == most) if most else ()

    def active_seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, row in enumerate(self._rows) if row is not None)

    def left_of(self, seat: int) -> int:
        return self._links[LEFT][seat]

    def right_of(self, seat: int) -> int:
        return self._links[RIGHT][seat]

    def target_of(self, seat: int, pos: int) -> tuple[int, int] | None:
        """(seat, pos) that the card at ``seat``'s ``pos`` points to; None for a king."""
        return points_to(self._links, seat, self._seated(seat)[pos])

    def chain(self, seat: int, card: int, n: int) -> tuple[list[tuple[int, int]], bool]:
        """Point ``n`` times from ``card`` as if in ``seat``'s row: (hops, crashes).

        On a crash the hops stop at the king pointed from (the last hop, or
        ``card`` itself when there are none).
        """
        return walk(self._rows, self._links, seat, card, n)

    def preview(self, play: Play) -> tuple[list[tuple[int, int]], bool]:
        """In the play phase, the chain ``play`` would make: (hops, crashes).

        Unlike ``chain``, it already counts the drawn card in the played card's place.
        """
        rows, card = self._played(play.pos)
        return walk(rows, self._links, self._current_player_seat(), card, play.n)

    def play_ends(self, pos: int | None, most: int) -> tuple[list[Place], Place | None]:
        """In the play phase, where playing the card at ``pos`` (None: the drawn
        card) can end with 1 to ``most`` pointings: ``chain_ends`` of that card,
        with the drawn card in its place."""
        rows, card = self._played(pos)
        return chain_ends(rows, self._links, self._current_player_seat(), card, most)

    def _played(self, pos: int | None) -> tuple[list[list[int] | None], int]:
        """The rows and the card played from ``pos`` (None: the drawn card),
        with the drawn card in the played card's place."""
        drawn = self._drawn
        assert drawn is not None  # the play phase follows a draw
        if pos is None:
            return self._rows, drawn
        rows = list(self._rows)
        seat = self._current_player_seat()
        rows[seat] = row = list(self._seated(seat))
        card, row[pos] = row[pos], drawn
        return rows, card
