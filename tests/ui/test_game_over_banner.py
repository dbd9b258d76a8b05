"""The game-over banner (and Runtime Error's proof under it) hides nothing on the table."""

from __future__ import annotations

import pytest

from ui_helpers import banner_covers, click, play_to_the_end

GAMES = [("segfault", 4), ("blackjack", 4), ("segment-trix", 4), ("runtime-error", 2), ("runtime-error", 4),
         ("destiny", 3)]


@pytest.mark.slow
@pytest.mark.parametrize("game, players", GAMES)
def test_the_banner_covers_no_card_and_no_seat(table_window, qtbot, game, players):
    play_to_the_end(table_window, game, players, seed=3)
    for size in ((800, 600), (1280, 800)):
        table_window.resize(*size)
        qtbot.wait(1)
        table = table_window.runner.table  # laid out again for the window's shape
        assert table.overlays.banner is not None and banner_covers(table_window) == [], f"at {size}"
        seen = table_window.view.mapToScene(table_window.view.viewport().rect()).boundingRect()
        assert seen.contains(table.overlays.banner.sceneBoundingRect()), f"the banner is out of sight at {size}"
    told = getattr(table, "caption", None)
    if told is not None and told.isVisible():
        covered = [item for item in table.cards.items.values() if item.isVisible()
                   and item.mapToScene(item.shape()).intersects(told.mapToScene(told.shape()))]
        assert covered == [] and not told.sceneBoundingRect().intersects(table.overlays.banner.sceneBoundingRect())


@pytest.mark.slow
def test_a_click_on_the_banner_puts_it_away_and_gives_the_table_its_room_back(table_window):
    play_to_the_end(table_window, "blackjack", 4, seed=3)
    table, scene = table_window.runner.table, table_window.scene
    assert table.overlays.banner is not None
    click(table_window, table.overlays.banner.sceneBoundingRect().center())
    assert table.overlays.banner is None and scene.sceneRect() == scene.table
