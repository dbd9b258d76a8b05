"""Hard's wagers at a careful table (ai_careful.py): reading the rivals' chips
in the pot, sizing value raises to what they will call, re-raising a raiser."""

import random
from dataclasses import replace

from destiny_ai_helpers import card, observation

from deskcards.games.destiny.actions import AllIn, Call, Check, Fold, Raise
from deskcards.games.destiny.ai import careful as ai_careful
from deskcards.games.destiny.ai import wager as ai_wager
from deskcards.games.destiny.ai.memory import remember
from deskcards.games.destiny.ai.odds import BLIND, Showing, Worlds
from deskcards.games.destiny.cards import destiny_rank


def wager2(committed, stacks, bets=None, acted=(True,) * 4, folded=(False,) * 4):
    return observation(phase="wager2", committed=committed, stacks=stacks, bets=bets or committed, acted=acted,
                       folded=folded)


def test_a_rival_deep_in_the_pot_is_read_as_holding_a_strong_card():
    seat = wager2(committed=(10, 10, 100, 10), stacks=(190, 190, 100, 190))
    memory = remember(seat)
    read = ai_careful.read_bets(seat, memory, [BLIND, BLIND, BLIND])
    assert read[0] == BLIND and read[2] == BLIND  # an even share of its chips tells nothing
    # half its chips against three blind cards: a card at the 0.5 ** (1/3) = 0.79 point of the unknown cards
    assert read[1] == Showing(draws=1, floor=41)
    assert ai_careful.read_bets(seat, memory, [BLIND, Showing.card(card("2c")), BLIND])[1] == Showing.card(card("2c"))


def test_a_floor_makes_a_rival_harder_to_beat():
    memory = remember(observation(seen={"a1": "Js"}))
    blind = Worlds(memory, [BLIND], random.Random(1), 2000)
    floored = Worlds(memory, [Showing(draws=1, floor=destiny_rank(card("Qc")))], random.Random(1), 2000)
    assert blind.chance(card("Js")) > 0.7 and floored.chance(card("Js")) == 0.0


def spot(committed, to_call, stack, bet=0, rivals=3):
    """Our side of a wager: raises from the call plus 10 up to everything."""
    legal = (Fold(), Call() if to_call else Check(), Raise(bet + to_call + 10), AllIn())
    return ai_wager.Spot(0, to_call, stack, committed, bet, legal, rivals, bet + to_call + 10, bet + stack)


def test_a_good_chance_raises_to_just_below_what_a_blind_card_is_worth_to_the_rivals():
    seat = wager2(committed=(10,) * 4, stacks=(190,) * 4, bets=(0,) * 4)
    stakes = ai_careful.stakes(seat)
    # each rival is reckoned to put in a quarter of its 200 chips: raise to 0.9 of that, 45 in all
    assert ai_careful.careful(spot(10, 0, 190), 0.8, False, stakes) == Raise(35)


def test_a_poor_chance_steals_a_pot_worth_the_risk_when_every_rival_has_checked():
    # a rival that checked has less than a raise's chance, 1.5 even shares: it will not put in 75 of its 200
    assert ai_careful.careful(spot(10, 0, 190), 0.26, False, ai_careful.stakes(
        wager2(committed=(10,) * 4, stacks=(190,) * 4, bets=(0,) * 4))) == Raise(76 - 10)
    small = ai_careful.stakes(wager2(committed=(2,) * 4, stacks=(198,) * 4, bets=(0,) * 4))
    assert ai_careful.careful(spot(2, 0, 198), 0.26, False, small) == Check()


def test_no_steal_when_a_rival_stands_all_in():
    # the same pot as above, but a rival's standing call matches the raise: it cannot be made to fold
    stakes = ai_careful.stakes(wager2(committed=(10,) * 4, stacks=(190,) * 4, bets=(0,) * 4))
    assert ai_careful.careful(replace(spot(10, 0, 190), standing=True), 0.26, False, stakes) == Check()


def test_a_raiser_that_put_in_all_it_meant_to_is_re_raised_past_what_its_card_is_worth():
    # seat 1 raised to 100 of its 200 chips (a 0.5 chance against three); seats 2 and 3 folded
    raised = dict(committed=(10, 100, 10, 10), bets=(0, 90, 0, 0), folded=(False, False, True, True))
    stakes = ai_careful.stakes(wager2(stacks=(190, 100, 190, 190), **raised))
    assert stakes == [ai_careful.Stake(100, 100, 159)]  # 0.5 ** (1/3) against us alone
    assert ai_careful.careful(spot(10, 90, 190, rivals=1), 0.2, False, stakes) == Raise(160 - 10)
    # with too few chips to raise past it, a poor chance folds
    assert ai_careful.careful(spot(10, 90, 140, rivals=1), 0.2, False, stakes) == Fold()
