"""The toy sixth game (tests/toy_game, built by docs/architecture.md's steps) at the
table: a whole game played through the window and its runner, your moves by real
drags and the AIs' answers through the worker's signal, as the real games are
played; its rules picture in the help; the screenshot command's picture of it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from toy_game.state import HighCardState

from game_helpers import register_toy_game
from ui_helpers import drag

from deskcards.engine.cards import card_text
from deskcards.games.agents import make_agent
from deskcards.session import GameSession
from deskcards.ui.dialogs import add_rules_pictures
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.screenshot import take_screenshot

RULES_TEXT = Path(__file__).resolve().parents[1] / "toy_game" / "rules.md"


@pytest.fixture(autouse=True)
def game(monkeypatch) -> str:
    return register_toy_game(monkeypatch)


def at(window, key):
    return window.scene.items_by_key[key].scenePos()


def test_a_whole_game_played_at_the_table(table_window, qtbot, game):
    session = GameSession.new(game, "standard", seats_for(Preferences(game=game, players=3)), seed=5)
    table_window.play(session)
    assert "High card" in table_window.windowTitle()
    worker, table = table_window.worker_stub, table_window.runner.table
    assert isinstance(session.state, HighCardState) and len(table.cards.items) == 52
    agents, rng, wrong_drop_tried, answered = {}, random.Random(1), False, 0
    while not session.is_over():
        seat, played = session.state.current_player, len(session.record.actions)
        if seat == 0:
            card = session.state.legal_actions()[-1].card
            if not wrong_drop_tried:  # dropped anywhere else, the card goes back with the reason
                drag(table_window, at(table_window, card), at(table_window, "deck"))
                assert "Drop the card in the middle" in table_window.panel.status.text()
                assert len(session.record.actions) == played
                wrong_drop_tried = True
            drag(table_window, at(table_window, card), at(table_window, "trick"))
            assert session.record.actions[-1] == f"play {card_text(card)}"
        else:
            qtbot.waitUntil(lambda answered=answered: len(worker.requests) > answered, timeout=3000)
            request_id, asked_for, level = worker.requests[-1]
            assert asked_for == seat and session.seats[seat].level == level
            answered = len(worker.requests)
            agent = agents.setdefault(level, make_agent(game, level))
            worker.decided.emit(request_id, str(agent.choose(session.state.observation(seat), rng)))
            assert len(session.record.actions) == played + 1
        table_window.runner.animator.finish_all()
    # The table kept every card where the engine says, from the events alone.
    assert {card: zone for zone, cards in session.state.zones().items() for card in cards} == \
           {card: zone for card, (zone, _) in table.cards.where.items()}
    assert table.overlays.banner is not None and "game is over" in table_window.panel.status.text()
    log = "\n".join(table_window.panel.log.item(row).text() for row in range(table_window.panel.log.count()))
    assert "You play" in log and "takes the round with" in log and "Game over:" in log
    assert GameSession.from_yaml(session.to_yaml()).state == session.state


def test_the_rules_help_gets_the_games_own_picture(qapp, game):
    document = QTextDocument()
    add_rules_pictures(document, game, RULES_TEXT.read_text(encoding="utf-8"))
    image = document.resource(QTextDocument.ImageResource, QUrl("picture:ranks"))
    assert isinstance(image, QImage) and not image.isNull()


def test_the_screenshot_command_draws_the_toy_table(qapp, isolated_dirs, tmp_path, game):
    out = take_screenshot(game, "standard", 2, 3, 4, (1280, 800), str(tmp_path / "toy.png"))
    image = QImage(out)
    assert (image.width(), image.height()) == (1280, 800)
