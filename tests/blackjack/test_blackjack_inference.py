"""benchmarks/blackjack_inference.py's partial oracles: each world holds the
true hands of the seats it knows, and deals the rest as ``determinize`` does."""

import random

import pytest

from blackjack_helpers import random_game

from benchmarks.blackjack_inference import knowing
from deskcards.engine.cards import FULL_DECK
from deskcards.games import load_game
from deskcards.games.oracles import blackjack_present


@pytest.mark.parametrize("offsets", [(1,), (1, 2), (1, 2, 3)])
def test_the_known_hands_are_true_and_the_rest_is_dealt_from_the_other_cards(offsets):
    state = load_game("blackjack", "standard", 4).new_state(8)
    random_game(state, seed=8, max_actions=40)
    seat = state.current_player
    seen = state.observation(seat)
    known = {(seat + offset) % 4 for offset in offsets} | {seat}
    worlds = [knowing(offsets)(state, seen, random.Random(n)) for n in range(4)]
    for world in worlds:
        assert world.hand_sizes == state.hand_sizes and world.discard == state.discard
        assert all(world.hand(other) == state.hand(other) for other in known)
        hidden = sorted(card for other in range(4) if other not in known for card in world.hand(other))
        hidden += world.zones()["deck"]
        assert sorted(hidden) == sorted(set(FULL_DECK) - set(seen.discard).union(*map(state.hand, known)))
    if len(known) < 4:  # the unknown hands are dealt anew in each world
        assert any(world.hands != worlds[0].hands for world in worlds)


def test_knowing_every_hand_is_the_oracle():
    state = load_game("blackjack", "standard", 4).new_state(3)
    random_game(state, seed=3, max_actions=25)
    seen = state.observation(state.current_player)
    world = knowing((1, 2, 3))(state, seen, random.Random(1))
    oracle = blackjack_present(state, seen, random.Random(1))
    assert world.hands == oracle.hands == state.hands
    assert sorted(world.zones()["deck"]) == sorted(state.zones()["deck"])
