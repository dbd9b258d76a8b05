"""Destiny AI choices on hand-made observations: reading the rivals, looking,
holding and wagering."""

import random
from dataclasses import replace

import pytest

from destiny_ai_helpers import KNOWING, card, observation, place

from deskcards.games.destiny.actions import AllIn, Benediction, Call, Check, Fold, Hold, Look, Raise
from deskcards.games.destiny.ai import easy, hard, medium, showings
from deskcards.games.destiny.ai import play as ai_play
from deskcards.games.destiny.ai import wager as ai_wager
from deskcards.games.destiny.ai.memory import remember
from deskcards.games.destiny.ai.odds import BENEDICTION, BLIND, OPEN, Showing

# seat 1 looked at c1 and at d1 in round 1; this is round 2
PAST = ((1, 1, "look", "c1"), (1, 1, "hold", "a5"), (1, 1, "look", "d1"))


def test_the_plain_reading_takes_every_unknown_card_as_blind():
    seat = observation(seen={"b2": "Jh"}, holds={"b2": 1, "c1": 2}, benedictions=(3,), history=PAST)
    assert showings.plain(seat, remember(seat)) == [Showing.card(card("Jh")), BLIND, BENEDICTION]


def test_the_shrewd_reading_suspects_a_hold_on_a_place_the_rival_looked_at_before():
    seat = observation(holds={"c1": 1}, history=PAST)
    assert showings.shrewd(seat, remember(seat))[0] == replace(KNOWING, trust=0.5)  # nothing learnt yet
    assert showings.plain(seat, remember(seat))[0] == BLIND


def test_trust_grows_with_strong_cards_shown_from_known_places_and_shrinks_with_weak_ones():
    def shown(*cards):
        history = tuple((number, 1, "look", f"a{number}") for number in range(1, 4))
        history += tuple((number + 1, 1, "hold", f"a{number}") for number in range(1, len(cards) + 1))
        return observation(history=history, round_number=5,
                           played=tuple((number + 1, 1, c, f"a{number}") for number, c in enumerate(cards, 1)))

    knowing = {2, 3, 4}
    assert showings.trust(shown("Ks", "Qh", "Ad"), 1, knowing) == pytest.approx(0.8)  # (3 + 1.5) / (3 + 2) strong
    assert showings.trust(shown("3s", "4h"), 1, knowing) == 0.0
    assert showings.trust(shown("Ks"), 2, knowing) == 0.5  # another seat's showdowns tell nothing of seat 2


def test_a_rival_yet_to_play_may_hold_a_free_card_it_knows_and_we_do_not():
    seat = observation(history=PAST)  # seat 1 knows c1 and d1
    assert showings.shrewd(seat, remember(seat))[:2] == [replace(OPEN, draws=2, trust=0.5), OPEN]
    lifted = observation(looks={"c1": 0, "d1": 3}, history=PAST)
    assert showings.shrewd(lifted, remember(lifted))[0] == OPEN
    both_known = observation(seen={"c1": "Qs", "d1": "3c"}, history=PAST)
    assert showings.shrewd(both_known, remember(both_known))[0] == OPEN


def test_a_raise_this_round_reads_as_a_card_chosen_knowingly():
    raised = observation(holds={"e5": 1}, history=((2, 1, "raise 12", None), (2, 1, "hold", "e5")))
    assert showings.shrewd(raised, remember(raised))[0] == Showing(draws=2, trust=0.5)
    assert showings.plain(raised, remember(raised))[0] == BLIND


def test_hard_looks_past_a_card_a_rival_saw_and_left_lying_since():
    # seat 1 looked at c1 in round 1 and blessed the deck in round 2, leaving c1: likely weak
    passed = PAST + ((2, 1, "look", "b3"), (2, 1, "benediction", None))
    seat = observation(history=passed, round_number=3)
    memory = remember(seat)
    assert ai_play.look_score(seat, memory, place("c1")) == 1
    assert ai_play.look_score(seat, memory, place("e5")) == 2  # nobody has seen it: it tells more
    assert ai_play.look_score(seat, memory, place("b3")) == 4  # seen last round: seat 1 may hold it now
    assert ai_play.look_reason(seat, memory, place("c1")) == "it shows a card a rival has seen and passed over"
    choice = hard().choose(observation(legal=[Look(place("c1")), Look(place("e5"))], history=passed,
                                       round_number=3), random.Random(0))
    assert choice == Look(place("e5"))


def test_folded_and_out_rivals_show_nothing():
    seat = observation(folded=(False, True, False, False), out=(False, False, False, True))
    assert showings.plain(seat, remember(seat)) == [OPEN]


def test_hard_looks_where_a_rival_yet_to_play_looked_before_and_never_where_it_knows():
    seat = observation(seen={"a1": "3c"}, history=PAST)
    memory = remember(seat)
    assert ai_play.look_score(seat, memory, place("a1")) == 0
    assert ai_play.look_score(seat, memory, place("e5")) == 2
    assert ai_play.look_score(seat, memory, place("c1")) == 4
    choice = hard().choose(observation(legal=[Look(p) for p in range(25)], seen={"a1": "3c"}, history=PAST),
                           random.Random(0))
    assert choice in (Look(place("c1")), Look(place("d1")))


def holding_turn(seen, history=()):
    legal = [Hold(p) for p in range(1, 25)] + [Benediction()]
    return observation(legal=legal, seen=seen, my_look=("a1", "4c"), looks={"a1": 0}, history=history)


def test_both_remembering_levels_hold_a_known_strong_card():
    seat = holding_turn({"b3": "Kd", "e2": "5s"})
    for level in (medium(), hard()):
        assert level.choose(seat, random.Random(2)) == Hold(place("b3"))


