"""The bases every game shares: the ruleset's player check, equality and repr;
the state's equality (determinizing through an observation: test_every_game.py), and what returns mean."""

import pickle
import random

import pytest

from game_helpers import rules_without_variant

from deskcards.engine.events import GameOver
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


# Game limits short enough that random play also ends in draws and shared wins.
SHORT_GAMES = {"blackjack": {"max_turns": 3}, "runtime-error": {"max_turns": 2},
               "segfault": {"max_turns": 4, "max_hands": 2, "hands_to_win": 2}}


@pytest.mark.parametrize("short", [False, True], ids=["standard", "short"])
@pytest.mark.parametrize("game", game_names())
def test_the_winners_named_at_game_over_share_the_returns(game, short):
    """One meaning for every game: the winners share 1, a draw gives each seat 1/players."""
    seen = set()
    for seed in range(5):
        ruleset = load_game(game) if not short else rules_without_variant(game, load_game(game).players,
                                                                          **SHORT_GAMES.get(game, {}))
        state, rng, players = ruleset.new_state(seed), random.Random(seed), ruleset.players
        while not state.is_terminal():
            events = state.apply(rng.choice(state.legal_actions()))
        over = events[-1]
        assert isinstance(over, GameOver) and state.winners == over.winners
        share = 1 / len(over.winners) if over.winners else 1 / players
        expected = [share if seat in over.winners or not over.winners else 0.0 for seat in range(players)]
        assert state.returns() == pytest.approx(expected) and sum(state.returns()) == pytest.approx(1.0)
        seen.add(min(len(over.winners), 2))
    if short and game in SHORT_GAMES:
        assert seen != {1}, "the short games should end in a draw or a shared win now and then"


# What each game's own figure counts, read another way from its finished state.
FIGURES = {
    "segfault": ("hands won", lambda state, seat: state.scores[seat]),
    "segment-trix": ("points", lambda state, seat: state.totals[seat]),
    "destiny": ("chips", lambda state, seat: state.chips()[seat]),
    "blackjack": ("cards left", lambda state, seat: state.hand_sizes[seat]),
    "runtime-error": ("statements", lambda state, seat: len(state.statements(seat))),
}


@pytest.mark.parametrize("game", game_names())
def test_every_game_names_its_own_figure_and_gives_it_for_each_seat(game):
    """The statistics keep one figure a game: its name is the ruleset's, its value the state's."""
    name, expected = FIGURES[game]
    ruleset = load_game(game)
    assert ruleset.figure_name == name
    state, rng = ruleset.new_state(3), random.Random(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    figures = [state.figure(seat) for seat in range(ruleset.players)]
    assert figures == [expected(state, seat) for seat in range(ruleset.players)]
    assert all(type(figure) is int for figure in figures)
