"""Preferences > the table's settings: each persists in settings.yaml, and each one a
player sees changes the open table at once, in every game."""

from __future__ import annotations

import random
import re
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import Any, cast

import pytest
import yaml
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QStyleOptionGraphicsItem

from destiny_ui_helpers import button_point, started
from game_helpers import hints_made
from ui_helpers import click, seed_where_an_ai_starts, seed_where_human_starts, segfault_session

from deskcards import ai_process
from deskcards.ai.agent import DIFFICULTY
from deskcards.games import game_names
from deskcards.games.agents import make_agent
from deskcards.games.runtime_error.ai.hard import CLAIM_STEPS
from deskcards.session import GameSession
from deskcards.ui import palette
from deskcards.ui.card_art import standard_face_painter
from deskcards.ui.card_item import CardItem
from deskcards.ui.dialogs import PreferencesDialog
from deskcards.ui.preferences import (
    AI_THINKING,
    CARD_SIZES,
    TABLE_COLOURS,
    Preferences,
    load_preferences,
    save_preferences,
    seats_for,
    settings_path,
)
from deskcards.ui.table_items import SeatPlate

REPO = Path(__file__).resolve().parents[2]
CHANGED = Preferences(offer_take_backs=False, card_size="extra large", table_colour="red", high_contrast=True,
                      ai_thinking="long", confirm_forfeits=False, animation_speed="fast", four_colour=True,
                      show_positions=False, literal_hands=True)  # every setting of the dialog off its default


@pytest.fixture(autouse=True)
def usual_theme():
    """The theme is shared by every table: a test here must not hand high contrast to the next."""
    yield
    palette.use_theme(False)


def test_every_setting_round_trips_through_settings_yaml():
    save_preferences(CHANGED)
    assert load_preferences() == CHANGED
    assert set(asdict(CHANGED)) | {"format"} == set(yaml.safe_load(settings_path().read_text()))


def test_an_old_settings_file_loads_with_the_new_settings_at_their_defaults():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("game: blackjack\nanimation_speed: fast\nfour_colour: true\nliteral_hands: true\n")
    prefs = load_preferences()
    assert (prefs.game, prefs.animation_speed, prefs.four_colour, prefs.literal_hands) == ("blackjack", "fast",
                                                                                          True, True)
    new = {field.name for field in fields(Preferences)} - {"game", "animation_speed", "four_colour", "literal_hands"}
    assert {name: getattr(prefs, name) for name in new} == {name: getattr(Preferences(), name) for name in new}


def test_a_bad_value_falls_back_to_its_default_and_the_good_ones_stay():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("card_size: huge\ntable_colour: 3\nhigh_contrast: yes please\nai_thinking: forever\n"
                               "confirm_forfeits: 0\noffer_take_backs: false\n")
    prefs = load_preferences()
    assert prefs == replace(Preferences(), offer_take_backs=False)


def test_the_dialog_shows_and_returns_every_setting(qtbot):
    prefs = CHANGED
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    assert dialog.preferences() == prefs  # each control shows what the file holds
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("small"))
    dialog.high_contrast.setChecked(False)
    dialog.take_backs.setChecked(True)
    assert dialog.preferences() == replace(prefs, card_size="small", high_contrast=False, offer_take_backs=True)


def test_the_readme_names_every_preference(qtbot):
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    form = cast(QFormLayout, dialog.layout())
    labels = [form.labelForField(box).text() for box in dialog.findChildren(QComboBox)]
    labels += [check.text() for check in dialog.findChildren(QCheckBox)]
    named = re.findall(r"^- \*\*(.+?)\*\*", (REPO / "README.md").read_text(encoding="utf-8"), re.MULTILINE)
    for label in labels:
        assert any(label.startswith(name) for name in named), f"the README does not name {label!r}"


def test_every_felt_a_player_may_choose_is_drawn():
    assert set(palette.FELTS) == set(TABLE_COLOURS)


