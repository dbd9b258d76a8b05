"""What the window says aloud to a screen reader: every line of the game log (each
move, the AIs' included, each deal, trick and result), the status line (your turn,
a hint), a refusal and a control's new value. The window owns one ``Announcer``.

Politeness: a refusal answers a key you just pressed, so it is assertive (said at
once); everything else is polite, queued after what is being said, so an AI's move
is never cut off by the turn it hands you.

A line the log says is always said, even the same words again (a dealer's second
draw); the status line repeating what was said in the same turn of the event loop
is said once only (a refusal the log also keeps, a status equal to a log line).
Only ``Notification``-role labels would reach Orca 43, and sending both makes
Orca 45 and later say everything twice: only the announcement event is sent.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from deskcards.ui.naming import announce


@dataclass(frozen=True)
class Announcement:
    """One thing said: its words, whether assertive, and where it came from
    ("log", "status", "refusal", "control", "summary", "repeat")."""

    text: str
    assertive: bool
    source: str


class Announcer(QObject):
    """Sends announcements through ``widget`` (a widget the screen reader knows: the
    status line) and keeps the last one for "Say that again" (``repeat``)."""

    said = Signal(object)  # each Announcement as it is sent: a test listens here

    def __init__(self, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._widget = widget
        self.last: Announcement | None = None
        self._hushed: set[str] = set()  # the sources not said for now (``hushed``)
        self._this_turn: set[str] = set()  # said since the event loop last ran

    @contextmanager
    def hushed(self, *sources: str) -> Iterator[None]:
        """Within it, nothing from ``sources`` is said: a game put on the table says its
        status once laid out, and a resumed game's log, retold, is hundreds of old lines."""
        before, self._hushed = self._hushed, self._hushed | set(sources)
        try:
            yield
        finally:
            self._hushed = before

    def log_line(self, text: str) -> None:
        """A line added to the game log: always said."""
        self._send(Announcement(text, False, "log"))

    def status(self, text: str) -> None:
        """The status line's new words: said unless just said."""
        if text not in self._this_turn:
            self._send(Announcement(text, False, "status"))

    def refusal(self, text: str) -> None:
        """Why a key or a click did nothing: said at once."""
        if text not in self._this_turn:
            self._send(Announcement(text, True, "refusal"))

    def tell(self, text: str, source: str = "control") -> None:
        """Anything else asked for (a control's new value, the table's summary): said once."""
        self._send(Announcement(text, False, source))

    def repeat(self) -> None:
        """The last announcement again, politely (the player asked for it)."""
        if self.last is not None:
            self._send(Announcement(self.last.text, False, "repeat"), keep=False)

    def _send(self, said: Announcement, keep: bool = True) -> None:
        if said.source in self._hushed or not said.text:
            return
        if not self._this_turn:
            QTimer.singleShot(0, self._this_turn.clear)
        self._this_turn.add(said.text)
        if keep:
            self.last = said
        announce(self._widget, said.text, said.assertive)
        self.said.emit(said)
