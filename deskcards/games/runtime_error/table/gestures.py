"""Your moves at the Runtime Error table: what you may pick up, where it may
go, and the action a finished gesture means. Every rule is the engine's:
the legal actions light the targets, and a move it refuses comes back with
its reason.

- Scripting: drop three hand cards on your next empty slot (lower bound,
  upper bound, function); click a part placed there to take it back.
- Input, and LOOP's next input: drop a hand card on the input place (or
  click it, then the place). "Run forever" (or F) claims a loop with it.
- EDIT: click a face-up statement card, then the hand card to put there, or
  drop the hand card on the statement card.
- "No statement" / "No input" (or N) skip; Esc takes back a statement's parts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer

from deskcards.engine.cards import card_label
from deskcards.engine.game import Action
from deskcards.engine.words import translate
from deskcards.ui.card_table import CardTable
from deskcards.ui.table_gestures import Gesture, Moves, Pending, Refused

from ..actions import NO_INPUT, NO_SCRIPT, Edit, Input, Loop, Script
from ..claims import LoopHints, judgement_to_make
from ..observation import RuntimeErrorObservation
from ..phases import EDITING, INPUT, LOOPING, SCRIPT
from ..rules import RuntimeErrorRules
from ..state import RuntimeErrorState
from .statements import STATEMENT, parse_statement_zone, slot_key

if TYPE_CHECKING:
    from deskcards.ui.game_table import SlowWork
    from deskcards.ui.spots import ToggleButton
    from deskcards.ui.table_items import Caption

    from .scripting import PendingScript

Key = Hashable


class Gestures(CardTable[RuntimeErrorState, RuntimeErrorRules]):
    """The gesture half of ``RuntimeErrorTable`` (its ``pending`` parts, ``forever``
    flag, buttons and ``relay`` are the table's)."""

    # What the gestures use of the table.
    pending: PendingScript
    forever: bool
    caption: Caption
    forever_button: ToggleButton
    next_slot: Callable[[], int]
    relay: Callable[[], None]

    def _my_turn(self) -> bool:
        return self.human is not None and self.state.current_player == self.human

    def _hand(self) -> list[int]:
        return [card for card in self.cards.in_pile(f"hand:{self.human}") if card not in self.pending]

    def _edits(self) -> list[Edit]:
        return [action for action in self.state.legal_actions() if isinstance(action, Edit)]

    def statement_place(self, card: Key) -> tuple[int, int, int] | None:
        """(seat, slot, part) of a card lying in a statement."""
        if not isinstance(card, int):
            return None
        zone, part = self.cards.where.get(card, ("", 0))
        if not zone.startswith(STATEMENT):
            return None
        return (*parse_statement_zone(zone), part)

    def _editable(self) -> list[int]:
        """The statement cards an EDIT may replace now."""
        places = {(edit.seat, edit.slot, edit.part) for edit in self._edits()}
        return [card for card in self.cards.items if self.statement_place(card) in places]

    def sources(self) -> list[Key]:
        if not self._my_turn():
            return []
        phase = self.state.phase
        if phase == SCRIPT:
            return [*self._hand(), *self.pending.cards, "skip"]
        if phase in (INPUT, LOOPING):
            return [*self._hand(), "forever", *(["skip"] if phase == INPUT else [])]
        if phase == EDITING:
            return [*self._hand(), *self._editable()]
        return []

    def targets(self, source: Key) -> list[Key]:
        if not isinstance(source, int) or source in self.pending:
            return []
        phase = self.state.phase
        if phase == SCRIPT:
            return [slot_key(self.human_seat, self.next_slot()), *self.pending.cards]
        if phase in (INPUT, LOOPING):
            return ["input"]
        if phase == EDITING:
            place = self.statement_place(source)
            if place is not None:
                return [edit.card for edit in self._edits() if (edit.seat, edit.slot, edit.part) == place]
            return [card for card in self.cards.items
                    if any(self.statement_place(card) == (edit.seat, edit.slot, edit.part)
                           for edit in self._edits() if edit.card == source)]
        return []

    def opens_on_click(self, source: Key) -> bool:
        return source in self.pending  # a click on a part you placed takes it back

    def action_for(self, source: Key, target: Key | None) -> Gesture:
        """An action, Pending while a choice is still being made, or a sentence why not."""
        phase = self.state.phase
        if source == "forever":
            self.forever = not self.forever
            self.forever_button.set_checked(self.forever)
            return Pending()
        if source == "skip":
            self.forever = False
            self.pending.clear()
            self.relay()
            return Moves(NO_SCRIPT if phase == SCRIPT else NO_INPUT)
        assert isinstance(source, int)  # every other source is a card
        if phase == SCRIPT:
            return self._script(source, target)
        if phase in (INPUT, LOOPING):
            if target != "input":
                return Refused(translate("runtime-error",
                                         "Drop the card on the input place in the middle of the table to play it."))
            kind = Input if phase == INPUT else Loop
            claim, self.forever = self.forever, False
            return Moves(kind(source, claim))
        if phase == EDITING:
            return self._edit(source, target)
        return Refused(translate("runtime-error", "Wait for your turn."))

    def slow_work(self, action: Action) -> tuple[SlowWork, str] | None:
        """A claim (or a repeat) the prover must judge: the AI process judges it."""
        job = judgement_to_make(self.state, action)
        if job is None:
            return None
        current_player = self.state.current_player
        assert current_player is not None  # a move is being made
        if current_player == self.human:
            return job, translate("runtime-error", "Checking your loop: the prover is at work…")
        return job, translate("runtime-error", "Checking {player}'s loop: the prover is at work…",
                              player=self.names[current_player])

    def working(self, text: str) -> None:
        """A claim being checked is said in the caption as well as the status line."""
        if text:
            self.caption.say(text)
        elif self.caption.text.startswith("Checking"):
            self.caption.say("")

    def _script(self, card: int, target: Key | None) -> Gesture:
        if card in self.pending:
            self.pending.take_back(card)
            self.relay()
            return Pending()
        if target != slot_key(self.human_seat, self.next_slot()) and target not in self.pending:
            return Refused(translate("runtime-error",
                                     "Drop the card on your next empty slot (outlined) to build a statement."))
        self.pending.place(card)
        refusal = self.pending.refusal(self.state)
        if refusal is not None:
            # After the scene has slid the dropped card back to where it was picked up:
            # the fan has grown since, so every card goes to its place in it again.
            QTimer.singleShot(0, self.scene, self.relay)
        self.relay()
        if refusal is not None:
            return Refused(refusal)
        return Moves(Script(*self.pending.cards)) if self.pending.complete else Pending()

    def _edit(self, source: Key, target: Key | None) -> Gesture:
        hand = self._hand()
        card, place = ((source, self.statement_place(target)) if source in hand
                       else (target, self.statement_place(source)))
        if card not in hand or place is None:
            return Refused(translate("runtime-error", "EDIT: choose a face-up statement card, then the card from "
                                     "your hand to put in its place."))
        return Moves(Edit(*place, card))

    def extra_key(self, key: int, text: str) -> bool:
        phase = self.state.phase
        if key == Qt.Key.Key_Escape and self.pending.cards:
            self.pending.clear()
            self.relay()
            self.runner.status_changed.emit(self.status())
        elif (text.lower(), phase) in (("f", INPUT), ("f", LOOPING), ("n", SCRIPT), ("n", INPUT)):
            reason = self.runner.activate("forever" if text.lower() == "f" else "skip", None)
            if reason:
                self.scene.refused.emit(reason)
        else:
            return False
        return True

    # -- hints and words -------------------------------------------------------
    def refresh_hints(self) -> None:
        """Mark the cards EDIT may replace; with the assist option, have the AI process
        find which input cards would start a provable loop (shown when it answers)."""
        state = self.state
        if self._my_turn() and state.phase == EDITING:
            for card in self._editable():
                self.cards.items[card].set_highlight("hint")
        if not self.ruleset.settings.assist or not self._my_turn() or state.phase not in (INPUT, LOOPING):
            return
        seen = RuntimeErrorObservation.of(state, self.human_seat)
        self.runner.errand(LoopHints.of(seen), self._show_loop_hints)

    def _show_loop_hints(self, cards: tuple[int, ...]) -> None:
        if cards:
            self.caption.say(translate("runtime-error", "Assist: a loop the prover can prove starts with {cards} "
                                       "(turn on Run forever).", cards=", ".join(map(card_label, cards))))
        for card in self._hand():
            self.cards.items[card].set_highlight("hint" if card in cards else None)

    def status(self) -> str:
        winner = self.state.winner
        if winner is not None:
            return self._won_status(winner)
        waiting = self.overlays.waiting_status()
        if waiting:
            return waiting
        phase = self.state.phase
        if phase == SCRIPT:
            pending = self.pending
            build = translate("runtime-error", "Build a statement: drop the {part} on your outlined slot (lower bound, "
                              "upper bound of one suit, then the function card).", part=pending.next_part())
            if pending.cards:
                build = translate("runtime-error", "{build} On the slot: {cards}.", build=build,
                                  cards=pending.describe())
            return translate("runtime-error", "{build} Choose a placed card to take it back; N or No statement skips.",
                             build=build)
        if phase == INPUT:
            told = translate("runtime-error",
                             "Play an input card: drop it on the input place, or press N for no input.")
        elif phase == LOOPING:
            told = translate("runtime-error", "LOOP: play the next input card on the input place.")
        else:
            return translate("runtime-error", "EDIT: choose a face-up statement card, then the card from your hand "
                             "to put there face down.")
        if self.forever:
            return translate("runtime-error", "{status} Run forever is ON: this card claims a loop.", status=told)
        return told

    def _won_status(self, winner: int) -> str:
        """Who won, and while the cards still move, that the table is showing the loop."""
        if winner == self.human:
            over = translate("runtime-error", "The game is over: you win with a turn that runs forever.")
        else:
            over = translate("runtime-error", "The game is over: {player} wins with a turn that runs forever.",
                             player=self.names[winner])
        if self.animator.busy:
            return translate("runtime-error", "{over} The table is showing why it never ends…", over=over)
        return translate("runtime-error", "{over} The caption under the banner says why. Start a new one from the "
                         "Game menu.", over=over)
