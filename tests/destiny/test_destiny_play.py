"""The play on the field and the showdown: looks, holds, the Benediction
hand, the order cards are played in, and what stays in the field."""

import pytest

from destiny_helpers import arranged, cards, play

from deskcards.engine.events import CardMoved, GameOver
from deskcards.engine.game import IllegalAction
from deskcards.games.destiny.actions import Benediction, Call, Check, Hold, Look
from deskcards.games.destiny.cards import parse_place
from deskcards.games.destiny.events import PotWon, Revealed


def called_wager_round(state):
    """Everyone calls or checks the first wager round."""
    while state.phase == "wager1":
        play(state, "check" if state.can_check(state.current_player) else "call")


def test_the_play_starts_left_of_the_dealer_and_each_player_looks_first():
    state = arranged(players=4, dealer=0)
    called_wager_round(state)
    assert state.phase == "play" and state.current_player == 1
    assert all(isinstance(action, Look) for action in state.legal_actions()) and len(state.legal_actions()) == 25
    with pytest.raises(IllegalAction, match="left hand first"):
        play(state, "hold d1")


def test_no_look_at_or_hold_on_a_card_someone_else_lifted_or_holds():
    state = arranged(players=4, dealer=0)
    called_wager_round(state)
    play(state, "look a1", "hold b1")
    assert Look(parse_place("a1")) not in state.legal_actions() and Look(parse_place("b1")) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="already held down"):
        play(state, "look b1")
    with pytest.raises(IllegalAction, match="another player's left hand"):
        play(state, "look a1")
    play(state, "look c1")
    with pytest.raises(IllegalAction, match="already held down"):
        play(state, "hold b1")
    with pytest.raises(IllegalAction, match="another player's left hand"):
        play(state, "hold a1")


def test_no_hold_on_your_own_left_hand_card():
    state = arranged(players=4, dealer=0)
    called_wager_round(state)
    play(state, "look c3")
    assert Hold(parse_place("c3")) not in state.legal_actions() and Benediction() in state.legal_actions()
    with pytest.raises(IllegalAction, match="in your left hand"):
        play(state, "hold c3")


def test_lifted_cards_go_back_to_their_places_before_the_second_wager_round():
    state = arranged(players=3, dealer=0, field={"a1": "As"})
    called_wager_round(state)
    events = play(state, "look a1", "hold b1", "look c1", "hold d1", "look e1", "hold a2")
    back = [e for e in events if isinstance(e, CardMoved) and e.source.startswith("look:")]
    assert [(e.source, e.target) for e in back] == [("look:1", "field:0"), ("look:2", "field:2"), ("look:0", "field:4")]
    assert state.phase == "wager2" and state.zones()["field"].count(cards("As")[0]) == 1


def shrink_field(state, left: int) -> None:
    """Play hands (everyone calls, checks and plays the first free card) until a hand
    starts with ``left`` cards in the field; seats bless the deck rather than go below."""
    while sum(card is not None for card in state.field) > left or state.phase != "wager1":
        if state.phase != "play":
            play(state, "check" if state.can_check(state.current_player) else "call")
            continue
        free = [a for a in state.legal_actions() if not isinstance(a, Benediction)]
        in_field = sum(card is not None for card in state.field) - len(state.hands.holds)
        state.apply(free[0] if free and (isinstance(free[0], Look) or in_field > left) else Benediction())


def test_the_benediction_hand_is_forced_when_no_field_card_is_free():
    state = arranged(players=3, dealer=0)
    shrink_field(state, 2)
    called_wager_round(state)
    first = state.current_player
    state.apply(state.legal_actions()[0])  # looks at one of the two cards
    assert len(state.legal_actions()) == 2 and Benediction() in state.legal_actions()
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Hold)))
    assert state.current_player != first and state.looked  # nothing left to look at: the look is skipped
    assert state.legal_actions() == [Benediction()]
    with pytest.raises(IllegalAction, match="left hand"):
        state.apply(Hold(state.hands.look_of(first)))