def put_on_table(window, game: str, prefs: Preferences, moves: int = 4) -> GameSession:
    """A game of ``game`` a few random moves in, on ``window`` with ``prefs``."""
    window.prefs = window.runner.prefs = prefs
    session = GameSession.new(game, "standard", seats_for(replace(prefs, game=game)), seed=5)
    window.play(session, autosave=False)
    rng = random.Random(5)
    for _ in range(moves):
        window.runner.perform(rng.choice(session.state.legal_actions()))
    window.runner.animator.finish_all()
    return session


def choose(dialog, prefs: Preferences) -> None:
    """Set every control of the Preferences dialog to ``prefs``, as a player would."""
    for box, value in ((dialog.speed, prefs.animation_speed), (dialog.positions, prefs.show_positions),
                       (dialog.card_size, prefs.card_size), (dialog.table_colour, prefs.table_colour),
                       (dialog.ai_thinking, prefs.ai_thinking)):
        box.setCurrentIndex(box.findData(value))
    for check, value in ((dialog.four_colour, prefs.four_colour), (dialog.literal_hands, prefs.literal_hands),
                         (dialog.take_backs, prefs.offer_take_backs), (dialog.high_contrast, prefs.high_contrast),
                         (dialog.confirm_forfeits, prefs.confirm_forfeits)):
        check.setChecked(value)


def change_preferences(window, monkeypatch, prefs: Preferences) -> None:
    """Settings > Preferences, changed to ``prefs`` and OK pressed."""
    window.edit_preferences()
    dialog = window.preferences_dialog
    choose(dialog, prefs)
    dialog.accept()
    window.runner.animator.finish_all()


def card_scales(window) -> dict[int, float]:
    return {card: item.scale() for card, item in window.runner.table.cards.items.items()}


def centre_colour(window) -> QColor:
    """The felt's colour in the middle of the table, the cards left out."""
    picture = QImage(200, 125, QImage.Format.Format_RGB32)
    painter = QPainter(picture)
    painter.scale(200 / 1600, 125 / 1000)
    window.scene.drawBackground(painter, QRectF(0, 0, 1600, 1000))
    painter.end()
    return picture.pixelColor(100, 62)


@pytest.mark.parametrize("game", game_names())
def test_card_size_lays_the_open_game_out_again_at_once(table_window, monkeypatch, game):
    """A larger size never gives smaller cards, and the small one smaller cards (each
    layout fits its cards to the room: where large cards would overlap, large is as
    large as fits, not more); the game stays the same."""
    session = put_on_table(table_window, game, Preferences(game=game, animation_speed="off"))
    actions = list(session.record.actions)
    normal = card_scales(table_window)
    change_preferences(table_window, monkeypatch, replace(table_window.prefs, card_size="large"))
    large = card_scales(table_window)
    assert large.keys() == normal.keys()
    assert all(large[card] >= normal[card] * 0.99 for card in normal)  # the layouts' fit is searched to 1%
    assert load_preferences().card_size == "large"
    change_preferences(table_window, monkeypatch, replace(table_window.prefs, card_size="small"))
    small = card_scales(table_window)
    assert all(small[card] <= normal[card] for card in normal) and any(small[card] < normal[card] for card in normal)
    assert table_window.runner.session.record.actions == actions  # the same game, not a new one


@pytest.mark.parametrize("game", game_names())
def test_table_colour_changes_the_felt(table_window, monkeypatch, game):
    put_on_table(table_window, game, Preferences(game=game, animation_speed="off"))
    green = centre_colour(table_window)
    change_preferences(table_window, monkeypatch, replace(table_window.prefs, table_colour="blue"))
    assert table_window.scene.felt == palette.felt("blue")
    blue = centre_colour(table_window)
    assert blue.blue() > blue.green() and green.green() > green.blue()


def rendered_card(item: CardItem) -> QImage:
    picture = QImage(140, 180, QImage.Format.Format_ARGB32)
    picture.fill(QColor(0, 128, 0))
    painter = QPainter(picture)
    painter.translate(70, 90)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return picture


