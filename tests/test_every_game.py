"""Every game through the same checks, as OpenSpiel runs each of its games
through one suite: a game added to ``deskcards.games`` gets them all.

Each check plays random games of every built-in variant at its fewest, usual
and most players; the quick run (``-m "not slow"``) keeps each game's standard
variant at its usual player count.
"""

from __future__ import annotations

import copy
import itertools
import random

import pytest

from game_helpers import plain_text, random_game

from deskcards.engine.events import GameOver
from deskcards.engine.game import check_conservation
from deskcards.engine.record import GameRecord
from deskcards.engine.variants import builtin_variant_names
from deskcards.games import game_names, load_game, replay

SEEDS = (1, 2)


def cases():
    for game in game_names():
        for variant in builtin_variant_names(game):
            counts = load_game(game, variant).settings.players
            for players in sorted({counts.min, counts.default, counts.max}):
                usual = variant == "standard" and players == counts.default
                yield pytest.param(game, variant, players, id=f"{game}-{variant}-{players}",
                                   marks=() if usual else pytest.mark.slow)


CASES = list(cases())
every_case = pytest.mark.parametrize("game, variant, players", CASES)


def dealt(state) -> list[int]:
    """Every card of a new game, wherever it lies; each is there once."""
    cards = [card for zone in state.zones().values() for card in zone]
    assert len(cards) == len(set(cards))
    return cards


@every_case
def test_cards_stay_in_one_zone_and_the_current_player_sees_the_legal_actions(game, variant, players):
    for seed in SEEDS:
        state, rng = load_game(game, variant, players).new_state(seed), random.Random(seed)
        deck, events = dealt(state), []
        while not state.is_terminal():
            check_conservation(state, deck)
            legal, current_player = state.legal_actions(), state.current_player
            assert legal and current_player in range(players) and state.progress()
            assert [state.observation(seat).seat for seat in range(players)] == list(range(players))
            assert state.observation(current_player).legal_actions() == legal
            events = state.apply(rng.choice(legal))
        check_conservation(state, deck)
        assert not state.legal_actions() and state.current_player is None
        assert isinstance(events[-1], GameOver) and len(state.returns()) == players


@every_case
def test_apply_and_step_leave_the_same_state(game, variant, players):
    for seed in SEEDS:
        state = load_game(game, variant, players).new_state(seed)
        checked = state.clone()
        rng = random.Random(seed)
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            state.step(action)
            checked.apply(action)
            assert state == checked


@every_case
def test_a_clone_equals_its_state_and_plays_on_alone(game, variant, players):
    """Playing a clone to the end leaves the state as a deep copy kept before:
    its zones, every seat's observation and every field equality compares."""
    for moves in (0, 9):
        state = load_game(game, variant, players).new_state(SEEDS[0])
        random_game(state, SEEDS[0], max_actions=moves)
        if state.is_terminal():
            continue
        kept = copy.deepcopy(state)
        twin = state.clone()
        assert twin == state and twin is not state
        random_game(twin, SEEDS[1])
        assert twin.is_terminal() and not state.is_terminal()
        assert state == kept and state.zones() == kept.zones()
        assert all(state.observation(seat) == kept.observation(seat) for seat in range(players))


@every_case
def test_a_record_of_a_game_replays_it(game, variant, players):
    original = load_game(game, variant, players).new_state(SEEDS[0])
    record = GameRecord(game, variant, players, SEEDS[0], random_game(original, SEEDS[1]))
    loaded = GameRecord.loads(record.dumps())
    assert loaded == record
    _, replayed = replay(loaded)
    assert replayed == original and replayed.zones() == original.zones() and replayed.is_terminal()


@every_case
def test_every_legal_actions_text_parses_back_to_it(game, variant, players):
    for seed in SEEDS:
        ruleset = load_game(game, variant, players)
        state, rng = ruleset.new_state(seed), random.Random(seed)
        while not state.is_terminal():
            for action in state.legal_actions():
                assert ruleset.parse_action(str(action)) == action, str(action)
            state.apply(rng.choice(state.legal_actions()))


@every_case
def test_every_world_a_seat_imagines_looks_to_it_like_the_real_game(game, variant, players):
    """``determinize`` deals the hidden cards afresh and keeps the rest: the seat
    cannot tell the world from the game, not even by fields equality skips, so
    nothing hidden rides along in an observation. Every 25th move the current player's
    world plays on to the end; the finished game's worlds are finished too."""
    state, rng = load_game(game, variant, players).new_state(SEEDS[0]), random.Random(SEEDS[0])
    deck = dealt(state)
    for number in itertools.count():
        for seat in range(players):
            seen = state.observation(seat)
            world = seen.determinize(random.Random(number))
            assert world == seen.determinize(random.Random(number)) == state.determinize(seat, random.Random(number))
            assert world.observation(seat) == seen and plain_text(world.observation(seat)) == plain_text(seen)
            check_conservation(world, deck)
            assert world.is_terminal() == state.is_terminal()
            if seat == state.current_player or state.is_terminal():
                assert world.legal_actions() == state.legal_actions()
            if number % 25 == 0 and seat == state.current_player:
                random_game(world, number)
                assert world.is_terminal()
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
