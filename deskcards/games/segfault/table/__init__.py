"""Segmentation Fault on the table: gestures become actions, events become motion.

The engine decides everything; this module only asks it which actions are
legal (to light targets), turns a finished gesture into one of them, and
animates the events ``apply`` reports, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QPropertyAnimation, Qt
from PySide6.QtGui import QColor

from deskcards.engine.cards import card_label, spoken_text
from deskcards.engine.events import CardMoved, Event, GameOver, SeatOut, Shuffled, TurnStarted
from deskcards.engine.game import Action
from deskcards.engine.words import noop, translate, translate_count
from deskcards.games.log_sentences import Speaker
from deskcards.ui import palette
from deskcards.ui.card_art import CARD_HEIGHT, index_growth
from deskcards.ui.card_table import CardTable
from deskcards.ui.game_table import GameTable, Keepsake
from deskcards.ui.preferences import CARD_SIZES
from deskcards.ui.table_access import TableAccess
from deskcards.ui.table_cards import PILES, Place
from deskcards.ui.table_gestures import Gesture, Moves, Pending, Refused
from deskcards.ui.table_widget import RingWidget

from ..actions import DRAW, PLAYS, SWAPS, Play, Swap
from ..events import Declared, NewRound, PointerStep, RoundDrawn, RoundWon, Segfault, Swapped
from ..narrate import narrate
from ..phases import DRAWING, OVER, PLAYING, SWAPPING
from ..places import place_words
from ..rules import SegfaultRules
from ..state import SegfaultState
from .arrow import Arrow
from .fitting import fit_layout
from .magnifier import RowMagnifier
from .measure import pile_names, room_for
from .pointing import PointingControl
from .summary import RoundOver, RoundSummary, match_score, round_drawn, round_won

if TYPE_CHECKING:
    from deskcards.session import SeatedGame
    from deskcards.ui.animator import Animator
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

Key = Hashable
MAGNIFIED_PIXELS = 100.0  # how tall another seat's cards show enlarged, room allowing
MAGNIFIED_AT_LEAST = 1.5  # ... and at least, times their size in place


class SegfaultAccess(TableAccess):
    def zone_words(self, zone: str) -> str:
        kind, _, seat = zone.partition(":")
        if kind == "row":  # the row itself, not its first place
            return self.table.say.says("segfault", int(seat), "your row", "{player}'s row")
        return super().zone_words(zone)


class SegfaultTable(CardTable[SegfaultState, SegfaultRules]):
    access_type = SegfaultAccess
    """The game's half of the table: layout, gestures and event animation."""

    state_type, ruleset_type = SegfaultState, SegfaultRules

    out_sentence = noop("table", "You crashed out of this hand, and the others play it on without you.")

    def __init__(self, scene: TableScene, animator: Animator, session: SeatedGame, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool]) -> None:
        self.settings = self.ruleset_of(session).settings
        self.show_positions = prefs.show_positions if prefs.show_positions is not None else self.settings.show_positions
        room = room_for(scene.table, scene.view_scale, CARD_SIZES[prefs.card_size], names, self.show_positions)
        self.layout = fit_layout(session.ruleset.players, human if human is not None else 0, room)
        super().__init__(scene, animator, session, names, human, prefs, confirm)
        self.card_scale = 1.0  # the layout has taken the player's card size, as far as the room allows
        self.arrows: list[Arrow] = []
        self.hover_arrows: list[Arrow] = []
        self.summary: RoundSummary | None = None  # up between two rounds of a match
        deck, discard = pile_names()
        self.fixtures.spot("deck", self.layout.deck().centre, deck, self.layout.deck().scale)
        self.fixtures.spot("discard", self.layout.discard(0, 0).centre, discard, self.layout.discard(0, 0).scale)
        self.fixtures.count_under("deck", self.layout.pile_count(self.layout.deck()))
        self.fixtures.count_under("discard", self.layout.pile_count(self.layout.discard(0, 0)))
        self.position_numbers = [
            self.fixtures.label(str(pos + 1), self.layout.position_label(seat, pos), 13, palette.TITLE)
            for seat in range(session.ruleset.players) for pos in range(6)
        ] if self.show_positions else []
        self._build_declare_control()
        self.fixtures.build_plates([self.layout.plate(seat) for seat in range(session.ruleset.players)])
        for seat, plate in enumerate(self.fixtures.plates):  # a screen reader hears the standing on the plate
            plate.holdings = [partial(self._seat_words, seat)]
        self.magnifier = RowMagnifier(self.faces, self.show_positions, scene.view_scale)
        self.magnifier.on_focus_moved = self._focus_moved
        scene.addItem(self.magnifier)
        scene.focus_named.connect(self.magnifier.focus_moved)
        self._hovered_row: int | None = None  # the seat whose row the pointer is on
        self._focused_row: int | None = None  # ... and the keyboard's focus
        self._framed_card: int | None = None  # the card the keyboard's focus is on, or was before the count

    # -- where a zone's card goes ----------------------------------------
    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        if zone == "deck":
            return self.layout.deck(index), False
        if zone == "discard":
            return self.layout.discard(card, index), True
        kind, seat = zone.split(":")
        if kind == "row":
            return self.layout.slot(int(seat), index), True
        return self.layout.drawn(int(seat)), True

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        return place_words(zone, index, self.say)

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        for seat, plate in enumerate(self.fixtures.plates):
            plate.update_state(out=not zones.get(f"row:{seat}", True))
        self._outline_empty_piles()

    def show(self, events: Sequence[Event]) -> None:
        super().show(events)
        self.animator.enqueue(self._outline_empty_piles)
        self.animator.enqueue(self._magnify)  # the row shown enlarged may have changed

    def keepsake(self) -> Keepsake:
        """The count you set to point with, and the row shown enlarged for the keyboard's focus."""
        return super().keepsake() | {"pointing": self.pointing.value(), "focused_row": self._focused_row}

    def restore(self, kept: Keepsake) -> None:
        super().restore(kept)
        self.pointing.setValue(kept["pointing"])
        self._focused_row = kept["focused_row"]
        self._magnify()

    def _outline_empty_piles(self) -> None:
        """A pile's outline shows only while the pile is empty: under its cards it is the pile."""
        for pile in PILES:
            self.scene.items_by_key[pile].setVisible(not self.cards.in_pile(pile))

    # -- the declare control -----------------------------------------------
    def _build_declare_control(self) -> None:
        self.pointing = PointingControl(0 if self.settings.allow_zero_pointing else 1, self.settings.max_pointing,
                                        shows_chain=self.settings.show_pointers)
        area = self.layout.declare_control()
        self.pointing.setFixedSize(area.size().toSize())
        self.declare_proxy = RingWidget("pointing", self.pointing)  # in the focus ring while you play a card
        self.declare_proxy.setZValue(600)
        self.declare_proxy.setPos(area.topLeft())
        self.scene.register("pointing", self.declare_proxy)
        self.pointing.valueChanged.connect(lambda _: self.refresh_hints())
        self.pointing.spin.stepped.connect(self._say_pointing)

    def turn_changed(self, humans_turn: bool) -> None:
        self.pointing.setEnabled(humans_turn and self.state.phase in (DRAWING, PLAYING))
        self.declare_proxy.setVisible(self.state.phase != OVER)  # nothing to declare once the game is over

    def extra_key(self, key: int, text: str) -> bool:
        steps: dict[int, int] = {Qt.Key.Key_Plus: 1, Qt.Key.Key_Equal: 1, Qt.Key.Key_Minus: -1,
                                 Qt.Key.Key_PageUp: 10, Qt.Key.Key_PageDown: -10}
        if self.state.phase == PLAYING and len(text) == 1 and text.isdigit():
            self.pointing.type_digit(text)
        elif key in steps:
            self.pointing.step(steps[key])
        else:
            return False
        self._say_pointing()
        return True

    def _say_pointing(self) -> None:
        """The count, set by a key: a screen reader hears the new value here (and, in the
        tutorial, where the chain of the card framed would now end)."""
        count = translate_count("segfault", self.pointing.value(), "Pointing once", "Pointing {count} times")
        end = self.pointing.chain_end.text() if self.settings.show_pointers else ""
        self.scene.announced.emit(translate("segfault", "{count}: {end}", count=count, end=spoken_text(end)) if end
                                  else count)

    # -- gestures (GestureHost) ------------------------------------------
    def _my_turn(self) -> bool:
        return self.human is not None and self.state.current_player == self.human

    def _row(self, seat: int) -> tuple[int, ...]:
        """The row of a seat in the round: yours while you play, or the one a chain ended in."""
        row = self.state.rows[seat]
        assert row is not None  # a seat crashed out of the round is never asked about
        return row

    def _row_key(self, seat: int, pos: int) -> int:
        return self._row(seat)[pos]

    def _drawn(self) -> int:
        """The card drawn this turn, while it is being played."""
        drawn = self.state.drawn
        assert drawn is not None  # asked only in the play phase
        return drawn

    def _swap_target(self) -> tuple[int, int]:
        """Where the chain ended, while its card is being swapped."""
        target = self.state.swap_target
        assert target is not None  # asked only in the swap phase
        return target

    def sources(self) -> list[Key]:
        if not self._my_turn():
            return []
        phase = self.state.phase
        if phase == DRAWING:
            return ["deck"]
        if phase == PLAYING:  # the count to point with last: Shift+Tab reaches it at once
            return [*self._row(self.human_seat), self._drawn(), "pointing"]
        if phase == SWAPPING:
            return [self._row_key(*self._swap_target())]
        return []

    def targets(self, source: Key) -> list[Key]:
        phase = self.state.phase
        if source in ("deck", "pointing"):
            return []
        if phase == PLAYING:
            return ["discard"]
        if phase == SWAPPING:
            return list(self._row(self.human_seat))
        return []

    def action_for(self, source: Key, target: Key | None) -> Gesture:
        """The action a gesture means, or a sentence saying why it means none."""
        phase = self.state.phase
        if source == "deck":
            return Moves(DRAW)
        if source == "pointing":  # Enter on the count: it stands; say it
            self._say_pointing()
            return Pending()
        if phase == PLAYING:
            if target != "discard":
                return Refused(translate("segfault", "Drop the card on the discard pile to play it."))
            row = self._row(self.human_seat)
            pos = None if source == self.state.drawn else row.index(source)
            return Moves(PLAYS[pos, self.pointing.value()])
        if phase == SWAPPING:
            row = self._row(self.human_seat)
            if target not in row:
                return Refused(translate("segfault", "Drop the card on one of your own six cards to swap it in."))
            return Moves(SWAPS[row.index(target)])
        return Refused(translate("segfault", "Wait for your turn."))

    def asks_before_forfeits(self) -> bool:
        return self.settings.warn_segfault or super().asks_before_forfeits()  # the tutorial always warns

    def hint_keys(self, action: Action) -> tuple[Sequence[Key], Sequence[Key]]:
        """A play sets the count it points with, as the hint says it."""
        if isinstance(action, Play):
            self.pointing.setValue(action.n)
            return [self._drawn() if action.pos is None else self._row_key(self.human_seat, action.pos)], ["discard"]
        if isinstance(action, Swap):
            return [self._row_key(*self._swap_target())], [self._row_key(self.human_seat, action.pos)]
        return ["deck"], []

    # -- another seat's row, enlarged ----------------------------------------
    def _row_of(self, key: Key | None) -> int | None:
        """The seat, not yours, in whose row the card ``key`` lies, if it does."""
        zone = self.cards.where.get(key, ("",))[0] if isinstance(key, int) else ""
        seat = int(zone.split(":")[1]) if zone.startswith("row:") else None
        return seat if seat != self.human else None

    def _focus_moved(self) -> None:
        self._focused_row = self._row_of(self.scene.focus_key)
        self._magnify()
        focus = self.scene.focus_key
        if focus != "pointing":  # on the count, the card last framed keeps its chain
            self._framed_card = focus if isinstance(focus, int) else None
        if self.scene.hovered_key is None and self.settings.show_pointers:
            # The mouse rests on nothing: the card the keyboard is on shows its chain, and says where it ends.
            self._show_chain(self._framed_card)
            if self.pointing.chain_end.text():
                self.scene.announced.emit(spoken_text(self.pointing.chain_end.text()))

    def magnifies(self) -> bool:
        """Whether the others' rows show too small to read in place: their corner index,
        at its designed size, would read smaller than the table's least words."""
        return index_growth(self.layout.other_scale * self.scene.view_scale) > 1

    def _magnify(self) -> None:
        """Show the row under the pointer, or else the one the keyboard's focus is in, enlarged."""
        seat = self._hovered_row if self._hovered_row is not None else self._focused_row
        if seat is None or not self.magnifies():
            self.magnifier.hide_soon()
            return
        holding = next((int(zone.split(":")[1]) for zone, _ in self.cards.where.values() if zone.startswith("drawn:")),
                       None)
        most = MAGNIFIED_PIXELS / (CARD_HEIGHT * self.scene.view_scale)
        area, scale = self.layout.magnified(seat, holding, self.magnifier.size_at,
                                            MAGNIFIED_AT_LEAST * self.layout.other_scale, most)
        occupant = self.cards.occupant
        cards = [occupant[f"row:{seat}", pos] for pos in range(6) if (f"row:{seat}", pos) in occupant]
        self.magnifier.show_row(seat, self.names[seat], cards, area, scale)

    # -- hints ---------------------------------------------------------------
    def hover(self, key: Key | None) -> None:
        self._hovered_row = self._row_of(key)
        self._magnify()
        self._show_chain(key if key is not None else self._framed_card)

    def _show_chain(self, key: Key | None) -> None:
        """The arrows of ``key``'s chain (the card under the pointer, or else the keyboard's), and where it ends."""
        if not self.settings.show_pointers:
            return
        self._clear(self.hover_arrows)
        if not isinstance(key, int) or (chain := self._chain_from(key)) is None:
            self.pointing.show_end("")
            return
        hops, crashes, yours = chain
        self.pointing.show_end(self._chain_end(hops, crashes) if yours else "")
        start = self.cards.items[key].pos()
        colour = QColor(230, 60, 60) if crashes else QColor(90, 200, 255)
        for hop in hops:
            end = self.cards.items[self._row_key(*hop)].pos()
            arrow = Arrow(start, end, colour)
            self.scene.addItem(arrow)
            self.hover_arrows.append(arrow)
            start = end

    def _chain_from(self, card: int) -> tuple[list, bool, bool] | None:
        """The arrows to draw from a card under the pointer: (hops, crashes, whether it
        is your play with the number set), or None when there are none to draw."""
        if self.state.phase == OVER:
            return None
        where = self.cards.where.get(card)
        if where is None or not where[0].startswith(("row:", "drawn:")):
            return None
        seat = int(where[0].split(":")[1])
        playing = self._my_turn() and self.state.phase == PLAYING
        if where[0].startswith("row:") and playing and seat == self.human:
            return (*self.state.preview(PLAYS[where[1], self.pointing.value()]), True)
        if where[0].startswith("drawn:") and playing:
            return (*self.state.preview(PLAYS[None, self.pointing.value()]), True)
        if where[0].startswith("row:"):
            target = self.state.target_of(seat, where[1])
            return ([target] if target else []), False, False
        return None

    def _chain_end(self, hops: list, crashes: bool) -> str:
        if not hops:
            return translate("segfault", "crashes at once") if crashes else ""
        end = card_label(self._row_key(*hops[-1]))
        return translate("segfault", "crashes at {card}", card=end) if crashes else translate(
            "segfault", "ends on {card}", card=end)

    def refresh_hints(self) -> None:
        self.hover(self.scene.hovered_key)

    # -- events to animation ---------------------------------------------
    def log_lines(self, events: Sequence[Event], before: SegfaultState, after: SegfaultState) -> list[str]:
        return narrate(events, self.names, self.human, before)

    def told_once_shown(self, events: Sequence[Event]) -> int:
        # The next round is dealt after the round's end has been shown and clicked away.
        return next((index for index, event in enumerate(events) if isinstance(event, NewRound)), len(events))

    def show_event(self, event: Event, batch: list[CardMoved]) -> None:
        if isinstance(event, TurnStarted):
            self.cards.flush(batch)
            self.animator.enqueue(lambda: self._start_turn(event.seat))
        elif isinstance(event, Declared):
            self.cards.flush(batch)
            self.animator.enqueue(lambda: self._clear(self.arrows))
        elif isinstance(event, PointerStep):
            self.cards.flush(batch)
            start = self._pointing_card(event.from_seat, event.from_pos)
            target = self.slot_card(event.to_seat, event.to_pos)
            self.animator.enqueue(lambda: self._hop(start, target))
        elif isinstance(event, Segfault):
            self.cards.flush(batch)
            king = self._pointing_card(event.card_seat, event.card_pos)
            self.animator.enqueue(lambda: self._crash_mark(king))
            self.animator.pause(self.ms("drop_out"))
        elif isinstance(event, SeatOut):
            self.cards.flush(batch)
            self.animator.enqueue(lambda: self.fixtures.seat_out(event.seat))
        elif isinstance(event, Swapped):
            self.cards.flush(batch)
            self.animator.enqueue(lambda: self._clear(self.arrows))
        elif isinstance(event, RoundWon):
            self.cards.flush(batch)
            row = [self.slot_card(event.seat, pos) for pos in range(6)]
            self.animator.enqueue(lambda: self._won([row[pos] for pos in event.positions]))
            if not self.state.is_terminal():  # the match goes on: the next round is dealt after this one
                self._between_rounds(round_won(Speaker(self.names, self.human), self.state.round - 1, event.seat,
                                               event.pattern, row, event.positions, *self._after_round()))
        elif isinstance(event, RoundDrawn):
            self.cards.flush(batch)
            if not self.state.is_terminal():
                self._between_rounds(round_drawn(event.number, event.turns, *self._after_round()))
        elif isinstance(event, NewRound):
            self.cards.flush(batch)
            self.animator.enqueue(lambda: self._new_round())
        elif isinstance(event, Shuffled):
            self.cards.flush(batch)
            self.cards.queue_moves([(card, "deck") for card in self.cards.in_pile("discard")[: event.cards]], "move")
        elif isinstance(event, GameOver):
            self.cards.flush(batch)
            self.animator.enqueue(lambda: self.show_banner(event))
        elif isinstance(event, CardMoved):
            batch.append(event)

    def move_kind(self, event: CardMoved) -> str:
        if event.source == "deck" and event.target.startswith("row:"):
            return "deal"
        if event.target.startswith("drawn:"):
            return "draw"
        if event.target == "discard":
            return "discard"
        if event.source.startswith("row:") and event.target.startswith("row:"):
            return "swap"
        return "move"

    def _pointing_card(self, seat: int, pos: int | None) -> int:
        """The card at a place of a chain, the card just played (``pos`` None) included.
        Asked while the events are read, before later ones move cards away."""
        return self.cards.in_pile("discard")[-1] if pos is None else self.slot_card(seat, pos)

    def _hop(self, start: int, target: int) -> QPropertyAnimation:
        arrow = Arrow(self.cards.items[start].pos(), self.cards.items[target].pos())
        self.scene.addItem(arrow)
        self.arrows.append(arrow)
        self.cards.items[target].set_highlight("hint")
        return arrow.grow(self.ms("pointer_hop"))

    def _crash_mark(self, king: int) -> None:
        for arrow in self.arrows:
            arrow.colour = QColor(230, 50, 50)
            arrow.update()
        self.cards.items[king].set_highlight("dim")

    def _start_turn(self, seat: int) -> None:
        self._clear(self.arrows)
        for item in self.cards.items.values():
            if getattr(item, "highlight", None) == "hint":
                item.set_highlight(None)
        self.fixtures.mark_turn(seat)

    # -- between two rounds of a match -----------------------------------------
    def _after_round(self) -> tuple[str, str]:
        """The panel's score line and what to do next, once a round of a match is over."""
        score = match_score(self.names, self.state.scores, self.settings.hands_to_win)
        if self.human is None:
            return score, translate("segfault", "Hand {number} follows.", number=self.state.round)
        return score, translate("segfault", "Press Enter to deal hand {number}, or click the table.",
                                number=self.state.round)

    def _between_rounds(self, words: RoundOver) -> None:
        """Show how the round ended, with its cards still in place, and wait for the
        player (a table of AIs only pauses) before they are gathered for the next."""
        summary = RoundSummary(self.layout.round_summary, self.faces, words)
        self.animator.enqueue(lambda: self._show_summary(summary))
        if self.human is None:
            self.animator.pause(self.ms("banner") * 2)
        else:
            self.animator.hold()
        self.animator.enqueue(self._clear_summary)

    def _show_summary(self, summary: RoundSummary) -> None:
        self._clear_summary()
        self.summary = summary
        self.scene.addItem(summary)
        self.declare_proxy.setVisible(False)  # it lies under the panel; the next turn shows it again
        self.set_thinking(None)
        if self.scene.host is not None:
            self.runner.status_changed.emit(self.status())

    def _clear_summary(self) -> None:
        if self.summary is not None:
            self.scene.removeItem(self.summary)
            self.summary = None

    def dismiss_banner(self, where: QPointF | None) -> bool:
        """A click anywhere (or Enter) puts the panel between rounds away and deals the next round."""
        if self.summary is not None:
            return self.animator.release()
        return super().dismiss_banner(where)

    def _new_round(self) -> None:
        self._clear(self.arrows)
        self.clear_banner()
        for seat in range(len(self.names)):
            self.fixtures.plates[seat].update_state(out=False)
        for item in self.cards.items.values():
            item.set_highlight(None)

    def _won(self, cards: list[int]) -> None:
        for card in cards:
            self.cards.items[card].set_highlight("win")

    def slot_card(self, seat: int, pos: int) -> int:
        return self.cards.occupant[f"row:{seat}", pos]

    def _clear(self, arrows: list) -> None:
        for arrow in arrows:
            self.scene.removeItem(arrow)
        arrows.clear()

    # -- words ---------------------------------------------------------------
    def status(self) -> str:
        if self.summary is not None:
            return self.summary.words.hint
        waiting = self.overlays.waiting_status()
        if waiting:
            return waiting
        state = self.state
        if state.phase == DRAWING:
            return translate("segfault", "Your turn: draw a card from the deck.")
        if state.phase == PLAYING:
            return translate("segfault", "Set how many times to point, then play one of your cards or the drawn "
                             "{card} onto the discard pile.", card=card_label(self._drawn()))
        card = card_label(self._row_key(*self._swap_target()))
        return translate("segfault", "The chain ends on {card}: put it on one of your cards to swap them.",
                         card=card)

    def scores(self) -> list[tuple[str, str]]:
        rows = []
        for seat, name in enumerate(self.names):
            detail = self._seat_words(seat)
            if seat == self.state.current_player:
                detail = translate("segfault", "{standing} · to move", standing=detail)
            rows.append((name, detail))
        return rows

    def _seat_words(self, seat: int) -> str:
        """Where ``seat`` stands, and its hands won in a match: the scores' words and its plate's."""
        out = set(range(len(self.names))) - set(self.state.active_seats())
        detail = self._standing(seat, out)
        if self.settings.hands_to_win > 1:
            detail = translate("segfault", "{standing}, {won} of {count} hands", standing=detail,
                               won=self.state.scores[seat], count=self.settings.hands_to_win)
        return detail

    def _standing(self, seat: int, out: set[int]) -> str:
        """Playing or crashed out; once the game is over, who won."""
        if not self.state.is_terminal():
            return translate("segfault", "crashed out") if seat in out else translate("segfault", "playing")
        winners = self.state.winners
        assert winners is not None  # the game is over
        if seat in winners:
            return translate("segfault", "won")
        if seat in out:
            return translate("segfault", "crashed out")
        return translate("segfault", "lost") if winners else translate("segfault", "draw")


TABLE: type[GameTable] = SegfaultTable  # mypy checks the table keeps to the protocol
