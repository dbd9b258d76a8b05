"""What the announcer says and when, beyond the log (``deskcards.ui.announcer``): the way
to older screen readers (a notification, never both), cards said in words, a new deal's
opening lines, what M repeats, a card picked up and put back, prompts that suit the
keyboard, and one announcement per move."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from game_helpers import games_and_the_toy
from test_accessibility import human_first, press
from test_announcements import listen, log_lines, play_on

from deskcards.engine.cards import spoken_text
from deskcards.games import game_names
from deskcards.session import GameSession
from deskcards.ui import announcer as announcer_module
from deskcards.ui import notice as notice_module
from deskcards.ui.announcer import one_announcement
from deskcards.ui.notice import KEPT, NoticeLabel
from deskcards.ui.preferences import Preferences


def sent_events(monkeypatch) -> list[str]:
    """The texts sent as Qt's announcement event from now on."""
    sent: list[str] = []
    monkeypatch.setattr(announcer_module, "announce", lambda widget, text, assertive=False: sent.append(text))
    return sent


def said_as_notifications(window) -> list[str]:
    """The words of the notifications shown so far, as a screen reader reads them."""
    interfaces = [QAccessible.queryAccessibleInterface(label) for label in window.findChildren(NoticeLabel)]
    assert all(interface.role() == QAccessible.Role.Notification for interface in interfaces)
    return [interface.text(QAccessible.Text.Name) for interface in interfaces]


def test_with_the_preference_each_announcement_is_a_notification_of_its_own_and_no_announcement_event(
        table_window, monkeypatch, qtbot):
    table_window.play(human_first("segfault"), deal=False)
    sent = sent_events(monkeypatch)
    table_window._show_preferences(Preferences(animation_speed="off", notify_announcements=True))
    table_window.log_lines(["Bob plays 10♥", "Bob wins the hand with a run"])
    QTest.keyClick(table_window.view, Qt.Key_W)
    qtbot.waitUntil(lambda: len(said_as_notifications(table_window)) == 2)  # the second shown a moment later
    said = said_as_notifications(table_window)
    summary = next(words for words in said if words.startswith(spoken_text(table_window.runner.table.status())))
    assert sorted(said) == sorted(["Bob plays ten of hearts. Bob wins the hand with a run.", summary])
    assert not sent  # never both: Orca 45 and later would say each twice
    table_window._show_preferences(Preferences(animation_speed="off"))
    table_window.log_line("Bob draws a card")
    assert sent == ["Bob draws a card."]


def test_notifications_are_shown_one_at_a_time_in_the_order_said(table_window, qtbot):
    """Orca 43 may say two labels shown together the wrong way round."""
    table_window._show_preferences(Preferences(animation_speed="off", notify_announcements=True))
    for number in range(3):
        table_window.log_line(f"Line {number}")
    assert said_as_notifications(table_window) == ["Line 0."]
    qtbot.waitUntil(lambda: len(said_as_notifications(table_window)) == 3)
    # Each label, lowered under the window's widgets as shown, goes first among its children.
    assert said_as_notifications(table_window)[::-1] == ["Line 0.", "Line 1.", "Line 2."]


def test_only_the_last_notifications_are_kept(table_window, qtbot, monkeypatch):
    monkeypatch.setattr(notice_module, "GAP_MS", 0)  # paced by the event loop alone
    table_window._show_preferences(Preferences(animation_speed="off", notify_announcements=True))
    for number in range(KEPT + 5):
        table_window.log_line(f"Line {number}")
    qtbot.waitUntil(lambda: f"Line {KEPT + 4}." in said_as_notifications(table_window))
    QApplication.processEvents()  # the oldest are deleted later
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert sorted(said_as_notifications(table_window)) == sorted(f"Line {number}." for number in range(5, KEPT + 5))


def test_without_the_preference_no_notification_is_made(table_window, monkeypatch):
    sent = sent_events(monkeypatch)
    table_window.log_line("Bob draws a card")
    assert sent == ["Bob draws a card."] and not table_window.findChildren(NoticeLabel)


def test_cards_are_said_in_words_in_the_log_the_status_and_a_refusal(table_window):
    table_window.play(human_first("segfault"), deal=False)
    said = listen(table_window)
    table_window.log_line("You draw 7♠")
    table_window.refuse("The 5♣ cannot go there.")
    table_window.runner.status_changed.emit("Drop the drawn 7♠ on the discard pile.")
    assert [announcement.text for announcement in said] == [
        "You draw seven of spades.", "The five of clubs cannot go there.",
        "Drop the drawn seven of spades on the discard pile."]


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_new_deals_opening_lines_are_said(table_window, game):
    """Destiny's blinds, Segmentation Fault's "Hand 1 is dealt": dealt or laid at once."""
    for deal in (False, True):
        said = listen(table_window)
        table_window.play(GameSession.new(game, "standard", human_first(game).seats, seed=3), deal=deal)
        table_window.runner.animator.finish_all()
        told = [announcement.text for announcement in said if announcement.source == "log"]
        assert " ".join(told) == one_announcement([spoken_text(line) for line in log_lines(table_window)]), game
        assert told or game not in ("segfault", "destiny"), game


