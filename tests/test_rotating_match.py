"""A seat-rotating match split into shares adds up to the whole match."""

from deskcards.sim import combined, play_rotating_match


def test_interleaved_shares_add_up_to_the_whole_match():
    whole = play_rotating_match("segfault", "medium", "random", 9, seed=5)
    parts = [play_rotating_match("segfault", "medium", "random", range(start, 9, 2), seed=5) for start in (0, 1)]
    total = combined(parts)
    assert [part.games for part in parts] == [5, 4]
    assert (total.games, total.wins, total.draws) == (whole.games, whole.wins, whole.draws)
    assert len(total.choice_ms) == len(whole.choice_ms) > 0
