"""The coach's appraisers of the three searching games (``deskcards.ai.search_appraiser``):
every legal action valued by the hard search, from the seat's observation alone."""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

import pytest

from deskcards.ai.appraisal import Appraisal
from deskcards.ai.search_appraiser import SearchAppraiser
from deskcards.games import load_game, spec

GAMES = ["segfault", "blackjack", "segment-trix"]
FLOOR = 30  # each action's fewest simulations (rounds) in these tests
HONEST_FLOOR = 120  # more in the honesty test, for a tighter noise bound
NOISE_SIGMAS = 4


def small_appraiser(game: str, floor: int = FLOOR) -> SearchAppraiser:
    """The game's appraiser on a test's budget: the same search, fewer simulations."""
    loader = spec(game).appraiser
    assert loader is not None
    appraiser = loader()
    assert isinstance(appraiser, SearchAppraiser)
    return dataclasses.replace(appraiser, simulations=600, floor=floor)


def choices(game: str, count: int, seed: int) -> list[Any]:
    """``count`` states of random games of ``game`` where the seat to move has a choice."""
    ruleset = load_game(game, "standard")
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < count:
        state = ruleset.new_state(rng.getrandbits(32))
        for _ in range(rng.randrange(0, 30)):
            if state.is_terminal():
                break
            state.step(rng.choice(state.legal_actions()))
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)
    return found


def appraise(game: str, state: Any, seed: int, floor: int = FLOOR) -> Appraisal:
    return small_appraiser(game, floor).appraise(state.observation(state.current_player), random.Random(seed))


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_action_gets_a_value_and_best_has_the_top_one(game):
    for state in choices(game, 3, seed=1):
        appraisal = appraise(game, state, seed=0)
        assert set(appraisal.values) == set(state.legal_actions())
        assert all(0.0 <= value <= 1.0 for value in appraisal.values.values())
        assert appraisal.values[appraisal.best] == max(appraisal.values.values())
        assert appraisal.samples > 0 and appraisal.unit in ("win chance", "expected score")


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_gives_the_same_appraisal(game):
    state, = choices(game, 1, seed=2)
    assert appraise(game, state, seed=5) == appraise(game, state, seed=5)


def test_segfaults_plays_with_one_outcome_share_one_value():
    """Of 364 declarations most end where a smaller one does, or crash: each group is searched once."""
    state = next(state for state in choices("segfault", 20, seed=3) if len(state.legal_actions()) > 300)
    appraisal = appraise("segfault", state, seed=0)
    assert len(set(appraisal.values.values())) < len(appraisal.values) / 4
    assert appraisal.samples < 200 * FLOOR  # searched once per outcome, not once per declaration


def test_a_win_in_one_is_worth_one_and_is_best():
    """Segmentation Fault's hard plays a winning turn without searching; the appraisal says why."""
    for state in choices("segfault", 60, seed=4):
        seen = state.observation(state.current_player)
        prior = spec("segfault").agents()["hard"]().hooks.prior(seen)  # type: ignore[attr-defined]
        appraisal = small_appraiser("segfault").appraise(seen, random.Random(0))
        if appraisal.values[appraisal.best] == 1.0 and appraisal.best == prior:
            assert appraisal.reason
            return
    pytest.skip("no win in one among these positions")


class Spy:
    """An observation that hands out the real one's fields and records the worlds it deals:
    its ``determinize`` is the appraiser's only way to a hidden card."""

    def __init__(self, seen: Any):
        self._seen = seen
        self.worlds = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._seen, name)

    def determinize(self, rng: random.Random) -> Any:
        world = self._seen.determinize(rng)
        assert world.observation(self._seen.seat) == self._seen  # a world the seat cannot tell from its own
        self.worlds += 1
        return world


@pytest.mark.parametrize("game", GAMES)
def test_the_appraiser_reaches_hidden_cards_only_through_the_observations_worlds(game):
    state, = choices(game, 1, seed=6)
    seen = state.observation(state.current_player)
    spy = Spy(seen)
    appraisal = small_appraiser(game).appraise(spy, random.Random(3))  # type: ignore[arg-type]
    assert spy.worlds > 0
    assert appraisal == small_appraiser(game).appraise(seen, random.Random(3))


def noise_bound(floor: int) -> float:
    """How far two appraisals on other seeds may differ on one action: each value is a mean of
    at least ``floor`` results in [0, 1] (variance at most 1/4), so their difference has a
    standard error of at most sqrt(2 / (4 * floor)); NOISE_SIGMAS of those (0.26 at 120)."""
    return NOISE_SIGMAS * math.sqrt(2 / (4 * floor))


@pytest.mark.parametrize("game", GAMES)
def test_swapping_the_hidden_cards_for_another_deal_the_seat_cannot_tell_apart_changes_nothing(game):
    """The honesty test. On the same seed the appraisal is the same to the last digit; on
    other seeds (fresh search noise) no value moves by more than the noise bound."""
    for state in choices(game, 2, seed=7):
        seat = state.current_player
        seen = state.observation(seat)
        other = seen.determinize(random.Random(11))
        assert other.observation(seat) == seen and other.zones() != state.zones()
        real, swapped = appraise(game, state, 1, HONEST_FLOOR), appraise(game, other, 1, HONEST_FLOOR)
        assert real == swapped
        fresh = appraise(game, other, 2, HONEST_FLOOR)
        bound = noise_bound(HONEST_FLOOR)
        assert all(abs(fresh.values[action] - value) <= bound for action, value in real.values.items())


def test_thinking_scales_the_budget_and_an_unknown_thinking_time_is_refused():
    state, = choices("segment-trix", 1, seed=8)
    seen = state.observation(state.current_player)
    appraiser = dataclasses.replace(small_appraiser("segment-trix"), floor=1)
    quick = appraiser.appraise(seen, random.Random(0), "quick")
    long = appraiser.appraise(seen, random.Random(0), "long")
    assert long.samples == 3 * appraiser.simulations and quick.samples < long.samples
    with pytest.raises(ValueError, match="quick, normal, long"):
        appraiser.appraise(seen, random.Random(0), "forever")


def test_the_toy_has_no_appraiser():
    from toy_game.spec import SPEC

    assert SPEC.appraiser is None
