"""What a Destiny AI seat remembers (memory.py) and how likely a card is to win (odds.py)."""

import random

import pytest

from destiny_ai_helpers import KNOWING, card, observation, place

from deskcards.games.destiny.ai.memory import forget, remember
from deskcards.games.destiny.ai.odds import BENEDICTION, BLIND, OPEN, Showing, Worlds, _pick


def a_seat_with_a_past():
    """Seat 0 saw As at a1 last hand and holds Kd in its left hand at b1 now;
    seat 1 looked at c1 last round, seat 2 at a1 this round; 5h was played; the
    discard pile is 2c (the first turned card, then 5h)."""
    return observation(
        seen={"a1": "As"}, my_look=("b1", "Kd"), discard=("2c", "5h"),
        history=((1, 1, "look", "c1"), (1, 0, "look", "a1"), (1, 1, "hold", "d1"),
                 (2, 2, "look", "e1"), (1, 3, "look", "e5")),
        played=((1, 1, "5h", "d1"),),
        field=tuple(p not in (place("d1"), place("e5")) for p in range(25)),
    )


def test_remember_keeps_its_peeks_and_its_look_and_knows_the_public_cards_are_gone():
    memory = remember(a_seat_with_a_past())
    assert memory.known == {place("a1"): card("As"), place("b1"): card("Kd")}
    assert not {card("As"), card("Kd"), card("2c"), card("5h")} & set(memory.unknown)
    assert len(memory.unknown) == 48 and memory.deck_known == ()


def test_remember_reads_which_rival_knows_which_field_place():
    memory = remember(a_seat_with_a_past())
    # c1 was looked at last round by seat 1; e1 only this round; e5 has been played
    assert memory.peeked == {place("c1"): frozenset({1})}


def test_a_played_card_no_longer_on_the_discard_pile_is_in_the_deck():
    seat = observation(discard=("9c",), played=((1, 2, "5h", "d1"), (2, 3, "Jd", None)), deck_count=3)
    memory = remember(seat)
    assert memory.deck_known == tuple(sorted((card("5h"), card("Jd"))))
    assert card("9c") not in memory.unknown and card("5h") not in memory.unknown


def test_forget_keeps_only_its_peeks_of_the_last_hand_and_the_card_in_the_left_hand():
    memory = forget(a_seat_with_a_past())
    assert memory.known == {place("a1"): card("As"), place("b1"): card("Kd")}  # As was seen last hand
    assert memory.peeked == {} and memory.deck_known == ()
    assert len(memory.unknown) == 50 and card("5h") in memory.unknown


def test_forget_loses_a_peek_older_than_the_last_round():
    # hand 3: As was seen at a1 in hand 1, Qh at c2 in hand 2; Kd is in the left hand at b1
    later = observation(round_number=3, seen={"a1": "As", "c2": "Qh"}, my_look=("b1", "Kd"),
                        history=((1, 0, "look", "a1"), (2, 0, "look", "c2"), (3, 0, "look", "b1")))
    memory = forget(later)
    assert memory.known == {place("c2"): card("Qh"), place("b1"): card("Kd")}
    assert card("As") in memory.unknown


def worlds(rivals, samples=2000, **fields):
    return Worlds(remember(observation(**fields)), rivals, random.Random(1), samples)


def test_a_known_ace_of_spades_always_wins_and_a_known_two_of_clubs_never():
    drawn = worlds([BLIND, BLIND, BENEDICTION], samples=200, seen={"a1": "As", "b1": "2c"})
    assert drawn.chance(card("As")) == 1.0 and drawn.chance(card("2c")) == 0.0


def test_a_rival_card_we_know_decides_exactly():
    drawn = worlds([Showing.card(card("Qh"))], samples=50)
    assert drawn.chance(card("Qs")) == 1.0 and drawn.chance(card("Qd")) == 0.0


def test_against_one_blind_card_the_chance_is_the_share_of_unknown_cards_below():
    # we know 8s at a1 (8s ranks 27: 27 cards below it, 24 above among the other 51)
    drawn = worlds([BLIND], seen={"a1": "8s"})
    assert drawn.chance(card("8s")) == pytest.approx(27 / 51, abs=0.04)
    assert drawn.unseen_chance == pytest.approx(0.5, abs=0.04)  # two blind cards: a coin toss


def test_a_rival_holding_a_card_it_chose_knowingly_is_harder_to_beat():
    blind, suspect = worlds([BLIND], seen={"a1": "8s"}), worlds([KNOWING], seen={"a1": "8s"})
    assert suspect.chance(card("8s")) < blind.chance(card("8s")) - 0.15
    assert suspect.chance(card("8s")) == pytest.approx((27 / 51) ** 2, abs=0.05)  # beat the best of two


def test_a_deck_of_known_low_cards_makes_a_poor_benediction():
    low = ("2c", "2d", "2h", "2s")
    drawn = worlds([BLIND], discard=("Ac",), played=tuple((1, 1, c, None) for c in low), deck_count=4)
    assert drawn.deck_chance < 0.05 and drawn.unseen_chance == pytest.approx(0.5, abs=0.04)


def test_a_rival_yet_to_play_blesses_a_deck_of_strong_cards_when_the_field_is_weak():
    # every field card is known and low; the deck is the strong cards played before
    strong = ("As", "Ks", "Qs", "Js")
    seat = observation(seen={"a1": "7c", "b1": "5d"}, field=tuple(p in (0, 1) for p in range(25)),
                       played=tuple((1, 1, c, None) for c in strong), discard=("2c",), deck_count=4)
    memory = remember(seat)
    drawn = Worlds(memory, [OPEN], random.Random(1), 300, free_known=[card("5d")], free_unseen=0)
    assert drawn.chance(card("7c")) == 0.0


def test_a_pick_takes_distinct_cards_of_the_pool_each_as_likely():
    rng = random.Random(3)
    pool = list(range(10))
    counts = [0] * 10
    for _ in range(3000):
        picked = _pick(pool, 4, rng.random)
        assert len(set(picked)) == 4 and set(picked) <= set(pool)
        for item in picked:
            counts[item] += 1
    assert pool == list(range(10))  # the pool itself is left as it was
    assert all(abs(count / 3000 - 0.4) < 0.04 for count in counts)  # each item in 4 picks of 10


def test_against_three_blind_cards_the_chance_is_the_exact_share_of_draws_below():
    # 8s ranks 27: of the 51 other cards 27 lie below; three blind cards all below it
    drawn = worlds([BLIND, BLIND, BLIND], seen={"a1": "8s"})
    assert drawn.chance(card("8s")) == pytest.approx((27 * 26 * 25) / (51 * 50 * 49), abs=0.03)
