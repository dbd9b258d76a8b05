"""What every game keeps under the same name, so one test covers all five and the
toy game of tests/toy_game: its observation (``observation.py``), its phases
(``phases.py``, ``state.phase``, the spec's ``phases``), why an action is illegal
(``legality.why_illegal``) and the log in words (``narrate``), which its spec names."""

import importlib
import random

import pytest

from game_helpers import CARD_CODE, games_and_the_toy, random_positions

from deskcards.engine.game import IllegalAction
from deskcards.games import load_game, spec

GAMES = games_and_the_toy()
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
# Kinds of action a game allows more of than legal_actions() lists: Destiny lists a few
# raise sizes, and any whole amount between the smallest and the largest goes too.
OFFERS_SOME = {"destiny": {"raise"}}


@pytest.mark.parametrize("game", GAMES)
def test_every_game_keeps_its_parts_under_the_same_names(game):
    found = spec(game)
    package = found.ruleset.__module__.rpartition(".")[0]
    state = load_game(game).new_state(seed=1)
    assert type(state.observation(0)).__module__ == f"{package}.observation"
    phases = importlib.import_module(f"{package}.phases")
    named = {value for name, value in vars(phases).items() if name.isupper() and isinstance(value, str)}
    assert set(found.phases) == named and state.phase in named and phases.OVER == "over"
    assert (found.why_illegal.__module__, found.narrate.__module__) == (f"{package}.legality", f"{package}.narrate")


@pytest.mark.parametrize("game", GAMES)
def test_why_illegal_is_none_exactly_for_the_legal_actions_and_apply_says_it(game):
    why_illegal = spec(game).why_illegal
    rules = load_game(game)
    rng = random.Random(5)
    positions = random_positions(rules, count=12, seed=5, most_actions=80)
    elsewhere = sorted({action for state in positions for action in state.legal_actions()}, key=str)
    refused, unlisted = 0, set()
    for state in positions:
        legal = state.legal_actions()
        assert [action for action in legal if why_illegal(state, action) is not None] == []
        # Actions legal in other positions, once as they are and once parsed back from their text.
        tried = rng.sample(elsewhere, min(30, len(elsewhere)))
        tried += [rules.parse_action(str(action)) for action in tried[:10]] + ["draw a card"]
        for action in tried:
            reason = why_illegal(state, action)
            if reason is None:
                if action not in legal:
                    unlisted.add(str(action).split()[0])
                    state.clone().apply(action)  # accepted, as said
                continue
            assert isinstance(reason, str) and reason.strip()
            untouched = state.clone()
            with pytest.raises(IllegalAction) as refusal:
                untouched.apply(action)
            assert refusal.value.reason == reason and untouched == state
            refused += 1
    assert refused > 100  # the sample held plenty of illegal actions
    assert unlisted == OFFERS_SOME.get(game, set())


@pytest.mark.parametrize("game", GAMES)
def test_once_over_every_action_is_refused_with_a_reason(game):
    why_illegal = spec(game).why_illegal
    rules = load_game(game)
    opening = rules.new_state(seed=2)
    state, rng = opening.clone(), random.Random(2)
    while not state.is_terminal():
        state.step(rng.choice(state.legal_actions()))
    assert state.phase == "over"
    for action in opening.legal_actions():
        reason = why_illegal(state, action)
        assert reason
        with pytest.raises(IllegalAction) as refusal:
            state.clone().apply(action)
        assert refusal.value.reason == reason


@pytest.mark.parametrize("game", GAMES)
def test_the_log_tells_every_seat_every_event_in_words(game):
    narrate = spec(game).narrate
    rules = load_game(game)
    names = NAMES[:rules.players]
    told = 0
    for seed in range(50):  # two games at least, and more of a short game until 200 lines are told
        if seed >= 2 and told > 200:
            break
        state, rng = rules.new_state(seed), random.Random(seed)
        for _ in range(300):
            if state.is_terminal():
                break
            before = state.clone()
            events = state.apply(rng.choice(state.legal_actions()))
            for you in (None, *range(rules.players)):
                lines = narrate(events, names, you, before)
                assert [line for line in lines if not isinstance(line, str) or not line.strip()] == []
                assert [line for line in lines if CARD_CODE.search(line)] == []
                told += len(lines)
    assert told > 200
