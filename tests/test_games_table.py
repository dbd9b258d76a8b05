"""The table of games: packages found by name, and which games have a table yet."""

import pytest

from game_helpers import games_and_the_toy

from deskcards.games import GAME_MODULES, game_package, load_game, table_available
from deskcards.games.agents import agent_names


def test_a_game_whose_cli_name_is_not_a_python_name_is_found():
    assert game_package("segment-trix") == "deskcards.games.segment_trix"
    assert load_game("segment-trix", players=3).players == 3
    assert "random" in agent_names("segment-trix")


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_game_has_a_table(game):
    assert table_available(game)


def test_a_game_without_a_table_module_has_no_table(monkeypatch):
    monkeypatch.setitem(GAME_MODULES, "tableless", "deskcards.engine.game")  # a package with no table
    assert not table_available("tableless")


def test_table_available_refuses_an_unknown_game():
    with pytest.raises(ValueError, match="unknown game"):
        table_available("chess")
