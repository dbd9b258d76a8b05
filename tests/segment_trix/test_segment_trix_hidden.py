"""What a seat may know, and the worlds ``determinize`` deals from it."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from segment_trix_helpers import random_game, rules

from deskcards.games.segment_trix.cards import colour_of
from deskcards.games.segment_trix.observation import HiddenDeal


def advanced(ruleset, seed, moves):
    state, rng = ruleset.new_state(seed), random.Random(seed)
    for _ in range(moves):
        state.step(rng.choice(state.legal_actions()))
    return state


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from([3, 4]), seed=st.integers(0, 2**32), moves=st.integers(0, 60))
def test_a_world_never_gives_a_seat_a_colour_it_showed_out_of(players, seed, moves):
    ruleset = rules(players)
    state = advanced(ruleset, seed, moves)
    seat = state.current_player
    seen = state.observation(seat)
    for world_seed in range(5):
        world = seen.determinize(random.Random(world_seed))
        assert world.hand(seat) == state.hand(seat)
        assert world.observation(seat) == seen
        for other in range(players):
            colours = {colour_of(card) for card in world.hand(other)}
            assert not any(state.voids[other] >> colour & 1 for colour in colours), (other, colours)


def test_worlds_depend_only_on_the_observation():
    # Two real games that look the same to seat 0 give the same worlds: the hidden hands are never read.
    ruleset = rules(4)
    state = advanced(ruleset, 4, 0)
    other = state.clone()
    # Swap two hidden cards of one colour between seats 1 and 2: seat 0 cannot tell.
    one, two = other._hands[1], other._hands[2]
    a, b = one[0], next(card for card in two if colour_of(card) == colour_of(one[0]))
    one[one.index(a)], two[two.index(b)] = b, a
    assert state.observation(0) == other.observation(0) and state.hand(1) != other.hand(1)
    first = state.observation(0).determinize(random.Random(9))
    second = other.observation(0).determinize(random.Random(9))
    assert [first.hand(s) for s in range(4)] == [second.hand(s) for s in range(4)]


def test_the_deal_finds_the_only_possible_assignment_when_voids_force_it():
    # Seat 1 lacks colours 0 and 1, seat 2 lacks 2 and 3: only one deal works.
    cards = [0, 1, 9, 10, 18, 19, 27, 28]
    for seed in range(20):
        hands = HiddenDeal(cards, (0, 4, 4), (0, 0b0011, 0b1100), 0).deal(random.Random(seed))
        assert sorted(hands[1]) == [18, 19, 27, 28] and sorted(hands[2]) == [0, 1, 9, 10]


def test_the_deal_varies_between_worlds():
    ruleset = rules(4)
    seen = advanced(ruleset, 6, 5).observation(1)
    hands = {tuple(seen.determinize(random.Random(seed)).hand(2)) for seed in range(10)}
    assert len(hands) > 1


def test_a_finished_game_observation_is_over():
    state, _ = random_game(rules(3), 2)
    seen = state.observation(0)
    assert seen.legal_actions() == () and seen.winners == state.winners


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]))
def test_any_voids_a_real_deal_could_show_leave_a_deal_that_respects_them(seed, players):
    # Deal for real, then mark each seat void in some colours it does not hold: a deal exists.
    rng = random.Random(seed)
    cards = rng.sample(range(36), 6 * (players - 1))
    sizes = [0] + [6] * (players - 1)
    real = [cards[6 * (seat - 1):6 * seat] if seat else [] for seat in range(players)]
    voids = [0] * players
    for seat in range(1, players):
        held = {colour_of(card) for card in real[seat]}
        voids[seat] = sum(1 << colour for colour in range(4) if colour not in held and rng.random() < 0.7)
    for world in range(5):
        hands = HiddenDeal(cards, tuple(sizes), tuple(voids), 0).deal(random.Random(world))
        assert sorted(card for hand in hands for card in hand) == sorted(cards)
        for seat in range(1, players):
            assert len(hands[seat]) == 6
            assert not any(voids[seat] >> colour_of(card) & 1 for card in hands[seat])


def test_an_impossible_deal_says_why():
    # Seats 1 and 2 may hold only colour 0, and three of the cards are colour 1.
    with pytest.raises(ValueError, match="respects every known void"):
        HiddenDeal([0, 1, 9, 10, 11, 2], (0, 3, 3), (0, 0b1110, 0b1110), 0)
    with pytest.raises(ValueError, match="cannot fill"):
        HiddenDeal([0, 1, 9], (0, 3, 3), (0, 0, 0), 0)


def test_with_one_void_seat_every_hand_it_may_hold_is_as_likely():
    # Seat 1 showed out of colour 1, so it holds two of the three colour-0 cards: three hands in all.
    deal = HiddenDeal([0, 1, 2, 9, 10, 11], (0, 2, 4), (0, 0b0010, 0), 0)
    rng = random.Random(3)
    counts = Counter(tuple(sorted(deal.deal(rng)[1])) for _ in range(3000))
    assert set(counts) == {(0, 1), (0, 2), (1, 2)}
    assert all(900 < count < 1100 for count in counts.values()), counts
