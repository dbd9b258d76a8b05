"""Main and side pots: by hand, and against pokerkit on random hands."""

import random

import pytest

from destiny_helpers import arranged, play, rules

from deskcards.games.destiny.events import ChipsReturned, PotWon
from deskcards.games.destiny.narrate import narrate
from deskcards.games.destiny.pots import pots, unmatched


def test_one_pot_when_everyone_put_in_the_same():
    assert pots([10, 10, 10], [False, False, False]) == [(30, (0, 1, 2))]


def test_three_all_ins_for_different_amounts():
    # 20, 50 and 100 all in, 150 from the last: each level is a pot for those who reached it.
    assert pots([0, 20, 50, 100, 150], [True, False, False, False, False]) == [
        (80, (1, 2, 3, 4)), (90, (2, 3, 4)), (100, (3, 4)), (50, (4,))]


def test_folded_chips_fill_the_pots_up_to_what_the_folder_put_in():
    # Seat 3 folded after 60: 30 of it goes to the main pot, 30 to the side pot.
    assert pots([30, 80, 80, 60], [False, False, False, True]) == [(120, (0, 1, 2)), (130, (1, 2))]


def test_nothing_in_means_no_pot():
    assert pots([0, 0, 0], [False, False, True]) == []


def pokerkit_hand(pokerkit, rng: random.Random, players: int):
    """One pre-flop of no-limit Hold'em played at random by pokerkit's own rules:
    stacks of every size, folds, calls and shoves. Each seat's contribution, its
    fold, and pokerkit's pots."""
    stacks = [rng.choice((rng.randint(1, 12), rng.randint(12, 300))) for _ in range(players)]
    automations = (pokerkit.Automation.ANTE_POSTING, pokerkit.Automation.BET_COLLECTION,
                   pokerkit.Automation.BLIND_OR_STRADDLE_POSTING, pokerkit.Automation.CARD_BURNING,
                   pokerkit.Automation.HOLE_DEALING, pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING)
    state = pokerkit.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, tuple(stacks), players)
    while state.actor_index is not None:
        roll = rng.random()
        if roll < 0.3 and state.can_fold():
            state.fold()
        elif roll < 0.6 or not state.can_complete_bet_or_raise_to():
            state.check_or_call()
        else:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            state.complete_bet_or_raise_to(rng.choice((low, high, rng.randint(low, high))))
    committed = [start - now for start, now in zip(state.starting_stacks, state.stacks)]
    folded = [not status for status in state.statuses]
    return committed, folded, [(pot.amount, tuple(pot.player_indices)) for pot in state.pots]


@pytest.mark.slow
def test_our_pots_match_pokerkits_on_hundreds_of_random_rounds():
    pokerkit = pytest.importorskip("pokerkit")
    rng = random.Random(12)
    compared = side_pots = folded_in = 0
    while compared < 400:
        committed, folded, theirs = pokerkit_hand(pokerkit, rng, rng.randint(3, 8))
        if folded.count(False) < 2:
            continue  # a round won by folds has no pots to split
        assert pots(committed, folded) == theirs, (committed, folded)
        compared += 1
        side_pots += len(theirs) >= 3
        folded_in += any(f and c for f, c in zip(folded, committed))
    assert side_pots > 100 and folded_in > 100  # the patterns did cover what matters


def test_chips_nobody_still_in_the_round_matched_go_back_to_who_put_them_in():
    # The ruling's example: seat 1 posts 2, seat 2 its only chip, seats 0 and 1 fold.
    state = arranged(players=3, dealer=0, stacks=[40, 40, 1], variant="short-stacks")
    events = play(state, "fold", "fold")
    assert ChipsReturned(1, 1, 1, 39) in events
    events = play(state, "look a1", "hold a2")
    assert [e for e in events if isinstance(e, PotWon)] == [PotWon(0, 2, 2)]
    assert state.chips() == (40, 39, 2)


@pytest.mark.parametrize("committed, folded, back", [
    ([0, 2, 1], [True, True, False], [0, 1, 0]),  # the blind above a one-chip all in
    ([8, 1, 2], [False, True, True], [6, 0, 0]),  # a raise everyone folded to: only the big blind was matched
    ([100, 50, 80], [False, False, True], [20, 0, 0]),  # the folder matched 80 of the raise
    ([0, 80, 50, 30], [True, True, False, False], [0, 30, 0, 0]),  # a folder above every live seat
    ([30, 80, 80, 60], [False, False, False, True], [0, 0, 0, 0]),  # all matched: nothing goes back
])
def test_unmatched_chips_are_those_above_what_anyone_still_in_could_match(committed, folded, back):
    assert unmatched(committed, folded) == back


def test_the_log_says_the_unmatched_chips_went_back():
    state = arranged(players=3, dealer=0)
    before = state.clone()
    events = play(state, "raise 8", "fold", "fold")  # seat 0 raises, both blinds fold
    lines = narrate(events, ["You", "Bob", "Carol"], 0, before)
    assert "You take back 6 chips nobody matched" in lines


def test_in_random_games_no_chip_lies_unmatched_once_a_wager_round_is_over():
    for seed in range(20):
        state = rules(5, "short-stacks").new_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            if state.phase == "play":
                assert not any(unmatched(state.betting.committed, state.betting.folded))
