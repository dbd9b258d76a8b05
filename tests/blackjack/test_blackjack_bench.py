"""The benchmark hooks: our random playouts and the RLCard Uno peer."""

import pytest

from game_helpers import check_bench_throughput

from deskcards.bench.throughput import PEERS, playout_throughput


def test_random_playouts_run():
    check_bench_throughput(playout_throughput("blackjack", 2, seconds=0.05), "blackjack", 2)


def test_the_peer_is_rlcard_uno_stepped_directly():
    pytest.importorskip("rlcard")
    check_bench_throughput(PEERS["blackjack"](0.05), "rlcard-uno", 2)
