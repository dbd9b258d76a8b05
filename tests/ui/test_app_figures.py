"""The app's columns of `deskcards bench --all`: a real launch and real frames, offscreen, in child processes."""

import pytest

from deskcards.games import game_names
from deskcards.ui.app_figures import AppBench, frame_intervals, human_first_seeds, launch


@pytest.mark.slow
@pytest.mark.parametrize("game", game_names())
def test_the_frame_child_times_frames_of_every_game_while_the_ai_searches(game, tmp_path):
    intervals = frame_intervals(game, [1, 2], 0.5, str(tmp_path))
    assert len(intervals) >= 5 and all(ms > 0 for ms in intervals)


@pytest.mark.slow
@pytest.mark.parametrize("game", game_names())
def test_a_launch_paints_that_game_with_your_seat_to_play(game, tmp_path):
    seconds, playable = launch(game, human_first_seeds(game, 1)[0], str(tmp_path))
    assert seconds > 0 and playable


@pytest.mark.slow
def test_the_bench_gives_one_games_two_figures():
    with AppBench(launches=1, frame_seconds=0.5) as app:
        launch_s, frame_p95_ms = app("segfault")
    assert launch_s > 0 and frame_p95_ms > 0
