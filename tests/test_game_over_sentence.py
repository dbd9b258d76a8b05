"""Both games end their log with the same sentence about the winners, or the reason for a draw."""

import pytest

from deskcards.engine.events import GameOver
from deskcards.games import load_game
from deskcards.games.blackjack.narrate import narrate as narrate_blackjack
from deskcards.games.segfault.narrate import narrate as narrate_segfault

NAMES = ["Ann", "Bo", "Cy"]


def logs(event):
    return [narrate_blackjack([event], NAMES, 0, load_game("blackjack", players=3).new_state(1)),
            narrate_segfault([event], NAMES, 0, load_game("segfault").new_state(1))]


@pytest.mark.parametrize("winners, line", [
    ((1,), "Game over: Bo won"),
    ((0, 2), "Game over: Ann and Cy won"),  # the human's seat is named too, not "you"
    ((), "Game over: nobody won within 300 turns"),
])
def test_the_game_over_line_names_the_winners_or_the_reason(winners, line):
    assert logs(GameOver(winners, "nobody won within 300 turns")) == [[line], [line]]
