"""Hard's playout machinery checked against the engine and plain counting:
row judging, winning cards, plays grouped by outcome, the rollout policy."""

import random
from collections import Counter

import pytest

from game_helpers import random_positions
from segfault_helpers import make_rules

from deskcards.engine.cards import rank, suit
from deskcards.games.segfault.actions import DRAW, PLAYS, ROW_SIZE, SOURCES, SWAPS
from deskcards.games.segfault.nearness import (
    completers,
    completers_without_each,
    deficits,
    shortfall,
    shortfalls_with,
)
from deskcards.games.segfault.patterns import RUN_MASKS, winning_pattern
from deskcards.games.segfault.playout import (
    _Chains,
    _greedy_swap,
    _winning_play,
    distinct_plays,
    end_index,
    rollout_action,
    safe_declarations,
)


def sample_rows(count, seed):
    """Random rows, and as many rows built near a flush, a four and a run."""
    rng = random.Random(seed)
    rows = []
    while len(rows) < count:
        one_suit = rng.sample(range(rng.randrange(4), 52, 4), 5)
        start = rng.randrange(13)
        one_rank = [4 * start + s for s in rng.sample(range(4), rng.choice((3, 4)))]
        in_a_run = [4 * ((start + k) % 13) + rng.randrange(4) for k in range(4)]
        for base in ([], one_suit, one_rank, in_a_run):
            row = base + rng.sample(range(52), ROW_SIZE - len(base))
            if len(set(row)) == ROW_SIZE:
                rows.append(tuple(row))
    return rows


def plain_deficits(row):
    ranks, suits = Counter(rank(card) - 1 for card in row), Counter(suit(card) for card in row)
    present = sum(1 << value for value in ranks)
    cover = max((present & run).bit_count() for run in RUN_MASKS)
    return 4 - max(ranks.values()), 5 - cover, ROW_SIZE - max(suits.values())


@pytest.mark.slow
def test_deficits_match_plain_counting():
    for row in sample_rows(3000, seed=1):
        assert deficits(row) == plain_deficits(row), row
        seven = (*row, (row[0] + 1) % 52)
        if len(set(seven)) == 7:
            without = [seven[:k] + seven[k + 1:] for k in range(7)]
            swapped_in = [row[:pos] + (seven[-1],) + row[pos + 1:] for pos in range(ROW_SIZE)]
            assert shortfalls_with(row, seven[-1]) == tuple(min(plain_deficits(each)) for each in swapped_in)
            assert [bool(found) for found in completers_without_each(seven)] == [
                min(plain_deficits(rest)) <= 1 for rest in without]
            assert completers_without_each(seven) == tuple(completers(rest) for rest in without)


@pytest.mark.slow
def test_completers_are_exactly_the_cards_that_win_in_place_of_one():
    found = 0
    for row in sample_rows(1500, seed=2):
        winners = {card for card in range(52)
                   if any(winning_pattern(row[:pos] + (card,) + row[pos + 1:]) for pos in range(ROW_SIZE))}
        assert {card for card in range(52) if completers(row) >> card & 1} == winners, row
        found += bool(winners)
    assert 0 < found < 1500


def play_positions(count, seed, players=4, **overrides):
    """Play-phase states of single hands reached by random play: a win ends the game."""
    return random_positions(make_rules(players, **{"hands_to_win": 1, **overrides}), count, seed, 40, _drawn)


def _drawn(state):
    if state.phase != "draw":
        return False
    state.step(DRAW)
    return True


def outcome(state, play):
    """Where a play's chain ends, or 'crash'."""
    hops, crashed = state.preview(play)
    return "crash" if crashed else (hops[-1] if hops else None)


def test_end_index_names_where_every_declaration_ends():
    for state in play_positions(15, seed=3):
        most = state.ruleset.settings.max_pointing
        for source in SOURCES:
            ends = state.play_ends(source, most)
            safe = safe_declarations(ends, most)
            for n in range(1, most + 1):
                expected = ends[0][end_index(ends, n)] if n <= safe else "crash"
                assert outcome(state, PLAYS[source, n]) == expected


