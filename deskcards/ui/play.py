"""Runs a game at the table: human gestures and AI answers go through one path
(action -> engine ``apply`` -> events -> animation), and the next seat is
asked only when the cards have stopped moving.

An action the engine would be slow to apply (a Runtime Error claim the prover
must check) is held while the AI process does the slow part; the table stays
live, takes no move meanwhile, and then applies it with the answer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QApplication

from deskcards.engine.events import Event
from deskcards.engine.game import Action, IllegalAction
from deskcards.engine.words import translate, translate_count
from deskcards.games import spec
from deskcards.hints import Hint, HintJob
from deskcards.session import human_seats
from deskcards.ui import palette
from deskcards.ui.animator import Animator
from deskcards.ui.game_table import GameTable, Job, SlowWork
from deskcards.ui.game_views import table_class
from deskcards.ui.preferences import AI_THINKING
from deskcards.ui.table_gestures import Moves, Pending, Refused

if TYPE_CHECKING:
    from deskcards.session import GameSession, SeatedGame, TakeBackScope
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

Key = Hashable
AnswerT = TypeVar("AnswerT")


def lay_table(scene: TableScene, animator: Animator, session: SeatedGame, prefs: Preferences,
              confirm: Callable[[str], bool]) -> GameTable:
    """The game's table for ``session`` (its ruleset, state, record and seats) on ``scene``,
    cleared first, seen from the first human seat; its cards are laid by ``sync``."""
    scene.clear_table()
    humans = human_seats(session.seats)
    return table_class(session.record.game)(scene, animator, session, [seat.name for seat in session.seats],
                                            humans[0] if humans else None, prefs, confirm)


class TableRunner(QObject):
    status_changed = Signal(str)
    turn_begins = Signal(str)  # your turn's status, said even when its words are the status line's already
    logged = Signal(list)  # lines of the game log told together: one move's, or one message
    scores_changed = Signal(list)
    finished = Signal()
    moved = Signal()  # an action was played or taken back: what may be taken back has changed
    sitting_out = Signal(bool)  # your seat is out and the others play on (or no longer)

    def __init__(self, scene: TableScene, worker: Any, prefs: Preferences, confirm: Callable[[str], bool],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.scene, self.worker, self.prefs, self.confirm = scene, worker, prefs, confirm
        self.animator = Animator(self)
        self.animator.idle.connect(self._advance)
        self.animator.idle.connect(self.scene.table_changed.emit)  # after _advance: the turn's controls are set
        self.animator.holding.connect(self.scene.table_changed.emit)  # the table waits for you: no longer busy
        self.session: GameSession | None = None
        self.table: GameTable | None = None
        self._request: int | None = None  # the AI's move or a held action's work, asked of the worker
        self._held: tuple[Action, SlowWork] | None = None  # (action, its job) while the worker does the job
        self._held_status = ""  # what the status line says while it is held
        # The table's own job, and its use: each errand's answer is its job's (``errand``), whatever the job.
        self._errand: tuple[Job[Any], Callable[[Any], None]] | None = None
        self._queueing = False
        self._out = False  # what ``sitting_out`` last said
        self._hurrying = False  # the AIs play on without pauses or animation while you are out
        self._waits_for_start = False  # a game you did not ask for: no AI moves until you click or press Enter
        self._decided_meanwhile: str | None = None  # an AI's move that came while a dialog was open
        self._still = False  # a preview: nobody moves, not even once a dialog closes
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._ask_ai)
        self._lay_again_due = False  # the table changed shape while cards moved
        self._turn_due = False  # something was played since your turn was last told
        self._laying = False  # within ``lay_again``
        # A new shape is laid out from the event loop, once however many came: the scene
        # tells it from inside its own and the view's work on items the layout would delete.
        self._reshaped = QTimer(self)
        self._reshaped.setSingleShot(True)
        self._reshaped.timeout.connect(self.lay_again)
        scene.reshaped.connect(lambda: self._reshaped.start(0))
        worker.decided.connect(self._on_decided)
        worker.worked.connect(self._on_worked)
        worker.failed.connect(self._on_failed)

    @property
    def _session(self) -> GameSession:
        """The game being played: there is one from ``start`` (or ``preview``) to ``stop``."""
        assert self.session is not None
        return self.session

    @property
    def _table(self) -> GameTable:
        """The table the game is laid out on: there is one from the first ``start`` on."""
        assert self.table is not None
        return self.table

    # -- starting ------------------------------------------------------------
    def start(self, session: GameSession, deal: bool = True, waits: bool = False) -> None:
        """Show ``session`` on a cleared table; ``deal`` animates a fresh deal. With ``waits``
        (a game put on the table without your asking, as at launch) an AI to move first
        waits until you click the table or press Enter."""
        waits = waits or (session is self.session and self._waits_for_start)  # laid out again, it still waits
        self._lay_out(session, deal)
        self._waits_for_start = waits and session.current_seat_kind() == "ai"
        self.scores_changed.emit(self._table.scores())
        self.moved.emit()
        if not self.animator.busy:
            self._advance()

    def preview(self, session: GameSession) -> None:
        """Lay ``session`` on the table, still: nobody is asked to move (a picture
        behind a question such as "Resume?"); ``start`` sets it going."""
        self._lay_out(session, deal=False)
        self._still = True
        self.status_changed.emit("")

    def _lay_out(self, session: GameSession, deal: bool) -> None:
        self.stop()
        self._hurrying, self._still = False, False
        self._say_out(False)
        self.scene.show_in_band([])  # the whole view for the table; a game over opens the band again
        self.session = session
        palette.use_theme(self.prefs.high_contrast)  # before the table's items are made
        self.scene.set_felt(palette.felt(self.prefs.table_colour))
        self.table = lay_table(self.scene, self.animator, session, self.prefs, self.confirm)
        self.scene.host = self
        self.scene.speed = self.prefs.animation_speed
        state = session.state
        deal_events = spec(session.record.game).deal_events
        if deal and not session.record.actions and deal_events is not None:
            deck = [card for cards in state.zones().values() for card in cards]
            self._table.sync({"deck": deck})
            self._show(deal_events(state))
        else:
            self._table.sync(state.zones())
            self._table.fixtures.mark_turn(state.current_player)

    def lay_again(self) -> None:
        """Lay the game out again as it stands, for the table's new shape or the player's new
        preferences: nothing of the game changes, the AI's question and a move being checked
        stay asked, and what the table keeps of your turn (``CardTable.keepsake``) is kept.
        While cards move, it waits for them to land."""
        if self.session is None or self.table is None:
            return
        if self.animator.busy or self._laying or self._queueing:
            self._lay_again_due = True
            return
        self._lay_again_due, self._laying = False, True
        try:
            self._lay_out_again()
        finally:
            self._laying = False
        if self._lay_again_due and not self.animator.busy:
            self.lay_again()  # the table changed shape while it was laid: once more, on the shape it has

    def _lay_out_again(self) -> None:
        assert self.session is not None and self.table is not None
        kept = self.table.keepsake()
        focus = self.scene.focus_key
        palette.use_theme(self.prefs.high_contrast)  # before the table's items are made
        self.scene.set_felt(palette.felt(self.prefs.table_colour))
        self.table = lay_table(self.scene, self.animator, self.session, self.prefs, self.confirm)
        self.scene.host = self
        self.scene.speed = self.prefs.animation_speed
        self._table.sync(self.session.state.zones())
        self._table.fixtures.mark_turn(self.session.state.current_player)
        if self._held is not None:
            self._table.turn_changed(False)
            self._table.working(self._held_status)
        elif not self._still:  # a preview stays a picture
            self._advance()
        self._table.restore(kept)
        self.scene.put_focus(focus)

    def retell(self) -> None:
        """Log the game so far as it was told when played: how it opened (Destiny's first
        blinds, ``RulesetBase.opening_events``), then move by move."""
        session = self._session
        state = session.ruleset.new_state(session.record.seed)
        self._log(self._table.describe(session.ruleset.opening_events(session.record.seed), state, state))
        for text in session.record.actions:
            before = state.clone()
            events = state.apply(session.ruleset.parse_action(text))
            self._log(self._table.describe(events, before, state))

    def stop(self) -> None:
        """Cancel any search and animation (new game, quit); a held move is played here and now."""
        if self._held is not None:
            self.worker.cancel()
            self._request = None
            action, self._held = self._held[0], None
            self._session.apply(action)
        self.session = None  # landing the cards below must not hand the turn to anyone
        self.animator.finish_all()
        self._ai_timer.stop()
        self._waits_for_start, self._decided_meanwhile = False, None
        if self._request is not None:
            self.worker.cancel()
            self._request = self._errand = None
        self.scene.set_input_enabled(False)

    # -- take-backs ----------------------------------------------------------
    def why_no_take_back(self) -> str | None:
        """Why Game > Take back cannot be done now, as a clause; None when it can."""
        return self._why_not() or self._session.why_no_take_back()

    def take_back_scope(self) -> TakeBackScope | None:
        """What Game > Take back would undo now; None when it cannot be done."""
        return None if self._why_not() else self._session.take_back_scope()

    def why_no_redo(self) -> str | None:
        return self._why_not() or self._session.why_no_redo()

    def _why_not(self) -> str | None:
        if self.session is None:
            return translate("table", "no game is on the table")
        if not self.prefs.offer_take_backs:
            return translate("table", "take-backs are turned off in the preferences")
        if self._held is not None:
            return translate("table", "a move is being checked")
        return None

    def take_back(self) -> str | None:
        """Take back the human's last move and the AI moves after it, and lay the table
        again from the position before it; the reason (a clause) if it cannot be done."""
        reason = self.why_no_take_back()
        if reason is not None:
            return reason
        session = self._session
        self.stop()  # the AI's question and the animation were for the position being left
        taken = session.take_back()
        if len(taken) == 1:
            self._log([translate("table", "You take back your move.")])
        else:
            self._log([translate_count("table", len(taken) - 1, "You take back your move and the move after it.",
                                       "You take back your move and the {count} moves after it.")])
        self.start(session, deal=False)
        return None

    def redo(self) -> str | None:
        """Play again the moves last taken back, exactly as they were; the reason if there are none."""
        reason = self.why_no_redo()
        if reason is not None:
            return reason
        session, table = self._session, self._table
        self.stop()
        played = session.redo()
        self._log([translate("table", "Played again:")])
        afters = [before for before, _ in played[1:]] + [session.state]
        for (before, events), after in zip(played, afters, strict=True):
            self._log(table.describe(events, before, after))
        self.start(session, deal=False)
        return None

    # -- the gesture host the scene talks to ---------------------------
    def sources(self) -> Sequence[Key]:
        return self._table.sources() if self._humans_turn() else []

    def targets(self, source: Key) -> Sequence[Key]:
        return self._table.targets(source)

    def draggable(self, source: Key) -> bool:
        return isinstance(source, int)  # cards are picked up; named spots are clicked

    def opens_on_click(self, source: Key) -> bool:
        return self.table is not None and self.table.opens_on_click(source)

    def activate(self, source: Key, target: Key | None) -> str | None:
        """A gesture means moves (the table checked each with the engine), nothing
        yet (a choice still to make), or a reason, which is returned."""
        match self._table.action_for(source, target):
            case Refused(reason):
                return reason
            case Pending():
                self.status_changed.emit(self._table.status())
            case Moves(actions):
                for action in actions:
                    if not self._table.before_apply(action):
                        return translate("table", "Move taken back.")
                    illegal = self.perform(action)
                    if illegal:
                        return illegal
        return None

    def resolve(self, key: Key) -> Key:
        return self.table.resolve(key) if self.table is not None else key

    def hover(self, key: Key | None) -> None:
        if self.table is not None:
            self._table.hover(key)

    def extra_key(self, key: int, text: str) -> bool:
        return self.table is not None and self._humans_turn() and self.table.extra_key(key, text)

    def right_button(self, key: Key | None, pressed: bool) -> None:
        if self.table is not None and self.session is not None:
            self._table.right_button(key, pressed)

    def dismiss_banner(self, where: QPointF | None) -> bool:
        if self._waits_for_start:  # the click (or Enter) that starts the game
            self._waits_for_start = False
            self._table.clear_banner()
            self.go_on()
            self.scene.table_changed.emit()  # the table is busy now: a screen reader's tree says so
            return True
        return self.table is not None and self.table.dismiss_banner(where)

    def busy(self) -> bool:
        if self.session is None or self.table is None or self.scene.input_enabled:
            return False
        if self._waits_for_start or self._table.waits_for_player() or self.animator.held:
            return False  # it waits for your key
        return not (self.session.is_over() and not self.animator.busy)

    def steer(self, focus: Key | None, key: int) -> Key | None:
        return self.table.steer(focus, key) if self.table is not None else None

    def name_of(self, key: Key) -> str:
        return self.table.naming.name_of(key) if self.table is not None else ""

    def ring_after_click(self, source: Key) -> Key:
        return self.table.ring_after_click(source) if self.table is not None else source

    # -- a table that waits for the player -------------------------------
    def halt(self) -> None:
        """The table waits for the player to mend something (Destiny's finger off its
        card): no AI is asked, and a question already asked is withdrawn."""
        self._ai_timer.stop()
        self._decided_meanwhile = None
        if self._request is not None and self._held is None:
            self.worker.cancel()
            self._request = self._errand = None

    def errand(self, job: Job[AnswerT], done: Callable[[AnswerT], None]) -> None:
        """The table's own slow work (a hint): ``job`` is made in the worker (see ``slow_work``)
        and ``done(answer)`` called here, unless a move comes first."""
        request = self.worker.work(job)
        if request is None:
            done(job.make())
        else:
            self._request, self._errand = request, (job, done)

    def ask_hint(self) -> None:
        """Game > Hint: the hard AI's move for you, from what your seat knows, made in the
        worker while the table stays live; shown when it answers, unless a move came first."""
        if not (self.scene.input_enabled and self._humans_turn()):
            self.status_changed.emit(translate("table", "A hint is for your own turn."))
            return
        session = self._session
        asked = len(session.record.actions)
        yours = session.state.current_player
        assert yours is not None  # your turn

        def show(hint: Hint) -> None:
            if self.session is session and len(session.record.actions) == asked:
                self.status_changed.emit(self._table.overlays.show_hint(hint))

        self.status_changed.emit(translate("table", "The hard AI is looking for a hint…"))
        self.errand(HintJob.of(session.record, yours, self.prefs.ai_thinking), show)

    def hurry(self) -> None:
        """You are out: the AIs play on at once, nothing animated, until the game is over
        (or you are back in, at Segmentation Fault's next hand)."""
        if not self._out:
            return
        self._hurrying = True
        self.animator.finish_all()
        if self._ai_timer.isActive():
            self._ai_timer.start(0)

    @property
    def hurrying(self) -> bool:
        return self._hurrying

    def _you_are_out(self) -> bool:
        humans = self._session.human_seats()
        return bool(humans) and self._session.state.is_out(humans[0])

    def _say_out(self, out: bool) -> None:
        if out != self._out:
            self._out = out
            self.sitting_out.emit(out)

    def go_on(self) -> None:
        """The player mended it: the game goes on from where it waited."""
        if not self.animator.busy:
            self._advance()

    def dialog_closed(self) -> None:
        """The last modal dialog over the table closed: the AIs, which waited, play on."""
        if self.session is not None and not self._still and self._session.current_seat_kind() == "ai":
            self.go_on()

    # -- one path for every action ---------------------------------------
    def perform(self, action: Action) -> str | None:
        """Play ``action`` for whoever is to move; the engine's reason if illegal.
        Slow work the engine would do for it is first done in the worker (held meanwhile)."""
        if self._errand is not None:  # for the position before this move
            self._request = self._errand = None
        self._table.overlays.clear_hint()
        slow = self._table.slow_work(action)
        if slow is not None:
            job, status = slow
            request = self.worker.work(job)
            if request is not None:
                self._request, self._held, self._held_status = request, (action, job), status
                self.scene.set_input_enabled(False)
                self._table.turn_changed(False)  # the buttons of a turn go while it is held
                self._ai_timer.stop()
                self.status_changed.emit(status)
                self._table.working(status)
                return None
        return self._apply(action)

    def _apply(self, action: Action) -> str | None:
        before = self._session.state.clone()
        try:
            events = self._session.apply(action)
        except IllegalAction as exc:
            return exc.reason
        self.scene.set_input_enabled(False)
        self._ai_timer.stop()  # a pending ask was for the position before this move
        after, shown_first = self._session.state, self._table.told_once_shown(events)
        self._show(events, self._table.describe(events[:shown_first], before, after))
        if shown_first < len(events):
            later = self._table.describe(events[shown_first:], before, after)
            self.animator.enqueue(lambda: self._log(later))
        self.scores_changed.emit(self._table.scores())
        self.moved.emit()
        self._turn_due = True
        if not self.animator.busy:
            self._advance()
        return None

    def _humans_turn(self) -> bool:
        return self.session is not None and self._held is None and self.session.current_seat_kind() == "human"

    def _log(self, lines: Sequence[str]) -> None:
        if lines:
            self.logged.emit(list(lines))

    def _show(self, events: Sequence[Event], told: Sequence[str] = ()) -> None:
        """Queue the animation of ``events``, its log lines ``told`` first: they are said
        as the move starts to be seen, after the moves queued before it. Instant steps
        at the head of the queue must not hand the turn over while the rest is still
        being queued."""
        self._queueing = True
        try:
            if self.animator.busy:  # said when the moves queued before it are shown
                self.animator.enqueue(lambda: self._log(told))
            else:  # an instant step would tell the animator's idle before the move is queued
                self._log(told)
            self._table.show(events)
            # Hurried moves land at once; a move that brings you back in is shown as usual.
            if self._hurrying and (self._session.is_over() or self._you_are_out()):
                self.animator.finish_all()
            elif self._hurrying:
                self._hurrying = False
                self._say_out(False)
        finally:
            self._queueing = False

    def _advance(self) -> None:
        """Cards are still: hand the turn to whoever is next."""
        if self.session is None or self._queueing:
            return
        if self._lay_again_due:
            self.lay_again()  # which goes on from here
            return
        out = self._you_are_out()
        self._hurrying = self._hurrying and out
        self._say_out(out)
        if self._waits_for_start:  # nobody's turn yet: no AI thinking, none of your turn's controls
            self._table.set_thinking(None)
            self._table.turn_changed(False)
            self.status_changed.emit(self._table.overlays.invite_start())
            return
        status = self._table.status()
        self.status_changed.emit(status)
        if self._table.waits_for_player():
            return
        kind = self._session.current_seat_kind()
        seat = self._session.state.current_player
        self._table.set_thinking(seat if kind == "ai" else None)
        self._table.turn_changed(kind == "human")
        if kind is None:
            self.finished.emit()
        elif kind == "human":
            self.scene.set_input_enabled(True)
            self._table.refresh_hints()
            if self._turn_due:  # a hand that ends on your move and comes back to you: same words, your turn
                self._turn_due = False
                self.turn_begins.emit(status)
        elif self._decided_meanwhile is not None and _no_dialog_open():
            text, self._decided_meanwhile = self._decided_meanwhile, None
            self._play_decision(text)
        elif self._request is None and self._decided_meanwhile is None and not self._ai_timer.isActive():
            self._ai_timer.start(0 if self._hurrying else self._table.ms("ai_pause"))

    def _ask_ai(self) -> None:
        if not _no_dialog_open():
            return  # asked when the dialog closes (``dialog_closed``)
        seat = self._session.state.current_player
        assert seat is not None  # asked only while an AI's seat is to move
        self._request = self.worker.request(self._session.record, seat, self._session.seats[seat].level,
                                            thinking=AI_THINKING[self.prefs.ai_thinking])

    def _on_decided(self, request_id: int, text: str) -> None:
        if request_id != self._request:
            return
        self._request = None
        if _no_dialog_open():
            self._play_decision(text)
        else:  # nothing moves behind a dialog: played when it closes (``dialog_closed``)
            self._decided_meanwhile = text

    def _play_decision(self, text: str) -> None:
        try:
            reason = self.perform(self._session.ruleset.parse_action(text))
        except ValueError as exc:
            reason = str(exc)
        if reason:
            self._fall_back(reason)

    def _on_worked(self, request_id: int, answer: object) -> None:
        if request_id != self._request:
            return
        self._request = None
        if self._errand is not None:
            (_, done), self._errand = self._errand, None
            done(answer)
            return
        assert self._held is not None  # the worker answered the errand or the held move
        (action, job), self._held = self._held, None
        self._table.working("")
        job.keep(answer)
        self.perform(action)  # applies it, unless the engine would search again (more work)
        if self._held is None:  # played: the status line no longer says it is being checked
            self.status_changed.emit(self._table.status())

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._request:
            return
        if self._errand is None and self._held is None:
            self._request = None
            self._fall_back(message)
            return
        if self._held is not None:
            self._log([translate("table", "The check could not be made in the background ({problem}); "
                                          "it is made here.", problem=message)])
            answer = self._held[1].make()
        else:
            assert self._errand is not None  # one of the two was asked for
            answer = self._errand[0].make()
        self._on_worked(request_id, answer)

    def _fall_back(self, message: str) -> None:
        self._log([translate("table", "The AI could not move ({problem}); it plays the first legal action.",
                             problem=message)])
        self.perform(self._session.state.legal_actions()[0])


def _no_dialog_open() -> bool:
    """Whether the player is free to watch the table: no modal dialog (a welcome, a question) is open."""
    return QApplication.activeModalWidget() is None
