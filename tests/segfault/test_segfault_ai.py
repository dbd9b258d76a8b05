"""Segmentation Fault's AI players: wins, crashes, gifts and fairness.

Searches run with small simulation caps and a generous clock, so every
decision here is reproducible.
"""

import random

import pytest

from game_helpers import (
    check_hidden_cards_never_change_a_decision,
    check_levels_play_whole_games,
    random_positions,
    take_turn,
)
from segfault_helpers import cards, make_rules, story_table, table

from deskcards.ai.agent import SearchLimits
from deskcards.engine.cards import rank
from deskcards.games.agents import agent_names, make_agent
from deskcards.games.segfault.actions import DRAW, SWAPS, Play
from deskcards.games.segfault.ai import (
    AGENTS,
    EasyAgent,
    MediumAgent,
    SegfaultHooks,
    closeness,
    hard_agent,
    shortfall,
    turn_options,
    visible_win_chance,
)

SMALL = SearchLimits(max_simulations=40, time_budget_s=30.0)


def crashes(state, play):
    return state.preview(play)[1]


def positions_to_play(count, players=4, seed=0):
    """Play-phase states of single hands reached by random play, each with a crash to avoid."""
    return random_positions(make_rules(players, hands_to_win=1), count, seed, 30, _drawn_with_a_crash_to_avoid)


def _drawn_with_a_crash_to_avoid(state):
    if state.phase == "draw":
        state.step(DRAW)
    return state.phase == "play" and any(crashes(state, play) for play in state.legal_actions())


def visible_wins(state, seat):
    """Every win ``seat`` could make next turn without its drawn card in the row.

    Found with the engine alone, one drawn card per rank (the only thing about
    a drawn card that matters when it does not end in the row).
    """
    observation = state.observation(seat)
    one_per_rank = {rank(card): card for card in observation.deck_cards}
    wins = []
    for drawn in one_per_rank.values():
        deck = [card for card in observation.deck_cards if card != drawn] + [drawn]
        world = state.ruleset.state_from_table(state.rows, deck, state.discard, first=seat)
        world.apply(DRAW)
        for play in world.legal_actions():
            played = world.clone()
            played.step(play)
            if played.phase != "swap":
                continue
            for swap in SWAPS:
                done = played.clone()
                done.step(swap)
                if done.winner == seat and drawn not in done.rows[seat]:
                    wins.append((drawn, play, swap))
    return wins


# --- reading rows ---------------------------------------------------------------


@pytest.mark.parametrize(
    "row, missing",
    [
        ("Qc Kd Ah 2s 3c 4d", 0),  # a run
        ("2s 5s 9s Js Ks Ad", 1),  # a card short of a flush
        ("7c 7d 7h 2s 9c Jd", 1),  # three of a kind
        ("Ac 3d 5h 7s 9c Jd", 2),  # A-3-5 lies in one window of five
    ],
)
def test_shortfall_counts_missing_cards(row, missing):
    assert shortfall(cards(row)) == missing


def test_closeness_prefers_rows_nearer_a_pattern():
    assert closeness(cards("2s 5s 9s Js Ks Ad")) > closeness(cards("2s 5s 9s Jd Kh Ad"))
    assert closeness(cards("7c 7d 7h 2s 9c Jd")) > closeness(cards("7c 7d 4h 2s 9c Jd"))


def test_turn_options_never_crash_and_cover_every_safe_chain_end():
    for state in positions_to_play(5, seed=3):
        options = turn_options(state.observation(state.current_player))
        plays = {option.action for option in options}
        assert all(not crashes(state, play) for play in plays)
        safe_ends = {(play.pos, state.preview(play)[0][-1])
                     for play in state.legal_actions() if not crashes(state, play)}
        assert {(play.pos, state.preview(play)[0][-1]) for play in plays} == safe_ends


# --- winning --------------------------------------------------------------------


@pytest.mark.parametrize("make", [lambda: hard_agent(SMALL), MediumAgent], ids=["hard", "medium"])
def test_takes_a_one_move_win(make):
    # The rules' own example: Alice draws the 3d; pointing from her 5c three
    # times reaches Bob's king, which completes Q-K-A-2-3 in her row.
    state = story_table()
    take_turn(state, make())
    assert state.is_terminal() and state.winner == 0


def test_hard_wins_without_searching():
    state = story_table()
    state.apply(DRAW)
    agent = hard_agent(SMALL)
    play = agent.choose(state.observation(0), random.Random(0))
    assert agent.last_simulations == 0
    state.apply(play)
    swap = agent.choose(state.observation(0), random.Random(0))
    assert agent.last_simulations == 0
    state.apply(swap)
    assert state.winner == 0


def test_easy_takes_a_win_the_swap_offers():
    state = story_table()
    for text in ("draw", "play 3 x3"):  # 5c three times: Bob's king is the target
        state.apply(state.ruleset.parse_action(text))
    state.apply(EasyAgent().choose(state.observation(0), random.Random(0)))
    assert state.winner == 0


def test_in_a_match_hards_playouts_end_with_the_round_and_its_winner_takes_the_point():
    state = story_table(hands_to_win=3)
    for text in ("draw", "play 3 x3"):
        state.apply(state.ruleset.parse_action(text))
    hooks = SegfaultHooks()
    swap = hooks.prior(state.observation(0))  # a search would start here
    world = state.clone()
    world.step(swap)  # the tree's step wins the round; the next round is dealt
    assert world.round == 2 and world.scores == (1, 0, 0, 0) and not world.is_terminal()
    assert hooks.rollout(world, random.Random(0)) == (1.0, 0.0, 0.0, 0.0)


