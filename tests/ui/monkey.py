"""A seeded GUI monkey: random mouse, wheel, key and resize events over a table or a dialog.

Every exception Qt hands to ``sys.excepthook`` (from a slot, a timer, a virtual) fails the
run at the step that raised it, with the seed and the step, so a failure replays exactly."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from deskcards.games import replay

# The keys the tables and dialogs answer to, and letters the games use (H holds, I hints...).
KEYS = [Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
        Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Plus,
        Qt.Key.Key_Minus, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
        Qt.Key.Key_Backspace, Qt.Key.Key_Delete]
KEYS += [getattr(Qt.Key, f"Key_{c}") for c in "ABCDFHIJKLMNPRSTUVWXYZ0123456789"]
SIZES = [(800, 600), (640, 480), (500, 360), (1024, 768), (1280, 800), (1600, 1000), (300, 200)]
BUTTONS = [Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton,
           Qt.MouseButton.MiddleButton]


class MonkeyFailure(AssertionError):
    """An exception reached Qt's excepthook during the run."""


@contextmanager
def failing_excepthook() -> Iterator[list[BaseException]]:
    """Collect what reaches ``sys.excepthook`` (slots and timers end there) while the block runs."""
    caught: list[BaseException] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, value, trace: caught.append(value)
    try:
        yield caught
    finally:
        sys.excepthook = previous


@dataclass
class Monkey:
    """Random events over ``target``; ``points()`` are the spots worth hitting (items' places)."""

    target: QWidget  # what the mouse and the wheel go to
    seed: int
    keys_to: QWidget | None = None  # what the keys go to (the target when None)
    points: Callable[[], list[QPoint]] = list
    window: QWidget | None = None  # what is resized (none when None)
    extras: list[Callable[[], object]] = field(default_factory=list)  # menu commands to call now and then
    sent: int = 0

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def run(self, events: int, paint_every: int = 10) -> None:
        """Send ``events`` events; the window is painted after every ``paint_every``-th only
        (painting every step would take most of the run)."""
        steps = [(self.click, 30), (self.drag, 15), (self.double_click, 4), (self.wheel, 6),
                 (self.key, 25), (self.resize, 2 if self.window is not None else 0),
                 (self.extra, 8 if self.extras else 0)]
        kinds = [step for step, _ in steps]
        weights = [weight for _, weight in steps]
        with failing_excepthook() as caught:
            top = self.target.window()
            for number in range(events):
                top.setUpdatesEnabled(number % paint_every == 0)
                step = self.rng.choices(kinds, weights)[0]
                step()
                self.sent += 1
                QApplication.processEvents()
                if caught:
                    raise MonkeyFailure(f"seed {self.seed}, step {number} ({step.__name__}): {caught[0]!r}") \
                        from caught[0]
            top.setUpdatesEnabled(True)

    def point(self) -> QPoint:
        spots = self.points()
        if spots and self.rng.random() < 0.6:
            return spots[self.rng.randrange(len(spots))] + QPoint(self.rng.randint(-6, 6), self.rng.randint(-6, 6))
        rect = self.target.rect()
        return QPoint(self.rng.randint(-5, rect.width() + 5), self.rng.randint(-5, rect.height() + 5))

    def under(self, point: QPoint) -> tuple[QWidget, QPoint]:
        """The widget a real click at ``point`` would reach (a dialog's child), and the point in it."""
        child = self.target.childAt(point)
        return (child, child.mapFrom(self.target, point)) if child is not None else (self.target, point)

    def click(self) -> None:
        widget, point = self.under(self.point())
        QTest.mouseClick(widget, self.rng.choice(BUTTONS), Qt.KeyboardModifier.NoModifier, point)

    def double_click(self) -> None:
        widget, point = self.under(self.point())
        QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def drag(self) -> None:
        button = self.rng.choice(BUTTONS[:3])  # Destiny's right hand holds a card with the right button
        widget, start = self.under(self.point())
        end = widget.mapFrom(self.target, self.point())
        QTest.mousePress(widget, button, Qt.KeyboardModifier.NoModifier, start)
        moves = self.rng.randint(1, 8)
        for i in range(1, moves + 1):
            QTest.mouseMove(widget, start + (end - start) * i / moves)
            QApplication.processEvents()  # an AI's move may land while the card is held
            if self.rng.random() < 0.05:
                self.key()  # Escape, Tab... with the button down
        QTest.mouseRelease(widget, button, Qt.KeyboardModifier.NoModifier, end)

    def wheel(self) -> None:
        widget, point = self.under(self.point())
        where = QPointF(point)
        delta = QPoint(0, self.rng.choice([-240, -120, 120, 240]))
        event = QWheelEvent(where, QPointF(widget.mapToGlobal(where)), QPoint(), delta,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(widget, event)

    def key(self) -> None:
        modifier = Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.1 else Qt.KeyboardModifier.NoModifier
        focus = QApplication.focusWidget()
        to = self.keys_to or (focus if focus is not None and self.target.isAncestorOf(focus) else self.target)
        QTest.keyClick(to, self.rng.choice(KEYS), modifier)

    def resize(self) -> None:
        assert self.window is not None
        self.window.resize(*self.rng.choice(SIZES))

    def extra(self) -> None:
        self.rng.choice(self.extras)()


def table_monkey(window, seed: int) -> Monkey:
    """A monkey over ``window``'s table: it hits the items' places, resizes the window and now
    and then takes back, redoes, shows the scores, plays a move for you as the menu's hint
    would (random clicks seldom find one, and the game must go on) or, once over, deals again."""
    view = window.view

    def item_points() -> list[QPoint]:
        return [view.mapFromScene(item.sceneBoundingRect().center()) for item in window.scene.items()
                if item.isVisible() and item.parentItem() is None]

    def deal_when_over() -> None:
        if window.runner.session.is_over():
            window.new_deal()

    def move_for_you() -> None:
        session = window.runner.session
        seat = session.state.current_player
        if not session.is_over() and seat is not None and session.seats[seat].kind == "human":
            options = [action for action in session.state.legal_actions() if not str(action).endswith("forever")]
            window.runner.perform(monkey.rng.choice(options))

    take_backs = window.menus.take_backs
    monkey = Monkey(view.viewport(), seed, keys_to=view, points=item_points, window=window,
                    extras=[take_backs.take_back, take_backs.redo, window.show_scores, deal_when_over]
                    + [move_for_you] * 4)
    return monkey


def check_consistent(session) -> None:
    """The game on the table is what its record says: replaying the record gives its state."""
    _, state = replay(session.record)
    assert state == session.state, f"the state differs from its record's replay ({session.record.seed})"
