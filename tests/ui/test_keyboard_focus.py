"""The keys are never lost and their place always shows: a menu, a dialog or the
Segment Trix chooser gives them back to the table with its focus ring where it
was; what you click takes the ring, so Enter acts on it; the ring is at least
3 pixels wide as painted in a small window, and a dialog's widget wears one too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from test_accessibility import human_first
from test_segment_trix_table import centre_of, dealt
from ui_helpers import click, play_to_the_end

from deskcards.ui import palette
from deskcards.ui.card_item import CardItem
from deskcards.ui.dialogs import NewGameDialog, PreferencesDialog, rules_dialog
from deskcards.ui.focus import RING_ROOM, FocusRing, WidgetFocusRing
from deskcards.ui.preferences import Preferences
from deskcards.ui.spots import Spot
from deskcards.ui.welcome import WelcomeDialog

SMALL_WINDOW = (800, 600)
LEAST_FRAME = 6  # screen pixels: a band of 3 between dark edges of 1.5
GAP_IN_A_FRAME = 4  # pixels the frame leaves unchanged, at most: its band on a white card


def tab_to(window, wanted) -> None:
    """Tab round the focus ring until it is on something ``wanted`` accepts."""
    for _ in range(60):
        QTest.keyClick(window.view.viewport(), Qt.Key_Tab)
        if wanted(window.scene.focus_key):
            return
    raise AssertionError("the focus ring never got there")


def keys_on_the_table(window, ring) -> None:
    """The view has the keys, no menu is open or lit on the bar, and the ring is on ``ring``."""
    QApplication.processEvents()  # the keys go back once the menu or the closing window is done
    if not window.isActiveWindow():  # offscreen, a closing popup leaves no window active
        back_from_a_dialog(window)
    assert QApplication.focusWidget() is window.view
    assert QApplication.activePopupWidget() is None and window.menuBar().activeAction() is None
    assert window.scene.focus_key == ring
    assert window.runner.table.cards.items[ring].highlight == "focus"


def a_segment_trix_card_in_focus(window):
    """Segment Trix dealt with you to lead, the view holding the keys and the ring on a card in your hand."""
    session, _ = dealt(window, lambda play: True)
    window.activateWindow()
    QApplication.processEvents()
    window.view.setFocus()
    tab_to(window, lambda key: isinstance(key, int))
    return session


def back_from_a_dialog(window) -> None:
    """The dialog is closed: the window is active again, as the desktop makes it."""
    window.activateWindow()
    QApplication.processEvents()


def close_the_dialog_once_open() -> None:
    """Cancel the modal dialog about to open, from inside its own event loop."""
    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, close)  # not open yet
        else:
            dialog.reject()
    QTimer.singleShot(0, close)


@pytest.mark.parametrize("opened_by", ["keys", "mouse"])
def test_a_menu_closed_with_escape_gives_the_keys_back_to_the_table(table_window, opened_by):
    a_segment_trix_card_in_focus(table_window)
    ring, bar = table_window.scene.focus_key, table_window.menuBar()
    if opened_by == "keys":
        QTest.keyClick(table_window, Qt.Key_G, Qt.AltModifier)
    else:
        QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(bar.actions()[0]).center())
    assert QApplication.activePopupWidget() is not None
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key_Escape)
    keys_on_the_table(table_window, ring)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # on the card, not the Game menu
    assert QApplication.activePopupWidget() is None
    assert table_window.runner.table.chooser.choice.card == ring


def test_a_dialog_chosen_from_a_menu_by_keys_gives_the_keys_back_to_the_table(table_window):
    a_segment_trix_card_in_focus(table_window)
    ring = table_window.scene.focus_key
    close_the_dialog_once_open()
    QTest.keyClick(table_window, Qt.Key_S, Qt.AltModifier)  # Settings
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key_Return)  # Preferences…, opened and cancelled
    back_from_a_dialog(table_window)
    keys_on_the_table(table_window, ring)
    QTest.keyClick(table_window.view, Qt.Key_Return)
    assert table_window.runner.table.chooser.choice.card == ring


def test_a_dialog_opened_by_a_button_beside_the_table_gives_the_keys_to_the_table(table_window):
    play_to_the_end(table_window, "segfault", 4, seed=5)
    button = table_window.panel.review_button
    QTest.mouseClick(button, Qt.LeftButton)  # the button takes the keys; the review opens over the window
    assert table_window.past_games.review_dialog is not None and table_window.past_games.review_dialog.isVisible()
    table_window.past_games.review_dialog.reject()
    back_from_a_dialog(table_window)
    assert QApplication.focusWidget() is table_window.view


def test_the_chooser_closed_with_escape_leaves_the_keys_and_the_ring_on_its_card(table_window):
    a_segment_trix_card_in_focus(table_window)
    ring = table_window.scene.focus_key
    view = table_window.view
    QTest.keyClick(view, Qt.Key_Return)
    assert table_window.runner.table.chooser.choice.card == ring
    QTest.keyClick(view, Qt.Key_Escape)
    assert table_window.runner.table.chooser.choice is None
    keys_on_the_table(table_window, ring)
    QTest.keyClick(view, Qt.Key_Return)  # opens it again, for the same card
    assert table_window.runner.table.chooser.choice.card == ring


def test_enter_after_clicking_a_card_plays_that_card_not_the_one_the_ring_was_on(table_window):
    """The report: a click on the yellow 3 opened its chooser, and Enter, as the chooser
    says, switched it to the pink 1 the ring was still on."""
    session, play = dealt(table_window, lambda play: play.chips == 0 and not play.upside_down)
    view, table = table_window.view, table_window.runner.table
    view.setFocus()
    tab_to(table_window, lambda key: isinstance(key, int) and key != play.card)
    elsewhere = table_window.scene.focus_key
    click(table_window, centre_of(table_window, play.card))
    assert table.chooser.choice.card == play.card
    assert table_window.scene.focus_key == play.card  # the ring went with the click
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions == [str(play)]  # the clicked card, as the chooser had it
    assert elsewhere in session.state.hand(0)


def test_after_a_click_in_the_chooser_enter_plays_its_card(table_window):
    session, play = dealt(table_window, lambda play: play.chips == 0 and not play.upside_down)
    view, table = table_window.view, table_window.runner.table
    view.setFocus()
    click(table_window, centre_of(table_window, play.card))
    click(table_window, centre_of(table_window, "turn"))
    click(table_window, centre_of(table_window, "turn"))  # turned and back: as it was
    assert table_window.scene.focus_key == play.card and table.chooser.choice.card == play.card
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions == [str(play)]


# -- the frame as painted ----------------------------------------------------------
def painted(window) -> QImage:
    return window.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def frame_across_the_top(window, item) -> int:
    """Down through the top edge of ``item`` as the view shows it: how many pixels the
    focus frame spans, from the first it paints to the last (its light band may lie
    unseen on a white card between its dark edges, and a dark edge on a dark panel)."""
    scene, view = window.scene, window.view
    box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    # A card a quarter of the way in, clear of the cards fanned over its right; the rest in the middle.
    x = box.left() + box.width() // 4 if isinstance(item, CardItem) else box.center().x()
    framed = painted(window)
    scene.set_input_enabled(False)  # the frame hidden, the ring remembered
    bare = painted(window)
    scene.set_input_enabled(True)
    assert item.highlight == "focus"
    changed = [y for y in range(box.top() - 12, box.center().y()) if framed.pixel(x, y) != bare.pixel(x, y)]
    assert changed, "no frame painted"
    crossing = [changed[0]]
    for y in changed[1:]:
        if y - crossing[-1] > GAP_IN_A_FRAME:
            break
        crossing.append(y)
    return crossing[-1] - crossing[0] + 1


def thing_in_focus(window):
    """What shows the frame for the ring's key: a pile's top card lies over the pile's own outline."""
    item = window.scene.items_by_key[window.scene.focus_key]
    if isinstance(item, Spot):
        return next(above for above in window.scene.items(item.scenePos()) if above.isVisible())
    return item


