"""The font: reachable digits and chip costs, written by hand from the ruling."""

import pytest

from segment_trix_helpers import rules

from deskcards.games.segment_trix.font import DEFAULT_FONT, Font, FontProblem, check_font

# {card value: ({digit: chips} upright, {digit: chips} upside down)}, worked out on paper.
DEFAULT_TABLE = {
    0: ({0: 0, 8: 1}, {0: 0, 8: 1}),
    1: ({1: 0, 7: 1, 4: 2, 3: 3, 0: 4, 9: 4, 8: 5}, {0: 4, 6: 4, 8: 5}),
    2: ({2: 0, 8: 2}, {2: 0, 8: 2}),
    3: ({3: 0, 9: 1, 8: 2}, {6: 1, 8: 2}),
    4: ({4: 0, 9: 2, 8: 3}, {6: 2, 8: 3}),
    5: ({5: 0, 6: 1, 9: 1, 8: 2}, {5: 0, 6: 1, 9: 1, 8: 2}),
    6: ({6: 0, 8: 1}, {9: 0, 8: 1}),
    7: ({7: 0, 3: 2, 0: 3, 9: 3, 8: 4}, {0: 3, 6: 3, 8: 4}),
    8: ({8: 0}, {8: 0}),
}

# The left-seven house rule: 7 is a b c f. Only the 1 (upright) and the 7 change.
LEFT_SEVEN_TABLE = {
    **DEFAULT_TABLE,
    1: ({1: 0, 4: 2, 7: 2, 3: 3, 0: 4, 9: 4, 8: 5}, {0: 4, 6: 4, 8: 5}),
    7: ({7: 0, 0: 2, 9: 2, 8: 3}, {0: 2, 6: 2, 8: 3}),
}


@pytest.mark.parametrize("variant, table", [("standard", DEFAULT_TABLE), ("left-seven", LEFT_SEVEN_TABLE)])
def test_every_card_value_reaches_the_digits_worked_out_by_hand(variant, table):
    font = rules(4, variant).font
    for value, (upright, turned) in table.items():
        assert font.reachable(value, False) == upright, (value, "upright")
        assert font.reachable(value, True) == turned, (value, "upside down")


def test_a_2_can_only_become_an_8():
    font = Font(DEFAULT_FONT)
    changed = {digit for upside_down in (False, True) for digit in font.reachable(2, upside_down)} - {2}
    assert changed == {8}


def test_a_6_upside_down_is_a_9_for_free():
    assert Font(DEFAULT_FONT).reachable(6, True)[9] == 0


def test_the_plays_of_a_card_follow_the_font_once_each():
    ruleset = rules(4)
    plays = ruleset.plays.by_card[ruleset.plays.names.parse("6p")]
    assert [(p.upside_down, p.digit, p.chips) for p in plays] == [(False, 6, 0), (False, 8, 1), (True, 9, 0)]


@pytest.mark.parametrize("font, index, words", [
    (DEFAULT_FONT[:7] + ("abch",) + DEFAULT_FONT[8:], 7, "'h'"),
    (DEFAULT_FONT[:3] + ("abdeg",) + DEFAULT_FONT[4:], 3, "same segments as digit 2"),
    (DEFAULT_FONT[:9], None, "got 9"),
    (DEFAULT_FONT[:4] + ("",) + DEFAULT_FONT[5:], 4, "no segments"),
])
def test_a_broken_font_is_refused_naming_the_digit(font, index, words):
    with pytest.raises(FontProblem, match=words) as caught:
        check_font(font)
    assert caught.value.index == index
