"""Blackjack's AI players: legal moves, pick-ups, Aces, going out, and fairness.

Searches run with small simulation caps and a generous clock, so every
decision here is reproducible.
"""

import random

import pytest

from blackjack_helpers import cards, make_rules
from game_helpers import (
    check_hidden_cards_never_change_a_decision,
    check_levels_play_whole_games,
    random_positions,
    take_turn,
)

from deskcards.ai.agent import SearchLimits
from deskcards.engine.cards import JACK, parse_card, rank, suit
from deskcards.games.agents import agent_names, make_agent
from deskcards.games.blackjack.actions import DRAW, END, Play
from deskcards.games.blackjack.ai import (
    AGENTS,
    EasyAgent,
    MediumAgent,
    hard_agent,
    plan_turn,
)
from deskcards.games.blackjack.playout import greedy_action

SMALL = SearchLimits(max_simulations=40, time_budget_s=30.0)
LEVELS = ["random", "easy", "medium", "hard"]


def table(mine, top, pickup=0, players=4, **overrides):
    """Seat 0 to play ``mine`` on ``top``; the other seats hold five cards
    each from the rest, and what is left forms the deck."""
    rest = [card for card in range(52) if card not in set(cards(mine)) | set(cards(top))]
    hands = [cards(mine)] + [rest[5 * seat:5 * seat + 5] for seat in range(players - 1)]
    deck = rest[5 * (players - 1):]
    return make_rules(players, **overrides).state_from_table(hands, deck, cards(top), first=0, pickup=pickup)


def agent(name):
    return hard_agent(SMALL) if name == "hard" else AGENTS[name]()


def positions(count, seed=0, players=4):
    """Positions with a real choice, reached by random play from new games."""
    return random_positions(make_rules(players), count, seed, 120, lambda state: len(state.legal_actions()) > 1)


# --- legal moves, every level ---------------------------------------------------


@pytest.mark.parametrize("name", LEVELS)
def test_every_level_chooses_legal_actions(name):
    player = agent(name)
    count = 12 if name == "hard" else 80
    phases = set()
    for number, state in enumerate(positions(count, seed=1)):
        action = player.choose(state.observation(state.current_player), random.Random(number))
        assert action in state.legal_actions(), (str(action), state.phase)
        phases.add(state.phase)
    assert {"start", "extend"} <= phases


def test_greedy_playout_moves_are_legal():
    for state in positions(100, seed=2):
        assert greedy_action(state) in state.legal_actions()


@pytest.mark.slow
def test_every_level_is_registered_and_plays_whole_games():
    assert agent_names("blackjack") == LEVELS
    levels = [make_agent("blackjack", name) for name in ("random", "easy", "medium")] + [hard_agent(SMALL)]
    check_levels_play_whole_games(make_rules(4), levels, range(2))


# --- easy -----------------------------------------------------------------------


def test_easy_plays_when_it_can_and_ends_when_it_may():
    state = table("9h 4c Kd", "7h", may_draw_when_able=True)
    assert DRAW in state.legal_actions()
    for seed in range(10):
        assert EasyAgent().choose(state.observation(0), random.Random(seed)) != DRAW
    state = table("2h 2c 9c", "5h")  # the 9c could follow, so the turn may end or go on
    state.apply(state.ruleset.parse_action("play 2h"))
    state.apply(state.ruleset.parse_action("play 2c"))
    assert state.phase == "may_end"
    assert EasyAgent().choose(state.observation(0), random.Random(0)) == END


def test_easy_spares_its_ace_while_another_card_will_do():
    # Picking among the legal actions, an Ace (four of them, one per suit called) came four times in five.
    state = table("Ac 9h", "5h")
    for seed in range(20):
        assert EasyAgent().choose(state.observation(0), random.Random(seed)) == Play(parse_card("9h"), None)


def test_easy_plays_its_ace_when_nothing_else_will_do():
    state = table("Ac 9d", "5h")
    play = EasyAgent().choose(state.observation(0), random.Random(0))
    assert isinstance(play, Play) and play.card == parse_card("Ac")