@pytest.mark.parametrize(("game", "keys", "wanted"), [
    ("segfault", [], lambda key: key == "deck"),  # the deck: a pile's spot and its top card
    ("segfault", [Qt.Key_Tab, Qt.Key_Return], lambda key: isinstance(key, int)),  # a card in your row
    ("segment-trix", [], lambda key: isinstance(key, int)),  # a card in a fanned hand
    # A place for a chip, upright: going down through its frame meets nothing more of it.
    ("segment-trix", [Qt.Key_Tab, Qt.Key_Return], lambda key: key in ("seg:b", "seg:c", "seg:e", "seg:f")),
    ("segment-trix", [Qt.Key_Tab, Qt.Key_Return], lambda key: str(key).startswith("digit:")),  # a button
    ("segment-trix", [], lambda key: key == "scores-button"),
])
def test_the_focus_frame_is_at_least_three_pixels_wide_in_a_small_window(table_window, game, keys, wanted):
    table_window.resize(*SMALL_WINDOW)
    table_window.play(human_first(game), deal=False)
    QApplication.processEvents()
    table_window.view.setFocus()
    for key in keys:  # draw a card; open the chooser
        QTest.keyClick(table_window.view.viewport(), key)
    tab_to(table_window, wanted)
    assert frame_across_the_top(table_window, thing_in_focus(table_window)) >= LEAST_FRAME, \
        table_window.scene.focus_key


@pytest.fixture
def theme():
    """Sets a theme for the test; the usual one after it."""
    yield palette.use_theme
    palette.use_theme(False)


DIALOGS = {"new game": lambda: NewGameDialog(Preferences(game="segfault")),
           "preferences": lambda: PreferencesDialog(Preferences()),
           "welcome": lambda: WelcomeDialog("segfault"),
           "rules": lambda: rules_dialog("segment-trix")}


@pytest.mark.parametrize("high_contrast", [False, True])
@pytest.mark.parametrize("name", DIALOGS)
def test_every_dialog_shows_which_widget_has_the_keys(qtbot, theme, name, high_contrast):
    theme(high_contrast)
    WidgetFocusRing.follow()
    dialog = DIALOGS[name]()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)  # onto the next control, as a player would
    focused = QApplication.focusWidget()
    assert focused is not None and focused.window() is dialog
    rings = [child for child in dialog.findChildren(FocusRing) if child.isVisible()]
    assert [ring.target for ring in rings] == [focused]
    picture = dialog.grab().toImage()
    top = focused.mapTo(dialog, focused.rect().topLeft())
    x = top.x() + focused.width() // 2
    above = [picture.pixelColor(x, top.y() - 1 - step) for step in range(RING_ROOM)]
    band = [colour for colour in above if colour == palette.FOCUS_WIDGET]
    assert len(band) >= 3, [colour.name() for colour in above]