# --- crashing -------------------------------------------------------------------


@pytest.mark.parametrize("make", [lambda: hard_agent(SMALL), MediumAgent], ids=["hard", "medium"])
def test_never_crashes_when_a_safe_play_exists(make):
    agent = make()
    for number, state in enumerate(positions_to_play(12, seed=1)):
        play = agent.choose(state.observation(state.current_player), random.Random(number))
        assert isinstance(play, Play) and not crashes(state, play), str(play)


def test_easy_mostly_avoids_crashes():
    agent = EasyAgent()
    positions = positions_to_play(10, seed=2)
    choices = [agent.choose(s.observation(s.current_player), random.Random(k)) for k in range(20) for s in positions]
    crashed = sum(crashes(s, play) for s, play in zip(positions * 20, choices))
    assert crashed < 0.25 * len(choices)


# --- gifts ----------------------------------------------------------------------


GIFT_ROWS = ("9c Th 4c Qs 7d 3s", "2h 4h 6h 9h Jh 8c", "5c 6d Td 2s 8d As", "Jd 4s 7c 3d 6c 5s")


def gift_table():
    """Seat 1 holds five hearts and an eight, which points at seat 0's second
    card: the Th. Leaving a heart where seat 1 can reach it hands them a flush,
    whatever they draw. Seat 0 draws the 2c and has no win of its own."""
    return table(*GIFT_ROWS, draws="2c")


def test_greedy_play_can_hand_over_a_win_here():
    state = gift_table()
    take_turn(state, MediumAgent())
    assert visible_wins(state, 1)


@pytest.mark.slow
def test_visible_win_chance_sees_exactly_the_wins_the_engine_finds():
    rng = random.Random(4)
    outcomes = set()
    for state in positions_to_play(30, seed=5):
        seat = state.current_player
        state.apply(rng.choice([play for play in state.legal_actions() if not crashes(state, play)]))
        state.apply(rng.choice(SWAPS))
        pool = state.observation(seat).deck_cards
        if state.is_terminal() or not pool:  # visible_wins draws from the deck only
            continue
        chance = visible_win_chance(state.rows, state.current_player, pool, state.ruleset.settings.max_pointing)
        engine_says = bool(visible_wins(state, state.current_player))
        assert (chance > 0) == engine_says
        outcomes.add(engine_says)
    assert outcomes == {True, False}


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_hard_leaves_the_next_player_no_visible_win(seed):
    state = gift_table()
    state.apply(DRAW)
    options = turn_options(state.observation(0))
    assert not any(option.wins for option in options)
    pool = state.observation(0).deck_cards
    assert sum(visible_win_chance(option.rows, 1, pool, 13) > 0 for option in options) > len(options) / 2
    take_turn(state, hard_agent(SMALL), seed)
    assert not state.is_terminal() and state.current_player == 1
    assert visible_wins(state, 1) == []


# --- fairness -------------------------------------------------------------------


def twin_tables():
    """Two copies of the gift table that differ only in the order of the deck
    under its top card (and in the hidden seed of later shuffles), at seat 0's play."""
    row_cards = [cards(row) for row in GIFT_ROWS]
    drawn = cards("2c")
    deck = sorted(set(range(52)) - {card for row in row_cards for card in row} - set(drawn))
    rules = make_rules(4)
    a = rules.state_from_table(row_cards, deck + drawn, first=0, seed=1)
    b = rules.state_from_table(row_cards, deck[::-1] + drawn, first=0, seed=2)
    for state in (a, b):
        state.apply(DRAW)
    return a, b


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_deck_order_never_changes_a_decision(name):
    a, b = twin_tables()
    assert a.zones()["deck"] != b.zones()["deck"]
    new_agent = (lambda: hard_agent(SMALL)) if name == "hard" else AGENTS[name]
    for agent_a, _ in check_hidden_cards_never_change_a_decision(a, b, new_agent, range(4)):
        if name == "hard":
            assert agent_a.last_simulations == SMALL.max_simulations  # it did search


@pytest.mark.slow
def test_deck_order_never_changes_a_search_that_reaches_the_next_players_plays():
    # From the swap, a few hundred simulations reach the next players' play
    # phases in the tree, where the plays are grouped by where they end.
    a, b = twin_tables()
    for state in (a, b):
        state.apply(state.ruleset.parse_action("play d x1"))
    assert a.phase == "swap" and a.observation(0) == b.observation(0)
    deep = SearchLimits(max_simulations=300, time_budget_s=30.0)
    for agent_a, agent_b in check_hidden_cards_never_change_a_decision(a, b, lambda: hard_agent(deep), range(3)):
        assert agent_a.last_simulations == agent_b.last_simulations > 0


# --- the registry ---------------------------------------------------------------


def test_every_level_is_registered_and_plays_whole_games():
    assert agent_names("segfault") == ["random", "easy", "medium", "hard"]
    levels = [make_agent("segfault", name) for name in ("random", "easy", "medium")] + [hard_agent(SMALL)]
    check_levels_play_whole_games(make_rules(4), levels, range(3))


def test_unknown_level_names_the_choices():
    with pytest.raises(ValueError, match="unknown agent 'genius' for segfault; choose from random, easy, medium, hard"):
        make_agent("segfault", "genius")
