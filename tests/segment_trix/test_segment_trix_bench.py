"""The benchmark hooks: our random playouts and OpenSpiel's Oh Hell as the peer."""

import pytest

from game_helpers import check_bench_throughput

from deskcards.bench.throughput import PEERS, playout_throughput


def test_random_playouts_run():
    check_bench_throughput(playout_throughput("segment-trix", 3, seconds=0.05), "segment-trix", 3)


def test_the_peer_is_openspiel_oh_hell_stepped_from_python():
    pytest.importorskip("pyspiel")
    theirs = check_bench_throughput(PEERS["segment-trix"](0.05), "openspiel-oh-hell", 4)
    # 4 bids and 4 x 8 plays a game: chance steps (the deal) are never counted
    assert theirs.decisions == 36 * theirs.games


def test_compare_prints_both_rates_and_the_ratio(capsys, monkeypatch):
    pytest.importorskip("pyspiel")
    from deskcards.bench import throughput as bench

    monkeypatch.setattr(bench, "LEVELS", ())
    assert bench.run_bench("segment-trix", None, 0.5, 1, compare=True) == 0
    out = capsys.readouterr().out
    assert "segment-trix: random playouts, 4 players:" in out
    assert "peer openspiel-oh-hell:" in out and "x the peer, the median of 10 rounds (quartiles " in out
