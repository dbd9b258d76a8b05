"""Hints (``deskcards.hints``): the hard AI's move for a seat, from that seat's
observation alone, in every game."""

import pickle
import random

import pytest

from game_helpers import CARD_CODE, games_and_the_toy, hints_made, random_records

import deskcards.hints as hints
from deskcards.ai.agent import THINKING, SearchLimits, thinking_limits
from deskcards.games import replay
from deskcards.hints import Hint, HintJob, hint_for, hint_from

GAMES = games_and_the_toy()


@pytest.fixture(autouse=True)
def searches_by_count(monkeypatch):
    """A hint searches a fixed number of simulations, not for a stretch of the clock,
    so the same question gets the same answer however busy the machine is."""
    hints_made(monkeypatch, simulations=60)


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_a_legal_move_in_words_a_player_reads(game):
    for record, state in random_records(game, 4, 1):
        hint = hint_for(record, state.current_player)
        assert state.ruleset.parse_action(hint.action) in state.legal_actions()
        assert hint.words and not CARD_CODE.search(hint.words)
        assert hint.reason is None or (hint.reason and not CARD_CODE.search(hint.reason))
        assert hint.sentence().startswith(f"Hint: {hint.words}")


@pytest.mark.parametrize("game", GAMES)
def test_cards_the_seat_cannot_see_never_change_a_hint(game):
    """The real game and a world its seat cannot tell from it (other hidden cards,
    another deck order) give the same hint with the same seed."""
    rng = random.Random(2)
    for _, state in random_records(game, 3, 2):
        seat = state.current_player
        seen = state.observation(seat)
        world = seen.determinize(rng)
        assert world.observation(seat) == seen and world.zones() != state.zones()
        for seed in range(2):
            assert hint_from(game, seen, seed) == hint_from(game, world.observation(seat), seed)


@pytest.mark.parametrize("game", GAMES)
def test_the_hard_ai_is_handed_the_seats_observation_and_nothing_else(game, monkeypatch):
    handed = []
    real_advise = hints.advise

    def advise(agent, seen, rng):
        handed.append(seen)
        return real_advise(agent, seen, rng)

    monkeypatch.setattr(hints, "advise", advise)
    (record, state), = random_records(game, 1, 3)
    hint_for(record, state.current_player)
    assert handed == [state.observation(state.current_player)]


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_job_carries_the_question_to_another_process_and_answers_alike(game):
    (record, state), = random_records(game, 1, 4)
    job = pickle.loads(pickle.dumps(HintJob.of(record, state.current_player)))
    answer = job.make()
    assert isinstance(answer, Hint) and answer == hint_for(record, state.current_player)
    assert pickle.loads(pickle.dumps(answer)) == answer


def test_a_hint_is_refused_for_a_seat_not_to_move_a_finished_game_and_an_unknown_thinking_time():
    (record, state), = random_records("segfault", 1, 5)
    with pytest.raises(ValueError, match="quick, normal, long"):
        hint_for(record, state.current_player, "forever")
    with pytest.raises(ValueError, match="not seat"):
        hint_for(record, (state.current_player + 1) % state.ruleset.players)
    _, over = replay(record)
    while not over.is_terminal():
        record.actions.append(str(over.legal_actions()[0]))
        over.apply(over.legal_actions()[0])
    with pytest.raises(ValueError, match="over"):
        hint_for(record, 0)


def test_the_thinking_time_scales_the_hard_ais_budget():
    hard = SearchLimits(2000, 0.25)
    assert set(THINKING) == {"quick", "normal", "long"}
    assert thinking_limits(hard, "normal") == hard
    quick, long = thinking_limits(hard, "quick"), thinking_limits(hard, "long")
    assert quick.max_simulations < hard.max_simulations < long.max_simulations
    assert quick.time_budget_s < hard.time_budget_s < long.time_budget_s
