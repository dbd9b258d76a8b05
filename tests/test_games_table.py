"""The table of games: each name's spec, and which games have a table yet."""

import dataclasses

import pytest

from game_helpers import games_and_the_toy

from deskcards.games import SPECS, game_names, load_game, spec, table_available
from deskcards.games.agents import agent_names


def test_a_game_whose_cli_name_is_not_a_python_name_is_found():
    assert spec("segment-trix").ruleset.__module__ == "deskcards.games.segment_trix.rules"
    assert load_game("segment-trix", players=3).players == 3
    assert "random" in agent_names("segment-trix")


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_game_has_a_table_and_its_spec_goes_by_its_name(game):
    assert table_available(game) and spec(game).name == game


def test_a_game_without_a_table_has_no_table(monkeypatch):
    tableless = dataclasses.replace(spec("segfault"), table=None)
    monkeypatch.setitem(SPECS, "tableless", lambda: tableless)
    assert not table_available("tableless")


def test_an_unknown_game_is_refused_naming_the_games():
    with pytest.raises(ValueError, match="unknown game 'chess'; choose one of: " + ", ".join(game_names())):
        table_available("chess")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        spec("chess")
