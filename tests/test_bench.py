"""`deskcards bench`: the search rate of the levels that search."""

import time
from concurrent.futures import Future
from pathlib import Path
from typing import ClassVar

import pytest

from deskcards.bench.throughput import decision_latency, run_bench
from deskcards.cli import main


@pytest.mark.slow
def test_segfault_hard_reports_its_simulations():
    latency = decision_latency("segfault", "hard", decisions=4)
    assert latency.unit == "ISMCTS simulations"
    assert latency.searches >= 1 and latency.simulations >= latency.searches
    assert latency.simulations_per_s == latency.simulations / latency.search_seconds > 0


@pytest.mark.slow
def test_blackjack_hard_reports_its_playouts():
    latency = decision_latency("blackjack", "hard", decisions=4)
    assert latency.unit == "playouts" and latency.searches >= 1 and latency.simulations_per_s > 0


def test_a_level_that_does_not_search_reports_no_rate():
    latency = decision_latency("segfault", "medium", decisions=4)
    assert latency.searches == latency.simulations == 0 and latency.simulations_per_s == 0.0


@pytest.mark.slow
def test_bench_prints_the_search_rate(capsys):
    assert run_bench("segfault", None, seconds=0.05, decisions=3, compare=False) == 0
    lines = capsys.readouterr().out.splitlines()
    searches = [line for line in lines if " AI search: " in line]
    assert len(searches) == 1 and searches[0].startswith("segfault: hard AI search: ")
    assert "ISMCTS simulations/s" in searches[0]


class InlinePool:
    """Stands in for ProcessPoolExecutor: notes how many workers were asked for, spawns none."""

    asked: ClassVar[list[int]] = []

    def __init__(self, workers):
        InlinePool.asked.append(workers)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def submit(self, function, *args):
        done = Future()
        done.set_result(function(*args))
        return done


@pytest.fixture
def prover_pool(monkeypatch, tmp_path):
    """The prover bench with two CPUs, no real games and no real processes (nor the user's house rules)."""
    from deskcards import jobs

    for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(folder, str(tmp_path / folder.lower()))
    from deskcards.bench import prover as prover_bench

    monkeypatch.setattr(jobs, "usable_cpus", lambda: 2)
    monkeypatch.setattr(prover_bench, "_game_answers", lambda seed, agents, budget: [])
    monkeypatch.setattr(prover_bench, "ProcessPoolExecutor", InlinePool)
    monkeypatch.setattr(InlinePool, "asked", [])
    return prover_bench


@pytest.mark.parametrize("games, jobs, workers", [(2, 50, 2), (2, 999_999, 2), (9, 999_999, 2), (1, 50, None)])
def test_prover_bench_starts_no_more_processes_than_cpus_or_games(prover_pool, capsys, games, jobs, workers):
    prover_pool.run(games, jobs=jobs)
    assert InlinePool.asked == ([] if workers is None else [workers])  # one game: played here, no pool
    used = workers or 1
    assert f"--jobs {jobs}: using {used} process" in capsys.readouterr().err


def test_prover_bench_says_nothing_when_jobs_fit(prover_pool, capsys):
    prover_pool.run(4, jobs=2)
    assert InlinePool.asked == [2]
    assert "--jobs" not in capsys.readouterr().err


def test_worker_count_stays_within_cpus_and_tasks(monkeypatch, capsys):
    from deskcards import jobs

    monkeypatch.setattr(jobs, "usable_cpus", lambda: 4)
    assert [jobs.worker_count(asked, 10, "strength") for asked in (1, 3, 4, 5, 999_999)] == [1, 3, 4, 4, 4]
    assert jobs.worker_count(8, 3, "strength") == 3
    notes = capsys.readouterr().err.splitlines()
    assert notes[0] == "strength: --jobs 5: using 4 processes (at most one per CPU, 4 here, and one per game, 10)"
    assert len(notes) == 3  # 5, 999999 and 8 were capped; 1, 3 and 4 fit


def test_bench_help_says_jobs_is_capped(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "at most one per CPU and one per game" in text


def test_every_process_pool_is_sized_by_worker_count():
    root = Path(__file__).resolve().parents[1]
    pooled = [path for folder in ("deskcards", "benchmarks") for path in sorted((root / folder).rglob("*.py"))
              if "ProcessPoolExecutor(" in path.read_text()]
    assert pooled, "no process pool found: has the search gone wrong?"
    unsized = [path.relative_to(root).as_posix() for path in pooled if "worker_count(" not in path.read_text()]
    assert unsized == []


def test_playout_rates_count_this_threads_cpu_time_not_the_wall_clock(monkeypatch):
    from deskcards.bench import rlcard_uno
    from deskcards.bench import throughput as bench

    assert bench.CPU_CLOCK is time.thread_time and rlcard_uno.CPU_CLOCK is time.thread_time
    ticks = iter(range(100_000))
    monkeypatch.setattr(bench, "CPU_CLOCK", lambda: next(ticks) * 0.001)  # 1 ms a reading
    run = bench.playout_throughput("blackjack", 2, seconds=0.0035)
    # readings: the start (0), one before each of the 3 games, the one that stops (4), the end (5)
    assert run.games == 3 and run.seconds == pytest.approx(0.005)


def test_side_by_side_takes_turns_and_gives_the_median_round(monkeypatch):
    from deskcards.bench import throughput as bench

    turns = []
    peer_rates = iter([100, 50, 100, 100, 100])  # the second round's peer was slowed: ours looks 4x there

    def peer(seconds, seed):
        turns.append(("peer", seed))
        return bench.Throughput("fake-peer", 2, 1, next(peer_rates), 1.0)

    def ours(game, players, seconds, seed):
        turns.append(("ours", seed))
        return bench.Throughput(game, 4, 1, 200, 1.0)

    monkeypatch.setitem(bench.PEERS, "blackjack", peer)
    monkeypatch.setattr(bench, "playout_throughput", ours)
    both = bench.side_by_side("blackjack", None, 5 * bench.COMPARE_WINDOW_S)
    assert turns[:4] == [("peer", 1), ("ours", 1), ("ours", 2), ("peer", 2)] and len(turns) == 10
    assert both.ratios == [2.0, 4.0, 2.0, 2.0, 2.0] and both.median == 2.0 and both.quartiles == (2.0, 2.0)
    assert both.ours.decisions == 1000 and both.peer.decisions == 450
