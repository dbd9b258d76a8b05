"""Game > Scores in every game: a game without a scoreboard of its own shows the
side panel's Players lines, so the figures can be read with the panel hidden."""

from __future__ import annotations

import pytest

from deskcards.games import game_names, load_game
from deskcards.session import GameSession
from deskcards.ui.preferences import Preferences, seats_for


@pytest.mark.parametrize("game", [name for name in game_names() if name != "segment-trix"])
def test_scores_show_every_seat_in_a_game_without_a_scoreboard(table_window, game):
    told: list[tuple[str, str]] = []
    table_window.tell = lambda *message: told.append(message)
    players = load_game(game, "standard").players
    table_window.play(GameSession.new(game, "standard", seats_for(Preferences(game=game), players), seed=3),
                      deal=False)
    assert table_window.menus.scores_action.isEnabled()
    table_window.menus.scores_action.trigger()
    [(title, text)] = told
    assert title == "Scores"
    for name, detail in table_window.runner.table.scores():
        assert f"<b>{name}</b>: {detail}" in text
