"""The Blackjack log's words for a run of one rank (issue 35: "plays 2 2s in a row" read badly)."""

from deskcards.games.blackjack.events import CycleClosed
from deskcards.games.blackjack.narrate import narrate


def test_a_run_says_its_length_in_words():
    names = ["You", "Bob", "Carol"]
    assert narrate([CycleClosed(2, 2, 2)], names, 0, None) == ["Carol plays two 2s"]
    assert narrate([CycleClosed(0, 12, 3)], names, 0, None) == ["You play three Queens"]
    assert narrate([CycleClosed(1, 9, 6)], names, 0, None) == ["Bob plays 6 9s"]  # past four: digits


def test_a_single_card_needs_no_run_line():
    assert narrate([CycleClosed(1, 9, 1)], ["You", "Bob"], 0, None) == []