def test_what_a_window_says_before_it_is_shown_waits_until_it_is(qtbot, isolated_dirs):
    from deskcards.ui.screenshot import SilentWorker
    from deskcards.ui.window import MainWindow

    window = MainWindow(SilentWorker(), Preferences(animation_speed="off"), ask=lambda *_: True, tell=lambda *_: None)
    qtbot.addWidget(window)
    said = listen(window)
    window.play(human_first("destiny"), deal=False)
    assert said == []
    window.show()
    qtbot.waitUntil(lambda: len(said) >= 2)
    assert [announcement.source for announcement in said] == ["log", "summary"]
    assert "posts the small blind" in said[0].text


def test_m_repeats_what_the_game_said_not_the_browsing_nor_a_controls_echo(table_window):
    table_window.play(human_first("segfault"), deal=False)
    table_window.view.setFocus()
    said = listen(table_window)
    table_window.refuse("Draw first.")
    QTest.keyClick(table_window.view, Qt.Key_Down, Qt.ControlModifier)  # browsing: said, not kept
    press(table_window, Qt.Key_M)
    assert (said[-1].source, said[-1].text) == ("repeat", "Draw first.")
    table_window.runner.perform(table_window.runner.session.state.legal_actions()[0])  # the draw
    press(table_window, "3")  # the pointing count's new value: said, not kept
    press(table_window, Qt.Key_M)
    assert said[-1].text == spoken_text(table_window.panel.status.text())


def pick_up_by_keys(window) -> str:
    """Tab to the first card that may be picked up and press Enter; its name."""
    runner = window.runner
    for _ in range(40):
        press(window, Qt.Key_Tab)
        focus = window.scene.focus_key
        if isinstance(focus, int) and runner.targets(focus) and not runner.opens_on_click(focus):
            press(window, Qt.Key_Return)
            return runner.name_of(focus)
    raise AssertionError("no card to pick up")


# The games where Enter picks a card up (Destiny and Segment Trix act on it at once), and how to get there.
PICKING_UP = ("segfault", "blackjack", "runtime-error", "high-card")


@pytest.mark.parametrize("game", PICKING_UP)
def test_enter_picking_a_card_up_says_so_w_says_it_and_escape_says_it_is_put_back(table_window, game):
    session = human_first(game)
    table_window.play(session, deal=False)
    if game == "segfault":
        table_window.runner.perform(session.state.legal_actions()[0])  # the draw
    table_window.view.setFocus()
    said = listen(table_window)
    name = pick_up_by_keys(table_window)
    held = said[-1]
    assert held.source == "held" and held.text.lower().startswith(f"{name}: picked up"), game
    assert "Tab" in held.text and "Enter" in held.text and "Escape" in held.text
    press(table_window, Qt.Key_W)
    assert f"You hold {name}, picked up." in said[-1].text, game
    press(table_window, Qt.Key_M)
    assert said[-1].text == said[-2].text  # the table read is what the game said last
    press(table_window, Qt.Key_Escape)
    assert (said[-1].source, said[-1].text.lower()) == ("held", f"{name}: put back."), game
    assert table_window.scene.picked_up is None


def said_along(window, game: str, seed: int, moves: int) -> list:
    """What is said while you make ``moves`` random moves of ``game`` and the AIs answer."""
    said = listen(window)
    session = human_first(game)
    window.play(session, deal=False)
    play_on(window, session, seed=seed, moves=moves)
    return said


MOUSE = re.compile(r"(?<![-\w])(click|drag)", re.IGNORECASE)  # Destiny's hands are the buttons: right-click stays
KEYS = re.compile(r"\b(Enter|Tab|press|keys?)\b")


@pytest.mark.parametrize("game", games_and_the_toy())
def test_the_status_line_suits_the_keyboard(ai_window, game):
    """No prompt says only what the mouse does ("click the deck", "drag it onto…")."""
    said = said_along(ai_window, game, seed=5, moves=8)
    prompts = [sentence for announcement in said if announcement.source in ("status", "summary")
               for sentence in re.split(r"(?<=[.!?])\s", announcement.text)]
    assert prompts, game
    assert not [text for text in prompts if MOUSE.search(text) and not KEYS.search(text)], game


@pytest.mark.parametrize("game", game_names())
def test_each_moves_lines_are_one_announcement(ai_window, game):
    """A move of several lines (a play and its swap, a trick and who wins it) is said at once, whole."""
    said = said_along(ai_window, game, seed=4, moves=12)
    told = [announcement.text for announcement in said if announcement.source == "log"]
    lines = [spoken_text(line) for line in log_lines(ai_window)]
    assert " ".join(told) == one_announcement(lines), game
    assert len(told) < len(lines), game
