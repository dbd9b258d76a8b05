"""Where cards point, and the chains they make (positions are 0-based)."""

import pytest

from segfault_helpers import FOUR_ROWS, cards, play, story_table, table

from deskcards.engine.cards import RANK_CHARS, make_card
from deskcards.games.segfault.actions import PLAYS
from deskcards.games.segfault.events import PointerStep, Segfault
from deskcards.games.segfault.pointers import neighbours, points_to


@pytest.mark.parametrize("value", range(1, 13), ids=list(RANK_CHARS[:12]))
@pytest.mark.parametrize("seat", range(4))
def test_every_value_points_to_its_position_on_the_left_or_right(seat, value):
    state = table(*FOUR_ROWS)
    card = make_card(value, 0)
    # ace -> first on the left ... six -> last on the left; seven -> first on the right ... queen -> last on the right
    expected = ((seat + 1) % 4, value - 1) if value <= 6 else ((seat - 1) % 4, value - 7)
    assert state.chain(seat, card, 1) == ([expected], False)
    assert points_to(neighbours([[0]] * 4), seat, card) == expected


def test_a_king_points_nowhere():
    state = table("Kc 4c 5c 6c 7c 9d", *FOUR_ROWS[1:])
    assert state.target_of(0, 0) is None
    assert state.chain(0, cards("Ks")[0], 1) == ([], True)


def test_target_of_reads_the_card_in_the_row():
    state = table(*FOUR_ROWS)
    assert state.target_of(1, 0) == (2, 2)  # 3c: third card on the left
    assert state.target_of(1, 4) == (0, 4)  # Jc: fifth card on the right
    assert state.target_of(0, 4) == (3, 3)  # Tc: fourth card on the right, wrapping from seat 0
    assert state.target_of(3, 5) is None  # Kh


def test_neighbours_skip_seats_that_are_out():
    state = table("2c 3c 4c 5c 6c 7c", None, None, "2s 3s 4s 5s 6s 7s", "8c 9c Tc Jc Qc 8d")
    assert state.active_seats() == (0, 3, 4)
    assert [state.left_of(s) for s in (0, 3, 4)] == [3, 4, 0]
    assert [state.right_of(s) for s in (0, 3, 4)] == [4, 0, 3]
    assert state.left_of(1) == 3 and state.right_of(2) == 0  # from an empty seat, too
    assert state.target_of(0, 1) == (3, 2)  # 3c: third card of seat 3, past the empty seats
    assert state.target_of(4, 0) == (3, 1)  # 8c: second card on the right


def test_with_two_seats_left_both_neighbours_are_the_same_seat():
    state = table(None, "2d 3d 4d 5d 6d 7d", None, "2s 3s 4s 5s 6s 7s")
    assert state.left_of(1) == state.right_of(1) == 3
    assert state.left_of(3) == state.right_of(3) == 1
    assert state.target_of(1, 0) == (3, 1) and state.target_of(1, 5) == (3, 0)


def test_a_dropout_redirects_pointers_as_in_the_story():
    state = story_table()
    assert state.target_of(1, 3) == (0, 4)  # Bob's jack -> Alice's queen of hearts
    play(state, "draw", "play 3 x4")
    assert state.rows[0] is None
    assert state.target_of(1, 3) == (3, 4)  # ... and now Dave's ten of clubs


def test_a_chain_follows_each_card_from_its_own_row():
    state = story_table()
    # 5c (Alice) -> Bob's 3c -> Carol's 8d, which points to its owner's right: Bob's king.
    assert state.chain(0, cards("5c")[0], 3) == ([(1, 4), (2, 2), (1, 1)], False)


def test_a_chain_may_cycle_forever_without_kings():
    state = table("Ac 3c 4c 5c 6c 7c", None, "Ad 3d 4d 5d 6d 7d", None)
    hops, crashed = state.chain(0, cards("Ah")[0], 9)
    assert not crashed
    assert hops == [(2, 0), (0, 0)] * 4 + [(2, 0)]


def test_ending_on_a_king_is_fine_but_pointing_from_one_crashes():
    state = story_table()
    five = cards("5c")[0]
    assert state.chain(0, five, 3)[1] is False
    assert state.chain(0, five, 4) == ([(1, 4), (2, 2), (1, 1)], True)


@pytest.mark.parametrize("n", [1, 2, 13])
def test_playing_a_king_crashes_at_once(n):
    state = table("Kc 4c 5c 6c 7c 9d", *FOUR_ROWS[1:])
    events = play(state, "draw", f"play 1 x{n}")
    assert Segfault(0, 0, None) in events
    assert not any(isinstance(event, PointerStep) for event in events)
    assert state.rows[0] is None


def test_the_drawn_card_fills_the_gap_before_pointing():
    # Seat 0 plays its 2c (-> seat 1, position 1); seat 1's 8d there points back
    # to position 1 of seat 0, where the drawn king now lies: pointing on crashes.
    state = table("Qc 2c 4c 5c 6c 7c", "2d 8d 4d 5d 6d 7d", "2h 3h 4h 5h 6h 7h", "2s 3s 4s 5s 6s 7s",
                  draws="Ks")
    play(state, "draw")
    assert state.preview(PLAYS[1, 2]) == ([(1, 1), (0, 1)], False)
    assert state.preview(PLAYS[1, 3]) == ([(1, 1), (0, 1)], True)
    assert state.chain(0, cards("2c")[0], 3) == ([(1, 1), (0, 1), (1, 1)], False)  # the 2c still in place
    events = play(state, "play 2 x3")
    assert Segfault(0, 0, 1) in events

