"""The benchmark hooks: our random playouts and the RLCard Uno peer."""

import pytest

from deskcards.bench import PEERS, Throughput, playout_throughput


def test_random_playouts_run():
    ours = playout_throughput("blackjack", 2, seconds=0.05)
    assert ours.game == "blackjack" and ours.players == 2 and ours.games >= 1 and ours.decisions > ours.games


def test_the_peer_is_rlcard_uno_stepped_directly():
    pytest.importorskip("rlcard")
    theirs = PEERS["blackjack"](0.05)
    assert isinstance(theirs, Throughput) and theirs.game == "rlcard-uno" and theirs.players == 2
    assert theirs.games >= 1 and theirs.decisions > theirs.games
