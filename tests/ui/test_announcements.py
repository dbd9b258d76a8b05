"""What a screen reader is told, in every game (``deskcards.ui.announcer``): every line of
the log once, the AIs' moves included; a refusal at once, with its reason; a hint; the
table read on W and the last announcement again on M; never a card your seat has not seen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from game_helpers import games_and_the_toy
from test_accessibility import human_first, press
from ui_helpers import drag

from deskcards.engine.cards import card_label, spoken_text
from deskcards.session import GameSession
from deskcards.ui.announcer import one_announcement
from deskcards.ui.game_views import table_class


def listen(window) -> list:
    said: list = []
    window.announcer.said.connect(said.append)
    return said


def log_lines(window) -> list[str]:
    return [window.panel.log.item(row).text() for row in range(window.panel.log.count())]


def play_on(window, session: GameSession, seed: int, moves: int) -> None:
    """Your moves at random (no claim the prover must check), the AIs' from the worker, Enter
    for the next round, until the game is over or you have made ``moves``."""
    rng = random.Random(seed)
    made = 0
    while not session.is_over() and made < moves:
        if session.current_seat_kind() == "human" and window.scene.input_enabled:
            options = [action for action in session.state.legal_actions() if not str(action).endswith("forever")]
            window.runner.perform(rng.choice(options or session.state.legal_actions()))
            window.runner.animator.finish_all()
            made += 1
        elif window.runner.animator.busy:  # a round's end waits for a click or Enter to deal the next
            press(window, Qt.Key_Return)
        else:
            QApplication.processEvents()


def watch_faces_shown(game: str, monkeypatch) -> set[int]:
    """The cards the game's table lays face up for you, from now on (as test_accessibility does)."""
    shown: set[int] = set()
    cls = table_class(game)
    laid = cls.place_for

    def watched(self, zone, index, card):
        place, face_up = laid(self, zone, index, card)
        if face_up:
            shown.add(card)
        return place, face_up

    monkeypatch.setattr(cls, "place_for", watched)
    return shown


def check_announced(window, game: str, session: GameSession, said: list, shown: set[int]) -> None:
    """Each move's lines said as one announcement, in words, none left out or reworded."""
    told = [announcement.text for announcement in said if announcement.source == "log"]
    lines = log_lines(window)
    assert " ".join(told) == one_announcement([spoken_text(line) for line in lines]), game
    assert len(told) < len(lines), game  # some move said several lines at once
    ais = [seat.name for seat in session.seats if seat.kind == "ai"]
    assert any(name in line for line in told for name in ais), f"{game}: no AI's move was said"
    table = window.runner.table
    label = session.ruleset.plays.names.name if game == "segment-trix" else card_label
    unseen = [card for card in table.cards.items if card not in shown]
    leaks = [(announcement.text, table.card_words(card)) for announcement in said for card in unseen
             if label(card) in announcement.text or table.card_words(card) in announcement.text]
    assert not leaks, game


@pytest.mark.parametrize("game", games_and_the_toy())
def test_the_log_is_said_line_by_line_and_no_unseen_card_is_named(ai_window, game, monkeypatch):
    shown = watch_faces_shown(game, monkeypatch)
    said = listen(ai_window)
    session = human_first(game)
    ai_window.play(session, deal=False)
    play_on(ai_window, session, seed=3, moves=6)
    check_announced(ai_window, game, session, said, shown)


@pytest.mark.slow
@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_whole_game_is_said_line_by_line_and_no_unseen_card_is_named(ai_window, game, monkeypatch):
    shown = watch_faces_shown(game, monkeypatch)
    said = listen(ai_window)
    session = human_first(game, seed_from=40)
    ai_window.play(session, deal=False)
    play_on(ai_window, session, seed=8, moves=10_000)
    assert session.is_over(), game
    check_announced(ai_window, game, session, said, shown)
    assert any("Game over" in announcement.text for announcement in said), game


# A game's own key that is refused at the first turn: Destiny's L with no field card framed.
REFUSED_KEY = {"destiny": "l"}
# Games whose keyboard reaches only moves that are played: a card dropped on the bare felt is refused.
REFUSED_DROP = {"segfault", "high-card"}


def drop_on_the_felt(window, session: GameSession) -> None:
    """Your first card that may be picked up (after Segmentation Fault's draw), dragged to a corner of the table."""
    if session.record.game == "segfault":
        window.runner.perform(session.state.legal_actions()[0])  # the draw
    card = next(key for key in window.runner.sources() if isinstance(key, int))
    item = window.scene.items_by_key[card]
    drag(window, item.sceneBoundingRect().center(), window.runner.table.area.topLeft() + QPointF(4, 4))


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_refused_move_says_why_at_once(ai_window, game):
    """Tab and Enter round the table, as a player trying things would, until one is refused."""
    session = human_first(game)
    ai_window.play(session, deal=False)
    ai_window.view.setFocus()
    said = listen(ai_window)
    if game in REFUSED_KEY:
        press(ai_window, REFUSED_KEY[game])
    if game in REFUSED_DROP:
        drop_on_the_felt(ai_window, session)
    for _ in range(400):
        if any(announcement.source == "refusal" for announcement in said) or session.is_over():
            break
        if session.current_seat_kind() != "human" or not ai_window.scene.input_enabled:
            QApplication.processEvents()
            continue
        press(ai_window, Qt.Key_Tab)
        press(ai_window, Qt.Key_Return)
        if ai_window.scene.picked_up is not None:
            press(ai_window, Qt.Key_Tab)
            press(ai_window, Qt.Key_Return)
        ai_window.runner.animator.finish_all()
        QApplication.processEvents()  # key presses a person makes come in turns of the event loop
    refusal = next(announcement for announcement in said if announcement.source == "refusal")
    assert refusal.assertive, game
    assert refusal.text in map(spoken_text, (ai_window.panel.status.text(), *log_lines(ai_window))), game


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_hint_is_said(table_window, game):
    table_window.play(human_first(game), deal=False)
    said = listen(table_window)
    QTest.keyClick(table_window.view, Qt.Key_H)
    assert [announcement.text for announcement in said][-1] == spoken_text(table_window.panel.status.text()), game
    assert table_window.runner.table.overlays.hinted, game


