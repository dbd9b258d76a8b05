"""The table: card items and named spots, and the gestures that move them.

The scene knows items, not rules (as in KDE KPat). It asks a host which keys
can be picked up now, where each may go, and hands back a finished gesture;
the host answers with the engine's verdict. A card's key is its card id; a
spot's key is its name ("deck", "discard"...).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QRadialGradient, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from deskcards.engine.words import translate
from deskcards.ui import palette
from deskcards.ui.legible import Legible
from deskcards.ui.naming import item_name, picked_up_words, put_back_words
from deskcards.ui.speeds import duration
from deskcards.ui.spots import Spot
from deskcards.ui.table_reader import BROWSE_STEPS

if TYPE_CHECKING:
    from deskcards.ui.table_zones import AccessZone

Key = Hashable
DRAG_Z = 10_000.0
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)  # each works what the focus ring is on
TABLE_RECT = QRectF(0, 0, 1600, 1000)  # the least table every layout fits: it grows to the view's shape about it
BAND_MARGIN = 12.0  # round each item in the band under the table
BAND_STEP = 20.0


def table_shape(width: float, height: float, band: float = 0.0) -> QRectF:
    """The table for a view of ``width`` x ``height`` pixels with a band ``band`` units tall
    under it: with the band, of the view's shape; as small as holds TABLE_RECT, centred on
    it. So every layout written for TABLE_RECT still fits, and a layout that reads the
    table's edges spreads to the room the window gives."""
    if width <= 0 or height <= 0:
        width, height = TABLE_RECT.width(), TABLE_RECT.height()
    units_per_pixel = max(TABLE_RECT.width() / width, (TABLE_RECT.height() + band) / height)
    grown_w, grown_h = round(width * units_per_pixel), round(height * units_per_pixel - band)
    return QRectF(TABLE_RECT.center().x() - grown_w // 2, TABLE_RECT.center().y() - grown_h // 2, grown_w, grown_h)


class GestureHost(Protocol):
    def sources(self) -> Sequence[Key]:
        """Keys the player may pick up or click now (empty while waiting)."""
        ...

    def targets(self, source: Key) -> Sequence[Key]:
        """Where ``source`` may legally go; lit while it is held."""
        ...

    def draggable(self, source: Key) -> bool:
        """Whether ``source`` is picked up (a card) or acts on a click (the deck, a button)."""
        ...

    def activate(self, source: Key, target: Key | None) -> str | None:
        """Carry out a gesture: None if done, else the reason it was refused."""
        ...

    def resolve(self, key: Key) -> Key:
        """What a key under the pointer stands for (a card in a pile stands for the pile)."""
        ...

    def hover(self, key: Key | None) -> None:
        """The pointer rests on ``key`` (or on nothing): a chance to show hints."""
        ...

    def extra_key(self, key: int, text: str) -> bool:
        """A key the scene does not use itself (or Esc with nothing held); True if the game used it."""
        ...

    def opens_on_click(self, source: Key) -> bool:
        """Whether a click (or Enter) on a draggable ``source`` acts at once rather than picking it up."""
        ...

    def right_button(self, key: Key | None, pressed: bool) -> None:
        """The right button went down (or up) over ``key``, whoever's turn it is: a game
        where the right button is a hand of its own (Destiny) acts on it; others ignore it."""
        ...

    def dismiss_banner(self, where: QPointF | None) -> bool:
        """A left click at ``where``, whoever's turn it is (None: Enter or Space while the
        table takes no move): put away the banner or panel that is up, if one is. Whether it was."""
        ...

    def steer(self, focus: Key | None, key: int) -> Key | None:
        """Where an arrow key takes the focus from ``focus`` (a grid of cards has rows),
        or None for the next or previous source in the ring."""
        ...

    def name_of(self, key: Key) -> str:
        """What ``key`` is, in words that name no card the player may not see."""
        ...

    def busy(self) -> bool:
        """Whether the table goes on without you now (an AI's turn, a deal or a move shown):
        not while it is your move, waits for a key of yours, or the game is over."""
        ...

    def ring_after_click(self, source: Key) -> Key:
        """Where the focus ring goes when ``source`` is clicked: onto it, so Enter acts on
        what was clicked; a chooser's control may leave it on the card being chosen."""
        ...


class TableScene(QGraphicsScene):
    """Drag and drop, click-then-target and keyboard play over one host."""

    refused = Signal(str)  # a gesture the host turned down; the reason is for the status line
    announced = Signal(str)  # what the table says aloud that is no move and no refusal: a control's new value
    held_said = Signal(str)  # what Enter picked up or Escape put back, and what to do next
    focus_named = Signal(str)  # the keyboard focus moved to something with this name ("" for nothing)
    reshaped = Signal()  # the table took another shape (``table``): its game lays it out again
    table_changed = Signal()  # things on the table came, went, moved or changed words: a screen reader's tree syncs
    ring_walked = Signal()  # Tab or an arrow walked the focus ring, maybe onto what it was on: read it again
    browse_keys = Signal(int, int)  # Ctrl and an arrow: read on by (zones, items) (``AccessTree.browse``)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(TABLE_RECT, parent)
        self.table = QRectF(TABLE_RECT)  # the table itself, the view's shape; the scene may reach further down
        self.host: GestureHost | None = None
        self.input_enabled = False
        self.items_by_key: dict[Key, QGraphicsItem] = {}
        self._held: Key | None = None  # picked up by click or keyboard, or being dragged
        self._press: QPointF | None = None
        self._drag_origin: tuple[QPointF, float] | None = None
        self._dragging = False
        self._focus: Key | None = None
        self._slide: QAbstractAnimation | None = None  # the running slide-back animation, kept alive
        self.hovered_key: Key | None = None
        self.speed = "normal"
        self.view_scale = 1.0  # screen pixels per scene unit, as the view shows the table now
        self._band_items: list[QGraphicsItem] = []
        self._view_size = (TABLE_RECT.width(), TABLE_RECT.height())  # in pixels, as last told
        self._laid_for = self._view_size  # the view's size when the table last took its shape
        self.felt = palette.felt("green")
        self.focus_name = ""  # what the focus ring is on, in words, as last told
        # What a screen reader was last told has focus, not browsed to (``AccessTree.tell_focus``):
        # once the ring is gone (a move played) Enter acts on it, as the screen reader says.
        self.read_item: QGraphicsItem | None = None
        # The zones a screen reader browses, and what lies in each (the game's ``TableAccess.zones``).
        self.zones: Callable[[], list[AccessZone]] = list

    def take_shape(self, width: float, height: float) -> None:
        """The view is ``width`` x ``height`` pixels now: the table takes its shape (``table_shape``)."""
        self._view_size = (width, height)
        self._fit_table()

    def _fit_table(self) -> None:
        """Shape the table to the view, less the band under it, and lay the band; a new
        shape or size is told (``reshaped``), for the game to lay its table out again."""
        shape = table_shape(*self._view_size, self._band_height())
        # A new scale is news too: the words grow to read at it, and a layout measures them.
        reshaped = shape != self.table or self._view_size != self._laid_for
        self._laid_for = self._view_size
        if reshaped:
            self.table = shape
            for view in self.views():  # the felt's light is centred on the table
                view.resetCachedContent()
        self._lay_band()
        if reshaped:
            self.reshaped.emit()

    def fit_view(self, scale: float) -> None:
        """The view shows one scene unit as ``scale`` pixels now: furniture grows to keep its words readable."""
        self.view_scale = scale
        for item in self.items():
            if isinstance(item, Legible):
                item.fit_view(scale)
        self._fit_table()  # the band's words may have grown

    def show_in_band(self, items: Sequence[QGraphicsItem]) -> None:
        """Lay ``items`` (already in the scene) one under another in a band opened under
        the table, so they hide nothing on it (the game-over banner); none closes the band.
        The view fits the band in, and the band follows the items as they grow."""
        self._band_items = list(items)
        self._fit_table()

    def _band_height(self) -> float:
        """How tall the band under the table is, rounded up to a step so that words
        growing by a unit or two do not shape the table again."""
        shown = [item for item in self._band_items if item.isVisible()]
        if not shown:
            return 0.0
        height = sum(item.sceneBoundingRect().height() + BAND_MARGIN for item in shown) + BAND_MARGIN
        return math.ceil(height / BAND_STEP) * BAND_STEP

    def _lay_band(self) -> None:
        shown = [item for item in self._band_items if item.isVisible()]
        reach = self.table.adjusted(0, 0, 0, self._band_height())
        if self.sceneRect() != reach:
            self.setSceneRect(reach)  # the view fits it in, and items may grow
        top = self.table.bottom() + BAND_MARGIN
        for item in shown:
            box = item.sceneBoundingRect()
            item.setPos(item.pos() + QPointF(self.table.center().x() - box.center().x(), top - box.top()))
            top += box.height() + BAND_MARGIN

    def set_felt(self, felt: palette.Felt) -> None:
        """Lay ``felt`` on the table (the player chose another colour or theme)."""
        if felt != self.felt:
            self.felt = felt
            for view in self.views():  # each keeps the felt it painted, beyond the scene's rect too
                view.resetCachedContent()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Felt from edge to edge of the view, lit in the middle of the table and darker
        towards its corners; a band opened under the table is the same cloth."""
        table = self.table
        light = QRadialGradient(table.center(), math.hypot(table.width(), table.height()) / 2)
        light.setColorAt(0.0, self.felt.middle)
        light.setColorAt(0.75, self.felt.edge)
        light.setColorAt(1.0, self.felt.floor)
        painter.fillRect(rect, light)

    # -- registry ---------------------------------------------------------
    def register(self, key: Key, item: QGraphicsItem) -> None:
        self.items_by_key[key] = item
        if item.scene() is not self:
            self.addItem(item)

    def key_at(self, pos: QPointF, skip: Key | None = None) -> Key | None:
        for item in self.items(pos):
            key = getattr(item, "key", None)
            if key is None or self.items_by_key.get(key) is not item:
                continue
            if self.host is not None:
                key = self.host.resolve(key)
            if key != skip:
                return key
        return None

    def item_name(self, item: QGraphicsItem) -> str:
        """What ``item`` is, in words: a card or a place by its host, other things by themselves."""
        key = getattr(item, "key", None)
        if key is not None and self.items_by_key.get(key) is item and self.host is not None:
            return self.host.name_of(key)
        return item_name(item)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # The tooltip is worded when asked for, so it says what the item shows now.
        for item in self.items(event.scenePos()):
            name = self.item_name(item)
            if name or item.toolTip():
                QToolTip.showText(event.screenPos(), "\n".join(words for words in (name, item.toolTip()) if words),
                                  event.widget())
                event.accept()
                return
        QToolTip.hideText()
        event.ignore()

    def clear_table(self) -> None:
        """Remove every item, ready for another game."""
        self.cancel()
        self.host = None
        self.zones = list
        self.items_by_key.clear()
        self.hovered_key = None
        self._focus = None
        self.clear()
        self._band_items = []  # the table keeps its shape: the next game's table says whether it needs a band
        self.table_changed.emit()

    # -- highlights -------------------------------------------------------
    def mark(self, key: Key | None, kind: str | None) -> None:
        """Light the item of ``key`` as ``kind`` ("target", "hint", ...), or put it out (None)."""
        item = self.items_by_key.get(key)
        if item is None:
            return
        if isinstance(item, Spot) or hasattr(item, "set_highlight"):
            item.set_highlight(kind)

    def refresh_highlights(self) -> None:
        """Light the legal targets of what is held, or nothing; keep the focus ring."""
        for key, item in self.items_by_key.items():
            if getattr(item, "highlight", None) in ("target", "selected", "focus"):
                self.mark(key, None)
        if self.host and self._held is not None:
            self.mark(self._held, "selected")
            for key in self.host.targets(self._held):
                self.mark(key, "target")
        if self._focus is not None and self._focus != self._held and self.input_enabled:
            self.mark(self._focus, "focus")
            self.mark(self._lying_on(self._focus), "focus")  # a pile's outline is under its cards
        self._keyboard_follows_ring()
        self._name_focus()
        self.table_changed.emit()  # a gesture's step may open, close or grey out a control

    def _name_focus(self) -> None:
        """Say what the focus ring is on now, if that changed (``focus_named``)."""
        host = self.host
        name = host.name_of(self._focus) if host is not None and self._focus is not None and self.input_enabled else ""
        if name != self.focus_name:
            self.focus_name = name
            self.focus_named.emit(name)

    def _lying_on(self, key: Key) -> Key | None:
        """The topmost card lying on the place ``key`` (a pile's top card), if any."""
        if not isinstance(self.items_by_key.get(key), Spot) or self.host is None:
            return None
        on = [(item.zValue(), other) for other, item in self.items_by_key.items()
              if other != key and item.isVisible() and self.host.resolve(other) == key]
        return max(on, key=lambda pair: pair[0])[1] if on else None

    def _ring_widget(self) -> QGraphicsProxyWidget | None:
        """The widget on the table (a number to type) the focus ring is on, if it works now."""
        return self._ring_widget_at(self._focus)

    def _ring_widget_at(self, key: Key | None) -> QGraphicsProxyWidget | None:
        item = self.items_by_key.get(key)
        return item if isinstance(item, QGraphicsProxyWidget) and item.isEnabled() and self.input_enabled else None

    def _keyboard_follows_ring(self) -> None:
        """A widget of the ring has the keyboard while the ring is on it, and only then."""
        widget, focused = self._ring_widget(), self.focusItem()
        if widget is not None and focused is not widget:
            widget.setFocus(Qt.FocusReason.TabFocusReason)  # a spin box then selects its text, ready to be typed over
        elif widget is None and focused is not None and self.items_by_key.get(getattr(focused, "key", None)) is focused:
            focused.clearFocus()

    def cancel(self) -> None:
        """Drop whatever is held without acting (Esc, or the game moved on)."""
        if self._dragging and self._held is not None and self._drag_origin is not None:
            self._slide_back(self._held)
        self._held = None
        self._dragging = False
        self._press = None
        self.refresh_highlights()

    def set_input_enabled(self, enabled: bool) -> None:
        """While input is off the focus frame is hidden but remembered: when your turn
        goes on, it is back where you left it, if that is still something you may use."""
        self.input_enabled = enabled
        if not enabled:
            self.cancel()
        elif self.host is None or self._focus not in self.host.sources():
            self._focus = None
        self.refresh_highlights()

    # -- the gesture ------------------------------------------------------
    def _finish(self, source: Key, target: Key | None) -> None:
        assert self.host is not None
        self._held = None
        self._dragging = False
        if target is not None:  # what was held went there: the ring starts afresh, by mouse as by keys
            self._focus = None
        reason = self.host.activate(source, target)
        if reason:
            if self._drag_origin is not None:
                self._slide_back(source)
            self.refused.emit(reason)
        self._drag_origin = None
        self.refresh_highlights()

    def _slide_back(self, key: Key) -> None:
        item = self.items_by_key[key]
        if self._drag_origin is None:
            return
        pos, z = self._drag_origin
        self._drag_origin = None
        item.setZValue(z)
        if hasattr(item, "animate"):
            slide = self._slide = item.animate(pos, duration=duration("slide_back", self.speed))
            slide.start()
        else:
            item.setPos(pos)

    def put_focus(self, key: Key | None) -> None:
        """Put the focus ring on ``key`` if the player may use it now (the table was laid out again)."""
        if self.host is not None and key in self.host.sources():
            self._focus = key
            self.refresh_highlights()

    @property
    def focus_key(self) -> Key | None:
        """What the keyboard focus ring is on now, if anything."""
        return self._focus

    @property
    def ring(self) -> list[Key]:
        """What the keyboard's focus ring walks now: what you may use, or, with something
        picked up, where it may go; nothing while the table takes no move from you."""
        if not self.input_enabled or self.host is None:
            return []
        return list(self.host.targets(self._held)) if self._held is not None else list(self.host.sources())

    @property
    def picked_up(self) -> Key | None:
        """What is picked up now (by a click, Enter or a drag), if anything."""
        return self._held

    def _for_widget(self, event: QGraphicsSceneMouseEvent) -> bool:
        """Whether a widget on the table (a spin box, a slider) takes this mouse event."""
        if self.mouseGrabberItem() is not None:
            return True
        pressed = event.type() in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseDoubleClick)
        return pressed and isinstance(self.itemAt(event.scenePos(), QTransform()), QGraphicsProxyWidget)

    def _right_button(self, event: QGraphicsSceneMouseEvent, pressed: bool) -> bool:
        """Hand a right press or release to the host, wherever the left button is."""
        if event.button() != Qt.MouseButton.RightButton or self.host is None:
            return False
        event.accept()
        self.host.right_button(self.key_at(event.scenePos()), pressed)
        return True

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._right_button(event, True):
            return
        if self._for_widget(event):
            self.cancel()
            super().mousePressEvent(event)
            self._ring_follows_click()
            return
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or self.host is None:
            return
        if self.host.dismiss_banner(event.scenePos()) or not self.input_enabled:
            return
        key = self.key_at(event.scenePos())
        if self._held is not None:
            # Second click of click-then-target: on a target acts, elsewhere lets go.
            if key in self.host.targets(self._held) or (key is not None and key not in self.host.sources()):
                self._finish(self._held, key)
                return
            if key == self._held:
                self.cancel()
                return
        if key in self.host.sources():
            self._held = key
            self._focus = self.host.ring_after_click(key)
            self._press = event.scenePos()
            item = self.items_by_key[key]
            self._drag_origin = (item.pos(), item.zValue())
            self.refresh_highlights()
        else:
            self.cancel()

    def _ring_follows_click(self) -> None:
        """A click into a widget of the ring gave it the keyboard: the ring goes there too."""
        key = getattr(self.focusItem(), "key", None)
        if key is not None and self.host is not None and key in self.host.sources():
            self._focus = key
            self.refresh_highlights()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The second press of a double click is a press like any other (Qt's own
        # handler would bypass mousePressEvent): a chooser's card is played by it.
        if self._for_widget(event):
            super().mouseDoubleClickEvent(event)
        else:
            self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._for_widget(event):
            super().mouseMoveEvent(event)
            return
        if self._held is None or self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            self._hover(self.key_at(event.scenePos()))
            return
        assert self.host is not None  # a source is held only while a game is on
        if not self.host.draggable(self._held):
            return  # click-only sources are not dragged
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < QApplication.startDragDistance():
            return
        self._dragging = True
        item = self.items_by_key[self._held]
        item.setZValue(DRAG_Z)
        assert self._drag_origin is not None  # the press that picked it up kept where it was
        item.setPos(self._drag_origin[0] + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._right_button(event, False):
            return
        if self._for_widget(event):
            super().mouseReleaseEvent(event)
            return
        if event.button() != Qt.MouseButton.LeftButton or self._held is None or self._press is None:
            return
        self._press = None
        source = self._held
        assert self.host is not None  # a source is held only while a game is on
        if self._dragging:
            self._finish(source, self.key_at(event.scenePos(), skip=source))
        elif not self.host.draggable(source) or self.host.opens_on_click(source):
            self._drag_origin = None
            self._finish(source, None)
        else:
            self._drag_origin = None  # picked up by a click: wait for the target click

    def _hover(self, key: Key | None) -> None:
        if key != self.hovered_key:
            self.hovered_key = key
            if self.host is not None:
                self.host.hover(key)

    # -- keyboard ---------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        # The scene would spend Tab on its own item focus chain; here it walks the focus ring.
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.host is not None and event.modifiers() & Qt.KeyboardModifier.ControlModifier \
                and event.key() in BROWSE_STEPS:  # reading the table: at any time, the focus ring stays
            self.browse_keys.emit(*BROWSE_STEPS[event.key()])
            event.accept()
            return
        if not self.input_enabled or self.host is None:
            if self.host is not None and event.key() in ENTER_KEYS and self.host.dismiss_banner(None):
                event.accept()
            return
        key = event.key()
        widget = self._ring_widget()
        if widget is not None and widget is self.focusItem() and key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            super().keyPressEvent(event)  # the widget first: it keeps the keys it edits with
            if event.isAccepted():
                return
        ring = self.ring
        if key in ENTER_KEYS and self._focus not in ring:
            self._focus = self._ring_key_read(ring)
        before = self._focus
        if key == Qt.Key.Key_Escape:
            held = self._held
            self.cancel()
            if held is not None:
                self.held_said.emit(put_back_words(self.host.name_of(held)))
            if widget is not None and held is None:  # out of the widget: the keys are the table's again,
                # the ring on the control after it (Destiny's "Raise to N"), not on the widget's frame
                after = ring[(ring.index(self._focus) + 1) % len(ring)] if self._focus in ring else None
                self._focus = after if after is not None and self._ring_widget_at(after) is None else None
                self.refresh_highlights()
            elif held is None:  # nothing to drop: the game may close what it has open
                self.host.extra_key(key, event.text())
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab,
                     Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab) and ring:
            steered = self.host.steer(self._focus, key) if key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) else None
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab) else 1
            index = ring.index(self._focus) + step if self._focus in ring else (0 if step > 0 else -1)
            self._focus = steered if steered in ring else ring[index % len(ring)]
            self.refresh_highlights()
            self.ring_walked.emit()
            if self._focus == before:  # a screen reader says nothing of a focus told again on the same thing
                self.announced.emit(self.focus_name)
        elif key in ENTER_KEYS and self._focus in ring:
            focus = self._focus
            if self._held is not None:
                self._finish(self._held, focus)
            elif self.host.draggable(focus) and not self.host.opens_on_click(focus):
                if self.host.targets(focus):
                    self._held = focus
                    self._focus = None
                    self.refresh_highlights()
                    self.held_said.emit(picked_up_words(self.host.name_of(focus), len(self.host.targets(focus))))
                else:  # it can go nowhere: say why now, as a drop would; the ring stays on it
                    self._finish(focus, None)
            else:
                self._finish(focus, None)  # the frame stays on what it acted on
        elif not self.host.extra_key(key, event.text()):
            if key not in ENTER_KEYS:
                return
            self.announced.emit(translate("table", "Nothing is chosen: Tab moves to what you may use now.") if ring
                                else translate("table", "Nothing on the table is yours to use now."))
        event.accept()

    def _ring_key_read(self, ring: list[Key]) -> Key | None:
        """The ring's key for what a screen reader says has focus (``read_item``), if in ``ring``."""
        key = next((key for key, item in self.items_by_key.items() if item is self.read_item), None)
        if key is None or self.host is None:
            return None
        key = key if key in ring else self.host.resolve(key)
        return key if key in ring else None
