"""The AI process plays on from the position it last reached instead of replaying the game.

Each AI decision used to replay the whole record, so a long game cost
quadratic time. ``LastPosition`` keeps the state; these tests check that it
is the state a full replay reaches, that a decision made with it is the one a
full replay gives, and that a take-back, another deal or a bad record never
leaves a stale state behind.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from deskcards import ai_process
from deskcards.ai_process import Decisions, LastPosition
from deskcards.engine.record import GameRecord, RecordError
from deskcards.engine.rng import stream_seed
from deskcards.games import game_names, load_game, replay


def random_line(game: str, seed: int, moves: int) -> GameRecord:
    """A record of up to ``moves`` random legal actions from deal ``seed``."""
    ruleset = load_game(game)
    record = GameRecord(game, "standard", ruleset.players, seed)
    state, rng = ruleset.new_state(seed), random.Random(seed)
    while len(record.actions) < moves and not state.is_terminal():
        action = rng.choice(list(state.legal_actions()))
        state.apply(action)
        record.actions.append(str(action))
    return record


def prefix(record: GameRecord, length: int) -> GameRecord:
    return replace(record, actions=record.actions[:length])


def assert_reached(position: LastPosition, record: GameRecord) -> None:
    """``position`` reaches what a replay of ``record`` reaches, seen from every seat."""
    state = position.reach(record)
    _, replayed = replay(record)
    assert state.zones() == replayed.zones()
    assert [state.observation(seat) for seat in range(record.players)] == \
        [replayed.observation(seat) for seat in range(record.players)]


def count_replays(monkeypatch: pytest.MonkeyPatch) -> list[GameRecord]:
    replays: list[GameRecord] = []
    real = ai_process.replay

    def counted(record: GameRecord) -> tuple[Any, Any]:
        replays.append(record)
        return real(record)

    monkeypatch.setattr(ai_process, "replay", counted)
    return replays


@pytest.mark.parametrize("game", game_names())
def test_each_decision_of_a_game_plays_on_and_equals_one_from_a_full_replay(game, monkeypatch):
    record = random_line(game, seed=3, moves=60)
    questions = []
    for length in range(0, len(record.actions), 3):
        position = prefix(record, length)
        questions.append((position, replay(position)[1].current_player, "easy", stream_seed(record.seed, length)))
    from_replays = [Decisions().decide(*question) for question in questions]
    replays = count_replays(monkeypatch)
    playing_on = Decisions()
    assert [playing_on.decide(*question) for question in questions] == from_replays
    assert len(replays) == 1  # the first question only: every later one played on from the last


@pytest.mark.parametrize("game", game_names())
def test_a_take_back_or_another_deal_is_replayed_not_played_on_from_a_stale_state(game):
    record = random_line(game, seed=5, moves=40)
    at, others = next((at, others) for at in range(6, len(record.actions))
                      for others in [_other_moves(prefix(record, at), record.actions[at])] if others)
    position = LastPosition()
    assert_reached(position, prefix(record, at + 3))
    assert_reached(position, prefix(record, at))  # taken back: shorter than the last position
    for action in others:
        assert_reached(position, prefix(record, at + 1))  # the line as played...
        assert_reached(position, replace(record, actions=[*record.actions[:at], action]))  # ...and another move there
    assert_reached(position, random_line(game, seed=6, moves=at + 1))  # a new deal
    assert_reached(position, prefix(record, at + 1))


def _other_moves(record: GameRecord, played: str) -> list[str]:
    """Up to two legal actions after ``record`` other than ``played`` (another move after a take-back)."""
    _, state = replay(record)
    return [str(action) for action in state.legal_actions() if str(action) != played][:2]


def test_a_record_that_fails_to_play_on_leaves_no_half_played_state():
    record = random_line("segfault", seed=4, moves=20)
    position = LastPosition()
    position.reach(prefix(record, 10))
    broken = replace(record, actions=[*record.actions[:15], "no such move", *record.actions[16:]])
    with pytest.raises(RecordError, match="action 16"):
        position.reach(broken)
    assert_reached(position, prefix(record, 20))
