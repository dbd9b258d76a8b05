"""One test (or a few) per bullet of the ruling, design/rulings/blackjack.md,
named after the bullet. Hidden information is in test_blackjack_hidden.py,
pickup debt in test_blackjack_debt.py."""

import collections

import pytest

from blackjack_helpers import card, cards, make_rules, of_type, play, table, texts

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.events import CardMoved, GameOver, Shuffled, TurnStarted
from deskcards.games.blackjack.ai import BlackjackPlayouts
from deskcards.games.blackjack.events import CycleClosed, DirectionChanged, Finished, PickupChanged, Skipped, SuitChosen
from deskcards.games.blackjack.rules import PickupValues

# --- Setup ----------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 8))
def test_setup_2_to_7_players_and_the_deck_dealt_out_one_at_a_time(players):
    state = make_rules(players).new_state(seed=players)
    sizes = state.hand_sizes
    assert sum(sizes) == 52 and max(sizes) - min(sizes) <= 1
    first = state.current_player
    dealt_order = [(first + step) % players for step in range(players)]
    assert [sizes[seat] for seat in dealt_order] == sorted(sizes, reverse=True)  # the odd cards go first
    deal = state.deal_events()
    assert len(of_type(deal, CardMoved)) == 52 and deal[-1] == TurnStarted(first)
    assert [event.target for event in deal[:players]] == [f"hand:{seat}" for seat in dealt_order]


@pytest.mark.parametrize("players", [1, 8])
def test_setup_refuses_other_player_counts(players):
    with pytest.raises(ValueError, match="2 to 7 players"):
        make_rules(players)


def test_setup_the_first_player_is_chosen_at_random():
    rules = make_rules(4)
    firsts = collections.Counter(rules.new_state(seed).current_player for seed in range(200))
    assert set(firsts) == {0, 1, 2, 3} and min(firsts.values()) > 25
    assert rules.new_state(9).current_player == rules.new_state(9).current_player


def test_setup_pickup_0_move_offset_1_discard_and_deck_empty():
    state = make_rules(3).new_state(seed=4)
    assert (state.pickup, state.move_offset, state.discard, state.deck_size) == (0, 1, (), 0)
    assert state.phase == "start" and state.turn == 1 and state.debts == (0, 0, 0)


# --- The turn, made precise -------------------------------------------------------


def test_step_5_means_the_card_played_in_step_4():
    state = table("7h 7s 7c 9s 3h", "Kc Kd", discard="2h")
    play(state, "play 7h")
    assert state.phase == "extend" and texts(state.legal_actions()) == ["play 7c", "play 7s", "close"]


def test_a_turn_is_a_sequence_of_cycles_of_one_value_v_and_count_k():
    state = table("7h 7s 3s 3c 5c 9d", "Kc Kd", discard="2h")
    events = play(state, "play 7h", "play 7s", "play 3s", "play 3c", "play 5c")
    assert of_type(events, CycleClosed) == [CycleClosed(0, 7, 2), CycleClosed(0, 3, 2), CycleClosed(0, 5, 1)]


def test_after_a_cycle_of_3s_another_cycle_must_start():
    state = table("3h 5h 9d", "Kc Kd", discard="2h")
    play(state, "play 3h")
    assert state.phase == "start" and state.current_player == 0
    assert texts(state.legal_actions()) == ["play 5h"]
    with pytest.raises(Exception, match="A 3 was played: play another card that matches 3♥, or draw one"):
        play(state, "end")


def test_after_a_cycle_of_3s_without_a_card_to_play_draw_one_and_the_turn_ends():
    state = table("3h 9d", "Kc Kd", discard="2h", draws="Ts")
    play(state, "play 3h")
    assert texts(state.legal_actions()) == ["draw"]
    play(state, "draw")
    assert state.hand(0) == tuple(sorted(cards("9d Ts"))) and state.current_player == 1


def test_after_a_cycle_of_queens_any_card_may_start_the_next():
    state = table("Qh 9d 5c", "Kc Kd", discard="2h")
    play(state, "play Qh")
    assert state.queen_free and texts(state.legal_actions()) == ["play 5c", "play 9d"]
    play(state, "play 5c")
    assert not state.queen_free and state.current_player == 1


def test_after_a_cycle_of_queens_with_no_card_draw_one_and_the_next_player_matches_the_queen():
    state = table("Qh", "Kc 5h 7d", discard="2h", draws="Ts")
    play(state, "play Qh", "draw")  # a Queen cannot end a hand either way
    assert state.hand(0) == (card("Ts"),) and state.current_player == 1
    assert not state.queen_free and texts(state.legal_actions()) == ["play 5h"]


