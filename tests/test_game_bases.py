"""The bases every game shares: the ruleset's player check, equality and repr;
the state's equality and determinizing through an observation."""

import pickle
import random

import pytest

from deskcards.games import load_game


@pytest.mark.parametrize("game", ["segfault", "blackjack"])
def test_rulesets_compare_by_settings_and_players(game):
    four, again = load_game(game, "standard", 4), load_game(game, "standard", 4)
    assert four == again and hash(four) == hash(again) and four is not again
    assert four != load_game(game, "standard", 5)
    assert pickle.loads(pickle.dumps(four)) == four
    assert repr(four) == f"{type(four).__name__}('standard', players=4)"


def test_rulesets_of_different_games_never_compare_equal():
    assert load_game("segfault", "standard", 4) != load_game("blackjack", "standard", 4)


@pytest.mark.parametrize("game, players", [("segfault", 3), ("blackjack", 8)])
def test_a_player_count_outside_the_variant_is_refused(game, players):
    with pytest.raises(ValueError, match=f"this variant is for .* players, not {players}"):
        load_game(game, "standard", players)


@pytest.mark.parametrize("game", ["segfault", "blackjack"])
def test_states_compare_by_their_fields_and_are_never_hashed(game):
    state = load_game(game, "standard", 4).new_state(5)
    twin = state.clone()
    assert twin == state and twin != load_game(game, "standard", 4).new_state(6)
    twin.apply(twin.legal_actions()[0])
    assert twin != state
    with pytest.raises(TypeError):
        hash(state)


@pytest.mark.parametrize("game", ["segfault", "blackjack"])
def test_a_determinized_state_shows_the_seat_what_it_saw(game):
    state = load_game(game, "standard", 4).new_state(5)
    world = state.determinize(1, random.Random(3))
    assert world is not state and world.observation(1) == state.observation(1)
