"""`deskcards bench`: the search rate of the levels that search."""

from deskcards.bench import decision_latency, run_bench


def test_segfault_hard_reports_its_simulations():
    latency = decision_latency("segfault", "hard", decisions=4)
    assert latency.unit == "ISMCTS simulations"
    assert latency.searches >= 1 and latency.simulations >= latency.searches
    assert latency.simulations_per_s == latency.simulations / latency.search_seconds > 0


def test_blackjack_hard_reports_its_playouts():
    latency = decision_latency("blackjack", "hard", decisions=4)
    assert latency.unit == "playouts" and latency.searches >= 1 and latency.simulations_per_s > 0


def test_a_level_that_does_not_search_reports_no_rate():
    latency = decision_latency("segfault", "medium", decisions=4)
    assert latency.searches == latency.simulations == 0 and latency.simulations_per_s == 0.0


def test_bench_prints_the_search_rate(capsys):
    assert run_bench("segfault", None, seconds=0.05, decisions=3, compare=False) == 0
    lines = capsys.readouterr().out.splitlines()
    searches = [line for line in lines if " AI search: " in line]
    assert len(searches) == 1 and searches[0].startswith("segfault: hard AI search: ")
    assert "ISMCTS simulations/s" in searches[0]
