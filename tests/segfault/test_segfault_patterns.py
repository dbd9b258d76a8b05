"""Winning rows and the first-player order."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from segfault_helpers import cards, make_rules, table

from deskcards.engine.cards import FULL_DECK, rank, suit
from deskcards.games.segfault.patterns import highest_rows, pattern_positions, winning_pattern


@pytest.mark.parametrize(
    "row, pattern",
    [
        ("Jc Qd Kh As 2c 9d", "run"),  # J-Q-K-A-2: the ace follows the king
        ("Qc Kd Ah 2s 3c 4d", "run"),  # Q-K-A-2-3-4, the rules' own example
        ("Ac 2d 3h 4s 5c 9d", "run"),
        ("Tc Jd Qh Ks Ac 5d", "run"),
        ("8c 6d 4h 7s 5c Kd", "run"),  # in any order along the row
        ("9h Th Jh Qh Kh 2h", "run"),  # a straight flush counts once, as a run
        ("3c 4d 5h 7s 8c Td", None),  # a gap is not a run
        ("Kc Ad 2h 3s 5c 7d", None),  # four in a row is not enough
        ("2s 5s 9s Js Ks As", "flush"),
        ("2s 5s 9s Js Ks Ad", None),
        ("7c 7d 4h 7h 9s 7s", "four of a kind"),
        ("7c 7d 4h 7h 4s 4c", None),  # two threes of a kind
        ("2c 2d 4h 4s 6c 6d", None),
        ("Ac 3d 5h 7s 9c Jd", None),
    ],
)
def test_winning_patterns(row, pattern):
    assert winning_pattern(cards(row)) == pattern


def test_pattern_positions_name_the_cards_that_make_it():
    assert pattern_positions(cards("7c 7d 4h 7h 9s 7s"), "four of a kind") == (0, 1, 3, 5)
    assert pattern_positions(cards("9d Jc Qd Kh As 2c"), "run") == (1, 2, 3, 4, 5)
    assert pattern_positions(cards("5c 6d 7h 8s 9c 9d"), "run") == (0, 1, 2, 3, 4, 5)
    assert pattern_positions(cards("2s 5s 9s Js Ks As"), "flush") == (0, 1, 2, 3, 4, 5)
    assert pattern_positions(cards("2s 5s 9s Js Ks As"), "last player in") == ()


def slow_pattern(row):
    """The rules read literally, to check the bit tables against."""
    values = {rank(card) for card in row}
    if any(all((start + k) % 13 + 1 in values for k in range(5)) for start in range(13)):
        return "run"
    if len({suit(card) for card in row}) == 1:
        return "flush"
    if max(Counter(rank(card) for card in row).values()) >= 4:
        return "four of a kind"
    return None


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(row=st.permutations(FULL_DECK).map(lambda deck: deck[:6]))
def test_the_tables_agree_with_the_rules_read_literally(row):
    assert winning_pattern(row) == slow_pattern(row)


def test_the_highest_card_goes_first_king_high_ace_low():
    rows = [cards("Ac 2c 3c 4c 5c 6c"), cards("Qd 2d 3d 4d 5d 6d"), cards("Kh 2h 3h 4h 5h 6h"), None]
    assert highest_rows(rows) == [2]
    assert highest_rows([cards("Ac 2c 3c 4c 5c 6c"), cards("7d 2d 3d 4d 5d 6d")]) == [1]


def test_a_tie_is_broken_by_the_next_highest_card():
    rows = [cards("Kc 9c 3c 4c 5c 6c"), cards("Kd Qd 2d 3d 4d 5d"), cards("Kh Qh 2h 3h 4h 6h")]
    assert highest_rows(rows) == [2]  # K, Q, then 6 beats 5
    rows = [cards("Kc Ks 2c 3c 4c 5c"), cards("Kd Qd Jd Td 9d 8d")]
    assert highest_rows(rows) == [0]  # a second king beats a queen


def test_identical_rows_are_broken_by_the_states_randomness():
    texts = ("Kc Qc 2c 3c 4c 5c", "Kd Qd 2d 3d 4d 5d", "7h 2h 3h 4h 5h 6h", "7s 2s 3s 4s 5s 6s")
    rows = [cards(text) for text in texts]
    assert highest_rows(rows) == [0, 1]
    deck = sorted(set(FULL_DECK) - {card for row in rows for card in row})
    rules = make_rules()
    starters = [rules.state_from_table(rows, deck, seed=seed).current_player for seed in range(40)]
    assert starters == [rules.state_from_table(rows, deck, seed=seed).current_player for seed in range(40)]
    assert set(starters) == {0, 1}


def test_a_new_game_starts_with_the_highest_row():
    rules = make_rules(5)
    for seed in range(50):
        state = rules.new_state(seed)
        assert state.current_player in highest_rows(state.rows)


def test_a_table_without_first_uses_the_rule():
    state = table("Ac 2c 3c 4c 5c 6c", "Qd 2d 3d 4d 5d 6d", "Kh 2h 3h 4h 5h 6h", "7s 2s 3s 4s 5s 6s", first=None)
    assert state.current_player == 2
