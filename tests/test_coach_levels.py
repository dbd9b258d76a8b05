"""The bootstrap over games behind benchmarks/coach_levels.py, and the script's
re-grading of a kept run (no search: the losses are given)."""

import json
import math
import statistics
import subprocess
import sys
from pathlib import Path

from benchmarks.coach_levels import Run, cluster_bootstrap, main, pooled, seat_levels
from deskcards.bench_stats import mean_interval

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "coach_levels.py"


def pooled_mean(groups):
    values = [value for group in groups for value in group]
    return statistics.fmean(values) if values else None


def test_the_bootstrap_is_seeded_and_holds_the_mean():
    groups = [[0.1, 0.2], [0.0], [0.3, 0.3, 0.4], [0.05]]
    low, high = cluster_bootstrap(groups, pooled_mean)
    assert (low, high) == cluster_bootstrap(groups, pooled_mean)
    assert low <= pooled_mean(groups) <= high


def test_resampling_whole_groups_widens_the_interval_when_a_group_hangs_together():
    """Ten groups of ten equal values: the decisions look like 100 but are 10."""
    groups = [[number / 10] * 10 for number in range(10)]
    low, high = cluster_bootstrap(groups, pooled_mean)
    naive_low, naive_high = mean_interval([value for group in groups for value in group])
    assert high - low > 2 * (naive_high - naive_low)


def test_resamples_without_a_figure_are_left_out():
    assert cluster_bootstrap([[], [1.0]], pooled_mean) == (1.0, 1.0)
    low, high = cluster_bootstrap([[], []], pooled_mean)
    assert math.isnan(low) and math.isnan(high)


def test_every_level_sits_in_every_seat_once_in_four_games():
    seats = [seat_levels(number) for number in range(4)]
    assert all(sorted(levels) == ["easy", "hard", "medium", "random"] for levels in seats)
    assert all(len({levels[seat] for levels in seats}) == 4 for seat in range(4))


def kept_run(losses_per_game):
    return {"runs": [{"game": "blackjack", "seed": 1, "thinking": "normal", "noise": [0.0, 0.02, 0.07],
                      "noise_cpu": 1.0,
                      "games": [{"number": number, "seed": number, "cpu_play": 0.5, "cpu_analyse": 2.0,
                                 "losses": losses} for number, losses in enumerate(losses_per_game)]}]}


def test_a_kept_run_is_regraded_with_other_thresholds(tmp_path):
    games = [{"random": [0.3, 0.25], "easy": [0.12], "medium": [0.06, 0.0], "hard": [0.0]},
             {"random": [0.4], "easy": [0.15, 0.1], "medium": [0.04], "hard": [0.01, 0.0]}]
    kept = tmp_path / "kept.json"
    kept.write_text(json.dumps(kept_run(games)), encoding="utf-8")
    run = subprocess.run([sys.executable, str(SCRIPT), "--regrade", str(kept), "--thresholds", "0.05,0.2,0.3"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    rows = {line.split(" | ")[0].strip("| "): line.split(" | ") for line in run.stdout.splitlines()
            if line.startswith("| ") and line.split(" | ")[1].isdigit()}
    assert rows["random"][1:3] == ["3", "0.317"]
    assert rows["random"][4:8] == ["0%", "0%", "33%", "67%"]  # 0.25 a mistake, 0.3 and 0.4 blunders
    assert rows["hard"][4:8] == ["100%", "0%", "0%", "0%"]
    assert "| random - easy | +0.193 |" in run.stdout
    assert "33% at or above 0.05" in run.stdout


def test_bad_thresholds_get_a_clear_message():
    run = subprocess.run([sys.executable, str(SCRIPT), "--regrade", "x.json", "--thresholds", "0.1,0.2"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert "is not three numbers" in run.stderr


def test_one_graded_game_is_kept_and_regraded_the_same(tmp_path, capsys):
    """Destiny, whose appraiser is quick: every level's seat graded, the run kept and read back."""
    kept = tmp_path / "run.json"
    main(["--game", "destiny", "--games", "1", "--out", str(kept)])
    graded = capsys.readouterr().out
    run = json.loads(kept.read_text(encoding="utf-8"))["runs"][0]
    assert (run["game"], len(run["games"])) == ("destiny", 1)
    assert sorted(run["games"][0]["losses"]) == ["easy", "hard", "medium", "random"]
    main(["--regrade", str(kept)])
    table = "destiny: 1 games, seed 1"
    assert capsys.readouterr().out.split(table)[1] == graded.split(table)[1]


def test_runs_of_one_game_are_pooled():
    first, second = (Run.from_json(kept_run([{"random": [0.2], "easy": [0.1], "medium": [], "hard": [0.0]}])["runs"][0])
                     for _ in range(2))
    second.seed = 2
    (both,) = pooled([first, second])
    assert (len(both.games), both.noise, both.pooled_seeds) == (2, [0.0, 0.02, 0.07] * 2, [2])
