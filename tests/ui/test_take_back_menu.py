"""Game > Take back and Redo at the table: enabled when allowed, else disabled saying why."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from take_back_helpers import after_the_ais_showed_cards, seats_for, take_backs_rule, your_move

from deskcards.games import game_names
from deskcards.saves import load_autosave
from deskcards.session import GameSession
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, load_preferences, save_preferences, settings_path


def put_on_table(window, session: GameSession) -> GameSession:
    """Play ``session``'s record at the table, as a resumed game."""
    resumed = GameSession.from_record(session.record, session.seats)
    window.play(resumed, deal=False)
    window.runner.animator.finish_all()
    return resumed


@pytest.mark.parametrize("game", game_names())
def test_take_back_is_offered_after_a_plain_play_and_lays_the_table_again(table_window, game):
    window = table_window
    session = put_on_table(window, your_move(game, revealing=False))
    action = window.menus.take_backs.take_back_action
    assert action.isEnabled() and action.statusTip() == ""
    line = session.record.actions[:-1]
    window.worker_stub.requests.clear()
    action.trigger()
    assert session.record.actions == line and session.record.take_back_count == 1
    assert window.runner.session is session and session.state.current_player == 0
    assert window.runner._request is None and not window.runner.animator.busy
    assert window.menus.take_backs.redo_action.isEnabled()
    assert window.panel.log.item(window.panel.log.count() - 1).text() == "You take back your move."
    # Every card lies where the state says, once: nothing is left over from before.
    table = window.runner.table
    assert sorted(table.cards.where) == sorted(card for cards in session.state.zones().values() for card in cards)


@pytest.mark.parametrize("game", game_names())
def test_with_unseen_take_back_is_disabled_after_a_reveal_and_says_why_when_tried(table_window, game):
    window = table_window
    session = put_on_table(window, your_move(game, revealing=True, variant=take_backs_rule(game, "unseen")))
    action = window.menus.take_backs.take_back_action
    why = session.why_no_take_back()
    assert not action.isEnabled()
    assert action.statusTip() == action.toolTip() == f"Cannot take back: {why}."
    QTest.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert window.panel.status.text() == f"Cannot take back: {why}."
    assert window.panel.log.item(window.panel.log.count() - 1).text() == f"Cannot take back: {why}."
    assert session.record.take_back_count == 0


