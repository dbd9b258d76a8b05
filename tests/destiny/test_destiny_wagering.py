"""Wager rounds with hand-computed outcomes: blinds, minimum raises, the
standing call, side pots, folds, limits, and players going out."""

import pytest

from destiny_helpers import arranged, play

from deskcards.engine.events import SeatOut
from deskcards.engine.game import IllegalAction
from deskcards.games.destiny.actions import AllIn, Call, Check, Fold, Raise
from deskcards.games.destiny.events import ChipsMoved, ChipsReturned, PotWon


def test_blinds_come_from_the_two_seats_left_of_the_dealer_and_the_next_one_opens():
    state = arranged(players=4, dealer=2)
    assert state.betting.bets == [2, 0, 0, 1]  # seat 3 small, seat 0 big
    assert state.current_player == 1 and state.phase == "wager1"
    assert state.call_amount(1) == 2 and not state.can_check(1)


def test_the_smallest_raise_is_the_big_blind_or_the_last_raise_whichever_is_larger():
    state = arranged(players=4, dealer=0)  # seat 1 small, seat 2 big, seat 3 opens
    assert (state.min_raise_to(3), state.max_raise_to(3)) == (4, 200)
    play(state, "raise 10")  # a raise of 8
    assert state.min_raise_to(0) == 18
    with pytest.raises(IllegalAction, match="between 18 and 200"):
        play(state, "raise 17")
    play(state, "raise 18", "call")
    assert state.min_raise_to(2) == 26 and state.call_amount(2) == 16


def test_the_big_blind_may_raise_when_everyone_only_called():
    state = arranged(players=3, dealer=0)  # seat 1 small, seat 2 big, seat 0 opens
    play(state, "call", "call")
    assert state.current_player == 2 and state.phase == "wager1" and Check() in state.legal_actions()
    play(state, "check")
    assert state.phase == "play" and state.current_player == 1


def test_all_in_is_a_standing_call_that_nobody_has_to_match():
    state = arranged(players=4, dealer=0, stacks=[200, 200, 200, 30],
                     field={"a1": "As", "b1": "Kd", "c1": "Qh"})
    events = play(state, "all in")  # seat 3 calls the big blind, and will call every raise
    assert [e for e in events if isinstance(e, ChipsMoved)] == [ChipsMoved(3, 2, "all in", 2, 28)]
    assert state.betting.current_bet == 2 and state.call_amount(0) == 2  # the bet to match did not grow
    play(state, "call", "call", "check")
    assert state.phase == "play"
    play(state, "look e5", "hold b1", "look e4", "hold c1", "look e3", "hold a1", "look e2", "hold d1")
    assert state.phase == "wager2" and state.current_player == 1  # seat 3 never acts again
    events = play(state, "raise 50")
    assert ChipsMoved(3, 28, "standing call", 28, 0) in events  # followed the raise up to its whole stack
    assert state.current_player == 2
    events = play(state, "call", "fold")
    # Main pot: 30 each from seats 1, 2, 3 and seat 0's 2; side pot: 22 more each from seats 1 and 2.
    assert [e for e in events if isinstance(e, PotWon)] == [PotWon(0, 92, 3), PotWon(1, 44, 1)]
    assert state.chips() == (198, 44 + 198 - 50 + 2 - 2, 148, 92) and sum(state.chips()) == 630


def test_three_players_all_in_for_different_amounts_make_side_pots_and_the_raise_above_goes_back():
    state = arranged(players=5, dealer=0, stacks=[200, 20, 50, 100, 200],
                     field={"a1": "As", "b1": "Ks", "c1": "Qs", "d1": "3c"})
    events = play(state, "all in", "raise 150", "fold", "all in", "all in")
    assert ChipsReturned(4, 50, 100, 100) in events  # nobody could match seat 4's raise past 100
    assert state.betting.committed == [0, 20, 50, 100, 100] and state.phase == "play"
    play(state, "look e5", "hold a1", "look e4", "hold b1", "look e3", "hold c1", "look e2", "hold d1")
    # Seat 4 alone has chips left: nobody can answer a bet, so the showdown follows at once.
    assert state.round_number == 2
    assert state.showdown.awards == ((0, 80, 1), (1, 90, 2), (2, 100, 3))
    assert state.chips() == (200, 80, 90, 100, 200 - 150 + 50)


