"""Reads the app through AT-SPI and presses its keys, as a screen reader does.

Runs under the system Python, which has pyatspi (Debian's python3-pyatspi); the
project's venv cannot import it, so this file uses the standard library and
pyatspi only, never deskcards. ``atspi_helpers.py`` runs it:

    atspi_driver.py bus [SECONDS]      wait until the session bus has its AT-SPI bus, start the
                                       registry, print {"address": ...}
    atspi_driver.py serve APP EVENT... listen for those events from APP, then answer one JSON
                                       request a line on stdin with one JSON line on stdout

``serve`` registers its listeners before the app starts, so the app knows of them
from its first moment (Qt sends only the events someone listens for, and learns of
a listener registered later by a signal that may come after the key it follows).
The requests:

    {"do": "tree", "depth": 12}          the app's tree: role, name, description, states, children
    {"do": "tree", "under": "Card table"} the tree under the first object of that name (outside
                                         lists), found once and kept: a game's long log is not read
    {"do": "events"}                     the events heard since the last asking, oldest first
    {"do": "keys", "keys": ["Right"]}    press and release each key (names from KEYSYMS, or one character)

An answer is {"ok": VALUE} or {"error": "why"}. The app not registered yet is an
error the caller polls past.
"""

from __future__ import annotations

import json
import os
import sys
import time

# X keysyms of the keys the tests press; a single character is its own.
KEYSYMS = {"Tab": 0xFF09, "Return": 0xFF0D, "Escape": 0xFF1B, "space": 0x20, "Home": 0xFF50,
           "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54, "End": 0xFF57}
MAX_NODES = 5000  # a walk stops there: a runaway tree is a failure to report, not to wait for


def wait_for_bus(seconds: float) -> str:
    """The AT-SPI bus's address, once the launcher the caller started owns org.a11y.Bus.
    Asking for the address before that would have the session bus start a second
    launcher, and the caller's would then quit."""
    from gi.repository import Gio, GLib

    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    deadline = time.monotonic() + seconds
    while not session.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                "NameHasOwner", GLib.Variant("(s)", ("org.a11y.Bus",)), GLib.VariantType("(b)"),
                                Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]:
        if time.monotonic() > deadline:
            raise SystemExit(f"org.a11y.Bus had no owner after {seconds} s")
        time.sleep(0.05)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NO_AUTO_START, 5000, None).unpack()[0]
    # Start the registry now, so the app finds it at once.
    a11y = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)
    a11y.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.freedesktop.DBus.Properties",
                   "Get", GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), None,
                   Gio.DBusCallFlags.NONE, 10000, None)
    return address


class Reader:
    """One app, read through pyatspi: its tree, its events, its keys."""

    def __init__(self, app_name: str, event_types: list[str]) -> None:
        import pyatspi

        self.pyatspi, self.app_name, self.heard = pyatspi, app_name, []
        self.found: dict[str, object] = {}  # objects looked up by name, kept
        for event_type in event_types:
            pyatspi.Registry.registerEventListener(self._hear, event_type)

    def app(self):
        for index in range(self.pyatspi.Registry.getDesktop(0).childCount):
            app = self.pyatspi.Registry.getDesktop(0).getChildAtIndex(index)
            if app is not None and app.name == self.app_name:
                return app
        raise LookupError(f"{self.app_name} is not in the AT-SPI registry (yet)")

    def _hear(self, event) -> None:
        try:
            if event.source.getApplication().name != self.app_name:
                return
            source = self.describe(event.source)
        except Exception as problem:  # the source went away before we asked: keep the event, say so
            source = {"role": "", "name": "", "gone": str(problem)}
        self.heard.append({"type": event.type, "detail1": event.detail1, "detail2": event.detail2,
                           "any_data": event.any_data if isinstance(event.any_data, (str, int)) else None,
                           "source": source})

    def describe(self, node) -> dict:
        states = node.getState()
        return {"role": node.getRoleName(), "name": node.name, "description": node.description,
                "states": sorted(self.pyatspi.stateToString(state) for state in states.getStates())}

    def named(self, name: str):
        """The first object called ``name``, outside lists; looked up once, then kept while it keeps its name."""
        kept = self.found.get(name)
        if kept is not None and kept.name == name:
            return kept

        def search(node, left: int):
            if node.name == name:
                return node
            kids = [node.getChildAtIndex(index) for index in range(node.childCount)] if left else []
            return next((found for kid in kids if kid is not None and kid.getRoleName() != "list"
                         and (found := search(kid, left - 1)) is not None), None)

        found = self.found[name] = search(self.app(), 8)
        if found is None:
            raise LookupError(f"no object called {name!r}")
        return found

    def tree(self, depth: int, under: str | None = None) -> dict:
        walked = [0]

        def walk(node, left: int) -> dict:
            walked[0] += 1
            if walked[0] > MAX_NODES:
                raise RuntimeError(f"more than {MAX_NODES} accessible objects")
            seen = self.describe(node)
            kids = [node.getChildAtIndex(index) for index in range(node.childCount)] if left else []
            seen["children"] = [walk(kid, left - 1) for kid in kids if kid is not None]
            return seen

        return walk(self.named(under) if under else self.app(), depth)

    def events(self) -> list[dict]:
        heard, self.heard = self.heard, []
        return heard

    def keys(self, names: list[str]) -> list[str]:
        for name in names:
            keysym = KEYSYMS[name] if len(name) > 1 else ord(name)
            self.pyatspi.Registry.generateKeyboardEvent(keysym, None, self.pyatspi.KEY_SYM)
        return names

    def answer(self, request: dict) -> dict:
        try:
            if request["do"] == "tree":
                return {"ok": self.tree(request.get("depth", 12), request.get("under"))}
            if request["do"] == "events":
                return {"ok": self.events()}
            if request["do"] == "keys":
                return {"ok": self.keys(request["keys"])}
            return {"error": f"no such request: {request['do']!r}"}
        except Exception as problem:  # the caller decides whether to ask again
            return {"error": f"{type(problem).__name__}: {problem}"}


def serve(app_name: str, event_types: list[str]) -> None:
    """Answer requests until stdin closes; events are heard between them."""
    from gi.repository import GLib

    reader = Reader(app_name, event_types)
    pending = bytearray()

    def on_input(fd: int, _condition) -> bool:
        chunk = os.read(fd, 65536)
        if not chunk:
            reader.pyatspi.Registry.stop()
            return False
        pending.extend(chunk)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            print(json.dumps(reader.answer(json.loads(line))), flush=True)
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP, on_input)
    print(json.dumps({"ok": "listening"}), flush=True)
    reader.pyatspi.Registry.start()


def main(argv: list[str]) -> None:
    if argv[:1] == ["bus"]:
        print(json.dumps({"address": wait_for_bus(float(argv[1]) if len(argv) > 1 else 20.0)}), flush=True)
    elif argv[:1] == ["serve"] and len(argv) > 2:
        serve(argv[1], argv[2:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
