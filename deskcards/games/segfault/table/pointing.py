"""The "Point N times" control: a slider to sweep the whole range by mouse, a spin
box to set it exactly, and typed numbers ("2", "7" quickly makes 27).

Only a number is chosen here; the engine says what a play with it means.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QSpinBox, QWidget

from deskcards.engine.words import translate

CHAIN_END_WIDTH = 230  # room for "crashes at 10♠"
TYPING_PAUSE = 1.2  # seconds: a digit typed sooner than this after another extends the number
STYLE = """
QLabel { font-size: 26px; color: white; }
QLabel#chainEnd { font-size: 26px; color: #ffeca0; }
QSpinBox { font-size: 26px; min-width: 64px; padding: 2px 6px; }
QSlider::groove:horizontal { height: 8px; background: rgba(255, 255, 255, 110); border-radius: 4px; }
QSlider::sub-page:horizontal { background: rgba(242, 193, 78, 200); border-radius: 4px; }
QSlider::handle:horizontal { width: 24px; margin: -9px 0; border-radius: 12px;
                             background: #f2c14e; border: 2px solid #3c280a; }
QSlider::handle:horizontal:disabled { background: #9a9a9a; border-color: #555; }
QSlider::sub-page:horizontal:disabled { background: rgba(200, 200, 200, 120); }
"""


class CountBox(QSpinBox):
    """The count as a number to type, when the focus ring is on it: it keeps the keys
    that edit a number (digits, Backspace, Delete, Home, End, Up, Down, Page Up, Page
    Down) and tells when a key stepped it (``stepped``); the rest go on to the table:
    letters (W, M, H), + and -, Left and Right to walk on, Enter, Space and Esc."""

    stepped = Signal()
    STEPS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})
    EDITING = STEPS | {Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Home, Qt.Key.Key_End}

    def _keeps(self, event: QKeyEvent) -> bool:
        return event.key() in self.EDITING or event.text().isdigit()

    def event(self, event: QEvent) -> bool:
        # A line edit claims every printable key before the window's shortcuts: only the ones it edits with.
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.ShortcutOverride and not self._keeps(event):
            event.ignore()
            return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._keeps(event):
            event.ignore()
            return
        before = self.value()
        super().keyPressEvent(event)
        if event.key() in self.STEPS and self.value() != before:
            self.stepped.emit()


class PointingControl(QWidget):
    valueChanged = Signal(int)

    def __init__(self, lowest: int, highest: int, shows_chain: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(STYLE)
        self.clock = time.monotonic
        self._typed, self._typed_at = "", float("-inf")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys work the number; the slider is for the mouse
        self.spin = CountBox()
        for widget in (self.slider, self.spin):
            widget.setRange(lowest, highest)
        self.slider.setPageStep(10)
        self.slider.setToolTip(translate("segfault", "Drag to choose how many times your played card will point"))
        self.spin.setToolTip(translate("segfault", "How many times your played card will point: type a number, "
                                       "or press + and - (Page Up and Page Down step by ten)"))
        self.setAccessibleName(translate("segfault", "Number of pointings"))
        self.spin.setAccessibleName(translate("segfault", "Number of pointings"))
        self.slider.setAccessibleName(translate("segfault", "Number of pointings, slider"))
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        self.spin.valueChanged.connect(self.valueChanged)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        row.addWidget(QLabel(translate("segfault", "Point")))
        row.addWidget(self.slider, 1)
        row.addWidget(self.spin)
        row.addWidget(QLabel(translate("segfault", "times")))
        self.chain_end = QLabel()  # where the chain of the card under the pointer would end
        self.chain_end.setObjectName("chainEnd")
        self.chain_end.setMinimumWidth(CHAIN_END_WIDTH)
        self.chain_end.setVisible(shows_chain)
        row.addWidget(self.chain_end)
        self.setValue(max(lowest, 1))

    def show_end(self, text: str) -> None:
        self.chain_end.setText(text)

    def value(self) -> int:
        return self.spin.value()

    def setValue(self, value: int) -> None:
        self.spin.setValue(value)

    def step(self, by: int) -> None:
        self.setValue(min(max(self.value() + by, self.spin.minimum()), self.spin.maximum()))

    def type_digit(self, digit: str) -> None:
        """A digit typed at the table: it extends the number typed just before when
        the result is in range, else it starts a new one."""
        now = self.clock()
        longer = self._typed + digit
        if now - self._typed_at > TYPING_PAUSE or int(longer) > self.spin.maximum():
            longer = digit
        self._typed, self._typed_at = longer, now
        if int(longer) >= self.spin.minimum():
            self.setValue(int(longer))
