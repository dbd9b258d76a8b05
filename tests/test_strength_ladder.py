"""benchmarks/strength_ladder.py answers bad arguments with argparse's message, and plays a small ladder."""

import subprocess
import sys
from pathlib import Path

import pytest

LADDER = Path(__file__).resolve().parents[1] / "benchmarks" / "strength_ladder.py"


def ladder(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(LADDER), *args], capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize("args, message", [
    (("--games", "0"), "argument --games: 0 is too few: give 1 or more"),
    (("--jobs", "two"), "argument --jobs: 'two' is not a whole number"),
    (("--hard-games", "-3"), "argument --hard-games: -3 is too few"),
    (("--game", "poker"), "argument --game: invalid choice: 'poker'"),
    (("--pair", "hard-random"), "argument --pair: invalid choice: 'hard-random'"),
])
def test_bad_arguments_get_a_clear_message(args, message):
    run = ladder(*args)
    assert run.returncode == 2
    assert message in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.slow
def test_one_game_ladder_has_a_row_per_pair():
    run = ladder("--game", "segfault", "--games", "2", "--hard-games", "1", "--seed", "3")
    assert run.returncode == 0, run.stderr
    rows = [line for line in run.stdout.splitlines() if line.startswith("| segfault |")]
    assert [row.split(" | ")[2] for row in rows] == ["easy vs random", "medium vs easy", "hard vs medium"]
    assert [row.split(" | ")[3] for row in rows] == ["2", "2", "1"]


def test_pair_plays_only_the_pairs_named():
    run = ladder("--game", "segfault", "--pair", "easy-random", "--games", "2", "--seed", "3")
    assert run.returncode == 0, run.stderr
    rows = [line for line in run.stdout.splitlines() if line.startswith("| segfault |")]
    assert [row.split(" | ")[2] for row in rows] == ["easy vs random"]
