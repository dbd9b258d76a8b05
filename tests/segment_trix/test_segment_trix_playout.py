"""Hard's rollouts: legal plays, the need rule, and rounds played out exactly
as the engine would play them."""

import random

import pytest

from segment_trix_helpers import rules

from deskcards.games.segment_trix.ai import SegmentTrixHooks
from deskcards.games.segment_trix.cards import colour_of
from deskcards.games.segment_trix.playout import finish_round, rollout_play


def engine_rollout_play(state, rng):
    """``rollout_play`` for the seat to move in a real state."""
    seat = state.current_player
    lead = colour_of(state.trick[0].card) if state.trick else None
    need = state.unused_chips[seat] - state.tricks_won[seat]
    return rollout_play(state.hand(seat), lead, need, state.ruleset.plays.by_card, rng)


def advanced(ruleset, seed, moves):
    state, rng = ruleset.new_state(seed), random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.step(rng.choice(state.legal_actions()))
    return state


def test_rollout_plays_are_legal_and_spend_only_what_the_need_allows():
    ruleset, rng = rules(3), random.Random(5)
    spent = 0
    for seed in range(3):
        state = ruleset.new_state(seed)
        while not state.is_terminal():
            seat = state.current_player
            action = engine_rollout_play(state, rng)
            assert action in state.legal_actions()
            assert action.chips <= max(0, state.unused_chips[seat] - state.tricks_won[seat])
            spent += action.chips
            state.step(action)
    assert spent > 0  # the need rule did place chips


@pytest.mark.parametrize("players", [3, 4])
def test_a_round_finishes_with_the_totals_the_engine_gives(players):
    ruleset = rules(players)
    for seed in range(30):
        state = advanced(ruleset, seed, seed * 7 % 90)
        if state.is_terminal():
            continue
        before = state.clone()
        totals = finish_round(state, random.Random(seed))
        assert state == before  # the world itself is not played on
        # The engine, making the same random choices, ends the round on the same totals.
        rng, round_ = random.Random(seed), state.round
        while state.round == round_ and not state.is_terminal():
            state.step(engine_rollout_play(state, rng))
        assert totals == list(state.totals)


def test_a_rollout_in_the_last_round_ends_with_the_winners():
    ruleset = rules(3)
    hooks = SegmentTrixHooks()
    checked = 0
    for seed in range(40):
        state = advanced(ruleset, seed, 5 * 24 + seed % 20)  # into round 6 of 6
        if state.is_terminal() or state.round != ruleset.setup.rounds:
            continue
        values = hooks.rollout(state.clone(), random.Random(seed))
        rng = random.Random(seed)
        while not state.is_terminal():
            state.step(engine_rollout_play(state, rng))
        assert values == state.returns()
        checked += 1
    assert checked > 10


def test_a_rollout_before_the_last_round_favours_the_leader():
    ruleset = rules(4)
    state = advanced(ruleset, 3, 40)  # in round 2 of 4
    assert state.round == 2
    values = SegmentTrixHooks().rollout(state.clone(), random.Random(1))
    totals = finish_round(state, random.Random(1))
    assert len(values) == 4 and all(0 < value < 1 for value in values)
    assert max(range(4), key=values.__getitem__) == max(range(4), key=totals.__getitem__)