def test_after_two_or_more_2s_or_jacks_the_player_chooses_to_end_or_go_on():
    for pair in ("2h 2s", "Jh Js"):
        state = table(f"{pair} 9s 4d", "Kc Kd", discard="4h")
        play(state, *(f"play {c}" for c in pair.split()))
        assert state.phase == "may_end" and texts(state.legal_actions()) == ["play 9s", "end"]
        play(state, "play 9s")
        assert state.current_player == 1 and state.pickup == 0  # the nine cancelled the pick-up


def test_a_world_in_may_end_whose_mover_holds_nothing_that_goes_may_only_end():
    """A determinizer deals the mover's hidden hand afresh, so in may_end it may hold no
    card that goes on: the turn can then only end, never draw."""
    state = table("2h 2s 9s 4d", "Kc Kd", discard="4h")
    play(state, "play 2h", "play 2s")
    deck = [card("9s") if c == card("5c") else c for c in state.zones()["deck"]]
    hands = [sum(1 << c for c in cards("5c 4d")), sum(1 << c for c in cards("Kc Kd"))]
    world = state.ruleset.state_from_public(state.observation(1), hands, deck, seed=1)
    assert world.phase == "may_end" and texts(world.legal_actions()) == ["end"]


def test_after_two_or_more_of_any_other_value_another_cycle_must_start():
    state = table("5h 5s 9s 4d", "Kc Kd", discard="4h", draws="Tc")
    play(state, "play 5h", "play 5s")
    assert state.phase == "start" and texts(state.legal_actions()) == ["play 9s"]
    state = table("5h 5s 4d", "Kc Kd", discard="4h", draws="Tc")
    play(state, "play 5h", "play 5s", "draw")
    assert state.hand(0) == tuple(sorted(cards("4d Tc"))) and state.current_player == 1


def test_otherwise_the_turn_ends():
    for lone in ("5h", "2h", "Jh", "8h", "Kh", "Ah=h"):
        state = table(f"{lone[:2]} 9d 9c", "Kc Kd 7c", discard="4h")
        play(state, f"play {lone}")
        assert state.turn == 2 and len(state.hand(0)) == 2


def test_match_the_suit_or_value_of_the_top_card_and_anything_on_an_empty_pile():
    state = table("4h 9c 9s 2d", "Kc Kd", discard="9h")
    assert texts(state.legal_actions()) == ["play 4h", "play 9c", "play 9s"]
    with pytest.raises(Exception, match="That card does not match the 9♥ on the pile"):
        play(state, "play 2d")
    state = table("4h 9c 2d", "Kc Kd")  # anything: listed by suit, then rank
    assert texts(state.legal_actions()) == ["play 9c", "play 2d", "play 4h"]


def test_an_ace_goes_on_anything_and_its_called_suit_is_the_suit_to_match():
    state = table("As 5d 9c", "5h 5c Ks", discard="Qh")
    assert texts(state.legal_actions()) == ["play As=c", "play As=d", "play As=h", "play As=s"]
    events = play(state, "play As=c")
    assert SuitChosen(0, 0) in events and state.active_suit == 0 and state.current_player == 1
    assert texts(state.legal_actions()) == ["play 5c"]  # clubs, not spades


def test_several_aces_in_a_cycle_the_last_called_suit_counts():
    state = table("Ah As 9d 9c", "5h 5d 5c", discard="7h")
    play(state, "play Ah=c", "play As=d")  # two of a kind: the same player goes on
    assert state.active_suit == 1 and texts(state.legal_actions()) == ["play 9d"]


def test_step_3_with_a_pickup_open_with_an_ace_2_or_jack_that_matches():
    state = table("Ac 2h 2c Jd Js 9h", "Kc Kd", discard="Jh", pickup=3)
    assert texts(state.legal_actions()) == ["play 2h", *(f"play Ac={s}" for s in "cdhs"), "play Jd", "play Js"]
    with pytest.raises(Exception, match="You owe 3 cards: answer with an Ace, a 2 or a Jack, or draw them"):
        play(state, "play 9h")
    with pytest.raises(Exception, match="does not match the J♥"):
        play(state, "play 2c")


def test_step_3_otherwise_draw_the_pickup_and_the_turn_ends_without_playing():
    state = table("9h 5c", "Kc Kd", discard="Jh", pickup=3, draws="2s 3s 4s")
    events = play(state, "draw")
    assert [e.card for e in of_type(events, CardMoved)] == cards("2s 3s 4s")
    assert state.pickup == 0 and state.current_player == 1 and state.discard == (card("Jh"),)


def test_pickup_becomes_0_the_moment_a_card_other_than_a_2_or_a_jack_is_played():
    state = table("2h 2s 9s", "Kc Kd", discard="4h")
    events = play(state, "play 2h", "play 2s")
    assert of_type(events, PickupChanged) == [PickupChanged(2), PickupChanged(4)]
    assert of_type(play(state, "play 9s"), PickupChanged) == [PickupChanged(0)]