def test_easy_holds_the_strong_card_it_saw_last_round():
    seat = holding_turn({"b3": "Kd"}, history=((1, 0, "look", "b3"),))
    assert easy().choose(seat, random.Random(2)) == Hold(place("b3"))


def test_a_weak_known_card_is_not_held_when_a_blind_card_is_better():
    choice = hard().choose(holding_turn({"e2": "5s"}), random.Random(2))
    assert choice != Hold(place("e2"))


def test_between_two_sure_winners_the_weaker_is_spent():
    # knowing both, As and Ah are sure winners: Ah goes and As is kept
    choice = hard().choose(holding_turn({"b3": "As", "c3": "Ah"}), random.Random(2))
    assert choice == Hold(place("c3"))


def spot(to_call=0, pot=40, stack=150, rivals=2, standing=False):
    """Our bet this wager round is 10 when facing a call, else 0; raises from the call plus 20 up to everything."""
    bet = 10 if to_call else 0
    legal = [Fold(), Call() if to_call else Check(), Raise(bet + to_call + 20), Raise(bet + stack), AllIn()]
    return ai_wager.Spot(pot, to_call, stack, 20, bet, tuple(legal), rivals, bet + to_call + 20, bet + stack,
                         standing=standing)


def test_plain_raises_with_a_strong_chance_and_folds_a_weak_one_facing_a_bet():
    assert isinstance(ai_wager.plain(spot(), 0.9), Raise)
    assert ai_wager.plain(spot(to_call=30), 0.1) == Fold()
    assert ai_wager.plain(spot(), 0.1) == Check()


def test_loose_calls_a_big_raise_the_pot_odds_pay_for_where_plain_folds():
    # 100 to call into 150: the call needs 40% of the pot after it
    facing = spot(to_call=100, pot=150)
    assert ai_wager.plain(facing, 0.45) == Fold()
    assert ai_wager.loose(facing, 0.45) == Call()
    assert ai_wager.loose(facing, 0.35) == Fold()
    assert ai_wager.loose(spot(), 0.1) == Check()


def test_shrewd_calls_on_pot_odds():
    # 20 to call into 40: the call needs a third of the pot after it
    assert ai_wager.shrewd(spot(to_call=20), 0.4, False, random.Random(0)) == Call()
    assert ai_wager.shrewd(spot(to_call=20), 0.3, False, random.Random(0)) == Fold()
    # the first wager round eases the odds: 0.3 is enough there
    assert ai_wager.shrewd(spot(to_call=20), 0.3, True, random.Random(0)) == Call()


def test_shrewd_raises_for_value_and_stands_all_in_when_committed():
    assert isinstance(ai_wager.shrewd(spot(to_call=20), 0.8, False, random.Random(0)), Raise)
    assert ai_wager.shrewd(spot(to_call=90, stack=150, pot=200), 0.55, False, random.Random(0)) == AllIn()


def test_shrewd_bluffs_at_its_documented_rate():
    rng = random.Random(5)
    bluffs = sum(isinstance(ai_wager.shrewd(spot(), 0.1, False, rng), Raise) for _ in range(4000))
    assert abs(bluffs / 4000 - ai_wager.BLUFF_RATE) < 0.02
    assert not any(isinstance(ai_wager.shrewd(spot(rivals=3), 0.1, False, rng), Raise) for _ in range(200))


def test_shrewd_raises_everything_a_standing_all_in_will_match():
    assert ai_wager.shrewd(spot(pot=10, standing=True), 0.95, False, random.Random(0)) == Raise(150)
    assert ai_wager.shrewd(spot(pot=10, standing=False), 0.95, False, random.Random(0)).to < 150


def test_trailing_as_the_field_runs_out_pushes_everything_and_never_folds():
    last_round = dict(lead=0.5, rounds_left=0.5)
    weak = 0.1
    assert ai_wager.shrewd(replace(spot(to_call=30), **last_round), weak, True, random.Random(0)) == Raise(160)
    # no raise left to make: it still calls rather than fold
    no_raise = replace(spot(to_call=30), raise_low=200, **last_round)
    assert ai_wager.shrewd(no_raise, weak, True, random.Random(0)) == AllIn()
    # leading, or with rounds still to come, the same chance folds
    assert ai_wager.shrewd(replace(spot(to_call=30), lead=1.5, rounds_left=0.5), weak, True, random.Random(0)) == Fold()
    assert ai_wager.shrewd(replace(spot(to_call=30), lead=0.5, rounds_left=4), weak, True, random.Random(0)) == Fold()


def test_trailing_asks_the_same_risk_premium_as_even_chips_and_leading_more():
    even, behind, ahead = (replace(spot(), lead=lead).risk_premium() for lead in (1.0, 0.3, 2.0))
    assert behind == even == ai_wager.RISK_PREMIUM
    assert ahead > even


def test_the_rounds_left_count_the_field_cards_per_seat_in_the_game():
    field = (True,) * 9 + (False,) * 16
    assert ai_wager.rounds_left(observation(field=field, out=(False, False, True, False))) == 8 / 3
    assert ai_wager.rounds_left(observation(field=(True,) + (False,) * 24)) == 0


def test_hard_plays_for_time_blessing_the_deck_when_trailing_and_spending_the_field_when_leading():
    def hold(stacks, seen=None):
        turn = holding_turn(seen or {})
        turn.stacks = stacks
        return hard().choose(turn, random.Random(2))

    trailing, leading = (100, 300, 190, 190), (400, 100, 150, 150)
    assert hold(trailing) == Benediction()
    assert isinstance(hold(leading), Hold)
    # a known strong card is held whatever the score: it is where the edge lies
    assert hold(trailing, {"b3": "Kd"}) == Hold(place("b3"))