@pytest.mark.parametrize("game", game_names())
def test_high_contrast_outlines_the_cards_and_darkens_words_grounds(table_window, monkeypatch, game):
    put_on_table(table_window, game, Preferences(game=game, animation_speed="off"))
    card = next(iter(table_window.runner.table.cards.items))
    usual_edge = rendered_card(table_window.runner.table.cards.items[card]).pixelColor(70 - 49, 90)
    usual_felt = table_window.scene.felt
    change_preferences(table_window, monkeypatch, replace(table_window.prefs, high_contrast=True))
    table = table_window.runner.table
    edge = rendered_card(table.cards.items[card]).pixelColor(70 - 49, 90)  # on the card's left rim
    assert edge.lightness() < 40
    assert usual_edge.lightness() > 40
    assert table_window.scene.felt != usual_felt and table_window.scene.felt.middle.lightness() < 40
    assert palette.TEXT.name() == "#ffffff"
    assert palette.PLATE.name() == "#000000"
    plate = next(item for item in table_window.scene.items() if isinstance(item, SeatPlate))
    assert plate.isVisible()
    assert "background: #000000" in table_window.panel.styleSheet()  # the side panel: white on black too


def test_the_usual_theme_comes_back():
    palette.use_theme(True)
    palette.use_theme(False)
    assert palette.TEXT.name() == QColor(235, 235, 235).name()
    assert palette.stroke(2) == 2


def test_a_large_card_is_drawn_at_the_screens_own_pixels(qtbot):
    """On a HiDPI screen (two device pixels a point) the card's picture has twice the pixels: sharp."""
    item = CardItem(0, standard_face_painter(False), face_up=True)
    item.setScale(CARD_SIZES["extra large"])
    widths = []
    for ratio in (1, 2):
        picture = QImage(300 * ratio, 300 * ratio, QImage.Format.Format_ARGB32)
        picture.setDevicePixelRatio(ratio)
        painter = QPainter(picture)
        painter.translate(150, 150)
        painter.scale(item.scale(), item.scale())
        item.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
        widths.append(item._picture.width())
    assert widths[1] == pytest.approx(2 * widths[0], abs=2)


def test_ai_thinking_reaches_the_ai_request(table_window, qtbot):
    prefs = Preferences(game="segfault", animation_speed="off", ai_thinking="long")
    table_window.prefs = table_window.runner.prefs = prefs
    seed = next(seed for seed in range(100) if GameSession.new("segfault", "standard", seats_for(prefs),
                                                                 seed=seed).state.current_player != 0)
    table_window.play(GameSession.new("segfault", "standard", seats_for(prefs), seed=seed), autosave=False)
    qtbot.waitUntil(lambda: bool(table_window.worker_stub.thinking))
    assert table_window.worker_stub.thinking == [AI_THINKING["long"]]


def test_thinking_time_changed_in_the_preferences_reaches_a_new_games_ai_and_its_hints(table_window, qtbot,
                                                                                      monkeypatch):
    made = hints_made(monkeypatch, simulations=40)
    change_preferences(table_window, monkeypatch, replace(table_window.prefs, ai_thinking="long"))
    assert load_preferences().ai_thinking == "long"  # kept
    table_window.play(segfault_session(seed_where_an_ai_starts()), autosave=False)
    qtbot.waitUntil(lambda: bool(table_window.worker_stub.thinking))
    assert table_window.worker_stub.thinking == [AI_THINKING["long"]]
    table_window.play(segfault_session(seed_where_human_starts()), autosave=False)
    table_window.runner.ask_hint()  # made at once: the test's worker has no process
    assert [factor for _, factor in made] == [AI_THINKING["long"]]
    assert table_window.panel.status.text().startswith("Hint: ")


@pytest.mark.parametrize("game", ["segfault", "segment-trix", "blackjack"])
def test_thinking_time_scales_the_hard_searchs_budget(game):
    usual = DIFFICULTY["hard"]
    agent: Any = make_agent(game, "hard", thinking=AI_THINKING["long"])
    assert agent.limits.time_budget_s == pytest.approx(usual.time_budget_s * 3)
    assert agent.limits.max_simulations == usual.max_simulations * 3
    assert cast(Any, make_agent(game, "hard")).limits == usual  # the usual budget when not asked for more


def test_thinking_time_gives_runtime_errors_prover_more_steps():
    agent: Any = make_agent("runtime-error", "hard", thinking=AI_THINKING["quick"])
    assert agent.claim_steps == round(CLAIM_STEPS * 0.4)


