"""When you are out and the others play on, the table says so and offers to let the
AIs finish at full speed (nothing animated, the result shown) or a new game at once."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from ui_helpers import RandomWorker

from deskcards.games import game_names
from deskcards.session import GameSession
from deskcards.ui.preferences import Preferences, seats_for

# game: (a variant where a seat can leave play while others go on, players)
CASES = {
    "segfault": ("single-hand", 5),
    "blackjack": ("play-on", 4),
    "destiny": ("short-stacks", 4),
    "segment-trix": ("standard", 4),
    "runtime-error": ("standard", 3),
}
NOBODY_LEAVES = {"segment-trix", "runtime-error"}


@pytest.fixture
def window(qtbot, isolated_dirs):
    """A window whose AIs answer at once, with animations at normal speed: a hurried
    game that still animated its moves would leave them running."""
    from deskcards.ui.window import MainWindow

    window = MainWindow(RandomWorker(), Preferences(animation_speed="normal"), ask=lambda *_: True,
                        tell=lambda *_: None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _random_record(game: str, seed: int, stop) -> GameSession:
    """A session of random moves (no claims to prove), played until ``stop(session)`` or the end."""
    variant, players = CASES[game]
    session = GameSession.new(game, variant, seats_for(Preferences(game=game, players=players)), seed=seed)
    rng = random.Random(seed)
    while not session.is_over() and not stop(session):
        options = [action for action in session.state.legal_actions() if not str(action).endswith("forever")]
        session.apply(rng.choice(options))
    return session


def _you_are_out(game: str) -> GameSession:
    """The first seeded game of random moves in which you (seat 0) are out and play goes on."""
    for seed in range(200):
        session = _random_record(game, seed, lambda session: session.state.is_out(0))
        if not session.is_over():
            return session
    raise AssertionError(f"no game of {game} where you go out first")


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(set(game_names()) - NOBODY_LEAVES))
def test_letting_the_ais_finish_ends_the_game_with_no_animation_left(qtbot, window, game):
    session = _you_are_out(game)
    window.play(session, deal=False)
    bar = window.skip_bar
    assert bar.isVisible() and bar.words.text() == window.runner.table.out_sentence
    qtbot.mouseClick(bar.finish, Qt.LeftButton)
    assert not bar.finish.isEnabled()
    qtbot.waitUntil(session.is_over, timeout=120_000)
    assert not window.runner.animator.busy  # the last move landed at once, as every hurried one
    assert window.runner.table.overlays.banner is not None  # the result shows
    assert not bar.isVisible() and window.view.updatesEnabled()  # the table is drawn again
    assert window.runner.session is session


@pytest.mark.parametrize("game", sorted(set(game_names()) - NOBODY_LEAVES))
def test_new_game_deals_the_same_game_afresh_at_once(qtbot, window, game):
    asked = []
    window.ask = lambda *question: asked.append(question) or False
    session = _you_are_out(game)
    window.play(session, deal=False)
    qtbot.mouseClick(window.skip_bar.new_game, Qt.LeftButton)
    fresh = window.runner.session
    assert asked == [] and fresh is not session and fresh.record.actions == []
    assert replace(fresh.record, seed=0) == replace(session.record, seed=0, actions=[])
    assert not window.skip_bar.isVisible()


@pytest.mark.parametrize("game", sorted(NOBODY_LEAVES))
def test_no_offer_in_a_game_nobody_leaves(window, game):
    session = _random_record(game, 3, lambda session: len(session.record.actions) > 30)
    window.play(session, deal=False)
    window.runner.hurry()
    assert not window.skip_bar.isVisible()


def test_back_in_at_the_next_round_the_table_plays_as_usual(qtbot, window, monkeypatch):
    monkeypatch.setitem(CASES, "segfault", ("standard", 5))  # a match of rounds: you crash out of one
    session = _you_are_out("segfault")
    window.play(session, deal=False)
    qtbot.mouseClick(window.skip_bar.finish, Qt.LeftButton)
    qtbot.waitUntil(lambda: not session.state.is_out(0), timeout=60_000)
    assert not session.is_over() and not window.runner.hurrying
    assert window.view.updatesEnabled() and not window.skip_bar.isVisible()
    assert window.runner.animator.busy  # the hand's end and the new deal are shown, not skipped
