"""Gaps a listener found playing by ear (issue 35): your turn's prompt is said even in
the words the status line already shows; a pile names its top card only while it shows."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from game_helpers import games_and_the_toy
from test_accessibility import human_first
from test_announcements import listen

from deskcards.engine.cards import spoken_text
from deskcards.ui.table_cards import PILES


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