def test_a_hint_asked_for_in_an_ais_turn_says_why_not(table_window):
    session = human_first("segfault")
    table_window.play(session, deal=False)
    table_window.runner.perform(session.state.legal_actions()[0])  # your draw: then your play
    while session.current_seat_kind() == "human":
        table_window.runner.perform(session.state.legal_actions()[0])
    said = listen(table_window)
    QTest.keyClick(table_window.view, Qt.Key_H)
    assert said[-1].text == "A hint is for your own turn."


@pytest.mark.parametrize("game", games_and_the_toy())
def test_w_reads_whose_turn_and_what_you_hold_and_m_says_it_again(table_window, game):
    session = human_first(game)
    table_window.play(session, deal=False)
    said = listen(table_window)
    QTest.keyClick(table_window.view, Qt.Key_W)
    (summary,) = said
    table = table_window.runner.table
    assert summary.source == "summary" and summary.text.startswith(table.status()), game
    yours = [card for card, item in table.cards.items.items()
             if item.face_up and table.cards.where[card][0].endswith(f":{table.human}")]
    assert all(table.card_words(card) in summary.text for card in yours), game
    assert yours or game == "destiny", game  # Destiny's hand is a place on the field: its face stays hidden
    QTest.keyClick(table_window.view, Qt.Key_M)
    assert said[-1].text == summary.text and said[-1].source == "repeat"
    QTest.keyClick(table_window.view, Qt.Key_M)
    assert said[-1].text == summary.text  # again and again: a repeat is not itself the last thing said


def test_a_new_deal_is_said_as_the_table_reads_and_a_resumed_games_old_lines_are_not(table_window):
    said = listen(table_window)
    session = human_first("segfault")
    table_window.play(session, deal=False)
    assert [(announcement.source, announcement.text) for announcement in said][:1] == [("log", "Hand 1 is dealt.")]
    assert [announcement.source for announcement in said] == ["log", "summary"]
    for action in session.state.legal_actions()[:1]:
        table_window.runner.perform(action)
    said.clear()
    table_window.play(session, deal=False)  # laid again, as a resumed game is
    assert [announcement.source for announcement in said] == ["summary"]


def test_the_same_log_line_twice_is_said_twice_but_a_status_repeating_it_is_not(table_window):
    table_window.play(human_first("segfault"), deal=False)
    said = listen(table_window)
    table_window.log_line("The dealer draws a card.")
    table_window.log_line("The dealer draws a card.")
    table_window.refuse("The dealer draws a card.")
    table_window.log_lines(["Bob plays 10♥", "Bob wins the hand"])
    table_window.refuse("Bob wins the hand")
    assert [announcement.text for announcement in said] == ["The dealer draws a card."] * 2 + [
        "Bob plays ten of hearts. Bob wins the hand."]


def test_the_pointing_count_set_from_the_table_says_its_value(table_window):
    table_window.play(human_first("segfault"), deal=False)
    session = table_window.runner.session
    table_window.runner.perform(session.state.legal_actions()[0])  # the draw: now the count may be set
    table_window.view.setFocus()
    said = listen(table_window)
    press(table_window, "3")
    press(table_window, Qt.Key_Plus)
    assert [announcement.text for announcement in said] == ["Pointing 3 times", "Pointing 4 times"]
    assert table_window.runner.table.pointing.value() == 4


# A control of the game's worked from the keyboard, and the start of what it then says.
CONTROL_KEYS = {
    "destiny": (["+"], "control", "Raise to "),  # the raise amount
    "segment-trix": ([Qt.Key_Tab, Qt.Key_Return, "u"], "control", "Turned over: plays as "),  # the chooser's Turn
    "runtime-error": ([Qt.Key_Tab, Qt.Key_Return, Qt.Key_Tab, Qt.Key_Return], "status",
                      "Build a statement: drop the upper bound"),  # the statement builder's first part placed
}


@pytest.mark.parametrize("game", sorted(CONTROL_KEYS))
def test_a_control_worked_from_the_keyboard_says_what_it_now_does(table_window, game):
    table_window.play(human_first(game), deal=False)
    table_window.view.setFocus()
    keys, source, words = CONTROL_KEYS[game]
    said = listen(table_window)
    for key in keys:
        press(table_window, key)
    assert (said[-1].source, said[-1].text[:len(words)]) == (source, words), game
