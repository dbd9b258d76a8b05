"""Hard's playouts in Segmentation Fault: its rollout policy and the plays
its search tree tells apart.

With up to 52 pointings a player has 364 plays, but a play's outcome is only
where its chain ends (or that it crashes): every declaration that ends on
the same place leaves the same table. So a play phase is worked out once per
source card (``play_ends``), and each outcome is named by its smallest
declaration. Everything here reads the world it is given, which the search
dealt from the deciding seat's observation.
"""

from __future__ import annotations

import functools
import random

from .actions import DRAW, PLAYS, ROW_SIZE, SOURCES, SWAPS, Play, SegfaultAction, Swap
from .nearness import completers_without_each, shortfalls_with
from .patterns import winning_pattern
from .phases import DRAWING, PLAYING
from .pointers import Place
from .state import SegfaultState

Row = tuple[int, ...]
Ends = tuple[list[Place], Place | None]


def safe_declarations(ends: Ends, most: int) -> int:
    """How many of the declarations 1..``most`` do not crash (a prefix of them)."""
    places, after = ends
    crashes = after is None and len(places) < most
    return len(places) if crashes else most


def end_index(ends: Ends, n: int) -> int:
    """Which of the places in ``ends`` a safe declaration of ``n`` ends on."""
    places, after = ends
    if n <= len(places):
        return n - 1
    loop = places.index(after)  # type: ignore[arg-type]  # past the places, the chain loops
    return loop + (n - 1 - loop) % (len(places) - loop)


def distinct_plays(state: SegfaultState) -> tuple[SegfaultAction, ...]:
    """The legal actions with one play per outcome: for each source, the
    smallest declaration reaching each place (and zero, where allowed).
    Crashing plays are left out: a crash puts the player out of the round, and
    a safe play always exists (pointing once crashes only from a king, and
    the row and the drawn card are seven cards, with four kings in the deck)."""
    if state.phase != PLAYING:
        return state.legal_actions()
    settings = state.ruleset.settings
    plays: list[Play] = []
    for source in SOURCES:
        if settings.allow_zero_pointing:
            plays.append(PLAYS[source, 0])
        places, _ = state.play_ends(source, settings.max_pointing)
        plays += [PLAYS[source, n] for n in range(1, len(places) + 1)]
    return tuple(plays)


def rollout_action(state: SegfaultState, rng: random.Random) -> SegfaultAction:
    """Draw; play to a win when a chain reaches one, else a random play that
    does not crash; swap greedily."""
    phase = state.phase
    if phase == DRAWING:
        return DRAW
    if phase == PLAYING:
        chains = _Chains(state)
        return _winning_play(state, chains) or _safe_play(state, chains, rng)
    return _greedy_swap(state, rng)


class _Chains(dict[int | None, Ends]):
    """Each source's ``play_ends`` in a play phase, worked out when first asked for."""

    def __init__(self, state: SegfaultState):
        super().__init__()
        self.state = state
        self.most = state.ruleset.settings.max_pointing

    def __missing__(self, source: int | None) -> Ends:
        ends = self[source] = self.state.play_ends(source, self.most)
        return ends


def _winning_play(state: SegfaultState, chains: _Chains) -> Play | None:
    """A play whose chain reaches a card that wins with a swap; only rows one
    card short (with the drawn card in place) are walked."""
    seat, drawn = state.current_player, state.drawn
    assert seat is not None and drawn is not None  # the play phase follows a draw
    row = state.row(seat)
    assert row is not None  # the current player is seated
    # The row after playing from a source keeps its cards and the drawn one
    # but the played card: in SOURCES order, one for each card of the hand.
    hand = (*row, drawn)
    others = None  # the cards a chain could reach outside the row, worked out when first needed
    for source, winners in zip(SOURCES, completers_without_each(hand)):
        if not winners:  # two or more cards short
            continue
        if others is None:
            others = state.cards_of_others(seat)
        wins_as_it_is = None  # for a swap within the row, worked out when one comes
        if not winners & others:  # no chain reaches a winner: only a row that wins already could
            wins_as_it_is = _wins_after_play(row, source, drawn)
            if not wins_as_it_is:
                continue
        for n, place in enumerate(chains[source][0], 1):
            if place[0] != seat:
                if winners >> state.card_at(place) & 1:
                    return PLAYS[source, n]
                continue
            if wins_as_it_is is None:
                wins_as_it_is = _wins_after_play(row, source, drawn)
            if wins_as_it_is:
                return PLAYS[source, n]
    return None


def _wins_after_play(row: Row, source: int | None, drawn: int) -> bool:
    """Whether the row wins as it is once the card at ``source`` is played
    (a swap within one's own row keeps it so)."""
    return winning_pattern(row if source is None else replaced(row, source, drawn)) is not None


PLAY_TRIES = 8  # random declarations checked before counting every safe one


def _safe_play(state: SegfaultState, chains: _Chains, rng: random.Random) -> Play:
    """Uniform over the legal declarations that do not crash (there always
    are some), played as the smallest declaration with the same outcome.

    A few random declarations are tried first, which usually needs the
    chains of one or two sources only; a declaration that crashes is
    redrawn, which keeps the choice uniform over the safe ones.
    """
    settings = state.ruleset.settings
    lowest, most = (0 if settings.allow_zero_pointing else 1), settings.max_pointing
    span = most + 1 - lowest  # the declarations per source
    for _ in range(PLAY_TRIES):
        pick = int(rng.random() * len(SOURCES) * span)  # random() is much quicker than randrange()
        source, n = SOURCES[pick // span], lowest + pick % span
        if not n:
            return PLAYS[source, 0]
        ends = chains[source]
        if n <= safe_declarations(ends, most):
            return PLAYS[source, end_index(ends, n) + 1]
    counts = [safe_declarations(chains[source], most) + 1 - lowest for source in SOURCES]
    pick = rng.randrange(sum(counts))
    for source, count in zip(SOURCES, counts):
        if pick < count:
            n = pick + lowest
            return PLAYS[source, end_index(chains[source], n) + 1 if n else 0]
        pick -= count
    raise AssertionError("the pick lies within the total")


def _greedy_swap(state: SegfaultState, rng: random.Random) -> Swap:
    """The swap that brings the current player closest to a pattern; ties at random."""
    seat, target = state.current_player, state.swap_target
    assert seat is not None and target is not None  # the swap phase follows a play that pointed
    if target[0] == seat:  # a swap within one's own row changes no pattern
        return rng.choice(SWAPS)
    row = state.row(seat)
    assert row is not None  # the current player is seated
    best = closest_positions(row, state.card_at(target))
    start = int(rng.random() * ROW_SIZE)  # ties go to the first best from a random position, round the row
    return SWAPS[next((pos for pos in best if pos >= start), best[0])]


# A rollout meets the same row and card again in many of the search's worlds.
@functools.lru_cache(maxsize=1 << 16)
def closest_positions(row: Row, card: int) -> tuple[int, ...]:
    """The positions where ``card`` brings ``row`` closest to a pattern, in order."""
    missing = shortfalls_with(row, card)
    least = min(missing)
    return tuple(pos for pos, short in enumerate(missing) if short == least)


def replaced(row: Row, pos: int, card: int) -> Row:
    return row[:pos] + (card,) + row[pos + 1:]
