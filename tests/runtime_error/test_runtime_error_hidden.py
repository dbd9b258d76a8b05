"""What a seat may know: its hand, every face-up statement, its own face-down
cards, the whole pile, sizes of hands and deck; worlds built from that agree
(from random positions too: tests/test_every_game.py)."""

import random

from runtime_error_helpers import cards, position, rules, statement

from deskcards.engine.cards import FULL_DECK


def edited_position():
    """Seat 1's statement holds Tc, put face down by seat 0. (During play a face-down
    card lasts only while the functions of one input run, between two choices.)"""
    ruleset = rules(2)
    table = [[statement("Ad Kd 4d")], [statement("2c 9c 5h").with_card(1, cards("Tc")[0], 0)]]
    return ruleset.state_from_table([cards("7c 2s 9h"), cards("3h 4h")], deck=cards("8c 8h Js"), table=table)


def test_a_seat_sees_its_hand_sizes_the_pile_and_the_deck_size_only():
    state = rules(3).new_state(2)
    seen = state.observation(1)
    assert seen.hand == state.hand(1) and seen.hand_sizes == tuple(len(state.hand(s)) for s in range(3))
    assert seen.deck_size == state.deck_size and seen.discard == state.discard
    text = repr(seen)
    assert set(seen.unseen()) == set(FULL_DECK) - set(state.hand(1))
    assert "deck=" not in text and all(not hasattr(seen, name) for name in ("deck", "hands"))


def test_a_face_down_card_is_hidden_from_everyone_but_the_seat_that_placed_it():
    state = edited_position()
    placer, owner = state.observation(0), state.observation(1)
    assert placer.table[1][0].upper == cards("Tc")[0]
    assert owner.table[1][0].upper is None and owner.table[1][0].lower == cards("2c")[0]
    assert cards("Tc")[0] in owner.unseen() and cards("Tc")[0] not in placer.unseen()


def test_states_that_differ_only_in_hidden_cards_look_the_same():
    a = position("7c 2s", other="3h 4h", deck="8c 8h Js")
    b = position("7c 2s", other="3h Js", deck="8c 8h 4h")
    assert a.observation(0) == b.observation(0) and a.observation(1) != b.observation(1)


def test_the_seat_not_to_move_has_no_legal_actions():
    for seed in range(4):
        state, rng = rules(2).new_state(seed), random.Random(seed)
        while not state.is_terminal():
            assert state.observation(1 - state.whose_turn).legal_actions() == ()
            state.apply(rng.choice(state.legal_actions()))


def test_a_determinized_world_shows_each_seat_what_it_knows_of_a_face_down_card():
    state = edited_position()
    for seat in range(2):
        seen = state.observation(seat)
        assert seen.determinize(random.Random(seat)).observation(seat) == seen


def test_determinized_worlds_vary_the_hidden_cards():
    state = rules(2).new_state(3)
    worlds = {tuple(state.observation(0).determinize(random.Random(seed)).hand(1)) for seed in range(6)}
    assert len(worlds) > 1
