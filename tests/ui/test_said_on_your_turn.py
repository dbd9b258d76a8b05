"""Gaps a listener found playing by ear (issue 35): your turn's prompt is said even in
the words the status line already shows; a pile names its top card only while it shows;
Enter with nothing chosen says what to do, and acts on what the screen reader says has
focus once the ring is gone; a step onto the same thing says it again; names say cards
in words, with no symbol drawn for the eye."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from game_helpers import games_and_the_toy
from test_accessibility import human_first, press
from test_announcements import listen, play_on

from deskcards.engine.cards import spoken_text
from deskcards.ui.access_tree import Node
from deskcards.ui.naming import said_name
from deskcards.ui.table_cards import PILES

SYMBOL = re.compile("[\u2190-\u21ff\u2600-\u27bf]")  # arrows, suits, dingbats


def back_to_you(window, session) -> None:
    """The AIs answer until it is your turn again, the table taking moves."""
    while not (session.current_seat_kind() == "human" and window.scene.input_enabled) and not session.is_over():
        QApplication.processEvents()


@pytest.mark.parametrize("game", games_and_the_toy())
def test_your_turn_coming_back_says_its_prompt_though_the_status_line_shows_it_already(ai_window, game,
                                                                                        monkeypatch):
    """As when a Destiny hand ends on your move and the next comes straight back to you."""
    session = human_first(game)
    ai_window.play(session, deal=False)
    monkeypatch.setattr(ai_window.panel, "say", lambda text: False)  # the status line's words, unchanged
    said = listen(ai_window)
    ai_window.runner.perform(session.state.legal_actions()[0])
    ai_window.runner.animator.finish_all()
    back_to_you(ai_window, session)
    if session.is_over():
        pytest.skip("the game ended on that move")
    prompt = spoken_text(ai_window.runner.table.status())
    assert [told.text for told in said if told.source == "status"][-1:] == [prompt], game


def test_a_piles_top_card_is_named_only_while_it_shows(table_window):
    """Between hands the new deal's cards wait unseen while the last hand is on screen."""
    table_window.play(human_first("destiny"), deal=False)
    table = table_window.runner.table
    shown = [(pile, table.cards.in_pile(pile)[-1]) for pile in PILES if table.cards.in_pile(pile)
             and table.cards.items[table.cards.in_pile(pile)[-1]].face_up]
    pile, top = shown[0]
    assert table.naming.pile_name(pile).endswith(" on top")
    table.cards.items[top].setVisible(False)
    assert not table.naming.pile_name(pile).endswith(" on top")


def test_enter_with_nothing_chosen_says_what_to_do(table_window):
    said = listen(table_window)
    table_window.play(human_first("segfault"), deal=False)
    table_window.view.setFocus()
    assert table_window.scene.focus_key is None
    press(table_window, Qt.Key_Return)
    assert said[-1].text.startswith("Nothing is chosen")


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_step_of_the_ring_onto_the_same_thing_says_it_again(table_window, game, monkeypatch):
    """A screen reader says nothing of a focus told again on what it already had."""
    table_window.play(human_first(game), deal=False)
    scene = table_window.scene
    table_window.view.setFocus()
    monkeypatch.setattr(scene.host, "sources", lambda: ["only"])
    monkeypatch.setattr(scene.host, "name_of", lambda key: "the only thing")
    said = listen(table_window)
    press(table_window, Qt.Key_Tab)
    assert scene.focus_key == "only" and not said
    press(table_window, Qt.Key_Tab)
    assert [told.text for told in said] == ["the only thing"]


@pytest.mark.parametrize("game", games_and_the_toy())
def test_once_the_ring_is_gone_enter_acts_on_what_the_screen_reader_says_has_focus(table_window, game,
                                                                                  monkeypatch):
    """As when a suit was called and the screen reader landed on "End turn"."""
    session = human_first(game)
    table_window.play(session, deal=False)
    view, scene = table_window.view, table_window.scene
    view.setFocus()
    for _ in scene.host.sources():  # onto a thing of the table's own (a widget's focus Qt tells)
        press(table_window, Qt.Key_Tab)
        QApplication.processEvents()
        QApplication.processEvents()
        if view.access_tree.focused() is not None:
            break
    ring = scene.focus_key
    assert view.access_tree.focused() is not None and ring is not None, game
    scene.set_input_enabled(False)  # as a move does: the ring goes, the screen reader stays
    scene.set_input_enabled(True)
    monkeypatch.setattr(scene, "_focus", None)
    acted: list = []
    monkeypatch.setattr(scene.host, "activate", lambda source, target: acted.append(source))
    monkeypatch.setattr(scene.host, "draggable", lambda key: False)
    press(table_window, Qt.Key_Return)
    assert acted == [ring], game


@pytest.mark.parametrize(("drawn", "said"), [
    ("Turn ↻", "Turn"), ("♣ Clubs", "Clubs"), ("♠ called", "spades called"),
    ("You win the pot (8) with the A♦.", "You win the pot (8) with the ace of diamonds.")])
def test_a_things_name_says_its_cards_in_words_and_leaves_out_what_is_drawn_for_the_eye(drawn, said):
    assert said_name(drawn) == said


@pytest.mark.parametrize("game", games_and_the_toy())
def test_no_name_in_the_tree_has_a_symbol(ai_window, game):
    """Buttons, banners and badges along a game, as a screen reader browses them."""
    session = human_first(game)
    ai_window.play(session, deal=False)
    play_on(ai_window, session, seed=2, moves=10)
    QApplication.processEvents()
    names = [node.name for zone in ai_window.view.access_tree.current() for node in [zone, *zone.kids]
             if isinstance(node, Node)]
    assert names and not [name for name in names if SYMBOL.search(name)], game
