"""A game's Qt parts load from the module names its spec gives, and the table must be a CardTable."""

from __future__ import annotations

import sys
import types
from dataclasses import replace

import pytest

from game_helpers import games_and_the_toy

from deskcards.games import SPECS, spec
from deskcards.ui.card_table import CardTable
from deskcards.ui.game_views import rules_picture, table_class


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_games_table_is_a_card_table(game):
    assert issubclass(table_class(game), CardTable)


def test_a_table_that_is_no_card_table_is_refused(monkeypatch):
    monkeypatch.setitem(sys.modules, "not_a_table", types.SimpleNamespace(TABLE=dict))
    monkeypatch.setitem(SPECS, "odd", lambda: replace(spec("segfault"), table="not_a_table"))
    with pytest.raises(TypeError, match="odd's TABLE is <class 'dict'>, not a CardTable subclass"):
        table_class("odd")


def test_a_game_without_rules_pictures_has_none_to_draw(qtbot):  # qtbot: painting needs the app
    assert rules_picture("segment-trix")("font-standard").width() > 0
    with pytest.raises(ValueError, match="segfault has no rules pictures"):
        rules_picture("segfault")
