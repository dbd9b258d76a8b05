"""Pickup debt (the seed's option 2): cards the deck and discard cannot supply
are owed, paid at the start of the debtor's later turns, and block a win."""

import pytest

from blackjack_helpers import card, cards, make_rules, of_type, play, table

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.events import CardMoved, Shuffled, TurnStarted
from deskcards.engine.game import check_conservation
from deskcards.games.blackjack.events import DebtChanged, Finished


def short_deck(shortfall: str):
    """Seat 1 faces a pick-up of 5 with one card in the deck (6s) and one under
    the Jh on the pile (5s); seat 0 holds every other card."""
    mine = cards("4d 4c")
    rest = [c for c in FULL_DECK if c not in set(mine) | set(cards("6s 5s Jh"))]
    rules = make_rules(2, pickup_shortfall=shortfall)
    return rules.state_from_table([rest, mine], cards("6s"), cards("5s Jh"), first=1, pickup=5)


def test_a_short_pickup_is_owed_carried_and_paid_before_step_1_of_the_next_turn():
    state = short_deck("debt")
    events = play(state, "draw")
    assert events[1:5] == [
        CardMoved(card("6s"), "deck", -1, "hand:1", 2, face_up=False),
        Shuffled(1, kept=1),  # the pile but its top card: just the 5s
        CardMoved(card("5s"), "deck", -1, "hand:1", 2, face_up=False),
        DebtChanged(1, 3),
    ]
    assert state.debts == (0, 3) and state.hand_sizes[1] == 4 and state.discard == (card("Jh"),)
    play(state, "play 2h", "play 2c", "close", "end")  # seat 0 adds two cards to the pile
    # Seat 1's turn began by drawing what the pile could give: two of the three.
    assert state.current_player == 1 and state.debts == (0, 1) and state.hand_sizes[1] == 6


def test_the_debt_payment_comes_first_in_the_turn():
    state = short_deck("debt")
    play(state, "draw", "play 2h", "play 2c", "close")
    events = play(state, "end")
    start = events.index(TurnStarted(1))
    assert events[start + 1:] == [
        Shuffled(2, kept=1),
        *of_type(events[start + 2:start + 4], CardMoved),
        DebtChanged(1, 1),
    ]
    assert {e.card for e in events[start + 2:start + 4]} == set(cards("Jh 2h"))
    assert state.debts == (0, 1) and state.hand_sizes[1] == 6 and state.phase == "start"
    assert state.move_offset == 1 and state.pickup == 4


def test_forfeit_forgets_what_cannot_be_drawn():
    state = short_deck("forfeit")
    events = play(state, "draw")
    assert not of_type(events, DebtChanged) and state.debts == (0, 0) and state.hand_sizes[1] == 4


def test_a_debtor_cannot_win_and_stays_in_with_no_cards():
    rules = make_rules(2, pickup_shortfall="debt")
    state = table("9h", "5c 6c", discard="3d 7h", draws="Ts Js Qs", rules=rules, debts=(2, 0))
    events = play(state, "play 9h")
    assert not of_type(events, Finished) and not state.is_terminal() and state.winner is None
    assert state.hand(0) == () and state.debts == (2, 0) and state.current_player == 1
    events = play(state, "draw")  # seat 1 cannot follow the 9h; then seat 0 pays its debt
    assert events[-1] == DebtChanged(0, 0) and state.hand(0) == tuple(sorted(cards("Js Qs")))


def test_with_debt_blocks_win_off_a_debtor_may_win_and_the_debt_is_dropped():
    rules = make_rules(2, pickup_shortfall="debt", debt_blocks_win=False)
    state = table("9h", "5c 6c", discard="3d 7h", rules=rules, debts=(2, 0))
    events = play(state, "play 9h")
    assert Finished(0, 1) in events and DebtChanged(0, 0) in events and state.winner == 0


def test_an_empty_hand_with_nothing_to_draw_owes_one_more_or_with_forfeit_wins():
    everything = [c for c in FULL_DECK if c != card("7h")]
    debt = make_rules(2, pickup_shortfall="debt").state_from_table([[], everything], [], cards("7h"), debts=(1, 0))
    assert [str(a) for a in debt.legal_actions()] == ["draw"]
    events = play(debt, "draw")
    assert DebtChanged(0, 2) in events and not of_type(events, Finished) and debt.current_player == 1
    forfeit = make_rules(2).state_from_table([[], everything], [], cards("7h"))
    assert play(forfeit, "draw")[0] == Finished(0, 1) and forfeit.winner == 0


@pytest.mark.parametrize("seed", range(8))
def test_debts_never_lose_or_invent_cards_in_long_games(seed):
    rules = make_rules(3, pickup_shortfall="debt", may_draw_when_able=True, max_turns=300)
    state = rules.new_state(seed)
    owed = 0
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])  # draw whenever allowed, so that debts pile up
        check_conservation(state, FULL_DECK)
        owed = max(owed, sum(state.debts))
    assert owed > 0
