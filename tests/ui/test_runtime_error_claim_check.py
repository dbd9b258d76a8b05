"""A "Run forever" claim at a real table: the prover checks it in the AI process,
so the table stays live meanwhile and takes no other move, and the claim then
plays exactly as the engine judging it on the spot would play it."""

from collections import OrderedDict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from game_helpers import prover_searches
from test_runtime_error_table import drop, loop_you_can_claim, scripts, session_for, write_assisted_variant, you_start
from ui_helpers import click

from deskcards.engine.cards import parse_card
from deskcards.engine.record import GameRecord
from deskcards.games.runtime_error import claims
from deskcards.games.runtime_error.actions import NO_INPUT, Input
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.ai_worker import AIWorker
from deskcards.ui.preferences import Preferences

# Seed 7 played by two medium AIs for 48 moves: seat 1 is to play an input card, and a
# claim with 5c is a question the prover spends its whole budget on (1,201 positions,
# 766 ms CPU here; measured with prover.decide on this position).
SEED = 7
MOVES = ['script Ad Jd Qc', 'input 5h', 'script Ac 7c Js', 'input 7d', 'loop Qh', 'script Ah 4h 3h', 'input 3c',
         'input 2s', 'no input', 'input 3c', 'no input', 'script 2c 8c 2s', 'input 8h', 'loop 6c', 'loop 4d',
         'loop 6c', 'loop 9d', 'no input', 'input 7h', 'loop Th', 'script 9h Jh Td', 'input Ts', 'script 6s Ks 3d',
         'input Jc', 'edit 0.0.function Kc', 'input 5s', 'input 8s', 'edit 0.0.function 7s', 'loop Qd', 'input 6d',
         'loop 6h', 'input 2d', 'loop 6h', 'edit 0.0.function Kh', 'loop Qs', 'input Tc', 'input 3s', 'loop Tc',
         'edit 0.0.function 9c', 'no input', 'input 4c', 'loop 4s', 'loop 4c', 'loop 4s', 'loop 4c', 'loop 4s',
         'loop As', 'input 2h']
CLAIM = Input(parse_card("5c"), True)
# A guard against a hang, not a speed limit: the AI process runs at a lower priority,
# and on a busy 2-core machine a claim checked twice (real deck, then as the current player knows it) waits long.
TIMEOUT_MS = 180_000


@pytest.fixture(autouse=True)
def nothing_judged_before(monkeypatch):
    """A claim another test judged would be found, not checked."""
    monkeypatch.setattr(claims, "_known", OrderedDict())


@pytest.fixture
def live_window(qtbot, isolated_dirs):
    """A table with the real AI process, warm."""
    from deskcards.ui.window import MainWindow

    worker = AIWorker()
    window = MainWindow(worker, Preferences(animation_speed="off"), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(worker.ready, timeout=TIMEOUT_MS):
        worker.start()
    yield window
    worker.shutdown()


@pytest.mark.slow
def test_a_claim_is_checked_in_the_ai_process_while_the_table_stays_live(qtbot, live_window, monkeypatch):
    seats = (SeatInfo("Ada", "ai", "medium"), SeatInfo("You", "human"))
    session = GameSession.from_record(GameRecord("runtime-error", "standard", 2, SEED, actions=MOVES), seats)
    live_window.play(session, deal=False, autosave=False)
    before = session.state.clone()
    assert before.current_player == 1 and CLAIM in before.legal_actions()
    asked_here = prover_searches(monkeypatch)
    live_window.view.setFocus()
    QTest.keyClick(live_window.view, Qt.Key_F)  # Run forever on
    drop(live_window, CLAIM.card, "input")

    assert session.record.actions == MOVES  # held until the prover has answered
    assert live_window.panel.status.text().startswith("Checking your loop")
    assert not live_window.scene.input_enabled and live_window.runner.sources() == []
    QTest.keyClick(live_window.view, Qt.Key_N)  # "no input" now would be a second move: not taken
    assert session.record.actions == MOVES
    qtbot.waitUntil(lambda: len(session.record.actions) > len(MOVES), timeout=TIMEOUT_MS)

    assert session.record.actions == MOVES + [str(CLAIM)]
    assert asked_here == []  # the search ran in the AI process only: this thread kept its event loop
    monkeypatch.setattr(claims, "_known", OrderedDict())
    judged_here = before.clone()
    judged_here.apply(CLAIM)  # the engine judging the claim on the spot
    assert asked_here and session.state == judged_here


def claiming(window) -> tuple[GameSession, str, int]:
    """Your first turn, a statement built (a claim without one has nothing to check) and
    Run forever on: (session, the statement's action, an input card to claim with)."""
    session = you_start(wanted=lambda state: bool(scripts(state)))
    window.play(session)
    built = scripts(session.state)[0]
    window.runner.perform(built)
    click(window, window.scene.items_by_key["forever"].scenePos())
    return session, str(built), session.state.hand(0)[0]


def test_a_check_the_ai_process_fails_is_made_here_and_the_claim_still_plays(table_window, monkeypatch):
    """Also: while the check is under way, the felt says so; once made, it does not."""
    worker = table_window.worker_stub
    asked = []
    monkeypatch.setattr(worker, "work", lambda job: asked.append(job) or 7, raising=False)
    session, built, card = claiming(table_window)
    judged_here = session.state.clone()
    drop(table_window, card, "input")
    assert len(asked) == 1 and session.record.actions == [built]
    caption = table_window.runner.table.caption
    assert caption.isVisible() and caption.text.startswith("Checking your loop")  # on the felt too
    worker.failed.emit(7, "the AI process stopped unexpectedly")
    assert session.record.actions == [built, str(Input(card, True))]
    assert not caption.text.startswith("Checking")
    monkeypatch.setattr(claims, "_known", OrderedDict())
    judged_here.apply(Input(card, True))
    assert session.state == judged_here
    log = [table_window.panel.log.item(line).text() for line in range(table_window.panel.log.count())]
    assert any("could not be made in the background" in line for line in log)


def test_the_assist_hint_is_found_in_the_ai_process(qtbot, live_window, isolated_dirs, monkeypatch):
    write_assisted_variant(isolated_dirs)
    seed, first, second, card = loop_you_can_claim("assisted-big")
    session = session_for(seed, "assisted-big")
    live_window.play(session, autosave=False)
    runner, table = live_window.runner, live_window.runner.table
    for action in (first, NO_INPUT):
        runner.perform(action)
    while session.state.current_player != 0:
        runner.perform(session.state.legal_actions()[0])
    asked_here = prover_searches(monkeypatch)
    runner.perform(second)
    runner.animator.finish_all()
    assert not table.caption.text.startswith("Assist")  # not yet: asked of the AI process
    qtbot.waitUntil(lambda: table.caption.text.startswith("Assist"), timeout=TIMEOUT_MS)
    assert table.caption.text.startswith("Assist: a loop the prover can prove starts with")
    assert table.cards.items[card].highlight == "hint" and asked_here == []


def test_a_table_stopped_during_a_check_still_plays_the_move(table_window, monkeypatch):
    monkeypatch.setattr(table_window.worker_stub, "work", lambda job: 7, raising=False)
    session, built, card = claiming(table_window)
    drop(table_window, card, "input")
    assert session.record.actions == [built]
    table_window.runner.stop()  # a new game, or quitting: the saved game keeps the move
    assert session.record.actions == [built, str(Input(card, True))]