def test_ctrl_z_takes_back_while_the_ai_thinks_and_ctrl_shift_z_plays_it_again(table_window):
    window = table_window
    session = put_on_table(window, your_move("segfault", revealing=False))
    window.runner._ask_ai()  # the AI was asked about the position after your move
    assert window.runner._request is not None
    after = session.state.clone()
    QTest.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert session.record.take_back_count == 1 and window.runner._request is None
    QTest.keyClick(window, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert session.state == after and not window.menus.take_backs.redo_action.isEnabled()
    assert "Played again:" in [window.panel.log.item(row).text() for row in range(window.panel.log.count())]


def test_the_preference_off_hides_take_backs(table_window):
    window = table_window
    window.prefs = window.runner.prefs = replace(window.prefs, offer_take_backs=False)
    put_on_table(window, your_move("segfault", revealing=False))
    action = window.menus.take_backs.take_back_action
    assert not action.isVisible() and not action.isEnabled()
    assert window.runner.take_back() == "take-backs are turned off in the preferences"


def test_a_new_deal_offers_nothing_to_take_back(table_window):
    window = table_window
    window.play(GameSession.new("blackjack", "standard", seats_for("blackjack"), seed=2))
    assert window.runner.session.state.current_player != 0  # an AI leads: you have not moved
    assert window.menus.take_backs.take_back_action.toolTip() == "Cannot take back: you have not moved yet."


@pytest.mark.parametrize("game", game_names())
def test_a_take_back_in_the_middle_of_an_animation_leaves_no_card_astray(table_window, game):
    window = table_window
    window.prefs = window.runner.prefs = replace(window.prefs, animation_speed="normal")
    played = your_move(game, revealing=False)
    session = put_on_table(window, GameSession.from_record(
        replace(played.record, actions=played.record.actions[:-1]), played.seats))
    window.runner.perform(window.runner.session.ruleset.parse_action(played.record.actions[-1]))
    # The move is still being shown (Runtime Error's plain move, "no script", moves no card).
    assert window.runner.animator.busy or game == "runtime-error"
    window.menus.take_backs.take_back_action.trigger()
    assert not window.runner.animator.busy and session.record.take_back_count == 1
    table = window.runner.table
    cards = [item for item in window.scene.items() if isinstance(item, CardItem)]
    assert sorted(map(id, cards)) == sorted(map(id, table.cards.items.values()))  # no item of the old table stays
    laid = {card: (item.pos(), item.rotation()) for card, item in table.cards.items.items()}
    table.sync(session.state.zones())  # laying it again moves nothing: every card is where it belongs
    assert {card: (item.pos(), item.rotation()) for card, item in table.cards.items.items()} == laid


def test_the_offer_take_backs_preference_round_trips_and_defaults_to_on(isolated_dirs):
    assert load_preferences().offer_take_backs is True  # no settings file yet
    save_preferences(replace(Preferences(), offer_take_backs=False))
    assert load_preferences().offer_take_backs is False
    settings_path().write_text("offer_take_backs: maybe\n")
    assert load_preferences().offer_take_backs is True


def test_redo_is_still_offered_after_the_app_is_closed_and_the_game_resumed(table_window):
    window = table_window
    session = put_on_table(window, your_move("blackjack", revealing=False))
    after = session.state.clone()
    window.menus.take_backs.take_back_action.trigger()
    assert session.human_moves == 0  # your only move was taken back
    window._autosaves.flush()
    resumed = load_autosave().session  # as the app offers it at the next start
    assert resumed is not None and resumed.why_no_redo() is None
    window.play(resumed, deal=False)
    assert window.menus.take_backs.redo_action.isEnabled()
    window.menus.take_backs.redo_action.trigger()
    assert resumed.state == after


def test_the_menu_says_which_move_of_yours_a_take_back_undoes_and_whose_moves_after_it(table_window):
    window = table_window
    action = window.menus.take_backs.take_back_action
    put_on_table(window, after_the_ais_showed_cards("blackjack"))
    assert action.text() == "&Take back “play A♠, calling hearts” and the 3 moves after it by AI 1, AI 2 and AI 3"
    put_on_table(window, after_the_ais_showed_cards("runtime-error"))  # a long move: named in the tooltip
    assert action.text() == "&Take back your last move and the move after it by AI 1"
    assert action.toolTip() == ("Take back “play the 5♣ as the input card and claim the loop "
                                "runs forever” and the move after it by AI 1")
    session = GameSession.new("segfault", "standard", seats_for("segfault"), seed=4)
    while session.state.current_player != 0:
        session.apply(session.state.legal_actions()[0])
    session.apply(session.ruleset.parse_action("draw"))
    put_on_table(window, session)
    assert action.text() == "&Take back “draw a card”"
    action.trigger()
    assert action.text() == "&Take back"  # you had not moved before


@pytest.mark.parametrize("game", game_names())
def test_with_any_a_take_back_after_the_ais_showed_cards_lays_every_card_back_face_down_in_the_deck(table_window,
                                                                                                      game):
    window = table_window
    session = put_on_table(window, after_the_ais_showed_cards(game))
    assert window.menus.take_backs.take_back_action.isEnabled()
    window.menus.take_backs.take_back_action.trigger()
    assert window.menus.take_backs.redo_action.isEnabled() and session.state.current_player == 0
    table = window.runner.table
    assert sorted(table.cards.where) == sorted(card for cards in session.state.zones().values() for card in cards)
    deck = session.state.zones().get("deck", ())  # none in Segment Trix, which deals every card, or when drawn out
    assert not any(table.cards.items[card].face_up for card in deck)
