"""Every game played through with the keyboard alone (issue 35): on each of your turns a
legal move chosen at random is made by keys (``key_player``), as a blind player would,
until the game is over; the AIs answer from the worker."""

from __future__ import annotations

import random

import pytest
from key_player import BY_KEYS, make_by_keys
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from test_accessibility import human_first, press

from deskcards.games.blackjack.actions import Close, End


def choices(game: str, legal: list) -> list:
    """The moves to choose from: no claim of a loop the prover must check; Blackjack's
    new cycle only where its one button means it (End turn otherwise)."""
    options = [action for action in legal if not str(action).endswith("forever")]
    if game == "blackjack" and any(isinstance(action, End) for action in options):
        options = [action for action in options if not isinstance(action, Close)]
    return options


def play_by_keys(window, game: str, seed: int, moves: int) -> int:
    """Your moves by keys until the game is over or ``moves`` are made; how many were."""
    session = human_first(game, seed_from=seed)
    window.play(session, deal=False)
    window.view.setFocus()
    rng, made = random.Random(seed), 0
    while not session.is_over() and made < moves:
        if session.current_seat_kind() == "human" and window.scene.input_enabled:
            make_by_keys(window, game, rng.choice(choices(game, session.state.legal_actions())))
            window.runner.animator.finish_all()
            made += 1
        elif window.runner.animator.busy:  # between rounds the table waits for Enter
            press(window, Qt.Key_Return)
        else:
            QApplication.processEvents()
    return made


@pytest.mark.parametrize("game", sorted(BY_KEYS))
def test_the_first_moves_of_each_game_by_keys_alone(ai_window, game):
    assert play_by_keys(ai_window, game, seed=1, moves=8) > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(BY_KEYS))
def test_a_whole_game_of_each_by_keys_alone(ai_window, game):
    play_by_keys(ai_window, game, seed=11, moves=10_000)
    assert ai_window.runner.session.is_over(), game
