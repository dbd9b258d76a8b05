"""Game > Hint at the table, in every game: the hard AI's move lifts its card and
lights where it goes, with a line in the status; an answer that comes after a
move is for a position gone, and is dropped."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from game_helpers import games_and_the_toy, hints_made
from ui_helpers import ScriptedWorker

import deskcards.hints as hints
from deskcards.session import GameSession
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, seats_for

GAMES = games_and_the_toy()


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    """A hint searches a few simulations: the same answer on a busy machine, and soon."""
    hints_made(monkeypatch, simulations=40)


class JobKeepingWorker(ScriptedWorker):
    """Keeps the jobs it is given until the test answers them; one count of ids for
    moves and jobs, as the AI process has."""

    def __init__(self):
        super().__init__()
        self.jobs: list[tuple[int, Any]] = []
        self.last_id = 0

    def request(self, record, seat, level, agent_seed=None, thinking=1.0) -> int:
        self.last_id += 1
        self.requests.append((self.last_id, seat, level))
        return self.last_id

    def work(self, job) -> int:
        self.last_id += 1
        self.jobs.append((self.last_id, job))
        return self.last_id


def deal(window, game: str) -> GameSession:
    session = GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=3)
    window.play(session)
    return session


def play_on(window, rng: random.Random, mine: bool = False) -> None:
    """Random moves (the AIs' too: the test worker never answers) until it is your turn;
    ``mine``: one of yours first."""
    runner, session = window.runner, window.runner.session
    while mine or session.state.current_player != 0:
        mine = False
        runner.perform(rng.choice(session.state.legal_actions()))
        runner.animator.finish_all()
    assert window.scene.input_enabled


def lit(window) -> list:
    return [key for key, item in window.scene.items_by_key.items() if getattr(item, "highlight", None) == "hint"]


@pytest.mark.parametrize("game", GAMES)
def test_game_hint_lifts_the_card_and_lights_where_it_goes(table_window, game):
    deal(table_window, game)
    table, rng = table_window.runner.table, random.Random(1)
    play_on(table_window, rng)
    for _ in range(12):  # the first hint that moves a card (not a draw or a wager)
        table_window.menus.hint_action.trigger()
        if any(isinstance(key, int) for key in table.overlays.hinted) and "deck" not in table.overlays.hinted:
            break
        play_on(table_window, rng, mine=True)
    hint_line = table_window.panel.status.text()
    assert hint_line.startswith("Hint: ")
    session = table_window.runner.session
    # The same question gets the same answer (the search counts simulations here, not time).
    action = session.ruleset.parse_action(hints.hint_for(session.record, 0).action)
    lift, targets = table.hint_keys(action)
    items = table_window.scene.items_by_key
    assert any(isinstance(items[key], CardItem) and items[key].lifted for key in lift)
    assert set(lit(table_window)) == set(table.overlays.hinted) and {*lift, *targets} <= set(table.overlays.hinted)
    if game != "destiny":  # a look or a hold has no place to go: the card is where it happens
        assert targets
    table_window.runner.perform(action)  # taking the hint puts the table back (a game may light cards of its own)
    assert not table.overlays.hinted and not any(isinstance(item, CardItem) and item.lifted for item in items.values())


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_answered_after_a_move_is_dropped(qtbot, isolated_dirs, game):
    from deskcards.ui.window import MainWindow

    worker = JobKeepingWorker()
    window = MainWindow(worker, Preferences(animation_speed="off"), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    deal(window, game)
    play_on(window, random.Random(2))
    window.menus.hint_action.trigger()  # the table stays live: nothing is shown until the answer comes
    (asked, job), = worker.jobs
    assert not lit(window) and "looking for a hint" in window.panel.status.text()
    worker.worked.emit(asked, job.make())  # answered in time: shown
    assert lit(window) and window.panel.status.text().startswith("Hint: ")
    window.menus.hint_action.trigger()
    asked, job = worker.jobs[-1]
    window.runner.perform(window.runner.session.state.legal_actions()[0])  # a move comes first
    window.runner.animator.finish_all()
    worker.worked.emit(asked, job.make())
    assert not window.runner.table.overlays.hinted and not window.panel.status.text().startswith("Hint: ")


@pytest.mark.parametrize("game", GAMES)
def test_h_asks_for_a_hint_in_every_game(table_window, game):
    deal(table_window, game)
    play_on(table_window, random.Random(1))
    assert table_window.menus.hint_action.shortcut().toString() == "H"
    table_window.view.setFocus()
    QTest.keyClick(table_window.view, Qt.Key_H)  # no table takes H for a move of its own
    assert table_window.panel.status.text().startswith("Hint: ") and lit(table_window)


@pytest.mark.parametrize("game", ["segfault", "blackjack", "destiny"])
def test_a_hint_on_the_deck_lights_the_card_on_top(table_window, game):
    """The deck's outline lies under its cards: the card on top rises, lit."""
    session = deal(table_window, game)
    rng, draw = random.Random(1), {"segfault": "draw", "blackjack": "draw", "destiny": "benediction"}[game]
    play_on(table_window, rng)
    while draw not in map(str, session.state.legal_actions()):
        play_on(table_window, rng, mine=True)
    table_window.runner.table.overlays.show_hint(hints.Hint(draw, draw))
    deck = table_window.scene.items_by_key["deck"]
    on_top = next(item for item in table_window.scene.items(deck.sceneBoundingRect().center())
                  if isinstance(item, CardItem))
    assert on_top.highlight == "hint" and on_top.lifted


def test_a_hint_is_for_your_own_turn(table_window):
    session = deal(table_window, "segfault")
    while session.state.current_player == 0:
        table_window.runner.perform(session.state.legal_actions()[0])
    table_window.runner.animator.finish_all()
    table_window.menus.hint_action.trigger()
    assert table_window.panel.status.text() == "A hint is for your own turn." and not lit(table_window)


@pytest.mark.slow
def test_the_hint_is_made_in_the_ai_process_while_the_table_stays_live(qtbot, isolated_dirs):
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.window import MainWindow

    worker = AIWorker()
    window = MainWindow(worker, Preferences(animation_speed="off"), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    try:
        session = deal(window, "segment-trix")
        play_on(window, random.Random(3))
        window.menus.hint_action.trigger()
        assert worker.thinking and window.scene.input_enabled  # asked of the process; your move is still yours
        qtbot.waitUntil(lambda: window.panel.status.text().startswith("Hint: "), timeout=30_000)
        card = window.runner.table.overlays.hinted[0]  # the process searches on its own clock: any good play
        assert card in {play.card for play in session.state.legal_actions()} and window.scene.items_by_key[card].lifted
    finally:
        worker.shutdown()