def test_the_ai_process_searches_with_the_requests_budget(monkeypatch):
    built = []
    real = ai_process.make_agent

    def make(game, level, thinking):
        built.append(thinking)
        return real(game, level, thinking=thinking)

    monkeypatch.setattr(ai_process, "make_agent", make)
    session = GameSession.new("segfault", "standard", seats_for(Preferences()), seed=2)
    seat = session.state.current_player
    decisions = ai_process.Decisions()
    decisions.decide(session.record, seat, "easy", 1, 3.0)
    decisions.decide(session.record, seat, "easy", 1)  # an old request: the usual budget
    assert built == [3.0, 1.0]


def human_position(game: str, want_warning: bool) -> tuple[GameSession, object] | None:
    """A game where it is your move and one of your legal moves is (or is not) a forfeit."""
    for seed in range(40):
        session = GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=seed)
        rng = random.Random(seed)
        for _ in range(80):
            state = session.state
            if state.is_terminal():
                break
            if state.current_player == 0:
                found = [a for a in state.legal_actions() if (state.forfeits(a) is not None) == want_warning]
                if found:
                    return session, found[0]
            session.apply(rng.choice(state.legal_actions()))
    return None


@pytest.mark.slow
@pytest.mark.parametrize("game", game_names())
def test_the_table_asks_before_a_move_that_loses_or_folds_and_not_otherwise(table_window, game):
    questions: list[str] = []

    def decline(title: str, text: str) -> bool:
        questions.append(text)
        return False

    table_window.ask = decline
    for want_warning in (False, True):
        found = human_position(game, want_warning)
        if found is None:
            assert want_warning and game in ("blackjack", "runtime-error", "segment-trix"), "no such move here"
            continue
        session, action = found
        table_window.prefs = table_window.runner.prefs = Preferences(game=game, animation_speed="off")
        table_window.play(session, deal=False, autosave=False)
        assert table_window.runner.table.before_apply(action) is not want_warning
        assert len(questions) == int(want_warning)
        if want_warning:
            assert questions[0].endswith("Play it anyway?")
            table_window.prefs = table_window.runner.prefs = replace(table_window.prefs, confirm_forfeits=False)
            table_window.play(session, deal=False, autosave=False)
            assert table_window.runner.table.before_apply(action)  # not asked: the player said so
            assert len(questions) == 1


def test_declining_the_question_keeps_destinys_fold_unplayed_by_key_and_by_button(table_window):
    questions: list[str] = []

    def decline(title: str, text: str) -> bool:
        questions.append(text)
        return False

    table_window.ask = decline
    session = started(table_window, lambda state: state.phase == "wager1")
    before = list(session.record.actions)
    table_window.view.setFocus()
    QTest.keyClick(table_window.view, Qt.Key.Key_F)
    click(table_window, button_point(table_window, "fold"))
    assert session.record.actions == before
    assert len(questions) == 2 and all("Folding gives up this hand" in text for text in questions)


@pytest.mark.parametrize("game", game_names())
def test_preferences_show_on_the_table_at_once_and_cancel_puts_it_back(table_window, game):
    """Settings round trip: the felt and the card size change on the table while the
    dialog is open, the game does not, and Cancel restores the table and keeps nothing."""
    session = put_on_table(table_window, game, Preferences(game=game, animation_speed="off"))
    actions, position = list(session.record.actions), session.state.clone()
    before, normal = table_window.prefs, card_scales(table_window)
    table_window.edit_preferences()
    dialog = table_window.preferences_dialog
    assert dialog.isVisible()
    choose(dialog, replace(before, table_colour="red", card_size="extra large"))
    assert table_window.scene.felt == palette.felt("red")
    assert table_window.runner.table.prefs.card_size == "extra large"
    assert card_scales(table_window) != normal  # laid out again at once, behind the open dialog
    assert session.record.actions == actions and session.state == position
    dialog.reject()
    assert table_window.prefs == before and table_window.scene.felt == palette.felt(before.table_colour)
    assert card_scales(table_window) == normal
    assert session.record.actions == actions and session.state == position
    assert load_preferences() == Preferences()  # nothing was written: the settings file is as it was
