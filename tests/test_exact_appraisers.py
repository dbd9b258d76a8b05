"""What the coach's appraisers that do not search (``deskcards.ai.appraisal``: Destiny's
and Runtime Error's) must do, over positions from seeded games of hard AIs: value
every legal action, put the best on top, give the same appraisal for the same seed,
and read only the seat's observation, so another deal it cannot tell apart changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest
from appraisal_checks import appraiser, hard_positions

from deskcards.games import spec

# (game, players, seed, decisions) per table
TABLES = {"destiny": ((3, 1, 60), (4, 2, 40)), "runtime-error": ((2, 1, 60), (3, 2, 30), (4, 3, 30))}


@pytest.fixture(scope="module", params=sorted(TABLES))
def positions(request: Any) -> tuple[str, list[tuple[Any, int]]]:
    game = request.param
    return game, [found for table in TABLES[game] for found in hard_positions(game, *table)]


def test_every_action_is_valued_and_the_best_is_on_top(positions):
    game, found = positions
    judge = appraiser(game)
    for state, seat in found:
        seen = state.observation(seat)
        appraisal = judge.appraise(seen, random.Random(1))
        assert set(appraisal.values) >= set(seen.legal_actions())  # a game may value more legal actions than it lists
        assert all(spec(game).why_illegal(state, action) is None for action in appraisal.values)
        assert all(0.0 <= value <= 1.0 for value in appraisal.values.values())
        assert appraisal.values[appraisal.best] == max(appraisal.values.values())
        assert appraisal.unit.startswith(("win chance", "expected score")) and appraisal.samples >= 0


def test_the_same_seed_gives_the_same_appraisal(positions):
    game, found = positions
    for state, seat in found:
        first = appraiser(game).appraise(state.observation(seat), random.Random(7))
        assert first == appraiser(game).appraise(state.observation(seat), random.Random(7))


class ObservationOnly:
    """An observation that refuses to deal the hidden cards: an exact appraiser never needs to."""

    def __init__(self, seen: Any):
        self._seen = seen

    def __getattr__(self, name: str) -> Any:
        assert name != "determinize", "the appraiser dealt hidden cards"
        return getattr(self._seen, name)


def test_another_deal_the_seat_cannot_tell_apart_gets_the_same_appraisal(positions):
    """The honesty test for exact appraisers: identical, not only within noise, and no
    hidden card dealt by the appraiser itself."""
    game, found = positions
    rng, swapped = random.Random(3), 0
    for state, seat in found:
        other = state.determinize(seat, rng)
        assert other.observation(seat) == state.observation(seat)
        swapped += other.zones() != state.zones()
        truth = appraiser(game).appraise(ObservationOnly(state.observation(seat)), random.Random(5))
        assert truth == appraiser(game).appraise(other.observation(seat), random.Random(5))
    assert swapped  # the other deals did move hidden cards
