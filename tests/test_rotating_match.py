"""A seat-rotating match split into shares adds up to the whole match; matches may seat hard at a thinking time."""

import pytest

from benchmarks.strength import parse_matches
from deskcards.ai.agent import THINKING
from deskcards.sim import _seated, combined, play_rotating_match


def test_interleaved_shares_add_up_to_the_whole_match():
    whole = play_rotating_match("segfault", "medium", "random", 9, seed=5)
    parts = [play_rotating_match("segfault", "medium", "random", range(start, 9, 2), seed=5) for start in (0, 1)]
    total = combined(parts)
    assert [part.games for part in parts] == [5, 4]
    assert (total.games, total.wins, total.draws) == (whole.games, whole.wins, whole.draws)
    assert len(total.choice_ms) == len(whole.choice_ms) > 0


def test_a_match_may_seat_hard_at_a_thinking_time():
    assert parse_matches("hard@long-medium,hard@quick-hard", "segfault") == ["hard@long-medium", "hard@quick-hard"]
    for bad in ("hard@forever-medium", "medium@long-easy"):
        with pytest.raises(SystemExit, match="hard@quick/normal/long"):
            parse_matches(bad, "segfault")
    hard, long = _seated("segfault", "hard"), _seated("segfault", "hard@long")
    assert long.limits.max_simulations == THINKING["long"] * hard.limits.max_simulations
    assert long.limits.time_budget_s == pytest.approx(THINKING["long"] * hard.limits.time_budget_s)
