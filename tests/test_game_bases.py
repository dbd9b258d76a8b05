"""The bases every game shares: the ruleset's player check, equality and repr;
the state's equality (determinizing through an observation: test_every_game.py)."""

import pickle

import pytest

from deskcards.games import game_names, load_game


def player_counts(game):
    return load_game(game).settings.players


@pytest.mark.parametrize("game", game_names())
def test_rulesets_compare_by_settings_and_players(game):
    counts = player_counts(game)
    fewest, again = load_game(game, "standard", counts.min), load_game(game, "standard", counts.min)
    assert fewest == again and hash(fewest) == hash(again) and fewest is not again
    assert fewest != load_game(game, "standard", counts.max)
    assert pickle.loads(pickle.dumps(fewest)) == fewest
    assert repr(fewest) == f"{type(fewest).__name__}('standard', players={counts.min})"


def test_rulesets_of_different_games_never_compare_equal():
    assert load_game("segfault", "standard", 4) != load_game("blackjack", "standard", 4)


@pytest.mark.parametrize("game", game_names())
def test_a_player_count_outside_the_variant_is_refused(game):
    counts = player_counts(game)
    for players in (counts.min - 1, counts.max + 1):
        with pytest.raises(ValueError, match=f"this variant is for .* players, not {players}"):
            load_game(game, "standard", players)


@pytest.mark.parametrize("game", game_names())
def test_states_compare_by_their_fields_and_are_never_hashed(game):
    ruleset = load_game(game)
    state = ruleset.new_state(5)
    twin = state.clone()
    assert twin == state and twin != ruleset.new_state(6)
    twin.apply(twin.legal_actions()[0])
    assert twin != state
    with pytest.raises(TypeError):
        hash(state)

