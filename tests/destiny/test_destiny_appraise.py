"""Destiny's appraiser for the coach (``destiny.ai.appraise``): every choice valued
as the seat's expected share of all the chips after the hand, with hard's odds."""

import random

import pytest
from appraisal_checks import appraiser, hard_positions

from game_helpers import rules_without_variant

from deskcards.games import load_game
from deskcards.games.agents import make_agent
from deskcards.games.destiny.actions import Fold, Hold, Look
from deskcards.games.destiny.ai.chip_share import EXPECTED_SCORE, TableChips
from deskcards.games.destiny.ai.memory import remember
from deskcards.games.destiny.state import DestinyState


@pytest.fixture(scope="module")
def positions():
    return hard_positions("destiny", 3, seed=1, count=60)


def kind_of(state, seat):
    return type(state.observation(seat).legal_actions()[0])


def test_the_positions_cover_looks_holds_and_wagers(positions):
    assert {Look, Hold, Fold} <= {kind_of(state, seat) for state, seat in positions}


def test_every_choice_is_valued_in_the_one_unit_a_fold_at_the_stack_a_hold_at_least_as_much(positions):
    """A fold keeps the stack; after a hold the seat can still fold, so no hold is worth less."""
    judge = appraiser("destiny")
    for state, seat in positions:
        seen = state.observation(seat)
        appraisal = judge.appraise(seen, random.Random(1))
        assert appraisal.unit == EXPECTED_SCORE
        table = sum(seen.stacks) + sum(seen.committed)
        if Fold() in appraisal.values:
            assert appraisal.values[Fold()] == pytest.approx(seen.stacks[seat] / table)
        elif isinstance(appraisal.best, Hold):
            assert appraisal.reason.endswith("chance to win the showdown")
            assert min(appraisal.values.values()) >= seen.stacks[seat] / table - 1e-9


def test_a_look_at_a_card_the_seat_knows_is_worth_the_best_hold_it_leaves(positions):
    judge, checked = appraiser("destiny"), 0
    for state, seat in positions:
        seen = state.observation(seat)
        if kind_of(state, seat) is not Look:
            continue
        appraisal = judge.appraise(seen, random.Random(1))
        for place in (action.place for action in seen.legal_actions() if remember(seen).knows(action.place)):
            after = state.clone()
            after.step(Look(place))
            holds = judge.appraise(after.observation(seat), random.Random(1))
            tolerance = 0.03 if holds.samples else 1e-9  # two draws of sampled worlds: noise, steepened by the stakes
            assert appraisal.values[Look(place)] == pytest.approx(max(holds.values.values()), abs=tolerance)
            checked += 1
    assert checked


def test_a_look_at_an_unseen_place_is_the_average_over_what_it_could_show(positions):
    """Hand-counted for one look: the mean of the best hold after each card it could show."""
    judge = appraiser("destiny")
    state, seat = next((state, seat) for state, seat in positions
                       if kind_of(state, seat) is Look and not remember(state.observation(seat)).peeked)
    seen = state.observation(seat)
    appraisal = judge.appraise(seen, random.Random(1))
    place = next(action.place for action in seen.legal_actions() if not remember(seen).knows(action.place))
    shown = []
    for card in remember(seen).unknown:
        others = [other for other in seen.unseen() if other != card]
        field = [None] * len(seen.field)
        for lies, known in seen.known_field().items():
            field[lies] = known
        field[place] = card
        for lies in range(len(field)):
            if seen.field[lies] and field[lies] is None:
                field[lies] = others.pop()
        world = DestinyState.from_public(seen, field, others, seed=1)
        world.step(Look(place))
        shown.append(max(judge.appraise(world.observation(seat), random.Random(1)).values.values()))
    assert appraisal.values[Look(place)] == pytest.approx(sum(shown) / len(shown), abs=0.01)


@pytest.mark.parametrize("jokers", ["high", "low"])
def test_jokers_are_valued_like_any_card(jokers):
    rules = load_game("destiny", "jokers", 3) if jokers == "high" else rules_without_variant(
        "destiny", 3, jokers=2, joker_rank="low")
    judge, agent, rng = appraiser("destiny"), make_agent("destiny", "hard"), random.Random(4)
    state, kinds = rules.new_state(5), set()
    while not state.is_terminal() and len(kinds) < 3:
        seen = state.observation(state.current_player)
        if len(seen.legal_actions()) > 1:
            appraisal = judge.appraise(seen, random.Random(2))
            assert all(0.0 <= value <= 1.0 for value in appraisal.values.values())
            assert appraisal.values[appraisal.best] == max(appraisal.values.values())
            kinds.add(type(seen.legal_actions()[0]))
        state.step(agent.choose(seen, rng))
    assert kinds == {Look, Hold, Fold}


def test_at_a_wild_table_every_rival_calls_as_far_as_its_chips_go():
    """Two rivals with 100 and 30 chips, 10 folded into the pots, ours 150 of a table of 300:
    to 50, both call what they can and our 20 past the shorter stack is matched by the other."""
    chips = TableChips(stack=140, committed=10, dead=10, table=300, min_raise=2, stakes=(), reaches=(100, 30))
    assert chips.wagered(0.5, 50) == pytest.approx((150 + 0.5 * (10 + 50 + 30) - 0.5 * 50) / 300)
    assert chips.wagered(0.5, 150) == pytest.approx((150 + 0.5 * (10 + 100 + 30) - 0.5 * 100) / 300)  # past 100: back
    assert chips.wagered(0.0, None) == pytest.approx(140 / 300)
    assert chips.best_wager(0.9) == chips.wagered(0.9, 150)  # a sure thing goes all in
