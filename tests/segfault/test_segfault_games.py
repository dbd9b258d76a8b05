"""Whole games: invariants under random play, hidden information, action texts
and the built-in variants (step vs apply, clones and replays: tests/test_every_game.py)."""

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from segfault_helpers import make_rules, random_game

from deskcards.engine.cards import FULL_DECK
from deskcards.engine.game import check_conservation
from deskcards.engine.rng import fresh_seed
from deskcards.games import load_game
from deskcards.games.segfault.actions import DRAW, MAX_POINTING, PLAYS, SWAPS
from deskcards.games.segfault.rules import SegfaultObservation, SegfaultRules, SegfaultSettings
from deskcards.games.segfault.state import SegfaultState


def check_invariants(state):
    check_conservation(state, FULL_DECK)
    rows = state.rows
    assert all(row is None or len(row) == 6 for row in rows)
    assert state.active_seats() == tuple(seat for seat, row in enumerate(rows) if row is not None)
    if state.is_terminal():
        assert state.legal_actions() == () and state.current_player is None
    else:
        assert state.current_player in state.active_seats() and len(state.active_seats()) >= 2
        assert (state.drawn is not None) == (state.phase == "play")
        assert (state.swap_target is not None) == (state.phase == "swap")
        assert 1 <= state.turn <= state.ruleset.settings.max_turns


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7))
def test_random_games_conserve_cards_and_keep_invariants(seed, players):
    state = make_rules(players).new_state(seed)
    random_game(state, seed, check=check_invariants)
    assert sum(state.returns()) == pytest.approx(1.0)


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(4, 7), zero=st.booleans(), to_win=st.integers(1, 3),
       max_turns=st.integers(1, 40))
def test_random_matches_with_other_settings_keep_invariants(seed, players, zero, to_win, max_turns):
    state = make_rules(players, allow_zero_pointing=zero, hands_to_win=to_win, max_turns=max_turns).new_state(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        check_invariants(state)
    settings = state.ruleset.settings
    if max(state.scores) < to_win:  # only running out of rounds ends a match before someone wins enough
        assert state.round == settings.max_hands
    assert state.winner is None or state.leaders() == (state.winner,)
    assert state.winners == state.leaders() and sum(state.returns()) == pytest.approx(1.0)


def test_observations_do_not_depend_on_the_deck_order():
    rows = [list(range(seat * 6, seat * 6 + 6)) for seat in range(4)]
    rest = list(range(24, 52))
    rules = make_rules()
    ordered = rules.state_from_table(rows, rest, first=0)
    shuffled = rules.state_from_table(rows, rest[::-1], first=0)
    assert ordered != shuffled
    for seat in range(4):
        assert ordered.observation(seat) == shuffled.observation(seat)
    assert ordered.observation(0) != ordered.observation(1)  # it says whose it is


def test_an_observation_shows_the_table_but_not_the_deck_order():
    state = make_rules(6).new_state(12)
    random_game(state, seed=2, max_actions=7)
    seen = state.observation(2)
    assert isinstance(seen, SegfaultObservation)
    assert seen.rows == state.rows and seen.discard == state.discard and seen.drawn == state.drawn
    assert seen.deck_cards == tuple(sorted(state.zones()["deck"])) and seen.deck_size == state.deck_size
    assert seen.current_player == state.current_player and seen.phase == state.phase
    assert seen.legal_actions() is state.legal_actions()
    with pytest.raises(dataclasses.FrozenInstanceError):
        seen.turn = 3


@pytest.mark.parametrize("moves", [0, 1, 2, 3, 10, 31])
def test_determinize_keeps_what_is_seen_and_reshuffles_the_rest(moves):
    """What every game's worlds keep: tests/test_every_game.py; here, the whole
    table for every seat, and only the deck's order changes."""
    state = make_rules(4, hands_to_win=2).new_state(8)
    random_game(state, seed=8, max_actions=moves)
    seen = state.observation(1)
    world = seen.determinize(random.Random(5))
    assert world != seen.determinize(random.Random(6)) or state.deck_size < 2
    for seat in range(4):
        assert world.observation(seat) == state.observation(seat)


@pytest.mark.parametrize("moves", [0, 1, 2, 10])
def test_worlds_drawn_from_one_observation_are_the_plain_state_and_share_nothing(moves):
    # determinize copies a table built once per observation; a world played
    # to the end must leave the next world drawn from it untouched.
    state = make_rules(4).new_state(3)
    random_game(state, seed=4, max_actions=moves)
    seen = state.observation(0)
    rng = random.Random(9)
    deck = list(seen.deck_cards)
    rng.shuffle(deck)
    plain = SegfaultState(
        seen.ruleset, [None if row is None else list(row) for row in seen.rows], deck, list(seen.discard),
        seed=fresh_seed(rng), phase=seen.phase, current=seen.current_player, drawn=seen.drawn, target=seen.target,
        turn=seen.turn, round=seen.round, scores=seen.scores,
    )
    played = seen.determinize(random.Random(9))
    assert played == plain
    random_game(played, seed=1)
    assert seen.determinize(random.Random(9)) == plain and seen == state.observation(0)


def test_every_action_text_round_trips():
    rules = make_rules()
    everything = [DRAW, *PLAYS.values(), *SWAPS]
    assert len(everything) == 1 + 7 * (MAX_POINTING + 1) + 6
    for action in everything:
        assert rules.parse_action(str(action)) is action
    assert rules.parse_action("  PLAY D X2 ") is PLAYS[None, 2]
    assert hash(PLAYS[3, 4]) == hash(rules.parse_action("play 4 x4"))


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "is not an action"),
        ("jump", "is not an action"),
        ("draw 2", "is not an action"),
        ("play 3", "is not an action"),
        ("play 7 x2", "position from 1 to 6, or d"),
        ("play 0 x2", "position from 1 to 6, or d"),
        ("play 3 2", "x1, x2"),
        ("play 3 x-1", "x1, x2"),
        ("play d x53", "x1, x2"),
        ("play ३ x2", "position from 1 to 6"),  # a digit, but not an ASCII one
        ("swap d", "swap takes a position from 1 to 6"),
        ("swap 9", "swap takes a position from 1 to 6"),
    ],
)
def test_bad_action_texts_say_what_is_wrong(text, reason):
    with pytest.raises(ValueError, match=reason):
        make_rules().parse_action(text)


