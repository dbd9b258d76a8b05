"""Accessibility at the table, in every game: everything on it has a name in words,
a face-down card's name tells nothing of its face, and a whole turn can be played
with keys alone. How a screen reader browses the table: test_access_tree.py."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QGraphicsProxyWidget, QToolTip, QWidget

from game_helpers import games_and_the_toy

from deskcards.engine.cards import card_label
from deskcards.games.destiny.table.chips import ChipPile
from deskcards.games.segment_trix.table.segment_art import ChipItem
from deskcards.session import GameSession
from deskcards.ui.card_item import CardItem
from deskcards.ui.dialogs import NewGameDialog, PreferencesDialog, rules_dialog
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.spots import Spot
from deskcards.ui.table_items import SeatPlate

HUMAN = 0
COMMON_WORDS = {"of", "the"}  # in every card's words, so they tell nothing


def human_first(game: str, seed_from: int = 0) -> GameSession:
    """A deal of ``game`` where you are the first to act."""
    seats = seats_for(Preferences(game=game))
    for seed in range(seed_from, seed_from + 500):
        session = GameSession.new(game, "standard", seats, seed=seed)
        if session.state.current_player == HUMAN:
            return session
    raise AssertionError(f"no deal of {game} where you start")


def named_items(window) -> list:
    """The cards, chips, seat plates and every visible thing the keyboard may reach."""
    scene = window.scene
    keyed = set(map(id, scene.items_by_key.values()))
    return [item for item in scene.items() if item.isVisible() and (
        isinstance(item, (CardItem, ChipItem, ChipPile, SeatPlate)) or id(item) in keyed)]


def hidden_words(window, name: str, card: int) -> set[str]:
    """The words of ``card`` (its rank and suit, or colour and value) that ``name`` says; a
    face-down card's number in its zone ("card 2 of 5") is no value."""
    said = set(re.findall(r"[\w']+", re.sub(r"card \d+ of \d+", "", name.lower())))
    return (set(window.runner.table.card_words(card).lower().split()) - COMMON_WORDS) & said


def face_down_leaks(window) -> list[str]:
    """Face-down cards whose own name says a word of their face, or that any name on
    the table (a pile's top card, a chip, a plate) says in full."""
    table, scene = window.runner.table, window.scene
    everything = " | ".join(scene.item_name(item) for item in scene.items()).lower()
    return [f"{table.card_words(card)}: {scene.item_name(item)!r}" for card, item in table.cards.items.items()
            if not item.face_up and (hidden_words(window, scene.item_name(item), card)
                                     or table.card_words(card).lower() in everything)]


def play_randomly(window, session: GameSession, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        window.runner.perform(rng.choice(session.state.legal_actions()))
    window.runner.animator.finish_all()


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_card_chip_plate_and_control_on_the_table_has_a_name(table_window, game):
    session = human_first(game)
    table_window.play(session, deal=False)
    for moves in (0, 12):
        play_randomly(table_window, session, moves, seed=5)
        unnamed = [type(item).__name__ for item in named_items(table_window)
                   if not table_window.scene.item_name(item).strip()]
        assert not unnamed, f"{game}: items without a name: {unnamed}"


@pytest.mark.parametrize("game", games_and_the_toy())
def test_no_name_of_a_face_down_card_says_what_it_is(table_window, game):
    session = human_first(game)
    table_window.play(session, deal=False)
    face_down = 0
    rng = random.Random(11)
    for _ in range(60):
        if session.is_over():
            break
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
        table_window.runner.animator.finish_all()
        assert not face_down_leaks(table_window), game
        face_down += sum(not item.face_up for item in table_window.runner.table.cards.items.values())
    assert face_down, f"{game}: no face-down card was ever looked at"


@pytest.mark.parametrize("game", games_and_the_toy())
def test_no_log_line_names_a_card_the_table_never_showed_you(table_window, game, monkeypatch):
    """Every card a line of your log names was laid face up for you by then: the
    table's own ``place_for`` is watched (the class's, as the table may be laid out
    again when the bar over it comes), so a face shown only in passing counts."""
    session = human_first(game)
    table_window.play(session, deal=False)
    table = table_window.runner.table
    shown: set[int] = set()
    laid = type(table).place_for

    def watched(self, zone, index, card):
        place, face_up = laid(self, zone, index, card)
        if face_up:
            shown.add(card)
        return place, face_up

    monkeypatch.setattr(type(table), "place_for", watched)
    table.sync(session.state.zones())
    label = session.ruleset.plays.names.name if game == "segment-trix" else card_label
    lines: list[str] = []
    table_window.runner.logged.connect(lines.extend)
    rng, told = random.Random(7), 0
    for _ in range(80):
        if session.is_over():
            break
        lines.clear()
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
        table_window.runner.animator.finish_all()
        told += len(lines)
        unseen = [card for card in table.cards.items if card not in shown]
        assert not [(line, label(card)) for line in lines for card in unseen if label(card) in line], game
    assert told, game


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_face_down_card_is_named_by_where_it_lies_only(table_window, game):
    session = human_first(game)
    table_window.play(session, deal=False)
    play_randomly(table_window, session, 6, seed=3)
    table = table_window.runner.table
    names = {table_window.scene.item_name(item) for item in table.cards.items.values() if not item.face_up}
    assert names, game
    assert all(name.startswith("face down, ") or "pile" in name or "deck" in name for name in names), names


def test_a_card_tooltip_says_its_name(table_window):
    session = human_first("blackjack")
    table_window.play(session, deal=False)
    table = table_window.runner.table
    theirs = next(item for item in table.cards.items.values() if not item.face_up and item.isVisible())
    view = table_window.view
    point = view.mapFromScene(theirs.mapToScene(theirs.shape().boundingRect().center()))
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.ToolTip, point, view.viewport().mapToGlobal(point)))
    said = QToolTip.text()
    QToolTip.hideText()
    scene = table_window.scene
    on_top = next(item for item in scene.items(view.mapToScene(point)) if scene.item_name(item))  # fanned cards overlap
    assert said == scene.item_name(on_top)
    assert said.startswith("face down, ") and re.search(r"hand, card \d+ of \d+$", said)


