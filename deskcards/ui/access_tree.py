"""The table as an accessible tree: a screen reader browses the view's zones
(lists) and the things in them (list items), named as the table names them.

Items on a QGraphicsScene are not widgets, so Qt makes no accessible objects for
them. A factory (``install``, called at the application's start, before any view
exists: Qt keeps the first interface it makes for a widget) gives every
``TableView`` an interface whose children are ``AccessTree``'s zone nodes. The
tree diffs the table's zones (``TableScene.zones``, the game's
``TableAccess.zones``) by item against what it last told, and tells Qt what
came, went or was renamed; it syncs at most once an event-loop turn, and only
while a screen reader listens or someone reads the tree. A widget on the table
(a number to type) keeps Qt's own interface, with its zone as its parent.

The focus a screen reader is told (``AccessTree.reading``) is on a node, never back on
the view while there is one: the focus ring's thing when it has one; else the thing
browsed to with Ctrl and the arrows (``deskcards.ui.table_reader``), which moves only
what the screen reader reads, not the ring Enter acts on; else, once the ring is gone
(a move played), the thing told last, or what now lies at its place in its zone: Enter
then acts on that, as the screen reader says (``TableScene.read_item``).

What a reader may wait on, each told as a state change when it changes:
- an item is ``focusable`` while the keyboard's focus ring walks it (``TableScene.ring``:
  what you may use now, or where what you picked up may go); no other item is;
- the view is ``busy`` while the table goes on without you (an AI's turn, a deal or a
  move shown: ``GestureHost.busy``); not busy, it is your move or it waits for your key;
- the game is over once a zone named "Result" is there, the last one (``table_zones``):
  its one item is the banner, named by who won and why.
"""

from __future__ import annotations

import atexit
import weakref
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleStateChangeEvent,
    QGuiApplication,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsProxyWidget, QWidget
from shiboken6 import Shiboken

from deskcards.ui import table_reader
from deskcards.ui.atspi_states import send_state
from deskcards.ui.table_zones import CONTROLS

if TYPE_CHECKING:
    from deskcards.ui.table_scene import TableScene
    from deskcards.ui.table_view import TableView
    from deskcards.ui.table_zones import AccessZone

Role, Event = QAccessible.Role, QAccessible.Event


def nth(kids: Sequence[QAccessibleInterface], index: int) -> QAccessibleInterface | None:
    """The child at ``index``, or None (Qt asks past the end, and with -1)."""
    return kids[index] if 0 <= index < len(kids) else None