@pytest.mark.parametrize("values, answers", [(PickupValues(), (2, 3, 5)), (PickupValues(1, 0, 7), (1, 0, 7))])
@pytest.mark.parametrize("played, which", [("2h", 0), ("Jh", 1), ("Jd", 1), ("Js", 2)])
def test_2_adds_2_red_jack_3_black_jack_5_and_the_values_are_an_option(values, answers, played, which):
    rules = make_rules(2, pickup_values=values)
    state = table(f"{played} 9c", "Kc Kd", discard="4" + played[1], rules=rules)
    play(state, f"play {played}")
    assert state.pickup == answers[which]
    answered = ("J" if played[0] == "2" else "2") + played[1]
    state = table(f"{played} 9c", "Kc Kd", discard=answered, pickup=4, rules=rules)
    play(state, f"play {played}")  # an answer adds to what is pending
    assert state.pickup == 4 + answers[which]


def test_8_adds_sign_of_move_offset_and_k_reverses_each_card_counts():
    state = table("8h 8s 8c Kc Kd 5d 9s", "4c", "4d", "4s", "4h", discard="8d")
    play(state, "play 8h")
    assert state.move_offset == 2
    play(state, "play 8s", "play 8c")  # three of a kind: the same player goes on
    assert state.move_offset == 4 and state.current_player == 0
    events = play(state, "play Kc")
    assert state.move_offset == -4 and DirectionChanged(-1) in events
    events = play(state, "play Kd")
    assert state.move_offset == 4 and DirectionChanged(1) in events
    events = play(state, "play 5d")
    assert state.current_player == 4 and of_type(events, Skipped) == [Skipped(1), Skipped(2), Skipped(3)]
    assert state.move_offset == 1  # step 1 of the next turn


def test_you_may_not_draw_instead_of_playing_when_you_can_play():
    state = table("9h 4c", "Kc Kd", discard="7h")
    assert texts(state.legal_actions()) == ["play 9h"]
    with pytest.raises(Exception, match="You can still play: you may not draw"):
        play(state, "draw")
    state = table("9h 4c", "Kc Kd", discard="7h", rules=make_rules(2, may_draw_when_able=True))
    assert texts(state.legal_actions()) == ["play 9h", "draw"]
    play(state, "draw")
    assert state.hand_sizes[0] == 3 and state.current_player == 1


def test_step_8_no_cards_left_wins():
    state = table("9h", "Kc Kd", discard="7h")
    events = play(state, "play 9h")
    assert events[-2:] == [Finished(0, 1), GameOver((0,), "Seat 1 wins with no cards left")]
    assert state.is_terminal() and state.winner == 0 and state.returns() == (1.0, 0.0)
    assert state.legal_actions() == () and state.current_player is None


@pytest.mark.parametrize("last", ["Ah=h", "2h", "3h", "8h", "Jh", "Qh", "Kh"])
def test_step_8_unless_the_last_card_is_a_power_card_then_draw_one(last):
    state = table(last[:2], "Kc Kd 5c", discard="7h", draws="Td", rest="discard")
    if last[0] in "3Q":
        play(state, f"play {last}", "draw")  # must play on, cannot, draws: the same one card
    else:
        play(state, f"play {last}")
    assert state.hand(0) == (card("Td"),) and not state.is_terminal() and state.turn == 2


def test_the_last_card_you_played_means_in_the_whole_game():
    # Seat 0 goes out on an 8 with nothing to draw; with two players the 8 brings the turn back to it.
    state = make_rules(2).state_from_table([cards("8h"), [c for c in FULL_DECK if c != card("8h")]], [], [])
    play(state, "play 8h")
    assert state.hand(0) == () and state.current_player == 0 and not state.is_terminal()
    events = play(state, "draw")  # nothing to play or draw: still, the last card it played is the 8
    assert not of_type(events, Finished) and not state.is_terminal()
    assert state.winner is None and state.current_player == 1


def test_the_next_player_is_move_offset_seats_away_to_the_left_when_positive():
    state = table("5h 6h", "Kc Kd", "Qc Qd", "Jc Js", discard="7h")
    play(state, "play 5h")
    assert state.current_player == 1
    state = table("Kh 6h", "Kc Kd", "Qc Qd", "Jc Js", discard="7h")
    play(state, "play Kh")
    assert state.current_player == 3 and state.direction == -1 and state.move_offset == -1


# --- Drawing when the deck is short -----------------------------------------------


def test_an_empty_deck_is_made_of_every_discard_but_the_top_shuffled():
    state = table("9d 4s", "Kc Kd", discard="2c 3c 4c 5c 7h", draws="", rest="discard")
    pile = set(state.discard[:-1])
    assert state.deck_size == 0
    events = play(state, "draw")
    assert events[0] == Shuffled(len(pile), kept=1) and state.discard == (card("7h"),)
    drawn = of_type(events, CardMoved)[0].card
    assert drawn in pile and set(state.zones()["deck"]) == pile - {drawn}