def test_easy_sheds_every_card_of_the_cycles_value():
    # It used to close the cycle at random, keeping 9s it could have shed.
    for seed in range(10):
        state = table("9c 9s 9d 4d 4c", "9h")
        take_turn(state, EasyAgent(), seed)
        assert not [card for card in state.hand(0) if rank(card) == 9]


# --- medium ---------------------------------------------------------------------


def test_medium_answers_a_pickup_with_a_two_or_jack_before_an_ace():
    state = table("Ac 2h 9h 5d", "Jh", pickup=3)
    for seed in range(5):
        play = MediumAgent().choose(state.observation(0), random.Random(seed))
        assert isinstance(play, Play) and rank(play.card) in (2, JACK)


def test_medium_keeps_its_ace_without_a_pickup():
    state = table("Ac 9h 5d", "7h")
    for seed in range(5):
        assert MediumAgent().choose(state.observation(0), random.Random(seed)) == Play(parse_card("9h"), None)


def test_medium_calls_the_suit_it_holds_most():
    state = table("Ac 5d 7d 9d Kh", "4s")  # only the Ace can go
    play = MediumAgent().choose(state.observation(0), random.Random(0))
    assert play.card == parse_card("Ac") and play.suit == suit(parse_card("5d"))


def test_medium_chains_a_value_to_shed_several_cards():
    state = table("9c 9s 4s 7d", "9h")  # 9c 9s, then a spade must follow: the 4s
    take_turn(state, MediumAgent())
    assert state.hand(0) == tuple(cards("7d"))


@pytest.mark.parametrize("name", ["medium", "hard"])
def test_keeps_a_plain_card_to_go_out_on(name):
    # Either card goes on the 9h; playing the 5h would leave the King, which
    # cannot end a game (step 8: going out on a power card draws a card).
    state = table("Kh 5h", "9h")
    take_turn(state, agent(name))
    assert state.hand(0) == tuple(cards("5h"))


# --- going out ------------------------------------------------------------------


@pytest.mark.parametrize(
    "mine, top",
    [
        ("9c 9s 4s", "9h"),  # a pair, then a card that matches the second
        ("3h 5h", "9h"),  # a 3 makes one play on
        ("Qh 5c", "9h"),  # after a Queen anything goes
    ],
)
def test_hard_goes_out_when_it_can_without_searching(mine, top):
    state = table(mine, top)
    player = hard_agent(SMALL)
    rng = random.Random(0)
    while state.current_player == 0:
        state.apply(player.choose(state.observation(0), rng))
        assert player.last_simulations == 0
    assert state.winner == 0


def test_the_plans_see_which_turns_go_out():
    state = table("5h 5c Kc", "9h")  # 5h 5c must go on: the Kc follows, but a King cannot end a game
    assert not any(plan.wins for plan in plan_turn(state.observation(0)))
    state = table("5h 5c 7c", "9h")
    best = plan_turn(state.observation(0))[0]
    assert best.wins and [str(action) for action in best.actions] == ["play 5h", "play 5c", "play 7c"]


# --- fairness -------------------------------------------------------------------


def twin_worlds():
    """Two real states that seat 0 cannot tell apart: the same observation,
    different hidden hands and deck order, mid-game with a choice hard searches."""
    for state in positions(80, seed=7):
        if state.current_player != 0:
            continue
        seen = state.observation(0)
        if len(seen.legal_actions()) < 2 or plan_turn(seen)[0].wins:
            continue  # hard would not play out
        a, b = seen.determinize(random.Random(1)), seen.determinize(random.Random(2))
        if a.zones()["hand:1"] != b.zones()["hand:1"]:
            return a, b
    raise AssertionError("no position found")


@pytest.mark.parametrize("name", LEVELS)
def test_hidden_cards_never_change_a_decision(name):
    a, b = twin_worlds()
    assert a.zones()["deck"] != b.zones()["deck"]
    for agent_a, agent_b in check_hidden_cards_never_change_a_decision(a, b, lambda: agent(name), range(3)):
        if name == "hard":
            assert agent_a.last_simulations == agent_b.last_simulations > 0  # it did search