def test_the_built_in_variants_load():
    standard = load_game("segfault", "standard", 4)
    assert (standard.game, standard.title, standard.players) == ("segfault", "Segmentation Fault", 4)
    assert standard.settings == SegfaultSettings() and standard.variant.name == "standard"
    tutorial = load_game("segfault", "tutorial", 5)
    assert tutorial.settings == dataclasses.replace(
        SegfaultSettings(), show_pointers=True, warn_segfault=True, show_positions=True
    )
    assert tutorial.variant.description and tutorial.new_state(1).ruleset is tutorial
    assert load_game("segfault", "standard") == standard


def test_the_standard_game_is_a_match_to_three_hands_and_single_hand_is_one():
    """The ruling: a single hand is over before the person's first turn too often."""
    standard = load_game("segfault", "standard", 4)
    assert standard.settings.hands_to_win == 3 and standard.settings.max_hands == 20
    assert load_game("segfault", "tutorial", 4).settings.hands_to_win == 3
    quick = load_game("segfault", "single-hand", 4)
    assert quick.settings == dataclasses.replace(standard.settings, hands_to_win=1)
    assert "one hand" in quick.variant.description


def test_settings_declare_their_bounds():
    assert SegfaultRules.game == "segfault"
    fields = {field.name: field for field in dataclasses.fields(SegfaultSettings)}
    assert (fields["max_pointing"].metadata["min"], fields["max_pointing"].metadata["max"]) == (1, MAX_POINTING)
    assert "no limit" in fields["max_pointing"].metadata["help"]
    # The ruling: 52 pointings reach every card a chain can, so that is the default.
    assert fields["max_pointing"].default == 52 == make_rules(4).settings.max_pointing
    assert fields["hands_to_win"].metadata["max"] == 20 and fields["max_turns"].metadata["min"] == 1
    with pytest.raises(ValueError, match="4 to 7 players"):
        make_rules(3)
