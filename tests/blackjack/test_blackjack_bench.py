"""The benchmark hooks: our random playouts and the RLCard Uno peer."""

import pytest

from game_helpers import check_bench_throughput

from deskcards.bench.throughput import PEERS, playout_throughput


def test_random_playouts_run():
    check_bench_throughput(playout_throughput("blackjack", 2, seconds=0.05), "blackjack", 2)


def test_the_peer_is_rlcard_uno_stepped_directly():
    pytest.importorskip("rlcard")
    check_bench_throughput(PEERS["blackjack"](0.05), "rlcard-uno", 2)


def test_extend_phase_actions_are_found_by_the_four_bits_of_the_cycles_rank():
    from deskcards.games.blackjack.actions import CLOSE
    from deskcards.games.blackjack.masks import EXTENDING, RANK_SHIFT, cards_in

    for rank in range(1, 14):
        for held in range(16):
            *plays, close = EXTENDING[rank][held]
            cards = cards_in(held << RANK_SHIFT[rank])
            assert close is CLOSE and sorted({play.card for play in plays}) == list(cards)
            assert all(play.value == rank for play in plays) and len(plays) == len(cards) * (4 if rank == 1 else 1)
