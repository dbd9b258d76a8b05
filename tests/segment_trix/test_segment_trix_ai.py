"""Segment Trix's AI players: legal choices, the need rule, and fairness.

Searches run with small simulation caps and a generous clock, so every
decision here is reproducible.
"""

import random

import pytest

from game_helpers import check_hidden_cards_never_change_a_decision, check_levels_play_whole_games
from segment_trix_helpers import cards, play, rules

from deskcards.ai.agent import SearchLimits
from deskcards.games.agents import agent_names, make_agent
from deskcards.games.segment_trix.ai import AGENTS, EasyAgent, MediumAgent, hard_agent

SMALL = SearchLimits(max_simulations=40, time_budget_s=30.0)
LEVELS = ["random", "easy", "medium", "hard"]


def agent(name):
    return hard_agent(SMALL) if name == "hard" else AGENTS[name]()


def three_player_table():
    ruleset = rules(3)
    hands = ["0p 1p 2p 3p 0b 1b 2b 3b", "5p 7p 5b 7b 0g 1g 2g 3g", "0y 1y 2y 3y 5g 7g 5y 7y"]
    return ruleset, ruleset.state_from_hands([cards(ruleset, hand) for hand in hands], leader=0)


@pytest.mark.parametrize("name", LEVELS)
def test_every_level_chooses_legal_actions(name):
    ruleset, rng = rules(4), random.Random(2)
    state, player = ruleset.new_state(2), agent(name)
    for _ in range(12):
        seen = state.observation(state.current_player)
        choice = player.choose(seen, rng)
        assert choice in state.legal_actions()
        state.apply(choice)


def test_every_level_is_registered_and_plays_whole_games():
    assert agent_names("segment-trix") == LEVELS
    ruleset = rules(3, "short")
    players = [make_agent("segment-trix", name) for name in ("easy", "medium", "random")]
    state, rng = ruleset.new_state(4), random.Random(4)
    while not state.is_terminal():
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat), rng))
    assert sum(state.returns()) == pytest.approx(1.0)
    check_levels_play_whole_games(rules(4), [agent(name) for name in LEVELS], range(1))


def test_easy_spends_chips_once_tricks_alone_cannot_use_them():
    _ruleset, state = three_player_table()
    state._hands[0] = state._hands[0][:2]  # two cards left, five chips, no tricks
    choice = EasyAgent().choose(state.observation(0), random.Random(0))
    assert choice.chips > 0


def test_easy_plays_cards_as_they_are_while_tricks_may_still_use_its_chips():
    _ruleset, state = three_player_table()
    for seed in range(10):
        choice = EasyAgent().choose(state.observation(0), random.Random(seed))
        assert choice.chips == 0 and not choice.upside_down


def last_to_play_with_a_trump():
    """Seat 2 plays last to blue 3 and 5 with no blue, but holds the pink 7."""
    ruleset = rules(3)
    hands = ["0p 1p 2p 3p 0b 1b 2b 3b", "5p 7y 5b 7b 0g 1g 2g 3g", "0y 1y 2y 3y 5g 7g 5y 7p"]
    state = ruleset.state_from_hands([cards(ruleset, hand) for hand in hands], leader=0)
    play(state, "play 3b")
    play(state, "play 5b")
    return ruleset, state


def test_medium_with_its_need_met_ducks_the_trick_without_chips():
    ruleset, state = last_to_play_with_a_trump()
    state._unused[2], state._tricks[2] = 1, 1  # as if one chip were spent and one trick won
    for seed in range(5):
        choice = MediumAgent().choose(state.observation(2), random.Random(seed))
        assert choice.chips == 0 and ruleset.card_text(choice.card) != "7p"


def test_medium_trumps_a_trick_it_needs_and_puts_chips_on_it():
    ruleset, state = last_to_play_with_a_trump()
    choice = MediumAgent().choose(state.observation(2), random.Random(0))
    assert ruleset.card_text(choice.card) == "7p" and choice.chips > 0


def twin_worlds():
    """Two states that look the same to seat 0 but hide different hands."""
    ruleset = rules(4)
    for seed in range(20):
        state = ruleset.new_state(seed)
        seen = state.observation(state.current_player)
        a, b = seen.determinize(random.Random(1)), seen.determinize(random.Random(2))
        others = [other for other in range(4) if other != seen.seat]
        if [a.hand(other) for other in others] != [b.hand(other) for other in others]:
            return a, b
    raise AssertionError("no position found")


@pytest.mark.parametrize("name", LEVELS)
def test_hidden_cards_never_change_a_decision(name):
    a, b = twin_worlds()
    pairs = check_hidden_cards_never_change_a_decision(a, b, lambda: agent(name), range(3), seat=a.current_player)
    if name == "hard":
        for agent_a, agent_b in pairs:
            assert agent_a.last_simulations == agent_b.last_simulations > 0  # it did search


def test_hard_spends_no_chips_on_a_last_trick_it_loses_when_its_round_cannot_score():
    """Issue 33: a hint said to spend all 3 chips on a lost trick while holding
    2 tricks. Seat 2 plays the round's last card, a green 7, to a pink lead:
    the trick is lost, and no play of the 7 takes exactly the one chip its
    need asks for. Every play scores the same, so hard plays the card as it
    is; the next deal's playouts once decided it at random."""
    ruleset = rules(3)
    hands = ["7p 0p 1p 2p 3p 0b 1b 2b", "0y 5p 3b 5b 7b 0g 1g 2g", "7g 1y 2y 3y 5g 3g 5y 7y"]
    state = ruleset.state_from_hands([cards(ruleset, hand) for hand in hands], leader=0)
    # As if seven tricks were played: seats 0, 1 and 2 took 3, 2 and 2 of them.
    last = cards(ruleset, "7p 0y 7g")
    played = [card for hand in state._hands for card in hand if card not in last]
    state._hands = [[card] for card in last]
    state._won = [played[:9], played[9:15], played[15:]]
    state._tricks, state._unused = [3, 2, 2], [5, 5, 3]
    play(state, "play 7p")
    play(state, "play 0y")
    seen = state.observation(2)
    assert {play.chips for play in seen.legal_actions()} == {0, 2, 3}
    for seed in range(4):
        assert str(hard_agent(SMALL).choose(seen, random.Random(seed))) == "play 7g"