def test_two_benediction_hands_take_the_deck_cards_in_the_order_of_the_final_wager_round():
    # Dealer 2: the final wager round goes seat 3, 0, 1, 2; seats 0 and 3 bless the deck.
    state = arranged(players=4, dealer=2, deck_top="Ks As", field={"a1": "Qs", "b1": "Qd"})
    called_wager_round(state)
    assert state.current_player == 3
    play(state, "look e5", "benediction", "look e4", "benediction", "look e3", "hold a1", "look e2", "hold b1")
    assert state.hands.benedictions == [3, 0]
    events = play(state, "check", "check", "check", "check")
    shown = [(e.seat, e.card, e.place) for e in events if isinstance(e, Revealed)]
    assert shown == [(3, cards("Ks")[0], None), (0, cards("As")[0], None),
                     (1, cards("Qs")[0], parse_place("a1")), (2, cards("Qd")[0], parse_place("b1"))]
    assert [e for e in events if isinstance(e, PotWon)] == [PotWon(0, 8, 0)]


def test_a_folded_players_held_card_stays_in_the_field_and_played_cards_leave_it():
    state = arranged(players=3, dealer=0, field={"a1": "As", "b1": "Ks", "c1": "2c"})
    called_wager_round(state)
    play(state, "look e5", "hold c1", "look e4", "hold b1", "look e3", "hold a1")
    play(state, "check", "raise 10", "fold")  # seat 1 checks, seat 2 raises, seat 0 folds
    assert state.hands.holds == {parse_place("c1"): 1, parse_place("b1"): 2}  # the folder's finger is off a1
    play(state, "call")
    field = state.field
    assert field[parse_place("a1")] == cards("As")[0]  # seat 0 folded: its card stays, unplayed
    assert field[parse_place("b1")] is None and field[parse_place("c1")] is None
    # seat 0's 2 and seat 1's 12
    assert state.discard[-2:] == tuple(cards("2c Ks")) and state.chips()[2] == 200 + 2 + 12


def test_when_all_fold_in_the_first_wager_round_the_last_player_still_plays_a_card():
    state = arranged(players=3, dealer=0, field={"c3": "7h"})
    play(state, "raise 8", "fold", "fold")  # seat 0 raises, both blinds fold
    assert state.phase == "play" and state.current_player == 0
    events = play(state, "look a1", "hold c3")
    assert Revealed(0, cards("7h")[0], parse_place("c3")) in events
    assert [e for e in events if isinstance(e, PotWon)] == [PotWon(0, 5, 0)]  # 6 of the raise went back
    assert state.round_number == 2 and state.field[parse_place("c3")] is None


def test_when_all_fold_in_the_second_wager_round_the_winner_shows_the_held_card():
    state = arranged(players=3, dealer=0, field={"c3": "3h"})
    called_wager_round(state)
    play(state, "look a1", "hold c3", "look a2", "hold b2", "look a3", "hold b3")
    events = play(state, "raise 20", "fold", "fold")
    assert [(e.seat, e.card) for e in events if isinstance(e, Revealed)] == [(1, cards("3h")[0])]


def test_the_game_ends_when_a_single_field_card_is_left():
    state = arranged(players=3, dealer=0)
    shrink_field(state, 2)
    called_wager_round(state)
    play(state, "look " + str(state.legal_actions()[0]).split()[1])
    events = state.apply(next(a for a in state.legal_actions() if isinstance(a, Hold)))
    events += state.apply(Benediction()) + state.apply(Benediction())
    while not state.is_terminal():
        events += state.apply(Check() if Check() in state.legal_actions() else Call())
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and "last field card" in over[0].reason
    assert sum(card is not None for card in state.field) == 1


def test_a_place_off_the_field_or_a_foreign_action_is_refused_with_a_reason():
    state = arranged(players=3, dealer=0)
    called_wager_round(state)
    with pytest.raises(IllegalAction, match="not on the field"):
        state.apply(Look(25))
    with pytest.raises(IllegalAction, match="time to play on the field"):
        state.apply(Call())


def test_a_fold_takes_the_benediction_hand_off_the_deck():
    state = arranged(players=3, dealer=0, deck_top="As Ks", field={"b3": "Qs"})
    called_wager_round(state)
    play(state, "look a1", "benediction", "look a2", "benediction", "look a3", "hold b3")
    assert state.hands.benedictions == [1, 2]
    events = play(state, "fold", "check", "check")  # seat 1 folds: seat 2's hand takes the top card
    assert [(e.seat, e.card) for e in events if isinstance(e, Revealed)] == [(2, cards("As")[0]), (0, cards("Qs")[0])]
