"""The wager controls: Fold, Check, Call N, Raise to N with a slider and an
amount to type, and All in, worked with the left button (money is handled
with the left hand) and the keyboard.

The panel only shows what the engine says: which wagers are legal now, the
amount to call and the raise limits. A control that is not legal is greyed
out, and pressing it brings the engine's reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetricsF, QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QGraphicsSceneMouseEvent,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QWidget,
)

from deskcards.engine.words import translate
from deskcards.ui.legible import at_least
from deskcards.ui.spots import Button
from deskcards.ui.table_gestures import Moves, Refused
from deskcards.ui.table_items import UI_FONT
from deskcards.ui.table_widget import RingWidget

from ..actions import AllIn, Call, Check, Fold, Raise

if TYPE_CHECKING:
    from deskcards.ui.table_scene import TableScene

    from ..state import DestinyState

BUTTON_SIZE = (130.0, 50.0)  # Fold, Check, Call, in a row under the raise amount
BUTTON_GAP = 15.0  # between buttons: wider than both their outlines' margins (``spots.MARGIN``)
RAISE_WIDTH = 250.0  # Raise to N, and All in beside it, in the bottom row
ALL_IN_WIDTH = 3 * BUTTON_SIZE[0] + BUTTON_GAP - RAISE_WIDTH
AMOUNT_HEIGHT = 56.0
ROW_GAP = 10.0  # between the raise amount and the buttons
PANEL_SIZE = (3 * BUTTON_SIZE[0] + 2 * BUTTON_GAP, AMOUNT_HEIGHT + ROW_GAP + 2 * BUTTON_SIZE[1] + BUTTON_GAP)
SMALLEST_POINTS = 11  # a button's words are set smaller to fit it, down to this
WORDS_MARGIN = 16.0  # of a button's width, left free of its words
KEYS = {"f": "fold", "c": "check-call", "r": "raise", "a": "all-in"}
STYLE = """
QLabel { font-size: 26px; font-weight: 600; color: #fff0be; }
QSpinBox { font-size: 26px; font-weight: 600; min-width: 84px; padding: 2px 6px; }
QSpinBox:read-only { background: #c9d3c4; }
QSlider::groove:horizontal { height: 10px; background: rgba(10, 20, 14, 170); border-radius: 5px; }
QSlider::sub-page:horizontal { background: rgba(200, 50, 50, 200); border-radius: 5px; }
QSlider::handle:horizontal { width: 26px; margin: -9px 0; border-radius: 13px;
                             background: #c83232; border: 3px dashed #f4f4ec; }
QSlider::handle:horizontal:disabled { background: #8a8a8a; border-color: #555; }
QSlider::sub-page:horizontal:disabled { background: rgba(160, 160, 160, 110); }
"""


class WagerButton(Button):
    """A wager control: bright when the engine allows it now, greyed out when not."""

    def __init__(self, key: str, label: str, size: tuple[float, float] = BUTTON_SIZE) -> None:
        super().__init__(key, label, size)
        self.enabled = False

    def label_font(self) -> QFont:
        return _fitting_font(self.label, self._size[0] - WORDS_MARGIN)

    def show_as(self, label: str, enabled: bool) -> None:
        self.label, self.enabled = label, enabled
        self.update()


def _fitting_font(text: str, width: float) -> QFont:
    """The button font, smaller when ``text`` would not fit in ``width``."""
    font = QFont(UI_FONT, 18, QFont.Weight.Bold)
    while font.pointSize() > SMALLEST_POINTS and QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setPointSize(font.pointSize() - 1)
    return font


def panel_growth(least: float) -> float:
    """How much larger than ``PANEL_SIZE`` the controls must be for the longest words each
    button may say, set at least ``least`` units tall, to fit in it."""
    font = at_least(QFont(UI_FONT, SMALLEST_POINTS, QFont.Weight.Bold), least)
    longest = [(BUTTON_SIZE[0], translate("destiny", "Lift to fold")), (BUTTON_SIZE[0], translate("destiny", "Check")),
               (BUTTON_SIZE[0], translate("destiny", "Call {amount}", amount=8888)),
               (RAISE_WIDTH, translate("destiny", "Raise to {amount}", amount=8888)),
               (ALL_IN_WIDTH, translate("destiny", "All in"))]
    return max(1.0, *((QFontMetricsF(font).horizontalAdvance(words) + WORDS_MARGIN) / width
                      for width, words in longest))


class LeftHandProxy(RingWidget):
    """The raise amount on the table, worked by the left hand alone. With literal hands
    the right button stays down on your card, and Qt's slider ignores a press while
    another button is down; the scene would also keep the widget grabbing the mouse
    until every button is up. Told only about the left button, the slider moves and
    lets go when the left button does. Up and Down change the amount while it wears
    the keyboard's frame."""

    def _left_only(self, event: QGraphicsSceneMouseEvent) -> None:
        event.setButtons(event.buttons() & Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._left_only(event)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._left_only(event)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._left_only(event)
        super().mouseReleaseEvent(event)


class AmountBox(QSpinBox):
    """The raise amount as a number to type. It keeps the keys that edit a number
    (digits, Backspace, Delete, Home, End, Up, Down, Page Up, Page Down), Enter (the
    raise) and Space (nothing); the rest go on to the table: its letters, + and -,
    Left and Right, Tab, and Esc once it has put back the amount the field had when
    it got the keyboard. A number out of range may be typed, so that Enter can say
    what is allowed rather than swallow a digit unexplained."""

    confirmed = Signal()
    before = 0
    EDITING = frozenset({Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Up,
                         Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})

    # PySide6 takes a plain State back; its stubs want (state, text, position).
    def validate(self, text: str, position: int) -> QValidator.State:  # type: ignore[override]  # see above: PySide6 takes the plain State
        text = text.strip()
        if not text:
            return QValidator.State.Intermediate
        if not text.isdigit() or len(text) > 7:
            return QValidator.State.Invalid
        if self.minimum() <= int(text) <= self.maximum():
            return QValidator.State.Acceptable
        return QValidator.State.Intermediate

    def fixup(self, text: str) -> str:
        """Leaving the field: a number out of range becomes the nearest legal amount."""
        text = text.strip()
        return str(self.bounded(int(text))) if text.isdigit() else str(self.value())

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.before = self.value()  # the amount Esc goes back to
        super().focusInEvent(event)

    def bounded(self, number: int) -> int:
        return min(max(number, self.minimum()), self.maximum())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmed.emit()
        elif key == Qt.Key.Key_Space:
            pass  # a number has no spaces; on the amount Space does nothing, as before
        elif key == Qt.Key.Key_Escape:
            self.setValue(self.before)  # what was typed is dropped; the table then takes the keyboard back
            event.ignore()
        elif not self.isReadOnly() and (key in self.EDITING or event.text().isdigit()):
            super().keyPressEvent(event)
        else:
            event.ignore()


class RaiseAmount(QWidget):
    """The raise amount: a slider over the legal range and a field to type it exactly,
    each following the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(STYLE)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys work the field; the slider is for the mouse
        self.spin = AmountBox()
        self.setAccessibleName(translate("destiny", "Raise amount"))
        self.slider.setAccessibleName(translate("destiny", "Raise to, slider"))
        self.spin.setAccessibleName(translate("destiny", "Raise to"))
        self.slider.setToolTip(translate("destiny", "Drag to choose your whole bet after the raise"))
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 2, 10, 2)
        row.addWidget(QLabel(translate("destiny", "Raise to")))
        row.addWidget(self.slider, 1)
        row.addWidget(self.spin)

    def set_range(self, lowest: int, highest: int, step: int) -> None:
        """The legal amounts; a single one (fixed limit) is shown, not chosen. The amount chosen
        stays while the range does; a new range (a new wager) starts at its lowest, so the field
        does not say "Raise to 4" beside "2 to 198" (issue 35)."""
        highest = max(lowest, highest)
        keep = self.value() if (self.spin.minimum(), self.spin.maximum()) == (lowest, highest) else lowest
        for widget in (self.slider, self.spin):
            widget.blockSignals(True)
            widget.setRange(lowest, highest)
            widget.setSingleStep(step)
            widget.blockSignals(False)
        self.slider.setPageStep(step * 5)
        fixed = lowest == highest
        self.spin.setReadOnly(fixed)
        self.slider.setEnabled(not fixed)
        self.spin.setToolTip(translate("destiny", "Every raise is to {lowest} now: the limit fixes it", lowest=lowest)
                             if fixed else
                             translate("destiny", "Your whole bet after the raise, {lowest} to {highest}: type it and "
                                       "press Enter, or step it with Up and Down, + and -", lowest=lowest,
                                       highest=highest))
        self.set_value(keep if lowest <= keep <= highest else lowest)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: int) -> None:
        self.spin.setValue(value)
        self.slider.setValue(self.spin.value())

    def step(self, steps: int) -> None:
        self.spin.stepBy(steps)  # takes a typed amount first, and stays in range

    def settle(self) -> str | None:
        """Take the typed amount before a raise. Out of range, it becomes the nearest
        legal amount and the reason says so; None when the amount stands."""
        typed = self.spin.cleanText().strip()
        lowest, highest = self.spin.minimum(), self.spin.maximum()
        allowed = str(lowest) if lowest == highest else translate("destiny", "between {lowest} and {highest}",
                                                                  lowest=lowest, highest=highest)
        if not typed.isdigit():
            self.set_value(self.value())
            return translate("destiny", "Type the amount to raise to ({allowed}), then press Enter.", allowed=allowed)
        number = int(typed)
        self.set_value(self.spin.bounded(number))
        if number == self.value():
            return None
        return translate("destiny", "A raise brings your bet to {allowed}, not {typed}: the amount is now {amount}. "
                         "Press Enter or R to raise to it.", allowed=allowed, typed=number, amount=self.value())


class WagerPanel:
    """The controls in ``area`` (scene units): the raise amount over two rows of buttons,
    all of them grown alike when ``area`` is larger than ``PANEL_SIZE``."""

    def __init__(self, scene: TableScene, area: QRectF) -> None:
        self.scene = scene
        grow = area.width() / PANEL_SIZE[0]
        self.amount = RaiseAmount()
        self.amount.setFixedSize(int(PANEL_SIZE[0]), int(AMOUNT_HEIGHT))
        self.proxy = LeftHandProxy("amount", self.amount)
        self.proxy.setZValue(1500)
        self.proxy.setScale(grow)
        self.proxy.setPos(area.topLeft())
        scene.register("amount", self.proxy)
        width, height = BUTTON_SIZE[0] * grow, BUTTON_SIZE[1] * grow
        self.buttons = {key: WagerButton(key, "", (width, height)) for key in ("fold", "check", "call")}
        self.buttons["raise"] = WagerButton("raise", "", (RAISE_WIDTH * grow, height))
        self.buttons["all-in"] = WagerButton("all-in", "", (ALL_IN_WIDTH * grow, height))
        first = area.top() + (AMOUNT_HEIGHT + ROW_GAP) * grow + height / 2
        second = first + height + BUTTON_GAP * grow
        for column, key in enumerate(("fold", "check", "call")):
            self.buttons[key].setPos(area.left() + (column * (BUTTON_SIZE[0] + BUTTON_GAP) + BUTTON_SIZE[0] / 2) * grow,
                                     first)
        self.buttons["raise"].setPos(area.left() + RAISE_WIDTH * grow / 2, second)
        self.buttons["all-in"].setPos(area.right() - ALL_IN_WIDTH * grow / 2, second)
        for key, button in self.buttons.items():
            scene.register(key, button)
        self.amount.spin.valueChanged.connect(lambda _: self._label_raise())
        self.allowed: set[str] = set()

    def keys(self) -> list[str]:
        """The controls, in the order Tab walks them: the wager that risks nothing more
        (Check or Call) first, then the raise with its amount, All in, and Fold last."""
        return ["check", "call", "amount", "raise", "all-in", "fold"]

    def usable_keys(self) -> list[str]:
        """The controls you may use now, in ``keys``' order: Tab skips a greyed one, as in any dialog."""
        return [key for key in self.keys() if (key == "amount" and "raise" in self.allowed) or key in self.allowed]

    def set_visible(self, visible: bool) -> None:
        self.proxy.setVisible(visible)
        for button in self.buttons.values():
            button.setVisible(visible)

    def show_for(self, state: DestinyState, seat: int | None, fold_by_hand: bool) -> None:
        """Label and enable the controls for ``seat`` wagering in ``state``; nobody's
        turn to wager greys them all. ``fold_by_hand``: lifting your finger is your fold."""
        legal = state.legal_actions() if seat is not None and state.current_player == seat else []
        kinds = {type(action) for action in legal}
        self.allowed = {key for key, kind in (("fold", Fold), ("check", Check), ("call", Call), ("raise", Raise),
                                              ("all-in", AllIn)) if kind in kinds}
        if fold_by_hand:
            self.allowed.discard("fold")
        call = state.call_amount(seat) if seat is not None and Call in kinds else 0
        self.buttons["fold"].show_as(translate("destiny", "Lift to fold") if fold_by_hand
                                     else translate("destiny", "Fold"), "fold" in self.allowed)
        self.buttons["check"].show_as(translate("destiny", "Check"), "check" in self.allowed)
        self.buttons["call"].show_as(translate("destiny", "Call {amount}", amount=call) if call
                                     else translate("destiny", "Call"), "call" in self.allowed)
        self.buttons["all-in"].show_as(translate("destiny", "All in"), "all-in" in self.allowed)
        if "raise" in self.allowed:
            assert seat is not None  # a raise is allowed only to the seat to wager
            self.amount.set_range(state.min_raise_to(seat), state.max_raise_to(seat), state.ruleset.big_blind)
        self.amount.setEnabled("raise" in self.allowed)
        self._label_raise()

    def _label_raise(self) -> None:
        enabled = "raise" in self.allowed
        self.buttons["raise"].show_as(translate("destiny", "Raise to {amount}", amount=self.amount.value()) if enabled
                                      else translate("destiny", "Raise"), enabled)

    def action(self, key: str, state: DestinyState, seat: int) -> Moves | Refused:
        """The wager a control stands for (``check-call``: whichever is legal), which the engine
        judges; or why a typed raise amount was changed first."""
        if key == "check-call":
            key = "check" if state.can_check(seat) else "call"
        if key == "raise" and "raise" in self.allowed:
            reason = self.amount.settle()
            if reason:
                return Refused(reason)
        return Moves({"fold": Fold(), "check": Check(), "call": Call(), "raise": Raise(self.amount.value()),
                      "all-in": AllIn()}[key])
