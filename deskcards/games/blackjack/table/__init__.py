"""Blackjack (shedding) on the table: your fanned hand, the others' backs,
the pile where this turn's cards stack up, and the counters that matter.

Every rule question goes to the engine: which cards light up, whether a
drop is legal (and why not), what the End turn button would do.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from deskcards.engine.cards import SUIT_SYMBOLS, card_label, rank, suit, suit_name
from deskcards.engine.events import CardMoved, Event, GameOver, Shuffled, TurnStarted
from deskcards.engine.game import Action
from deskcards.engine.words import noop, translate
from deskcards.games.log_sentences import count_cards
from deskcards.ui import palette
from deskcards.ui.card_table import CardTable
from deskcards.ui.game_table import GameTable, Keepsake
from deskcards.ui.spots import Button
from deskcards.ui.table_access import TableAccess
from deskcards.ui.table_cards import Place
from deskcards.ui.table_gestures import Gesture, Moves, Pending, Refused

from ..actions import CLOSE, DRAW, END, PLAYS, Play
from ..events import DebtChanged, DirectionChanged, Finished, PickupChanged, Skipped, SuitChosen
from ..legality import why_illegal
from ..narrate import a_rank, narrate, rank_plural
from ..phases import EXTEND, OVER, START
from ..places import place_words
from ..rules import BlackjackRules
from ..state import BlackjackState
from .badges import Badge, DirectionRing
from .details import DECK_SIZE, longest_details, seat_detail
from .layout import BlackjackLayout, Room
from .measure import button_size, extent, widest

if TYPE_CHECKING:
    from deskcards.session import SeatedGame
    from deskcards.ui.animator import Animator
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

    from ..actions import BlackjackAction

Key = Hashable
SUIT_KEYS = tuple(f"suit:{index}" for index in range(4))
SUIT_DIGITS = ("1", "2", "3", "4")  # the keys that call a suit, in its buttons' order (H is Hint in every game)


class BlackjackAccess(TableAccess):
    def zone_words(self, zone: str) -> str:
        if zone.startswith("hand:"):  # the hand itself, not its first card
            return self.table.say.says("blackjack", int(zone.split(":")[1]), "your hand", "{player}'s hand")
        return super().zone_words(zone)


class BlackjackTable(CardTable[BlackjackState, BlackjackRules]):
    access_type = BlackjackAccess
    state_type, ruleset_type = BlackjackState, BlackjackRules
    out_sentence = noop("table", "You have gone out, and the others play on for the places left.")

    def __init__(self, scene: TableScene, animator: Animator, session: SeatedGame, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool]) -> None:
        super().__init__(scene, animator, session, names, human, prefs, confirm)
        self.turn_cards: list[int] = list(self.state.turn_cards)  # this turn's cards on the pile, fanned
        self.ace: int | None = None  # an Ace dropped on the pile, waiting for its suit
        # The words first, to measure the room they take; then the layout, which places them.
        self.fixtures.build_plates([self.area.center()] * len(names))
        self.fixtures.count_under("deck", self.area.center())
        self.pickup_badge, self.called = Badge(), Badge(QColor(40, 60, 110))
        labels = [f"{SUIT_SYMBOLS[index]} {suit_name(index).capitalize()}" for index in range(4)]
        size = button_size([*labels, translate("blackjack", "End turn"), translate("blackjack", "New cycle")],
                           scene.view_scale)
        self.end_button = Button("end", translate("blackjack", "End turn"), size)
        scene.register("end", self.end_button)
        self.suit_buttons = [Button(key, label, size, palette.LIGHT_BUTTON) for key, label in zip(SUIT_KEYS, labels,
                                                                                                 strict=True)]
        for key, button in zip(SUIT_KEYS, self.suit_buttons, strict=True):
            scene.register(key, button)
        self.layout = BlackjackLayout(session.ruleset.players, human if human is not None else 0, self.area,
                                      self.card_scale, self._room())
        self.ring = DirectionRing(*self.layout.ring()[1:])
        scene.addItem(self.ring)
        self._place_things()
        self._show_counters(self.state)

    def _room(self) -> Room:
        """The room the table's words take at the view's scale: measured on its own items set
        to their longest words (the state's own come with the first sync)."""
        plates = []
        for plate in self.fixtures.plates:
            for detail in longest_details(len(self.names), self.ruleset.pickup_debt):
                plate.update_state(detail=detail)
                plates.append(extent(plate))
        badges = []
        for badge in (self.pickup_badge, self.called):
            self.scene.addItem(badge)
            for text in (f"+{DECK_SIZE}", *map(_called, range(4))):
                badge.set_text(text)
                badges.append(extent(badge))
        count = self.fixtures.pile_labels["deck"]
        count.setText(count_cards(DECK_SIZE))
        return Room(widest(plates), widest(badges), extent(count, count.centre), extent(self.end_button))

    def _place_things(self) -> None:
        layout = self.layout
        self.fixtures.spot("deck", layout.deck().centre, translate("blackjack", "Deck"), layout.deck().scale)
        self.fixtures.spot("discard", layout.discard(0, 0, None).centre, translate("blackjack", "Discard"),
                           layout.deck().scale)
        count = self.fixtures.pile_labels["deck"]
        count.centre = layout.deck_count()
        count.setText(count.text())  # centred on its new place
        for seat, plate in enumerate(self.fixtures.plates):
            plate.setPos(layout.plate(seat))
        self.ring.setPos(layout.ring()[0])
        for badge, where in ((self.pickup_badge, layout.pickup_badge()), (self.called, layout.called_badge())):
            badge.setPos(where)
            badge.refit()  # to grow about its new place
        self.end_button.setPos(layout.end_button())
        for index, button in enumerate(self.suit_buttons):
            button.setPos(layout.suit_button(index))

    def keepsake(self) -> Keepsake:
        return {**super().keepsake(), "ace": self.ace}

    def restore(self, kept: Keepsake) -> None:
        super().restore(kept)
        if kept["ace"] is not None:  # the Ace still waits for its suit
            self.ace = kept["ace"]
            self._show_suit_buttons(True)
            self.runner.status_changed.emit(self.status())

    # -- zones -------------------------------------------------------------
    def is_pile(self, zone: str) -> bool:
        return zone in ("deck", "discard") or zone.startswith("hand:")

    def refans(self, zone: str) -> bool:
        return zone.startswith("hand:")

    def display_order(self, zone: str, cards: list[int]) -> list[int]:
        if zone == f"hand:{self.human}":
            return sorted(cards, key=lambda card: (suit(card), rank(card)))
        return cards

    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        if zone == "deck":
            return self.layout.deck(index), False
        if zone == "discard":
            turn_index = self.turn_cards.index(card) if card in self.turn_cards else None
            return self.layout.discard(card, index, turn_index), True
        seat = int(zone.split(":")[1])
        return self.layout.hand(seat, index, len(self.cards.piles[zone])), seat == self.human

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        return place_words(zone, index, self.say)

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        self._show_counters(self.state)

    # -- the human's gestures (asked of the engine) --------------------
    def _my_turn(self) -> bool:
        return self.human is not None and self.state.current_player == self.human

    def _playing(self, card: int) -> tuple[BlackjackAction, ...] | str:
        """The actions that put ``card`` on the pile now (closing a cycle first
        if the engine allows), or the engine's reason why not."""
        state = self.state
        options = [PLAYS[card, called] for called in (range(4) if rank(card) == 1 else (None,))]
        legal = set(state.legal_actions())
        if options[0] in legal:
            return ()
        if CLOSE in legal:
            after = state.clone()
            after.apply(CLOSE)
            if after.current_player == state.current_player and options[0] in set(after.legal_actions()):
                return (CLOSE,)
        reason = why_illegal(state, options[0])
        assert reason is not None  # the card is not legal here
        return reason

    def _closing_ends_turn(self) -> bool:
        after = self.state.clone()
        after.apply(CLOSE)
        return after.current_player != self.state.current_player or after.phase == OVER

    def sources(self) -> list[Key]:
        if not self._my_turn() or self.state.phase == OVER:
            return []
        if self.ace is not None:
            return list(SUIT_KEYS)
        legal = set(self.state.legal_actions())
        # Every card of yours may be picked up; an illegal drop says why it cannot go.
        keys: list[Key] = list(self.cards.piles.get(f"hand:{self.human}", ()))
        if self.cards.piles.get("deck") or DRAW in legal:  # an empty pile you cannot draw from is no place to go
            keys.append("deck")  # a click on it draws, or says why not
        if END in legal or CLOSE in legal:
            keys.append("end")
        return keys

    def targets(self, source: Key) -> list[Key]:
        return ["discard"] if isinstance(source, int) and not isinstance(self._playing(source), str) else []

    def action_for(self, source: Key, target: Key | None) -> Gesture:
        if source == "deck":
            if DRAW in set(self.state.legal_actions()):
                return Moves(DRAW)
            reason = why_illegal(self.state, DRAW)
            assert reason is not None  # the draw is not legal here
            return Refused(reason)
        if source == "end":
            return Moves(END if END in set(self.state.legal_actions()) else CLOSE)
        if source in SUIT_KEYS:
            card, self.ace = self.ace, None
            assert card is not None  # the suit buttons show while an Ace waits for its suit
            self._show_suit_buttons(False)
            before = self._playing(card)
            assert not isinstance(before, str)  # the Ace was legal when it waited for its suit
            return Moves(*before, PLAYS[card, SUIT_KEYS.index(source)])
        assert isinstance(source, int)  # every other source is a card
        before = self._playing(source)
        if isinstance(before, str):  # wherever it was dropped (or Enter pressed), say why it cannot go
            return Refused(before)
        if target != "discard":
            return Refused(translate("blackjack", "Drop the card on the discard pile to play it."))
        if rank(source) == 1:  # an Ace: ask for its suit first, the card waits on the pile
            self.ace = source
            self._show_suit_buttons(True)
            return Pending()
        return Moves(*before, PLAYS[source, None])

    def hint_keys(self, action: Action) -> tuple[Sequence[Key], Sequence[Key]]:
        if isinstance(action, Play):
            return [action.card], ["discard"]
        return ["deck" if action == DRAW else "end"], []

    def extra_key(self, key: int, text: str) -> bool:
        if self.ace is not None and text in SUIT_DIGITS:
            self.runner.activate(SUIT_KEYS[SUIT_DIGITS.index(text)], None)
            return True
        return False

    def turn_changed(self, humans_turn: bool) -> None:
        legal = set(self.state.legal_actions()) if humans_turn else set()
        show = humans_turn and (END in legal or CLOSE in legal)
        if show:
            self.end_button.label = (translate("blackjack", "End turn") if END in legal or self._closing_ends_turn()
                                     else translate("blackjack", "New cycle"))
            self.end_button.update()
        self.end_button.setVisible(show)
        self._show_suit_buttons(False)
        self.ace = None

    def _show_suit_buttons(self, shown: bool) -> None:
        for button in self.suit_buttons:
            button.setVisible(shown)
        if shown:
            self.end_button.setVisible(False)

    # -- events to animation ---------------------------------------------
    def log_lines(self, events: Sequence[Event], before: BlackjackState, after: BlackjackState) -> list[str]:
        return narrate(events, self.names, self.human, before)

    def show_event(self, event: Event, batch: list[CardMoved]) -> None:
        if isinstance(event, CardMoved):
            if event.target == "discard" and event.source.startswith("hand:"):
                self.turn_cards.append(event.card)
            batch.append(event)
            return
        self.cards.flush(batch)
        if isinstance(event, TurnStarted):
            settled, self.turn_cards = self.turn_cards, []
            if settled:
                self.cards.queue_moves([(card, "discard") for card in self.cards.in_pile("discard") if card in settled],
                                       "move")
            self.animator.enqueue(lambda: self.fixtures.mark_turn(event.seat))
        elif isinstance(event, Shuffled):
            pile = self.cards.in_pile("discard")
            self.cards.queue_moves([(card, "deck") for card in pile[: len(pile) - event.kept]], "move")
        elif isinstance(event, PickupChanged):
            self.animator.enqueue(lambda: self.pickup_badge.set_text(f"+{event.total}" if event.total else ""))
        elif isinstance(event, SuitChosen):
            self.animator.enqueue(lambda: self.called.set_text(_called(event.suit)))
        elif isinstance(event, DirectionChanged):
            self.animator.enqueue(lambda: self.ring.set_clockwise(event.direction > 0))
            reverse = translate("blackjack", "REVERSE")
            self.animator.enqueue(lambda: self.overlays.flash(reverse, self.layout.ring_top()))
        elif isinstance(event, Skipped):
            skip = translate("blackjack", "SKIP")
            self.animator.enqueue(lambda: self.overlays.flash(skip, self.layout.plate(event.seat)))
        elif isinstance(event, (DebtChanged, Finished)):
            pass  # shown by the plates, refreshed below from the state
        elif isinstance(event, GameOver):
            self.animator.enqueue(lambda: self.show_banner(event))

    def show(self, events: Sequence[Event]) -> None:
        super().show(events)
        state = self.state.clone()
        self.animator.enqueue(lambda: self._show_counters(state))

    def _show_counters(self, state: BlackjackState) -> None:
        self.pickup_badge.set_text(f"+{state.pickup}" if state.pickup else "")
        self.ring.set_clockwise(state.direction > 0)
        called = state.active_suit
        top = state.top_card
        self.called.set_text(_called(called) if top is not None and rank(top) == 1
                             and called is not None else "")
        for seat, plate in enumerate(self.fixtures.plates):
            plate.update_state(detail=seat_detail(state, seat), out=seat in state.places)

    def set_thinking(self, seat: int | None) -> None:
        pass  # the plates show card counts; the status line says who is thinking

    # -- words ---------------------------------------------------------------
    def scores(self) -> list[tuple[str, str]]:
        state = self.state
        return [(name, translate("blackjack", "{detail} · to move", detail=seat_detail(state, seat))
                 if seat == state.current_player else seat_detail(state, seat))
                for seat, name in enumerate(self.names)]

    def status(self) -> str:
        waiting = self.overlays.waiting_status()
        if waiting:
            return waiting
        state = self.state
        if self.ace is not None:
            return translate("blackjack", "Which suit does your {card} call? Press {keys}, or choose one on the table.",
                             card=card_label(self.ace), keys=_suit_keys())
        top = state.top_card
        on = _on_what(top, state.active_suit)
        if state.phase == START:
            return translate("blackjack", "{choice} {deck}", choice=_start_choice(state, on),
                             deck=self._deck_offer(state))
        cycle_value = state.cycle_value
        assert cycle_value is not None  # past the start of a cycle, its rank is set
        if state.phase == EXTEND:
            more = rank_plural(cycle_value)
            if self._closing_ends_turn():
                return translate("blackjack", "Play more {ranks}, or press End turn.", ranks=more)
            return translate("blackjack", "Play more {ranks}, or press New cycle.", ranks=more)
        # After two or more 2s or Jacks the player may stop, or play on.
        return translate("blackjack", "You played several {ranks}: play another card {on}, or press End turn.",
                         ranks=rank_plural(cycle_value), on=on)

    def _deck_offer(self, state: BlackjackState) -> str:
        """What a click on the deck does at the start of a cycle, said plainly: the deck may
        be closed to you, or show 0 cards with none left to turn over."""
        if DRAW not in set(state.legal_actions()):
            return translate("blackjack", "You may not draw while you can play.")
        if state.cards_to_draw and state.pickup:
            return translate("blackjack", "Take them from the deck.")
        if state.cards_to_draw:
            return translate("blackjack", "Draw one from the deck.")
        if state.pickup and self.ruleset.pickup_debt:
            return translate("blackjack", "Choose the deck to owe them: no card is left to take.")
        return translate("blackjack", "Choose the deck to pass: no card is left to draw.")


def _start_choice(state: BlackjackState, on: str) -> str:
    """What may open the next cycle, from what this turn has played so far."""
    if not state.turn_cards:
        if state.pickup:
            return translate("blackjack", "You must pick up {count}: answer with an Ace, a 2 or a Jack.",
                             count=state.pickup)
        return translate("blackjack", "Your turn: play a card {on}.", on=on)
    if state.queen_free:
        return translate("blackjack", "A Queen was played: play any card.")
    last = rank(state.turn_cards[-1])
    if last == 3:
        return translate("blackjack", "A 3 was played: play another card {on}.", on=on)
    return translate("blackjack", "You played several {ranks}: start another cycle {on}.", ranks=rank_plural(last),
                     on=on)


def _on_what(top: int | None, called: int | None) -> str:
    if top is None:
        return translate("blackjack", "(anything goes on an empty pile)")
    shown = suit_name(called) if called is not None else suit_name(suit(top))
    return translate("blackjack", "on {card} ({suit} or {rank})", card=card_label(top), suit=shown,
                     rank=a_rank(rank(top)))


TABLE: type[GameTable] = BlackjackTable  # mypy checks the table keeps to the protocol


def _suit_keys() -> str:
    """"1 ♣, 2 ♦, 3 ♥ or 4 ♠": the key of each suit button."""
    keys = [f"{digit} {symbol}" for digit, symbol in zip(SUIT_DIGITS, SUIT_SYMBOLS, strict=True)]
    return translate("blackjack", "{keys} or {last}", keys=", ".join(keys[:-1]), last=keys[-1])


def _called(suit_value: int) -> str:
    return translate("blackjack", "{suit} called", suit=SUIT_SYMBOLS[suit_value])
