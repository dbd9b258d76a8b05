"""A state change told to AT-SPI directly, on Linux.

Qt's AT-SPI bridge (PySide6 6.11) passes on a ``QAccessibleStateChangeEvent`` only for
checked, active, enabled and focused; a screen reader that caches states (libatspi, and
so Orca) would keep the old value of any other for good. So ``busy`` and ``focusable``
are also sent as AT-SPI's own signal, on Qt's connection to the accessibility bus (Qt
names it "a11y"), from the object path Qt gives the interface. Elsewhere, or with no
screen reader on that bus, nothing is sent.
"""

from __future__ import annotations

from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVariant
from PySide6.QtGui import QAccessible, QAccessibleInterface

OBJECT_PATH = "/org/a11y/atspi/accessible/"  # Qt's prefix, then the interface's unique id
EVENT_OBJECT = "org.a11y.atspi.Event.Object"


def send_state(node: QAccessibleInterface, state: str, on: bool) -> None:
    """Tell AT-SPI that ``node``'s ``state`` ("busy", "focusable") is now ``on``."""
    bus = QDBusConnection("a11y")
    if not bus.isConnected():
        return
    signal = QDBusMessage.createSignal(OBJECT_PATH + str(QAccessible.uniqueId(node)), EVENT_OBJECT, "StateChanged")
    signal.setArguments([state, int(on), 0, QDBusVariant(0), {}])  # AT-SPI's "siiva{sv}"
    bus.send(signal)
