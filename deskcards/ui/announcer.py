"""What the window says aloud to a screen reader: each move's lines of the game log
(the AIs' moves, each deal, trick and result), the status line (your turn, a hint),
a refusal, a card picked up or put back, and a control's new value. The window owns
one ``Announcer``.

Words: every announcement goes through ``deskcards.engine.cards.spoken_text``, so a
card written with its suit symbol ("10♥") is said in words ("ten of hearts").
One move's lines are one announcement, each line ending in a full stop so a screen
reader pauses between them; no line is reworded or left out.

Politeness: a refusal answers a key you just pressed, so it is assertive (said at
once); everything else is polite, queued after what is being said, so an AI's move
is never cut off by the turn it hands you.

A line the log says is always said, even the same words again (a dealer's second
draw); the status line repeating what was said in the same turn of the event loop
is said once only (a refusal the log also keeps, a status equal to a log line).

How it reaches the screen reader: Qt's announcement event (Orca 45 and later), or,
with the preference ``notify_announcements``, a Notification label shown for each
(``deskcards.ui.notice``), which Orca 43 speaks. Never both: a newer screen reader
would say everything twice.

Until ``release`` (the window is shown) announcements wait: a screen reader hears
nothing from a window not yet shown, such as the launch's first deal and summary.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from deskcards.engine.cards import spoken_text
from deskcards.ui.naming import announce
from deskcards.ui.notice import Notices

# What "Say that again" repeats: what the game said, not an echo of your browsing or of a control.
REPEATED = frozenset({"log", "status", "refusal", "summary", "held"})
PAUSES = (".", "!", "?", ":", "…")  # a line ending in one needs no full stop added


@dataclass(frozen=True)
class Announcement:
    """One thing said: its words, whether assertive, and where it came from ("log",
    "status", "refusal", "held", "control", "summary", "repeat")."""

    text: str
    assertive: bool
    source: str


def one_announcement(lines: Sequence[str]) -> str:
    """A move's log lines as one announcement: joined with a space, each ending in a pause."""
    return " ".join(line if line.endswith(PAUSES) else f"{line}." for line in lines if line)


class Announcer(QObject):
    """Sends announcements through ``widget`` (a widget the screen reader knows: the
    status line) and keeps the last thing the game said for "Say that again" (``repeat``)."""

    said = Signal(object)  # each Announcement as it is sent: a test listens here

    def __init__(self, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._widget = widget
        self._notices: Notices | None = None  # the way to Orca 43, when the player chose it
        self.last: Announcement | None = None
        self._hushed: set[str] = set()  # the sources not said for now (``hushed``)
        self._this_turn: set[str] = set()  # said since the event loop last ran
        self._waiting: list[Announcement] | None = []  # held until ``release``; None once released

    def notify_through(self, window: QWidget | None) -> None:
        """Say things as notifications shown in ``window`` (for Orca 43), or, with None,
        as announcement events."""
        if window is None and self._notices is not None:
            self._notices.close()
            self._notices = None
        elif window is not None and self._notices is None:
            self._notices = Notices(window)

    def release(self) -> None:
        """The window is shown: say what waited, and from now on at once (again: nothing)."""
        waiting, self._waiting = self._waiting or [], None
        for said in waiting:
            self._deliver(said)

    @contextmanager
    def hushed(self, *sources: str) -> Iterator[None]:
        """Within it, nothing from ``sources`` is said: a game put on the table says its
        status once laid out, and a resumed game's log, retold, is hundreds of old lines."""
        before, self._hushed = self._hushed, self._hushed | set(sources)
        try:
            yield
        finally:
            self._hushed = before

    def log_lines(self, lines: Sequence[str]) -> None:
        """Lines added to the game log together (one move's): always said, as one announcement."""
        self._send(Announcement(one_announcement(lines), False, "log"))
        if "log" not in self._hushed:
            self._this_turn.update(spoken_text(line) for line in lines)  # a status repeating one line is not said

    def status(self, text: str) -> None:
        """The status line's new words: said unless just said."""
        if spoken_text(text) not in self._this_turn:
            self._send(Announcement(text, False, "status"))

    def refusal(self, text: str) -> None:
        """Why a key or a click did nothing: said at once."""
        if spoken_text(text) not in self._this_turn:
            self._send(Announcement(text, True, "refusal"))

    def tell(self, text: str, source: str = "control") -> None:
        """Anything else asked for (a control's new value, the table's summary, a card
        picked up): said once."""
        self._send(Announcement(text, False, source))

    def repeat(self) -> None:
        """The last thing the game said again, politely (the player asked for it)."""
        if self.last is not None:
            self._send(Announcement(self.last.text, False, "repeat"))

    def _send(self, said: Announcement) -> None:
        if said.source in self._hushed or not said.text:
            return
        said = Announcement(spoken_text(said.text), said.assertive, said.source)
        if not self._this_turn:
            QTimer.singleShot(0, self._this_turn.clear)
        self._this_turn.add(said.text)
        if said.source in REPEATED:
            self.last = said
        if self._waiting is not None:
            self._waiting.append(said)
        else:
            self._deliver(said)

    def _deliver(self, said: Announcement) -> None:
        if self._notices is not None:
            self._notices.say(said.text)
        else:
            announce(self._widget, said.text, said.assertive)
        self.said.emit(said)