def test_a_draw_during_a_turn_never_takes_back_the_turns_own_cards():
    # The ruling's example: deck empty, discard 5h, play 9h 9c and must draw.
    others = [c for c in FULL_DECK if c not in cards("9h 9c 5h")]
    state = make_rules(2).state_from_table([cards("9h 9c"), others], [], [card("5h")])
    play(state, "play 9h", "play 9c")
    assert texts(state.legal_actions()) == ["draw"]  # two nines must be followed, and nothing can be
    events = play(state, "draw")
    assert not of_type(events, Shuffled) and not of_type(events, CardMoved)
    assert events[-2:] == [Finished(0, 1), GameOver((0,), "Seat 1 wins with no cards left")]
    assert state.discard == tuple(cards("5h 9h 9c"))


def test_a_reshuffle_during_a_turn_keeps_the_pile_top_and_the_turns_cards():
    others = [c for c in FULL_DECK if c not in cards("9h 9c 4s 2c 3c 5h")]
    state = make_rules(2).state_from_table([cards("9h 9c 4s"), others], [], cards("2c 3c 5h"))
    play(state, "play 9h", "play 9c")
    events = play(state, "draw")  # 4s cannot follow the nines
    assert events[0] == Shuffled(2, kept=3)  # 2c and 3c; 5h stays on top, under the nines
    assert of_type(events, CardMoved)[0].card in cards("2c 3c")
    assert state.discard == tuple(cards("5h 9h 9c")) and state.deck_size == 1


def test_the_draw_of_step_8_comes_after_the_turns_cards_join_the_pile():
    others = [c for c in FULL_DECK if c not in cards("Kh 5h")]
    state = make_rules(2).state_from_table([cards("Kh"), others], [], [card("5h")])
    events = play(state, "play Kh")  # out on a power card: step 7, then step 8 draws one
    assert Shuffled(1, kept=1) in events and state.hand(0) == (card("5h"),)
    assert state.discard == (card("Kh"),) and not state.is_terminal()


def test_forfeit_draw_what_exists_and_the_rest_is_forgotten():
    everything = [c for c in FULL_DECK if c not in cards("9d 4s Jh 5h")]
    state = make_rules(2).state_from_table([cards("9d 4s"), everything], [card("5h")], [card("Jh")], pickup=5)
    events = play(state, "draw")
    assert [e.card for e in of_type(events, CardMoved)] == [card("5h")]
    assert state.debts == (0, 0) and state.pickup == 0 and state.hand_sizes[0] == 3


def test_a_game_reaching_max_turns_is_a_draw_ranked_by_fewest_cards():
    state = table("9h 9s 5d", "5s 6c", "7d", discard="2h", rules=make_rules(3, max_turns=2))
    play(state, "play 9h", "play 9s", "draw")  # seat 0 must go on after two nines, and draws
    events = play(state, "play 5s")
    assert state.is_terminal() and state.winner is None and events[-1].winners == ()
    assert "a draw" in events[-1].reason and state.returns() == pytest.approx((1 / 3,) * 3)
    assert state.ranking() == (1, 2, 0)  # one card, one card (seat order), four cards


# --- Winning -----------------------------------------------------------------------


def test_the_first_player_to_end_a_turn_with_no_cards_wins():
    state = table("9h", "5h 5c", "7c", discard="7h")
    play(state, "play 9h")
    assert state.places == (0,) and state.ranking() == (0, 2, 1) and state.returns() == (1.0, 0.0, 0.0)


def test_with_play_on_the_others_play_on_for_places():
    state = table("9h", "5h", "4c 4d", discard="7h", rules=make_rules(3, play_on=True))
    events = play(state, "play 9h")
    assert Finished(0, 1) in events and not state.is_terminal() and state.current_player == 1
    events = play(state, "play 5h")
    assert events[-3:] == [Finished(1, 2), Finished(2, 3),
                           GameOver((0,), "Seat 1 wins; Seat 3 is left with cards")]
    assert state.places == (0, 1, 2) and state.returns() == (1.0, 0.0, 0.0)  # only the win counts
    assert [BlackjackPlayouts().value(state, seat) for seat in range(3)] == [1.0, 0.5, 0.0]  # hard plays for places


def test_with_play_on_finished_seats_are_passed_over():
    state = table("9h", "Kh 5s", "4c", "5h 5c", discard="7h", rules=make_rules(4, play_on=True))
    play(state, "play 9h")
    assert state.current_player == 1 and state.hand(0) == ()
    events = play(state, "play Kh")  # one seat to the right of seat 1, not counting seat 0
    assert state.current_player == 3 and not of_type(events, Skipped)