@pytest.mark.parametrize("overrides", [{}, {"allow_zero_pointing": True}, {"max_pointing": 5}])
def test_distinct_plays_keep_the_smallest_play_of_every_safe_outcome(overrides):
    for state in play_positions(15, seed=4, **overrides):
        smallest = {}
        for play in state.legal_actions():  # in order of n within each source
            end = outcome(state, play)
            if end != "crash":
                smallest.setdefault((play.pos, end), play)
        assert sorted(distinct_plays(state), key=str) == sorted(smallest.values(), key=str)


@pytest.mark.slow
def test_rollout_plays_are_safe_and_reach_every_safe_outcome():
    for number, state in enumerate(play_positions(5, seed=5)):
        safe = {(play.pos, outcome(state, play)) for play in distinct_plays(state)}
        rng = random.Random(number)
        chosen = Counter()
        for _ in range(3000):
            play = rollout_action(state, rng)
            assert outcome(state, play) != "crash"
            chosen[play.pos, outcome(state, play)] += 1
        if _winning_play(state, _Chains(state)) is None:
            assert set(chosen) == safe


def engine_wins(state):
    """Whether the current player can win this turn, by trying every play and swap."""
    seat = state.current_player
    for play in distinct_plays(state):
        played = state.clone()
        played.step(play)
        for swap in SWAPS if played.phase == "swap" else ():
            done = played.clone()
            done.step(swap)
            if done.winner == seat:
                return True
    return False


@pytest.mark.slow
def test_the_rollout_finds_a_win_exactly_when_the_engine_does():
    seen = set()
    for state in play_positions(400, seed=6):
        play = _winning_play(state, _Chains(state))
        assert (play is not None) == engine_wins(state)
        if play is not None:
            played = state.clone()
            played.step(play)
            assert any(_won(played, swap) for swap in SWAPS)
        seen.add(play is not None)
    assert seen == {True, False}


def first_engine_win(state):
    """The first play, sources in order and then the fewest pointings, after
    which some swap wins, found by stepping the engine through each."""
    for source in SOURCES:
        for n in range(1, state.ruleset.settings.max_pointing + 1):
            played = state.clone()
            played.step(PLAYS[source, n])
            if played.phase == "swap" and any(_won(played, swap) for swap in SWAPS):
                return PLAYS[source, n]
    return None


@pytest.mark.slow
def test_the_rollout_takes_the_first_win_the_engine_finds():
    # _winning_play skips the chains that cannot reach a winning card; it
    # must still take the same play as trying every one.
    positions = [state for state in play_positions(600, seed=8) if engine_wins(state)]
    assert len(positions) > 20
    for state in positions:
        assert _winning_play(state, _Chains(state)) is first_engine_win(state)


def _won(state, swap):
    seat = state.current_player
    done = state.clone()
    done.step(swap)
    return done.winner == seat


def test_greedy_swap_takes_a_position_that_brings_the_row_closest():
    rng = random.Random(7)
    checked = 0
    for state in play_positions(60, seed=7):
        state.step(rollout_action(state, rng))
        if state.phase != "swap" or state.swap_target[0] == state.current_player:
            continue
        seat, (other_seat, other_pos) = state.current_player, state.swap_target
        row, card = state.rows[seat], state.rows[other_seat][other_pos]
        missing = [shortfall(row[:pos] + (card,) + row[pos + 1:]) for pos in range(ROW_SIZE)]
        assert missing[_greedy_swap(state, rng).pos] == min(missing)
        for start in range(ROW_SIZE):  # ties: the first closest from a random position, round the row
            round_the_row = [(start + offset) % ROW_SIZE for offset in range(ROW_SIZE)]
            expected = min(round_the_row, key=missing.__getitem__)
            assert _greedy_swap(state, FixedDraw((start + 0.5) / ROW_SIZE)).pos == expected
        checked += 1
    assert checked > 20


class FixedDraw(random.Random):
    """A random source whose ``random()`` always gives ``value``."""

    def __init__(self, value):
        super().__init__(0)
        self.value = value

    def random(self):
        return self.value