def unnamed_controls(top: QWidget) -> list[str]:
    """Visible widgets that take the keyboard or the mouse with no name a screen reader
    could say: neither their own nor a label's (Qt on Linux names a combo box by its
    choice and links its label)."""
    missing = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() or widget.focusPolicy() == Qt.NoFocus or isinstance(
                widget.parentWidget(), QAbstractSpinBox):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        if not face.text(QAccessible.Text.Name).strip() and not face.relations(QAccessible.RelationFlag.Label):
            missing.append(type(widget).__name__)
    return missing


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_menu_action_panel_control_and_dialog_control_has_a_name(table_window, qtbot, game):
    table_window.play(human_first(game), deal=False)
    assert not unnamed_controls(table_window)
    for proxy in (item for item in table_window.scene.items() if isinstance(item, QGraphicsProxyWidget)):
        assert proxy.widget().accessibleName(), game
        assert not unnamed_controls(proxy.widget()), game
    actions = [action for menu in table_window.menuBar().actions() for action in [menu, *menu.menu().actions()]]
    assert all(action.text().replace("&", "").strip() for action in actions if not action.isSeparator())
    for dialog in (NewGameDialog(Preferences(game=game)), PreferencesDialog(Preferences()), rules_dialog(game)):
        qtbot.addWidget(dialog)
        dialog.show()
        assert not unnamed_controls(dialog), dialog.windowTitle()
        dialog.close()


# -- the keyboard alone ----------------------------------------------------------
# A game's own keys, where Tab and Enter are not the natural first move: Destiny opens
# on a wager (C checks or calls; Tab and Enter would reach Fold first), and Runtime
# Error's N says "no statement" when the statements Tab and Enter build are refused.
FIRST_KEY = {"destiny": "c"}
FALLBACK_KEY = {"runtime-error": "n"}


def press(window, key) -> None:
    viewport = window.view.viewport()
    if isinstance(key, str):
        QTest.keyClicks(viewport, key)
    else:
        QTest.keyClick(viewport, key)


def your_turn(session: GameSession) -> bool:
    return not session.is_over() and session.current_seat_kind() == "human"


@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_whole_turn_is_played_with_the_keyboard_alone(table_window, game):
    """From your first turn to the next AI's, by key presses on the table only: Tab
    to something, Enter to pick it up or use it (Enter again: a chooser's card is
    played as chosen), Tab and Enter to drop what is held; then the game's own keys."""
    session = human_first(game)
    table_window.play(session, deal=False)
    scene = table_window.scene
    table_window.view.setFocus()
    assert your_turn(session) and scene.input_enabled
    if game in FIRST_KEY:
        press(table_window, FIRST_KEY[game])
    for attempt in range(200):
        if not your_turn(session):
            break
        press(table_window, Qt.Key_Tab)
        press(table_window, Qt.Key_Return)
        if scene.picked_up is not None:  # picked up: Tab walks its targets
            press(table_window, Qt.Key_Tab)
            press(table_window, Qt.Key_Return)
        elif your_turn(session):
            press(table_window, Qt.Key_Return)
        if attempt >= 40 and game in FALLBACK_KEY and your_turn(session):
            press(table_window, FALLBACK_KEY[game])
        table_window.runner.animator.finish_all()
    assert not your_turn(session), f"{game}: still your turn after the keys"
    assert session.human_moves, game
    assert "fold" not in session.record.actions, game
    assert session.is_over() or session.current_seat_kind() == "ai"


def frames_round_the_ring(window) -> set[str]:
    """Tab once round the focus ring: the kinds of thing the frame was drawn on.
    Each must show it (its highlight is "focus", which every kind draws as the frame)."""
    scene, kinds = window.scene, set()
    for _ in range(len(window.runner.sources()) + 1):
        press(window, Qt.Key_Tab)
        item = scene.items_by_key[scene.focus_key]
        assert getattr(item, "highlight", None) == "focus", (type(item).__name__, scene.focus_key)
        if isinstance(item, Spot):  # a pile's outline lies under its cards: the top card shows the frame
            top = next(above for above in scene.items(item.scenePos()) if above.isVisible())
            assert getattr(top, "highlight", None) == "focus", (type(top).__name__, scene.focus_key)
        kinds.add(type(item).__name__)
    return kinds


@pytest.mark.parametrize("game", games_and_the_toy())
def test_the_focus_frame_is_on_every_kind_of_thing_the_keyboard_reaches(table_window, game):
    table_window.play(human_first(game), deal=False)
    table_window.view.setFocus()
    kinds = frames_round_the_ring(table_window)
    if game == "segment-trix":  # the chooser's keys, and the scoreboard once it is up
        press(table_window, Qt.Key_Return)
        table_window.runner.table.show_scores()
        kinds |= frames_round_the_ring(table_window)
        assert {"SegmentKey", "DigitButton", "ScoreBoard", "Button"} <= kinds
    assert "CardItem" in kinds or "Spot" in kinds, kinds