def test_a_player_who_loses_every_chip_is_out_and_skipped():
    state = arranged(players=4, dealer=0, stacks=[100, 100, 100, 40],
                     field={"a1": "As", "b1": "2d"})
    play(state, "all in", "raise 60", "fold", "fold")  # seat 3's standing call follows seat 0 to 40
    # Seat 3 holds the 2 of diamonds, seat 0 the ace of spades; with seat 3 out of chips
    # nobody can answer a bet, so the showdown follows the play at once.
    events = play(state, "look e5", "hold b1", "look e4", "hold a1")
    assert SeatOut(3, "has no chips left") in events
    assert state.out == (False, False, False, True) and state.chips()[3] == 0
    assert state.dealer == 1 and state.betting.bets == [2, 0, 1, 0]  # seat 2 small, seat 0 big: seat 3 skipped
    assert state.current_player == 1


def test_folding_is_only_possible_on_your_turn_and_leaves_your_chips_in_the_pot():
    state = arranged(players=3, dealer=0, field={"a1": "As", "b1": "Ks"})
    play(state, "raise 6", "fold", "call")  # seat 0 raises, seat 1 folds its small blind, seat 2 calls
    assert state.betting.folded == [False, True, False] and state.current_player == 2
    assert state.phase == "play"
    play(state, "look e5", "hold b1", "look e4", "hold a1")
    events = play(state, "check", "raise 20", "fold")  # seat 2 checks, seat 0 raises, seat 2 folds
    assert ChipsReturned(0, 20, 0, 194) in events  # the raise nobody called goes back
    assert [e for e in events if isinstance(e, PotWon)] == [PotWon(0, 13, 0)]
    assert state.chips() == (200 - 26 + 33, 199, 194)


def test_pot_limit_caps_a_raise_at_the_pot_after_calling():
    state = arranged(players=4, dealer=0, variant="pot-limit")
    assert state.max_raise_to(3) == 2 + (3 + 2)  # the bet, plus the pot once seat 3 has called
    play(state, "raise 7")
    assert state.max_raise_to(0) == 7 + (10 + 7) and state.min_raise_to(0) == 12
    with pytest.raises(IllegalAction, match="between 12 and 24"):
        play(state, "raise 25")


def test_fixed_limit_raises_by_the_big_blind_then_twice_it_four_bets_a_wager_round():
    state = arranged(players=4, dealer=0, variant="fixed-limit", field={"a1": "As"})
    assert (state.min_raise_to(3), state.max_raise_to(3)) == (4, 4)
    play(state, "raise 4", "raise 6", "raise 8")  # the big blind and three raises: four bets
    assert state.min_raise_to(2) > state.max_raise_to(2)
    assert not any(isinstance(action, Raise) for action in state.legal_actions())
    with pytest.raises(IllegalAction, match="four bets"):
        state.apply(Raise(10))
    play(state, "call", "call", "call")
    for column in "abcd":
        play(state, f"look {column}5", f"hold {column}4")
    assert state.phase == "wager2" and state.min_raise_to(state.current_player) == 4
    play(state, "raise 4")
    assert state.min_raise_to(state.current_player) == 8


def test_a_call_short_of_the_bet_puts_in_the_whole_stack():
    state = arranged(players=3, dealer=0, stacks=[200, 200, 5])
    play(state, "raise 50")
    assert state.call_amount(1) == 49
    play(state, "fold")
    assert state.call_amount(2) == 3 and Call() in state.legal_actions() and AllIn() in state.legal_actions()
    play(state, "call")
    assert state.betting.stacks[2] == 0 and state.phase == "play"


def test_check_and_call_are_refused_when_they_do_not_fit():
    state = arranged(players=3, dealer=0)
    with pytest.raises(IllegalAction, match="calling costs 2 chips"):
        state.apply(Check())
    play(state, "call", "call")
    with pytest.raises(IllegalAction, match="nothing to call"):
        state.apply(Call())
    with pytest.raises(IllegalAction, match="time to wager"):
        play(state, "look a1")
    state.apply(Fold())
    assert state.betting.folded == [False, False, True]


def test_heads_up_the_dealer_posts_the_big_blind_and_the_other_player_opens():
    state = arranged(players=3, dealer=0, stacks=[100, 100, 10], field={"a1": "As"})
    play(state, "raise 50", "fold", "all in")  # seat 2's standing call is all its 10 chips
    play(state, "look e5", "hold e4", "look e3", "hold a1")
    assert state.out == (False, False, True) and state.chips() == (100 + 11, 99, 0)
    assert state.dealer == 1 and state.betting.bets == [1, 2, 0] and state.current_player == 0
