"""What a seat may know: the field, the deck order and the others' looks stay
hidden; a determinized world keeps everything the seat saw (from random
positions, played on to the end: tests/test_every_game.py)."""

import random

from destiny_helpers import arranged, cards, play, rules

from deskcards.engine.game import check_conservation
from deskcards.games.destiny.cards import parse_place


def call_wager_round(state):
    while state.phase == "wager1":
        play(state, "check" if state.can_check(state.current_player) else "call")


def test_a_seat_sees_only_which_places_hold_a_card():
    state = rules(4).new_state(3)
    observation = state.observation(0)
    assert observation.field == (True,) * 25 and observation.deck_count == 26
    assert observation.seen == {} and observation.my_look is None
    assert observation.discard == state.discard and len(observation.discard) == 1


def test_the_field_and_the_deck_order_are_hidden_from_every_seat():
    a = arranged(field={"c3": "As", "d4": "Ks"}, deck_top="Qs Qh")
    b = arranged(field={"c3": "Ks", "d4": "As"}, deck_top="Qh Qs")
    assert a.zones() != b.zones()
    assert all(a.observation(seat) == b.observation(seat) for seat in range(4))


def test_another_players_look_is_hidden_but_where_they_looked_is_public():
    a = arranged(field={"c3": "As", "d4": "Ks"})
    b = arranged(field={"c3": "Ks", "d4": "As"})
    for state in (a, b):
        call_wager_round(state)
        play(state, "look c3")  # seat 1 lifts c3
    assert a.observation(1).my_look == (parse_place("c3"), cards("As")[0])
    assert b.observation(1).my_look == (parse_place("c3"), cards("Ks")[0])
    for seat in (0, 2, 3):
        assert a.observation(seat) == b.observation(seat)
        assert a.observation(seat).looks == {parse_place("c3"): 1} and a.observation(seat).my_look is None


def test_a_seat_remembers_its_looks_until_the_card_is_played():
    state = arranged(players=3, dealer=0, field={"c3": "As", "a1": "2c"})
    call_wager_round(state)
    play(state, "look c3", "hold a1", "look b1", "hold b2", "look b3", "hold b4")
    assert state.observation(1).seen == {parse_place("c3"): cards("As")[0]}
    assert state.observation(1).my_look is None  # the card went back to the field
    play(state, "check", "check", "check")
    assert state.round_number == 2 and state.observation(1).seen == {parse_place("c3"): cards("As")[0]}
    assert parse_place("b1") in state.observation(2).seen and parse_place("b1") not in state.observation(1).seen
    call_wager_round(state)
    play(state, "look a2", "hold c3")  # seat 2 holds the ace seat 1 looked at
    while state.round_number == 2:
        state.apply(state.legal_actions()[-1] if state.phase == "play" else state.legal_actions()[1])
    assert parse_place("c3") not in state.observation(1).seen  # played: nothing left to remember


def test_the_seats_not_to_act_have_no_legal_actions():
    rng = random.Random(4)
    for seed in range(20):
        state = rules(rng.randint(3, 8), rng.choice(["standard", "pot-limit", "fixed-limit"])).new_state(seed)
        while not state.is_terminal():
            assert state.observation((state.current_player + 1) % state.ruleset.players).legal_actions() == []
            state.apply(rng.choice(state.legal_actions()))


def test_a_determinized_world_keeps_what_the_seat_knows_and_shuffles_the_rest():
    state = arranged(players=4, dealer=0, field={"c3": "As"})
    call_wager_round(state)
    play(state, "look c3", "hold a1", "look b1")  # seat 1 saw c3; seat 2 lifted b1
    observation = state.observation(1)
    worlds = [observation.determinize(random.Random(seed)) for seed in range(20)]
    for world in worlds:
        assert world.observation(1) == observation
        assert world.field[parse_place("c3")] == cards("As")[0]
        assert world.discard == state.discard
        check_conservation(world, state.ruleset.deck)
    assert len({world.field[parse_place("b1")] for world in worlds}) > 5  # another's look is not copied
    assert len({world.deck for world in worlds}) == 20  # nor the deck order


def test_a_seats_memory_is_its_looks_in_the_history_at_cards_still_in_the_field():
    for seed in range(6):
        state = rules(3 + seed % 3).new_state(seed)
        rng = random.Random(seed)
        while state.current_player is not None:
            seat = state.current_player
            history, field = state.history, state.field
            expected = {place: field[place] for _, who, kind, place in history
                        if who == seat and kind == "look" and field[place] is not None}
            assert state.looked_places == tuple(tuple(place for _, who, kind, place in history
                                                      if who == each and kind == "look")
                                                for each in range(state.ruleset.players))
            assert state.memory(seat) == expected
            assert state.clone().memory(seat) == expected
            if history:  # a world built from the observation remembers the same places
                world = state.observation(seat).determinize(rng)
                assert set(world.memory(seat)) == set(expected)
            state.apply(rng.choice(state.legal_actions()))
