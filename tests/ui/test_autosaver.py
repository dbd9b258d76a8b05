"""The window writes what a player would miss at once, and the AIs' moves spaced out."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from take_back_helpers import ais_to_move_twice, play_one, seats_for

from deskcards.app import lifecycle
from deskcards.games import game_names
from deskcards.session import GameSession
from deskcards.ui.autosaver import SPACING_MS


@pytest.fixture
def writes(monkeypatch) -> list[int]:
    """The length of the record at each autosave the window writes."""
    lengths: list[int] = []
    real = lifecycle.save_session

    def save(session: GameSession) -> None:
        lengths.append(len(session.record.actions))
        real(session)

    monkeypatch.setattr(lifecycle, "save_session", save)
    return lengths


@pytest.mark.parametrize("game", game_names())
def test_your_moves_your_turn_and_the_end_are_written_at_once_the_ais_moves_spaced(table_window, writes, qtbot,
                                                                                  game):
    session = GameSession.new(game, "standard", seats_for(game), seed=7)
    table_window.play(session)
    assert writes == [0]  # a new deal at once
    rng, waited = random.Random(7), 0
    while not session.is_over():
        by_you = play_one(session, rng)
        length = len(session.record.actions)
        if by_you or session.is_over() or session.current_seat_kind() == "human":
            assert writes[-1] == length
        elif writes[-1] != length and not waited:  # AI moves wait: at most SPACING_MS later they are written
            waited = length
            qtbot.waitUntil(lambda: writes[-1] == length, timeout=20 * SPACING_MS)  # noqa: B023 (waited for here)
    assert waited, "some AI moves waited"


@pytest.mark.parametrize("game", game_names())
def test_closing_or_resuming_writes_the_ai_moves_that_wait(table_window, writes, game):
    found = ais_to_move_twice(game)
    for leave in (table_window.resume, table_window.close):
        *before, ai_move = found.record.actions
        session = GameSession.from_record(replace(found.record, actions=before), found.seats)
        table_window.play(session, deal=False)
        session.apply_text(ai_move)
        assert writes[-1] == len(session.record.actions) - 1  # the AI's move waits
        leave()
        assert writes[-1] == len(session.record.actions)
        if leave == table_window.resume:
            assert table_window.runner.session.record == found.record  # the game on the table, as it stands
