"""The nine example turns of the seed ("Example Turns"), each played on a table
set up from known cards. Seat 0 plays; seat 1 is next."""

from blackjack_helpers import card, cards, make_rules, of_type, play, table, texts

from deskcards.engine.events import CardMoved, TurnStarted
from deskcards.games.blackjack.events import CycleClosed, PickupChanged, SuitChosen


def drawn_by(events, seat: int) -> list[int]:
    return [event.card for event in of_type(events, CardMoved) if event.target == f"hand:{seat}"]


# Examples 1 to 4: the first turn of a game (empty discard), no card to pick up.

def test_example_1_a_single_nine_ends_the_turn():
    state = table("9h 7d 5s", "Kc Kd")
    events = play(state, "play 9h")
    assert state.discard == (card("9h"),) and state.hand(0) == tuple(sorted(cards("7d 5s")))
    assert CycleClosed(0, 9, 1) in events and events[-1] == TurnStarted(1)
    assert drawn_by(events, 0) == [] and state.current_player == 1


def test_example_2_two_nines_then_a_club_goes_on_through_step_6():
    state = table("9h 9c 4c 7d", "Kc Kd")
    play(state, "play 9h")
    assert state.phase == "extend" and texts(state.legal_actions()) == ["play 9c", "close"]
    play(state, "play 9c")  # no more nines: the cycle of two closes by itself
    assert state.phase == "start" and state.current_player == 0
    assert texts(state.legal_actions()) == ["play 4c"]  # 7d matches neither clubs nor nines
    events = play(state, "play 4c")
    assert state.discard == tuple(cards("9h 9c 4c")) and drawn_by(events, 0) == []
    assert state.hand(0) == (card("7d"),) and state.current_player == 1


def test_example_3_a_three_forces_another_card():
    state = table("9h 9c 3c 4c 7d", "Kc Kd")
    play(state, "play 9h", "play 9c", "play 3c")
    assert state.phase == "start" and state.current_player == 0 and state.turn_cards == tuple(cards("9h 9c 3c"))
    events = play(state, "play 4c")
    assert state.discard == tuple(cards("9h 9c 3c 4c")) and drawn_by(events, 0) == []
    assert state.current_player == 1


def test_example_4_three_jacks_may_stop_without_capping_off():
    state = table("Js Jc Jh 5h", "Kc Kd")
    play(state, "play Js", "play Jc", "play Jh")
    assert state.phase == "may_end" and texts(state.legal_actions()) == ["play 5h", "end"]
    events = play(state, "end")
    assert drawn_by(events, 0) == [] and state.pickup == 5 + 5 + 3 and state.current_player == 1


def test_example_4_without_a_card_to_go_on_the_turn_ends_by_itself():
    state = table("Js Jc Jh 5d", "Kc Kd")
    events = play(state, "play Js", "play Jc", "play Jh")
    assert drawn_by(events, 0) == [] and state.pickup == 13 and state.current_player == 1


# Examples 5 and 6: turns that end by picking up one card.

def test_example_5_a_player_who_cannot_play_draws_one():
    state = table("7d 8s", "Kc Kd", discard="9h", draws="2c")
    assert texts(state.legal_actions()) == ["draw"]
    events = play(state, "draw")
    assert drawn_by(events, 0) == [card("2c")] and state.discard == (card("9h"),)
    assert state.current_player == 1 and state.turn_cards == ()


def test_example_5_on_the_first_turn_only_the_draw_anytime_rule_allows_it():
    state = table("7d 8s", "Kc Kd", draws="2c", rules=make_rules(2, may_draw_when_able=True))
    assert texts(state.legal_actions()) == ["play 7d", "play 8s", "draw"]
    assert drawn_by(play(state, "draw"), 0) == [card("2c")]


def test_example_6_two_nines_reset_the_turn_and_cost_a_card():
    state = table("9h 9c 7d", "Kc Kd", draws="2s")
    play(state, "play 9h", "play 9c")
    assert state.phase == "start" and texts(state.legal_actions()) == ["draw"]
    events = play(state, "draw")
    assert drawn_by(events, 0) == [card("2s")] and state.current_player == 1


# Examples 7 to 9: the previous turn was 9c 9h Jh, so pickup is 3 with Jh on top.

def after_nine_nine_jack(answer: str):
    state = table("9c 9h Jh 4s", answer, draws="5d 6d 7c")
    play(state, "play 9c", "play 9h", "play Jh")
    assert state.current_player == 1 and state.pickup == 3 and state.top_card == card("Jh")
    return state


def test_example_7_without_an_ace_a_two_or_a_jack_pick_up_three():
    state = after_nine_nine_jack("5c 6h 9s")
    assert texts(state.legal_actions()) == ["draw"]
    events = play(state, "draw")
    assert drawn_by(events, 1) == cards("5d 6d 7c") and PickupChanged(0) in events
    assert state.pickup == 0 and state.turn_cards == () and state.current_player == 0


def test_example_8_an_ace_cancels_the_pickup_and_calls_any_suit():
    state = after_nine_nine_jack("Ac 4d")
    assert texts(state.legal_actions()) == ["play Ac=c", "play Ac=d", "play Ac=h", "play Ac=s"]
    events = play(state, "play Ac=s")
    assert SuitChosen(1, 3) in events and PickupChanged(0) in events
    assert state.pickup == 0 and state.active_suit == 3 and drawn_by(events, 1) == []


def test_example_9_a_jack_passes_the_pickup_on_grown_to_eight():
    state = after_nine_nine_jack("Jc 4d")
    assert texts(state.legal_actions()) == ["play Jc"]
    events = play(state, "play Jc")
    assert PickupChanged(8) in events and state.pickup == 8 and state.current_player == 0
