"""The events of a Runtime Error move, animated in order.

Cards move by ``CardMoved`` alone. A statement that runs glows while its
function acts; a function with nothing to do says why in the caption; an
edited card goes face down and dims its statement until it turns up. A
proven loop plays out a few of the proof's steps, each with its sentence,
and then the cards go back to where the game really stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from deskcards.engine.events import CardMoved, Event, GameOver, Shuffled, TurnStarted
from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker
from deskcards.ui.animator import Step
from deskcards.ui.card_table import CardTable
from deskcards.ui.table_cards import Place

from ..events import CardsTurnedUp, FunctionIdle, LoopJudged, StatementBuilt, StatementRan, TurnCutOff
from ..narrate import for_people, sentence
from ..phases import EDITING, LOOPING
from ..prover.loop_model import FUNCTION_NAMES
from ..rules import RuntimeErrorRules
from ..state import RuntimeErrorState
from .proof import played_steps, step_events
from .statements import STATEMENT, laid_cards, parse_statement_zone, statement_zone

if TYPE_CHECKING:
    from deskcards.ui.table_items import Caption

    from .scripting import PendingScript
    from .statements import StatementMarks


class Motion(CardTable[RuntimeErrorState, RuntimeErrorRules]):
    """The animation half of ``RuntimeErrorTable`` (its ``face_down`` cards, ``lit``
    statement, ``caption`` and ``dress`` are the table's)."""

    # What the animation uses of the table.
    players: int
    pending: PendingScript
    face_down: dict[tuple[int, int], int]
    lit: list[int]
    caption: Caption
    marks: StatementMarks
    dress: Callable[[int, int], Callable[[], None]]
    show_controls: Callable[[bool], None]
    show_plates: Callable[[], None]
    statement_cards: Callable[[int, int], list[int]]

    def show(self, events: Sequence[Event]) -> None:
        self.show_controls(False)  # until the cards are still and it is someone's move again
        self.pending.clear()  # a statement built: its parts now lie in the slot as cards of the table
        for item in self.cards.items.values():
            if item.highlight == "hint":  # hints were for the position before this move
                item.set_highlight(None)
        super().show(events)
        if self.state.phase not in (EDITING, LOOPING):  # a function waiting for its choice stays lit
            self.animator.enqueue(self._unlight)
        self.animator.enqueue(self.show_plates)
        if self.state.is_terminal():  # the status line no longer asks for a move while the end plays out
            self.runner.status_changed.emit(self.status())

    def show_event(self, event: Event, batch: list[CardMoved]) -> None:
        if isinstance(event, CardMoved):
            self._moved(event, batch)
            return
        self.cards.flush(batch)
        if isinstance(event, StatementBuilt):
            self.animator.enqueue(self.dress(event.seat, event.slot))
        elif isinstance(event, StatementRan):
            self._light(event.seat, event.slot)
        elif isinstance(event, FunctionIdle):
            self._say(translate("runtime-error", "{function} does nothing: {why}.", function=FUNCTION_NAMES[event.kind],
                                why=event.why))
        elif isinstance(event, CardsTurnedUp):
            self._turn_up(event)
        elif isinstance(event, LoopJudged):
            self._judged(event)
        elif isinstance(event, Shuffled):
            self.cards.queue_moves([(card, "deck") for card in self.cards.in_pile("discard")[: event.cards]], "move")
        elif isinstance(event, TurnCutOff):
            self._say(translate("runtime-error", "The turn is cut off after {count} input cards: no loop was proven.",
                                count=event.inputs))
        elif isinstance(event, TurnStarted):
            self.animator.enqueue(lambda: self._turn_starts(event.seat))
        elif isinstance(event, GameOver):
            self.animator.enqueue(lambda: self.show_banner(event))

    def move_kind(self, event: CardMoved) -> str:
        if event.source == "deck":
            return "draw"
        return "discard" if event.target == "discard" else "play"

    def _moved(self, event: CardMoved, batch: list) -> None:
        batch.append(event)
        if event.target.startswith(STATEMENT) and not event.face_up:  # an EDIT's card goes face down
            seat, slot = parse_statement_zone(event.target)
            self.face_down[seat, slot] = event.target_index
            self.cards.flush(batch)
            self.animator.enqueue(self.dress(seat, slot))

    def _light(self, seat: int, slot: int) -> None:
        cards = self.statement_cards(seat, slot)

        def light():
            self._unlight()
            self.lit = cards
            for card in cards:
                self.cards.items[card].set_highlight("win")
        self.animator.enqueue(light)
        self.animator.pause(self.ms("banner") // 3)

    def _unlight(self) -> None:
        for card in self.lit:
            if self.cards.items[card].highlight == "win":  # not since dimmed by an edit, or marked
                self.cards.items[card].set_highlight(None)
        self.lit = []

    def _say(self, text: str, turns: int = 0) -> None:
        """Show ``text`` in the caption, for the rest of this turn and ``turns`` more."""
        def say():
            self.caption.say(text)
            self.caption_turns = turns
        self.animator.enqueue(say)
        self.animator.pause(self.ms("banner") // 2)

    def _turn_starts(self, seat: int) -> None:
        self.fixtures.mark_turn(seat)
        if self.caption_turns:
            self.caption_turns -= 1
        else:
            self.caption.say("")

    def _turn_up(self, event: CardsTurnedUp) -> None:
        steps: list[Step] = []
        for seat, slot in event.places:
            part = self.face_down.pop((seat, slot), None)
            if part is None:
                continue
            card = self.cards.occupant[statement_zone(seat, slot), part]
            place, _ = self.placed(statement_zone(seat, slot), part, card)
            steps.append(self._face_up(card, place))
            steps.append(self.dress(seat, slot))
        self.animator.enqueue_parallel(steps)

    def _face_up(self, card: int, place: Place) -> Step:
        """A step that turns ``card`` face up where it lies, at ``place``."""
        return lambda: self.cards.items[card].animate(
            place.centre, rotation=place.rotation, scale=place.scale, face_up=True, duration=self.ms("move"))

    def _judged(self, event: LoopJudged) -> None:
        if not event.proven:
            if event.claimed:
                # the claimant reads it
                self._say(translate("runtime-error", "Run forever is not proven: {why}.", why=event.reason), turns=1)
            return
        proof = getattr(event.verdict, "proof", None)
        if proof is None:  # a repeat the engine saw, which its prover did not prove within its budget
            self.animator.enqueue(lambda: self.caption.say(sentence(event.reason)))
            return
        self._play_out(event.seat, proof)
        told = self._for_people(" ".join(event.verdict.explain()))
        self.animator.enqueue(lambda: self.caption.say(translate("runtime-error", "Proof: {proof}", proof=told)))

    def _play_out(self, seat: int, proof) -> None:
        """A few of the proof's steps as moves, then every card back where the game stands."""
        functions = {slot: self.cards.occupant[statement_zone(seat, slot), 2]
                     for slot in range(len(self.state.statements(seat)))}
        batch: list[CardMoved] = []
        for written, step in played_steps(proof.steps):
            told = self._for_people(written)
            self.animator.enqueue(partial(self.caption.say, told))
            for event in step_events(step, seat, functions, len(self.cards.in_pile("discard"))):
                self.show_event(event, batch)
            self.cards.flush(batch)
            counts = self.cards.counts(list(self.fixtures.pile_labels))
            self.animator.enqueue(partial(self.show_counts, counts))
            self.animator.pause(self.ms("banner") // 2)
        self.animator.enqueue(self._unlight)
        self._back_to_the_game()

    def _for_people(self, text: str) -> str:
        return for_people(text, Speaker(self.names, self.human))

    def _back_to_the_game(self) -> None:
        state = self.state
        zones = {zone: cards for zone, cards in state.zones().items() if not zone.startswith("statements:")}
        self.face_down = {}
        moves = [(card, zone, index, "move") for zone, cards in zones.items() for index, card in enumerate(cards)]
        for seat in range(self.players):
            for slot, placed in enumerate(state.statements(seat)):
                moves += [(card, statement_zone(seat, slot), part, "move")
                          for part, card in enumerate(laid_cards(placed))]
                if placed.face_down is not None:
                    self.face_down[seat, slot] = placed.face_down
        self.cards.queue([move for move in moves if self._misplaced(*move[:3])])
        for seat in range(self.players):
            for slot in range(len(state.statements(seat))):
                self.animator.enqueue(self.dress(seat, slot))

    def _misplaced(self, card: int, zone: str, index: int) -> bool:
        """Whether ``card`` lies elsewhere than ``zone`` (at ``index``, for a fixed place)."""
        where = self.cards.where.get(card)
        return where is None or where[0] != zone or (not self.is_pile(zone) and where[1] != index)
