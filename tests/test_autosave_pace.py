"""When the autosave is written (deskcards.app.autosave_pace), without Qt: what a
player would miss at once, the AIs' moves when flushed."""

from __future__ import annotations

import random

import pytest

from take_back_helpers import ais_to_move_twice, play_one, seats_for

from deskcards.app.autosave_pace import AutosavePace
from deskcards.games import game_names
from deskcards.session import GameSession


@pytest.fixture
def written() -> list[tuple[GameSession, int]]:
    """Each write: the session and the length of its record then."""
    return []


@pytest.fixture
def pace(written) -> AutosavePace:
    return AutosavePace(lambda session: written.append((session, len(session.record.actions))))


@pytest.mark.parametrize("game", game_names())
def test_your_moves_your_turn_and_the_end_are_written_at_once_the_ais_moves_wait(pace, written, game):
    session, rng = GameSession.new(game, "standard", seats_for(game), seed=7), random.Random(7)
    pace.write(session)  # a new deal, as the window writes it
    waited = 0
    while not session.is_over():
        by_you = play_one(session, rng)
        pace.changed(session)
        length = len(session.record.actions)
        if by_you or session.is_over() or session.current_seat_kind() == "human":
            assert written[-1] == (session, length) and pace.waiting is None
        elif pace.waiting is session:
            waited += 1
            assert written[-1][1] < length
    assert waited, "some AI moves waited"
    pace.flush()  # nothing waits: nothing more is written
    assert written[-1] == (session, len(session.record.actions))


def test_a_flush_writes_the_ai_moves_that_wait_and_a_take_back_is_written_at_once(pace, written):
    session = ais_to_move_twice("segfault")
    pace.write(session)
    session.apply(session.state.legal_actions()[0])  # an AI's move, another AI to move
    pace.changed(session)
    if pace.waiting is not None:  # unless that move handed you the turn
        assert written[-1][1] == len(session.record.actions) - 1
        pace.flush()
    assert written[-1] == (session, len(session.record.actions)) and pace.waiting is None
    session.take_back()
    pace.changed(session)
    assert written[-1] == (session, len(session.record.actions))


def test_another_game_is_written_at_once(pace, written):
    session = ais_to_move_twice("segfault")
    pace.write(session)
    other = GameSession.from_record(session.record, session.seats)
    pace.changed(other)  # the same position, another session (resumed, say): nothing of it was written
    assert written[-1][0] is other
