"""The review of a finished game (``deskcards.review``): refused while the game goes on,
and every position is the record's prefix replayed."""

from __future__ import annotations

import pytest

from game_helpers import finished_session, games_and_the_toy

from deskcards.games import replay
from deskcards.review import NOT_OVER, GameReview, ReviewRefused
from deskcards.session import GameSession


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_game_still_going_on_is_not_reviewed(game):
    review = GameReview.of(finished_session(game))
    going_on = GameSession.from_record(review.prefix(review.moves // 2), review.seats)
    with pytest.raises(ReviewRefused) as refused:
        GameReview.of(going_on)
    assert str(refused.value) == NOT_OVER


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_position_is_the_record_prefix_replayed(game):
    session = finished_session(game)
    review = GameReview.of(session)
    assert review.moves == len(session.record.actions) > 0
    for step in sorted({0, 1, review.moves // 3, review.moves // 2, review.moves - 1, review.moves}):
        replayed = replay(review.prefix(step))[1]
        assert review.position(step).state == replayed
        assert review.to_move(step) == (None if replayed.is_terminal() else replayed.current_player)
    assert review.to_move(review.moves) is None
    assert review.position(review.moves).state == session.state


@pytest.mark.parametrize("game", games_and_the_toy())
def test_each_move_keeps_the_events_it_reported(game):
    session = finished_session(game)
    review = GameReview.of(session)
    for move in (1, review.moves):
        state = review.position(move - 1).state
        assert review.events(move) == state.apply(session.ruleset.parse_action(session.record.actions[move - 1]))


def test_the_review_keeps_its_own_copies():
    session = finished_session("blackjack")
    review = GameReview.of(session)
    assert review.record == session.record and review.record.actions is not session.record.actions
    shown = review.position(3).state
    shown.apply(shown.legal_actions()[0])  # whatever a table did with the state it was handed
    assert review.position(3).state == replay(review.prefix(3))[1]
