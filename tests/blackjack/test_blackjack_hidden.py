"""What a seat may know (the ruling's last section), the public "could not
play" facts, and worlds drawn by ``determinize``."""

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack_helpers import card, cards, make_rules, play, random_game, table

from deskcards.engine.cards import FULL_DECK
from deskcards.games import load_game
from deskcards.games.blackjack.masks import ANSWERS, TARGET
from deskcards.games.blackjack.rules import BlackjackObservation, CouldNotPlay


def mask(hand) -> int:
    return sum(1 << c for c in hand)


def facts_hold(state, seen) -> bool:
    """In ``state``, every seat but the observer keeps enough cards it could not have played."""
    for seat, fact in enumerate(seen.could_not_play):
        if fact is None or seat == seen.seat:
            continue
        kept = (mask(state.hand(seat)) & ~fact.unplayable).bit_count()
        if kept < state.hand_sizes[seat] - fact.drawn_since:
            return False
    return True


def test_own_hand_every_size_the_pile_pickup_direction_and_debts_but_no_hidden_card():
    state = load_game("blackjack", "pickup-debt", 4).new_state(12)
    random_game(state, seed=2, max_actions=25)
    seen = state.observation(2)
    assert isinstance(seen, BlackjackObservation) and seen.seat == 2
    assert seen.hand == state.hand(2) and seen.hand_sizes == state.hand_sizes
    assert (seen.discard, seen.deck_size, seen.pickup, seen.debts) == (state.discard, state.deck_size,
                                                                      state.pickup, state.debts)
    assert (seen.direction, seen.move_offset, seen.turn, seen.phase) == (state.direction, state.move_offset,
                                                                         state.turn, state.phase)
    assert (seen.top_card, seen.active_suit, seen.queen_free) == (state.top_card, state.active_suit,
                                                                  state.queen_free)
    assert seen.last_played == state.last_played and any(card is not None for card in seen.last_played)
    assert {field.name for field in dataclasses.fields(seen)} == {  # nothing else: no other hand, no deck order
        "ruleset", "seat", "hand", "hand_sizes", "discard", "deck_size", "pickup", "move_offset", "current_player",
        "phase", "cycle_value", "cycle_count", "turn_cards", "last_played", "active_suit", "queen_free", "debts",
        "turn", "places", "winner", "could_not_play"}
    with pytest.raises(dataclasses.FrozenInstanceError):
        seen.turn = 3


def test_observations_do_not_depend_on_the_hidden_hands_or_the_deck_order():
    rules = make_rules(3)
    pile, mine = cards("2c 7h"), cards("9h 9c 4d")
    rest = [c for c in FULL_DECK if c not in set(mine + pile)]
    one, two, deck = rest[:10], rest[10:20], rest[20:]
    a = rules.state_from_table([mine, one, two], deck, pile)
    # Seats 1 and 2 trade a card, and the deck is turned over: seat 0 cannot tell.
    b = rules.state_from_table([mine, [two[0], *one[1:]], [one[0], *two[1:]]], deck[::-1], pile)
    assert a != b and a.observation(0) == b.observation(0)
    assert a.observation(1) != b.observation(1)
    play(a, "play 9h", "play 9c")
    play(b, "play 9h", "play 9c")
    assert a.observation(0) == b.observation(0)


def test_an_observation_of_another_seats_turn_has_no_legal_actions():
    state = table("9h 4c", "5h 5c", discard="7h")
    assert state.observation(1).legal_actions() == ()
    assert state.observation(0).legal_actions() == state.legal_actions()


def test_a_draw_instead_of_playing_is_remembered_with_the_cards_drawn_since():
    state = table("9h 4c", "5c 6c", "Kd 2d", discard="7h", draws="3s 8s")
    play(state, "play 9h")
    play(state, "draw")  # seat 1 held nothing for the 9h: no heart, no nine, no Ace
    fact = state.observation(0).could_not_play[1]
    assert fact == CouldNotPlay(turn=2, unplayable=TARGET[card("9h") * 4 + 2], drawn_since=1)
    assert card("Ah") in fact.unplayable_cards and card("9s") in fact.unplayable_cards
    assert state.observation(2).could_not_play == state.observation(0).could_not_play  # it is public


def test_a_pickup_taken_is_remembered_as_holding_no_answer():
    state = table("Jh 4c", "5c 6c", discard="7h", draws="3s 8s 9s 2s")
    play(state, "play Jh")
    play(state, "draw")
    fact = state.observation(0).could_not_play[1]
    assert fact.unplayable == TARGET[card("Jh") * 4 + 2] & ANSWERS and fact.drawn_since == 3


def test_with_draw_anytime_a_draw_proves_nothing():
    state = table("9h 4c", "5c 6c", discard="7h", draws="3s 8s", rules=make_rules(2, may_draw_when_able=True))
    play(state, "play 9h", "draw")
    assert state.observation(0).could_not_play == (None, None)


@pytest.mark.parametrize("moves", [0, 1, 3, 10, 40, 120, 10_000])
def test_determinize_keeps_what_is_seen_and_deals_the_rest(moves):
    """What every game's worlds keep: tests/test_every_game.py; here, the rest is dealt anew."""
    state = load_game("blackjack", "standard", 4).new_state(8)
    random_game(state, seed=8, max_actions=moves)
    seat = 0 if state.is_terminal() else state.current_player
    seen = state.observation(seat)
    world = seen.determinize(random.Random(5))
    assert world.hand_sizes == state.hand_sizes
    unseen = sorted(set(FULL_DECK) - set(seen.hand) - set(seen.discard))
    dealt = sorted(c for other in range(4) if other != seat for c in world.hand(other)) + list(world.zones()["deck"])
    assert sorted(dealt) == unseen
    others = [seen.determinize(random.Random(n)).zones() for n in range(4)]
    assert any(zones != others[0] for zones in others)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), moves=st.integers(0, 250))
def test_every_determinized_world_respects_the_could_not_play_facts(seed, players, moves):
    state = make_rules(players).new_state(seed)
    random_game(state, seed, max_actions=moves)
    for seat in range(players):
        seen = state.observation(seat)
        assert facts_hold(state, seen)  # the real game does
        for n in range(3):
            world = seen.determinize(random.Random(n))
            assert world.observation(seat) == seen and facts_hold(world, seen)


def test_facts_that_cannot_all_hold_give_up_the_oldest_and_still_deal():
    state = table("9h 4c", "5c 6c 7c", "5d 6d 7d", discard="2s", draws="3s 8s")
    seen = state.observation(0)
    hearts = mask(c for c in FULL_DECK if c % 4 == 2)
    everything_but_hearts = ((1 << 52) - 1) & ~hearts
    impossible = (None, CouldNotPlay(1, everything_but_hearts, 0), CouldNotPlay(2, everything_but_hearts, 0))
    crowded = dataclasses.replace(seen, could_not_play=impossible)  # six hearts needed, four unseen
    world = crowded.determinize(random.Random(3))
    held = [mask(world.hand(seat)) & hearts for seat in (1, 2)]
    assert held[1].bit_count() == 3  # the newest fact (seat 2, turn 2) holds
    assert world.hand_sizes == seen.hand_sizes
