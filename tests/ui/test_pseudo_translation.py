"""With a pseudo-translation installed (every string becomes ⟦string⟧), every text a
player reads on each game's table and in the main dialogs is wrapped: none bypasses
Qt's translation, in the Qt code or in the Qt-free rules and narration."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsProxyWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QStyleOptionGraphicsItem,
    QTableWidget,
    QWidget,
)

from game_helpers import games_and_the_toy
from translation_helpers import untranslated
from ui_helpers import play_to_the_end

from deskcards.engine import words
from deskcards.games import game_names, spec
from deskcards.review import GameReview
from deskcards.scorebook import Scorebook, finished_game
from deskcards.session import GameSession
from deskcards.ui.charts import Chart
from deskcards.ui.dialogs import NewGameDialog, PreferencesDialog, about_box, rules_dialog, rules_lead
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.review import ReviewDialog
from deskcards.ui.statistics import RecentGamesDialog, StatisticsDialog
from deskcards.ui.translation import install_translations
from deskcards.ui.welcome import WelcomeDialog


class PseudoTranslator(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo(qapp):
    translator = PseudoTranslator(qapp)
    install_translations(qapp, translator)
    yield
    qapp.removeTranslator(translator)
    words.install(None)


class TextSpy(QPainter):
    """A painter that notes every text an item's own ``paint`` draws."""

    def __init__(self, image: QImage, seen: list[str]):
        super().__init__(image)
        self.seen = seen

    def drawText(self, *args) -> None:
        self.seen += [arg for arg in args if isinstance(arg, str)]
        super().drawText(*args)


def widget_texts(widget: QWidget) -> list[str]:
    texts = [widget.windowTitle() if widget.isWindow() else "", widget.toolTip()]
    for child in [widget, *widget.findChildren(QWidget)]:
        texts.append(child.toolTip())
        if isinstance(child, (QLabel, QAbstractButton)):
            texts.append(child.text())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(index) for index in range(child.count())]
        elif isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        elif isinstance(child, QListWidget):
            texts += [child.item(row).text() for row in range(child.count())]
        elif isinstance(child, QTableWidget):
            texts += [child.horizontalHeaderItem(column).text() for column in range(child.columnCount())]
            texts += [child.item(row, column).text() for row in range(child.rowCount())
                      for column in range(child.columnCount())]
        elif isinstance(child, Chart):  # drawn by the app: its caption and its words for a screen reader
            texts += [child.caption, child.accessibleDescription()]
    return texts


def scene_texts(scene) -> list[str]:
    texts: list[str] = []
    image = QImage(2000, 2000, QImage.Format_ARGB32)
    for item in scene.items():
        if not item.isVisible():
            continue
        texts.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        elif isinstance(item, QGraphicsProxyWidget):
            texts += widget_texts(item.widget())
        elif any("paint" in vars(kind) for kind in type(item).__mro__ if kind.__module__.startswith("deskcards")):
            spy = TextSpy(image, texts)
            item.paint(spy, QStyleOptionGraphicsItem(), None)
            spy.end()
    return texts


def menu_texts(window) -> list[str]:
    texts = []
    for top in window.menuBar().actions():
        texts.append(top.text())
        texts += [action.text() for action in top.menu().actions() if not action.isSeparator()]
    return texts


def assert_translated(texts: list[str]) -> None:
    missed = sorted({text for text in texts if untranslated(text)})
    assert not missed, "not through translation:\n" + "\n".join(missed)


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_text_at_the_table_is_translated(pseudo, table_window, game):
    players = spec(game).settings().players.default
    session = GameSession.new(game, "standard", seats_for(Preferences(game=game, players=players)), seed=3)
    table_window.play(session)
    rng = random.Random(3)
    for _ in range(8):
        if session.is_over():
            break
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
    table_window.runner.animator.finish_all()
    assert table_window.panel.log.count() > 0  # the log has lines to check
    assert_translated([table_window.windowTitle(), *menu_texts(table_window), *widget_texts(table_window),
                       *scene_texts(table_window.scene)])


def test_the_main_dialogs_are_translated(pseudo, qtbot, table_window):
    dialogs = [NewGameDialog(Preferences(), table_window), PreferencesDialog(Preferences(), table_window),
               about_box(table_window), *(rules_dialog(game, table_window) for game in game_names())]
    texts = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        texts += widget_texts(dialog)
    assert_translated(texts)


def test_the_statistics_recent_games_welcome_and_review_windows_are_translated(pseudo, qtbot, table_window):
    session = play_to_the_end(table_window, "blackjack", 3, seed=5)
    book = Scorebook()
    for left in (False, True):  # a game played out, and one left (with take-backs) to show every kind of row
        counted = finished_game(session, abandoned=left)
        assert counted is not None
        book.add(replace(counted, take_backs=left))
    review = ReviewDialog(GameReview.of(session), Preferences(animation_speed="off"), lambda *_: None, table_window)
    dialogs = [StatisticsDialog(book, lambda *_: False, lambda: book, table_window),
               RecentGamesDialog(book.recent, table_window), WelcomeDialog("segfault", table_window), review]
    texts = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        texts += widget_texts(dialog)
    for step in (0, 1, GameReview.of(session).moves):
        review.show_step(step)
        texts += [*widget_texts(review), *scene_texts(review.scene)]
    leads = {rules_lead(game) for game in game_names()}  # the welcome quotes the rules, translated as files
    assert_translated([text for text in texts if text not in leads])


def test_the_game_over_banner_is_translated(pseudo, table_window):
    play_to_the_end(table_window, "blackjack", 3, seed=5)
    assert table_window.runner.table.overlays.banner is not None
    assert_translated([*widget_texts(table_window), *scene_texts(table_window.scene)])


def test_segment_trix_scores_are_translated(pseudo, table_window):
    session = GameSession.new("segment-trix", "standard", seats_for(Preferences(game="segment-trix")), seed=3)
    table_window.play(session)
    table_window.show_scores()
    assert_translated(scene_texts(table_window.scene))


def test_untranslated_finds_words_outside_the_wrapping():
    assert untranslated("⟦You play {card}⟧".format(card="K♣")) == ""
    assert untranslated("⟦Alice draws ⟦2 cards⟧⟧") == ""
    assert untranslated("Alice: ⟦12 points⟧") == ""
    assert untranslated("Game over: ⟦nobody won⟧") == "Game over: "
    assert untranslated("3 cards") == "3 cards"
