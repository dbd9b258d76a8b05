"""Runs a game at the table: human gestures and AI answers go through one path
(action -> engine ``apply`` -> events -> animation), and the next seat is
asked only when the cards have stopped moving.

An action the engine would be slow to apply (a Runtime Error claim the prover
must check) is held while the AI process does the slow part; the table stays
live, takes no move meanwhile, and then applies it with the answer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF, QTimer, Signal

from deskcards.engine.game import IllegalAction
from deskcards.games import table_class
from deskcards.ui.animator import Animator

Key = Hashable


class TableRunner(QObject):
    status_changed = Signal(str)
    logged = Signal(str)
    scores_changed = Signal(list)
    finished = Signal()

    def __init__(self, scene, worker, prefs, confirm: Callable[[str], bool], parent=None):
        super().__init__(parent)
        self.scene, self.worker, self.prefs, self.confirm = scene, worker, prefs, confirm
        self.animator = Animator(self)
        self.animator.idle.connect(self._advance)
        self.session = None
        self.table = None
        self._request: int | None = None  # the AI's move or a held action's work, asked of the worker
        self._held: tuple[Any, Any] | None = None  # (action, its job) while the worker does the job
        self._errand: tuple[Any, Callable[[Any], None]] | None = None  # the table's own job, and its use
        self._queueing = False
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._ask_ai)
        worker.decided.connect(self._on_decided)
        worker.worked.connect(self._on_worked)
        worker.failed.connect(self._on_failed)

    # -- starting ------------------------------------------------------------
    def start(self, session, deal: bool = True) -> None:
        """Show ``session`` on a cleared table; ``deal`` animates a fresh deal."""
        self._lay_out(session, deal)
        self.scores_changed.emit(self.table.scores())
        if not self.animator.busy:
            self._advance()

    def preview(self, session) -> None:
        """Lay ``session`` on the table, still: nobody is asked to move (a picture
        behind a question such as "Resume?"); ``start`` sets it going."""
        self._lay_out(session, deal=False)
        self.status_changed.emit("")

    def _lay_out(self, session, deal: bool) -> None:
        self.stop()
        self.scene.clear_table()
        self.session = session
        names = [seat.name for seat in session.seats]
        humans = session.human_seats()
        self.table = table_class(session.record.game)(
            self.scene, self.animator, session, names, humans[0] if humans else None, self.prefs, self.confirm)
        self.scene.host = self
        self.scene.speed = self.prefs.animation_speed
        state = session.state
        if deal and not session.record.actions and hasattr(state, "deal_events"):
            deck = [card for cards in state.zones().values() for card in cards]
            self.table.sync({"deck": deck})
            self._show(state.deal_events())
        else:
            self.table.sync(state.zones())
            self.table.mark_turn(state.current_player)

    def retell(self) -> None:
        """Log the game so far, move by move, as it was told when played (a resumed game)."""
        session = self.session
        state = session.ruleset.new_state(session.record.seed)
        for text in session.record.actions:
            before = state.clone()
            events = state.apply(session.ruleset.parse_action(text))
            for line in self.table.describe(events, before, state):
                self.logged.emit(line)

    def stop(self) -> None:
        """Cancel any search and animation (new game, quit); a held move is played here and now."""
        if self._held is not None:
            self.worker.cancel()
            self._request = None
            action, self._held = self._held[0], None
            self.session.apply(action)
        self.session = None  # landing the cards below must not hand the turn to anyone
        self.animator.finish_all()
        self._ai_timer.stop()
        if self._request is not None:
            self.worker.cancel()
            self._request = self._errand = None
        self.scene.set_input_enabled(False)

    # -- the gesture host the scene talks to ---------------------------
    def sources(self) -> Sequence[Key]:
        return self.table.sources() if self._humans_turn() else []

    def targets(self, source: Key) -> Sequence[Key]:
        return self.table.targets(source)

    def draggable(self, source: Key) -> bool:
        return isinstance(source, int)  # cards are picked up; named spots are clicked

    def opens_on_click(self, source: Key) -> bool:
        return self.table is not None and self.table.opens_on_click(source)

    def activate(self, source: Key, target: Key | None) -> str | None:
        """A gesture means one action, a short sequence of them (the table checked
        each with the engine), nothing yet (a choice still to make), or a reason."""
        meant = self.table.action_for(source, target)
        if isinstance(meant, str):
            return meant
        for action in meant if isinstance(meant, tuple) else (meant,):
            if not self.table.before_apply(action):
                return "Move taken back."
            reason = self.perform(action)
            if reason:
                return reason
        if isinstance(meant, tuple) and not meant:
            self.status_changed.emit(self.table.status())
        return None

    def resolve(self, key: Key) -> Key:
        return self.table.resolve(key) if self.table is not None else key

    def hover(self, key: Key | None) -> None:
        if self.table is not None:
            self.table.hover(key)

    def extra_key(self, key: int, text: str) -> bool:
        return self.table is not None and self._humans_turn() and self.table.extra_key(key, text)

    def right_button(self, key: Key | None, pressed: bool) -> None:
        if self.table is not None and self.session is not None:
            self.table.right_button(key, pressed)

    def dismiss_banner(self, where: QPointF | None) -> bool:
        return self.table is not None and self.table.dismiss_banner(where)

    def steer(self, focus: Key | None, key: int) -> Key | None:
        return self.table.steer(focus, key) if self.table is not None else None

    def name_of(self, key: Key) -> str:
        return self.table.name_of(key) if self.table is not None else ""

    # -- a table that waits for the player -------------------------------
    def halt(self) -> None:
        """The table waits for the player to mend something (Destiny's finger off its
        card): no AI is asked, and a question already asked is withdrawn."""
        self._ai_timer.stop()
        if self._request is not None and self._held is None:
            self.worker.cancel()
            self._request = self._errand = None

    def errand(self, job: Any, done: Callable[[Any], None]) -> None:
        """The table's own slow work (a hint): ``job`` is made in the worker (see ``slow_work``)
        and ``done(answer)`` called here, unless a move comes first."""
        request = self.worker.work(job)
        if request is None:
            done(job.make())
        else:
            self._request, self._errand = request, (job, done)

    def go_on(self) -> None:
        """The player mended it: the game goes on from where it waited."""
        if not self.animator.busy:
            self._advance()

    # -- one path for every action ---------------------------------------
    def perform(self, action: Any) -> str | None:
        """Play ``action`` for whoever is to move; the engine's reason if illegal.
        Slow work the engine would do for it is first done in the worker (held meanwhile)."""
        if self._errand is not None:  # for the position before this move
            self._request = self._errand = None
        slow = self.table.slow_work(action)
        if slow is not None:
            job, status = slow
            request = self.worker.work(job)
            if request is not None:
                self._request, self._held = request, (action, job)
                self.scene.set_input_enabled(False)
                self.table.turn_changed(False)  # the buttons of a turn go while it is held
                self._ai_timer.stop()
                self.status_changed.emit(status)
                self.table.working(status)
                return None
        return self._apply(action)

    def _apply(self, action: Any) -> str | None:
        before = self.session.state.clone()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            return exc.reason
        self.scene.set_input_enabled(False)
        self._ai_timer.stop()  # a pending ask was for the position before this move
        for line in self.table.describe(events, before, self.session.state):
            self.logged.emit(line)
        self._show(events)
        self.scores_changed.emit(self.table.scores())
        if not self.animator.busy:
            self._advance()
        return None

    def _humans_turn(self) -> bool:
        return self.session is not None and self._held is None and self.session.current_seat_kind() == "human"

    def _show(self, events) -> None:
        """Queue the animation of ``events``; instant steps at the head of the
        queue must not hand the turn over while the rest is still being queued."""
        self._queueing = True
        try:
            self.table.show(events)
        finally:
            self._queueing = False

    def _advance(self) -> None:
        """Cards are still: hand the turn to whoever is next."""
        if self.session is None or self._queueing:
            return
        self.status_changed.emit(self.table.status())
        if self.table.waits_for_player():
            return
        kind = self.session.current_seat_kind()
        seat = self.session.state.current_player
        self.table.set_thinking(seat if kind == "ai" else None)
        self.table.turn_changed(kind == "human")
        if kind is None:
            self.finished.emit()
        elif kind == "human":
            self.scene.set_input_enabled(True)
            self.table.refresh_hints()
        elif self._request is None and not self._ai_timer.isActive():
            self._ai_timer.start(self.table.ms("ai_pause"))

    def _ask_ai(self) -> None:
        seat = self.session.state.current_player
        self._request = self.worker.request(self.session.record, seat, self.session.seats[seat].level)

    def _on_decided(self, request_id: int, text: str) -> None:
        if request_id != self._request:
            return
        self._request = None
        try:
            reason = self.perform(self.session.ruleset.parse_action(text))
        except ValueError as exc:
            reason = str(exc)
        if reason:
            self._fall_back(reason)

    def _on_worked(self, request_id: int, answer: Any) -> None:
        if request_id != self._request:
            return
        self._request = None
        if self._errand is not None:
            (_, done), self._errand = self._errand, None
            done(answer)
            return
        (action, job), self._held = self._held, None
        self.table.working("")
        job.keep(answer)
        self.perform(action)  # applies it, unless the engine would search again (more work)
        if self._held is None:  # played: the status line no longer says it is being checked
            self.status_changed.emit(self.table.status())

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._request:
            return
        if self._errand is None and self._held is None:
            self._request = None
            self._fall_back(message)
            return
        if self._held is not None:
            self.logged.emit(f"The check could not be made in the background ({message}); it is made here.")
        job = self._held[1] if self._held is not None else self._errand[0]
        self._on_worked(request_id, job.make())

    def _fall_back(self, message: str) -> None:
        self.logged.emit(f"The AI could not move ({message}); it plays the first legal action.")
        self.perform(self.session.state.legal_actions()[0])
