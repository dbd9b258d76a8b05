"""The table fits the window (issue 32): at five window sizes, every player count and
every card size, the felt fills the view, the table's things spread over it, and
nothing covers a card, a name or a number."""

from __future__ import annotations

from dataclasses import replace

import pytest
from fit_checks import (
    FIT_SIZES,
    SPAN_TALL,
    SPAN_WIDE,
    bare_felt,
    card_size_names,
    covered,
    every_game,
    lay,
    player_counts,
    span,
    your_turn,
)

SEATINGS = [(game, players) for game in every_game() for players in player_counts(game)]


@pytest.mark.slow
@pytest.mark.parametrize("game, players", SEATINGS)
def test_the_table_fills_the_view_and_nothing_covers_what_you_read(table_window, qtbot, game, players):
    table_window.play(your_turn(game, players), deal=False)
    problems = []
    for card_size in card_size_names():
        for size in FIT_SIZES:
            lay(table_window, qtbot, size, card_size)
            where = f"{size[0]}x{size[1]}, {card_size} cards"
            problems += [f"{where}: {problem}" for problem in bare_felt(table_window)]
            wide, tall = span(table_window)
            if wide < SPAN_WIDE or tall < SPAN_TALL:
                problems.append(f"{where}: the table's things span {wide:.0%} x {tall:.0%} of the view")
            problems += [f"{where}: {problem}" for problem in covered(table_window)]
    assert problems == []


def test_the_felt_follows_the_chosen_colour_to_the_corners(table_window, qtbot):
    """The red felt reaches the corners too, after the colour changed (no band stays green)."""
    table_window.play(your_turn("segfault", 4), deal=False)
    lay(table_window, qtbot, (900, 1200))
    assert bare_felt(table_window) == []
    table_window.prefs = table_window.runner.prefs = replace(table_window.prefs, table_colour="red")
    table_window.runner.lay_again()
    qtbot.wait(1)
    assert bare_felt(table_window) == []