class Node(QAccessibleInterface):
    """A zone (a list) or a thing in it (a list item); no QObject stands behind it."""

    def __init__(self, tree: AccessTree, role: QAccessible.Role, name: str, up: Node | None = None,
                 item: QGraphicsItem | None = None):
        super().__init__()
        self.tree, self._role, self.name, self.up, self.item = tree, role, name, up, item
        self.kids: list[QAccessibleInterface] = []
        self.alive = True
        self.usable = False  # in the focus ring now

    def isValid(self) -> bool:
        return self.alive

    def object(self) -> QObject | None:  # type: ignore[override]  # no QObject: Qt reads the rest from here
        return None

    def window(self) -> QWindow:
        return self.tree.view.window().windowHandle()

    def role(self) -> QAccessible.Role:
        return self._role

    def text(self, kind: QAccessible.Text) -> str:
        return self.name if kind == QAccessible.Text.Name else ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """A screen reader may not rename what lies on the table."""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if self.usable:  # a card, a place or a button the focus ring walks now
            state.focusable = True
        if self.tree.focused() is self:  # the focus ring's thing, or what you browsed to
            state.focused = state.selected = True
        return state

    def rect(self) -> QRect:
        items = [self.item] if self.item is not None else [node.item for node in self.kids if isinstance(node, Node)]
        return self.tree.on_screen([item for item in items if item is not None])

    def parent(self) -> QAccessibleInterface:
        return self.up if self.up is not None else self.tree.view_access()

    def childCount(self) -> int:
        return len(self.kids)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        return nth(self.kids, index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((index for index, kid in enumerate(self.kids) if kid is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        return next((kid for kid in self.kids if kid.rect().contains(x, y)), None)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        focused = self.tree.focused()
        return focused if focused is not None and self.indexOfChild(focused) >= 0 else None

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []


class ViewAccess(QAccessibleWidget):
    """The table view's interface: its children are the zones, not its viewport."""

    def __init__(self, view: TableView):
        super().__init__(view, Role.Client)
        self.view = view

    def state(self) -> QAccessible.State:
        state = super().state()
        state.busy = _busy(self.view.table_scene)
        return state

    def _zones(self) -> list[Node]:
        tree = getattr(self.view, "access_tree", None)  # Qt may ask while the view is being made
        return tree.current() if tree is not None else []

    def childCount(self) -> int:
        return len(self._zones())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        return nth(self._zones(), index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((index for index, zone in enumerate(self._zones()) if zone is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        return next((zone for zone in self._zones() if zone.rect().contains(x, y)), None)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        tree = getattr(self.view, "access_tree", None)
        return tree.focused() if tree is not None else None


class EmbeddedAccess(QAccessibleWidget):
    """A widget placed on the table (through a QGraphicsProxyWidget): Qt's own
    interface for it, but its parent is the zone it lies in, not the application."""

    def __init__(self, widget: QWidget, tree: AccessTree):
        super().__init__(widget, Role.Grouping)
        self.tree = tree

    def parent(self) -> QAccessibleInterface:
        proxy = self.widget().graphicsProxyWidget()
        zone = self.tree.zone_holding(proxy) if proxy is not None else None
        return zone if zone is not None else self.tree.view_access()


class AppAccess(QAccessibleObject):
    """The application's interface, as Qt's own (``QAccessibleApplication``) but for
    the widgets placed on a table: Qt counts them as windows of their own, and a
    screen reader would find them beside the main window instead of on the table."""

    def __init__(self, app: QObject):
        super().__init__(app)

    def _windows(self) -> list[QAccessibleInterface]:
        roots = []
        for window in QGuiApplication.topLevelWindows():
            if window.type() in (Qt.WindowType.Popup, Qt.WindowType.Desktop):
                continue
            root = window.accessibleRoot()
            shown = root.object() if root is not None else None
            if shown is not None and not (isinstance(shown, QWidget) and shown.graphicsProxyWidget() is not None):
                roots.append(root)
        return roots

    def role(self) -> QAccessible.Role:
        return Role.Application

    def text(self, kind: QAccessible.Text) -> str:
        return QGuiApplication.applicationName() if kind == QAccessible.Text.Name else ""

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        return None

    def childCount(self) -> int:
        return len(self._windows())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        return nth(self._windows(), index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        shown = child.object() if child is not None else None
        return next((index for index, root in enumerate(self._windows()) if root.object() is shown), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: Qt's nullptr
        window = QGuiApplication.focusWindow()
        return window.accessibleRoot() if window is not None else None


_made: dict[int, QAccessibleInterface] = {}  # Qt holds the interfaces it asked for: Python must keep them alive
_trees: weakref.WeakSet[AccessTree] = weakref.WeakSet()
_closing: list[bool] = []


def _let_go(made: QAccessibleInterface) -> None:
    """Take an interface Python made out of Qt's cache and delete it there, before Python frees
    it: the cache would otherwise keep a pointer to freed memory and delete it again at exit."""
    if Shiboken.isValid(made):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))


@atexit.register
def _let_go_of_everything() -> None:
    """At exit, while Python still runs: no new interface, and none of ours left in Qt's cache."""
    _closing.append(True)
    for tree in list(_trees):
        tree.forget()
    for made in list(_made.values()):
        _let_go(made)
    _made.clear()


def _keep(obj: QObject, made: QAccessibleInterface) -> QAccessibleInterface:
    _made[id(obj)] = made
    obj.destroyed.connect(lambda *_: _made.pop(id(obj), None))
    return made


def _factory(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt asks for an interface for ``obj``: a table view's, a widget's on a table's, the application's."""
    if _closing:
        return None  # Qt's own, while the application winds down
    if obj is QCoreApplication.instance():
        return _keep(obj, AppAccess(obj))
    if getattr(type(obj), "SHOWS_ZONES", False):
        return _keep(obj, ViewAccess(obj))  # type: ignore[arg-type]  # only a TableView says it shows zones
    proxy = obj.graphicsProxyWidget() if isinstance(obj, QWidget) and obj.isWindow() else None
    tree = _tree_of(proxy) if proxy is not None else None
    return _keep(obj, EmbeddedAccess(obj, tree)) if tree is not None else None  # type: ignore[arg-type]


def _tree_of(item: QGraphicsItem) -> AccessTree | None:
    scene = item.scene()
    tree = getattr(scene.views()[0], "access_tree", None) if scene is not None and scene.views() else None
    return tree if isinstance(tree, AccessTree) else None


_installed: list[bool] = []


def install() -> None:
    """Let table views show their zones to a screen reader; once, before the application
    and any view exist (Qt keeps the first interface it makes for each)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


def tell(node: QAccessibleInterface, kind: QAccessible.Event) -> None:
    QAccessible.updateAccessibility(QAccessibleEvent(node, kind))


def tell_state(node: QAccessibleInterface, changed: QAccessible.State, on: bool) -> None:
    """``node``'s ``changed`` state (one of them) is now ``on``: to Qt, and to AT-SPI directly."""
    QAccessible.updateAccessibility(QAccessibleStateChangeEvent(node, changed))
    send_state(node, "busy" if changed.busy else "focusable", on)


def _busy(scene: TableScene) -> bool:
    return scene.host is not None and scene.host.busy()


def _state(**flags: bool) -> QAccessible.State:
    state = QAccessible.State()
    for flag, value in flags.items():
        setattr(state, flag, value)
    return state


@dataclass
class _Changes:
    """What one sync changed, to tell Qt: nodes made, renamed, and into or out of the focus ring."""

    created: list[Node] = field(default_factory=list)
    renamed: list[Node] = field(default_factory=list)
    ring_changed: list[Node] = field(default_factory=list)


class AccessTree:
    """One node per zone and per item on the table, kept in step with the table."""

    def __init__(self, view: TableView):
        self.view = view
        self.zones: list[Node] = []
        self.nodes: dict[Hashable, Node] = {}  # by zone key and by item
        self.holders: dict[int, Node] = {}  # the zone of each widget on the table, by id(proxy)
        self.zone_keys: dict[int, Hashable] = {}  # each zone node's key, by id(node)
        self.fresh = False  # synced this turn of the event loop
        self.focus_item: QGraphicsItem | None = None
        self.reading: QAccessibleInterface | None = None  # what the screen reader is told has focus
        self.place: tuple[int, Hashable, int] = (0, None, 0)  # where it lies: zone's index and key, its index
        self.browsing = False  # ``reading`` was browsed to: the focus ring's moves end it
        self.told: QAccessibleInterface | None = None  # the focus last told, not told again
        self.busy = False  # as last told
        self._due = QTimer(view)
        self._due.setSingleShot(True)
        self._due.timeout.connect(self.sync)
        scene = view.table_scene
        scene.table_changed.connect(self.touch)
        scene.focus_named.connect(self._focus_moved)
        scene.browse_keys.connect(self.browse)
        scene.ring_walked.connect(lambda: self._focus_moved(scene.focus_name))
        nodes = self.nodes_alive = [self.nodes]  # the nodes as last synced, for the view's end
        view.destroyed.connect(lambda *_: _forget_nodes(nodes[0]))
        _trees.add(self)

    def forget(self) -> None:
        """Take every node out of Qt's cache (the view goes, or the application)."""
        _forget_nodes(self.nodes)
        self.nodes, self.zones = {}, []
        self.nodes_alive[0] = self.nodes

    def view_access(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self.view)

    def touch(self) -> None:
        """The table changed: sync on the next turn of the event loop, if a screen reader listens."""
        self.fresh = False
        if QAccessible.isActive() and not self._due.isActive():
            self._due.start(0)

    def current(self) -> list[Node]:
        """The zones, synced first unless they were this turn of the event loop: a reader
        walking the tree asks many times a turn, and the table changes between turns."""
        if not self.fresh:
            self.sync()
        return self.zones

    def _expire(self) -> None:
        self.fresh = False

    def focused(self) -> QAccessibleInterface | None:
        """The node the screen reader is told has focus (``reading``), while the table has the
        keys: not while a widget on it does, unless you browsed away from the widget."""
        if not self.view.hasFocus() or (self._widget_has_keys() and not self.browsing):
            return None
        return self.reading

    def zone_holding(self, proxy: QGraphicsProxyWidget) -> Node | None:
        self.current()
        return self.holders.get(id(proxy))

    def _widget_has_keys(self) -> bool:
        """A widget on the table has the keyboard: its own interface tells where the focus is."""
        return isinstance(self.view.table_scene.focusItem(), QGraphicsProxyWidget)

    def on_screen(self, items: list[QGraphicsItem]) -> QRect:
        """Where ``items`` show, in screen pixels."""
        items = [item for item in items if Shiboken.isValid(item)]  # a table laid anew, not yet synced
        if not items:
            return QRect()
        box = items[0].sceneBoundingRect()
        for item in items[1:]:
            box = box.united(item.sceneBoundingRect())
        shown = self.view.mapFromScene(box).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def sync(self) -> None:
        """Make the nodes say what the table shows now, and tell Qt what changed."""
        if not self.fresh:
            QTimer.singleShot(0, self.view, self._expire)
        self.fresh = True
        self._due.stop()
        scene = self.view.table_scene
        old, new, changes = self.nodes, dict[Hashable, Node](), _Changes()
        self.zone_keys, self.holders = {}, {}
        table_zones = scene.zones()
        self.focus_item = _focus_item(scene, table_zones)
        usable = {id(item) for key in scene.ring if (item := _item_of(scene, key, table_zones)) is not None}
        zones = [(self._zone_node(zone, old, new, changes), zone.items) for zone in table_zones]
        kids_of = {id(zone_node): [self._kid(item, zone_node, old, new, usable, changes) for item in items]
                   for zone_node, items in zones}
        gone = [node for key, node in old.items() if new.get(key) is not node]
        listening = QAccessible.isActive()
        for node in gone:
            if listening:
                tell(node, Event.ObjectDestroyed)  # while its parent still lists it
            node.alive = False
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(node))
        for zone_node, _ in zones:
            zone_node.kids = kids_of[id(zone_node)]
        self.zones, self.nodes = [node for node, _ in zones], new
        self.nodes_alive[0] = new
        self.reading = self._reading_now()
        self._keep_place()
        if listening:
            for node in changes.created:
                tell(node, Event.ObjectCreated)
            for node in changes.renamed:
                tell(node, Event.NameChanged)
            for node in sorted(changes.ring_changed, key=lambda node: node.usable):  # out of the ring first
                tell_state(node, _state(focusable=True), node.usable)
            self._tell_busy()
        if self.focused() is not None and self.reading is not self.told:
            self._tell_focus_soon()

    def _zone_node(self, zone: AccessZone, old: dict[Hashable, Node], new: dict[Hashable, Node],
                   changes: _Changes) -> Node:
        """The node of ``zone``: the one it had, renamed if need be, or a new one."""
        node = old.get(zone.key)
        if node is None:
            node = Node(self, Role.List, zone.name)
            changes.created.append(node)
        elif node.name != zone.name:
            node.name = zone.name
            changes.renamed.append(node)
        new[zone.key] = node
        self.zone_keys[id(node)] = zone.key
        return node

    def _kid(self, item: QGraphicsItem, zone_node: Node, old: dict[Hashable, Node], new: dict[Hashable, Node],
             usable: set[int], changes: _Changes) -> QAccessibleInterface:
        """The interface of ``item`` under ``zone_node``: a widget's own, or the item's node,
        kept, renamed or made anew, with whether the focus ring walks it."""
        widget = _widget_access(item)
        if widget is not None:
            self.holders[id(item)] = zone_node
            return widget
        name = self.view.table_scene.item_name(item)
        known = old.get(id(item))
        # Orca says nothing of a list item renamed, nor of a focus on the object it has as
        # focus: an item in another zone, or the focused one renamed, is a new node.
        fresh = known is None or known.item is not item or known.up is not zone_node \
            or (item is self.focus_item and known.name != name)
        if fresh or known is None:
            known = Node(self, Role.ListItem, name, zone_node, item)
            changes.created.append(known)
        elif known.name != name:
            known.name = name
            changes.renamed.append(known)
        if known.usable != (id(item) in usable):  # into the focus ring, or out of it
            known.usable = not known.usable
            if not fresh:
                changes.ring_changed.append(known)
        new[id(item)] = known
        return known

    def _tell_busy(self) -> None:
        busy = _busy(self.view.table_scene)
        if busy != self.busy:
            self.busy = busy
            tell_state(self.view_access(), _state(busy=True), busy)

    def _reading_now(self) -> QAccessibleInterface | None:
        """What the screen reader reads after a sync: the focus ring's thing, unless you browse;
        else what it read, if still in its zone; else, for a control gone (your move made), the
        first of your own cards; else what lies at its place in that zone, or first in the zone
        now in the place of that zone."""
        ring = self._ring_node()
        if ring is not None and not self.browsing:
            return ring
        was = self.reading
        zone_index, zone_key, index = self.place
        zone = self.nodes.get(zone_key)
        if isinstance(was, Node) and was.item is not None:
            now = self.nodes.get(id(was.item))
            if now is not None and now.item is was.item and now.up is zone:
                return now
        elif was is not None and zone is not None and (was is zone or zone.indexOfChild(was) >= 0):
            return was  # a zone, or a widget's own interface
        if was is None or not self.zones:
            return None
        if zone_key == CONTROLS:  # a control gone (your move made): your own cards, first, are what you act on next
            zone, index = self.zones[0], 0
        elif zone is None:  # the zone went too: the first thing of the zone now in its place
            zone, index = self.zones[min(zone_index, len(self.zones) - 1)], 0
        return zone.kids[min(index, len(zone.kids) - 1)] if zone.kids else zone

    def _ring_node(self) -> QAccessibleInterface | None:
        """The node of the focus ring's thing: a widget's own interface for a widget on the table."""
        item = self.focus_item
        if item is None:
            return None
        return _widget_access(item) if id(item) in self.holders else self.nodes.get(id(item))

    def _keep_place(self) -> None:
        """Remember where ``reading`` lies, to find what lies there once it has gone."""
        for zone_index, zone in enumerate(self.zones):
            index = zone.indexOfChild(self.reading) if self.reading is not None else -1
            if zone is self.reading or index >= 0:
                self.place = (zone_index, self.zone_keys[id(zone)], max(index, 0))
                return

    def _focus_moved(self, name: str) -> None:
        self.fresh = False  # the focus is found again
        if name:  # the ring moved onto something: the screen reader reads it
            self.browsing = False
        self._tell_focus_soon()

    def focus_in(self) -> None:
        """The table got the keyboard back (Qt told its own focus): tell the node's again."""
        self.told = None
        self._tell_focus_soon()

    def browse(self, zones: int, items: int) -> None:
        """Ctrl and an arrow: the screen reader reads the next zone or item (``table_reader``);
        the focus ring stays."""
        found = table_reader.step(self.current(), self.reading, zones, items)
        if found is not None and found is self.told and self.focused() is found:  # the only thing there
            self.view.table_scene.announced.emit(found.text(QAccessible.Text.Name))  # told again, Orca is silent
        elif found is not None:
            self.reading, self.browsing = found, True
            self._keep_place()
            self.tell_focus()

    def _tell_focus_soon(self) -> None:
        # Qt tells the view's own focus after its focus-in event: the item's must come after it.
        QTimer.singleShot(0, self.view, self.tell_focus)

    def tell_focus(self) -> None:
        """Tell the screen reader where its focus is now (``reading``), unless told already."""
        self.current()
        focused = self.focused()
        self.view.table_scene.read_item = focused.item if isinstance(focused, Node) and not self.browsing else None
        if focused is not None and focused is not self.told:
            self.told = focused
            tell(focused, Event.Focus)


def _forget_nodes(nodes: dict[Hashable, Node]) -> None:
    for node in nodes.values():
        node.alive = False
        _let_go(node)
    nodes.clear()


def _focus_item(scene: TableScene, zones: list[AccessZone]) -> QGraphicsItem | None:
    """What the keyboard's focus ring is on: a thing on the table, or a pile (its zone's first thing)."""
    return _item_of(scene, scene.focus_key, zones) if scene.focus_name else None


def _item_of(scene: TableScene, key: Hashable, zones: list[AccessZone]) -> QGraphicsItem | None:
    """The thing on the table the focus ring shows on ``key``: its own, or a pile's (its zone's first thing)."""
    pile = next((zone.items[0] for zone in zones if zone.key == key and zone.items), None)
    return pile if pile is not None else scene.items_by_key.get(key)


def _widget_access(item: QGraphicsItem) -> QAccessibleInterface | None:
    """Qt's own interface for a widget on the table, which a screen reader can work, under its zone."""
    widget = item.widget() if isinstance(item, QGraphicsProxyWidget) else None
    if widget is None:
        return None
    made = QAccessible.queryAccessibleInterface(widget)
    if not isinstance(made, EmbeddedAccess):  # made before it was put on the table: made again, by the factory
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))
        made = QAccessible.queryAccessibleInterface(widget)
    return made
