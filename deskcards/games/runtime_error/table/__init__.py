"""Runtime Error on the table: statements in front of each seat, the input
card in the middle between the deck and the discard pile.

The engine decides everything. Gestures become actions (``gestures``);
the events ``apply`` reports are animated in order (``motion``): the
statements that run light up one after another, the cards their functions
move fly, and a proven loop plays out step by step under a caption.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from deskcards.engine.cards import suit
from deskcards.engine.events import Event, GameOver
from deskcards.engine.game import Action
from deskcards.engine.words import translate, translate_count
from deskcards.games.log_sentences import count_cards
from deskcards.ui.game_table import GameTable, Keepsake
from deskcards.ui.preferences import CARD_SIZES
from deskcards.ui.spots import Button, ToggleButton
from deskcards.ui.table_access import TableAccess
from deskcards.ui.table_cards import Place
from deskcards.ui.table_items import Caption
from deskcards.ui.table_zones import AccessZone, capitalised

from ..actions import Edit, Input, Loop, Script
from ..narrate import headline, narrate
from ..phases import INPUT, LOOPING, SCRIPT
from ..places import place_words, statement_words
from ..rules import RuntimeErrorRules
from ..state import RuntimeErrorState
from .gestures import Gestures
from .layout import RuntimeErrorLayout
from .motion import Motion
from .reading import statements_words, with_building
from .room import BUTTON_SIZE, CAPTION_WIDTH, measure, pile_words
from .scripting import PendingScript
from .statements import STATEMENT, StatementMarks, laid_cards, parse_statement_zone, slot_key, statement_zone

if TYPE_CHECKING:
    from deskcards.session import SeatedGame
    from deskcards.ui.animator import Animator
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

STATEMENT_Z = 300.0  # the lower bound; the upper and the function lie on it in that order
HAND_Z = 600.0  # your hand, and the parts of a statement you are building, above every statement


class RuntimeErrorAccess(TableAccess):
    table: RuntimeErrorTable

    def zone_words(self, zone: str) -> str:
        say = self.table.say
        if zone.startswith(STATEMENT):
            seat, slot = parse_statement_zone(zone)
            return say.says("runtime-error", seat, "your statement {number}", "{player}'s statement {number}",
                            number=slot + 1)
        return place_words(zone, 0, say)

    def zone_of_thing(self, item: QGraphicsItem) -> str | None:
        """A statement's slot and its function's label lie in the statement's zone."""
        place = self.table.marks.place_of(item)
        return statement_zone(*place) if place is not None else None

    def zones(self) -> list[AccessZone]:
        """The parts of the statement you are building lie in its zone, not in your hand."""
        zones = super().zones()
        table = self.table
        if not table.pending.cards:
            return zones
        zone = statement_zone(table.human_seat, table.next_slot())
        return with_building(zones, [table.cards.items[card] for card in table.pending.cards], zone,
                             capitalised(self.zone_words(zone)))

    def holding_words(self) -> str:
        """Your hand (less the parts on the slot you are building), then what every statement says."""
        table = self.table
        if table.human is None:
            return ""
        hand = [table.card_words(card) for card in table.cards.in_pile(f"hand:{table.human}")
                if card not in table.pending]
        held = translate("runtime-error", "Your hand: {cards}.", cards=", ".join(hand)) if hand else \
            translate("runtime-error", "Your hand is empty.")
        return f"{held} {statements_words(table.state.observation(table.human), table.say)}"


class RuntimeErrorTable(Gestures, Motion):
    access_type = RuntimeErrorAccess
    state_type, ruleset_type = RuntimeErrorState, RuntimeErrorRules

    def __init__(self, scene: TableScene, animator: Animator, session: SeatedGame, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool]) -> None:
        self.players = session.ruleset.players
        words = measure(scene.view_scale, names, plate_detail)
        self.layout = RuntimeErrorLayout(self.players, human if human is not None else 0, QRectF(scene.table), words,
                                         CARD_SIZES[prefs.card_size])
        super().__init__(scene, animator, session, names, human, prefs, confirm)
        self.pending = PendingScript()
        self.forever = False
        self.face_down: dict[tuple[int, int], int] = {}  # (seat, slot) -> part, as the cards lie
        self.lit: list[int] = []  # the cards of the statement lit as it runs
        deck, discard, middle = self.layout.deck(), self.layout.discard(0, 0), self.layout.input()
        self.pile_spots = {key: self.fixtures.spot(key, place.centre, words, place.scale) for key, place, words in zip(
            ("deck", "discard", "input"), (deck, discard, middle), pile_words(), strict=True)}
        self.fixtures.count_under("deck", self.layout.pile_count(deck))
        self.fixtures.count_under("discard", self.layout.pile_count(discard))
        self.marks = StatementMarks(scene, self.layout)
        caption = self.layout.caption()
        self.caption = Caption(caption.width() * CAPTION_WIDTH / words.caption[0])
        self.caption_turns = 0  # how many more turns may start before the caption is cleared
        scene.addItem(self.caption)
        # A one-line caption's foot lies 24 units (grown as the caption grows) under its position.
        self.caption.setPos(caption.center().x(), caption.bottom() - 24 * words.caption[0] / CAPTION_WIDTH)
        self.forever_button = ToggleButton("forever", translate("runtime-error", "Run forever"), BUTTON_SIZE)
        self.skip_button = Button("skip", translate("runtime-error", "No input"), BUTTON_SIZE)
        for button, centre in zip((self.forever_button, self.skip_button), self.layout.buttons(), strict=True):
            button.setPos(centre)
            button.setVisible(False)
            scene.register(button.key, button)
        self.fixtures.build_plates([self.layout.plate(seat) for seat in range(self.players)])
        self.thinking: int | None = None

    # -- zones ---------------------------------------------------------------
    def is_pile(self, zone: str) -> bool:
        return zone in ("deck", "discard") or zone.startswith("hand:")

    def refans(self, zone: str) -> bool:
        # The deck too: after a reshuffle its order here is not the engine's, so a card
        # drawn from inside it closes the gap.
        return zone == "deck" or zone.startswith("hand:")

    def display_order(self, zone: str, cards: list[int]) -> list[int]:
        return sorted(cards) if zone.startswith("hand:") else cards

    def z_for(self, zone: str, index: int) -> float:
        if zone.startswith(STATEMENT):
            return STATEMENT_Z + index
        if zone == f"hand:{self.human}":
            return HAND_Z + index * 0.01
        return super().z_for(zone, index)

    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        if zone.startswith("hand:"):
            seat = int(zone[5:])
            if card in self.pending:
                return self.layout.part(seat, self.next_slot(), self.pending.part_of(card)), True
            fan = [other for other in self.cards.piles[zone] if other not in self.pending]
            return self.layout.hand(seat, fan.index(card), len(fan)), seat == self.human
        if zone.startswith(STATEMENT):
            seat, slot = parse_statement_zone(zone)
            return self.layout.part(seat, slot, index), self.face_down.get((seat, slot)) != index
        if zone == "input":
            return self.layout.input(), True
        if zone == "deck":
            return self.layout.deck(index), False
        return self.layout.discard(card, index), True

    def show_counts(self, counts: dict[str, int]) -> None:
        """The piles' counts; and a place's outline only while it is empty (cards would hide its words)."""
        super().show_counts(counts)
        held = {**counts, "input": ("input", 0) in self.cards.occupant}
        for key, spot in self.pile_spots.items():
            spot.setVisible(not held[key])

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        if card is not None and card in self.pending and zone == f"hand:{self.human}":  # on the slot you are building
            return statement_words(self.human_seat, self.next_slot(), self.pending.part_of(card), self.say)
        if zone.startswith(STATEMENT):
            return statement_words(*parse_statement_zone(zone), index, self.say)
        return place_words(zone, index, self.say)

    def resolve(self, key: Hashable) -> Hashable:
        """A card on a pile or on the input place stands for that place."""
        if isinstance(key, int) and self.cards.where.get(key, ("",))[0] == "input":
            return "input"
        return super().resolve(key)

    def hint_keys(self, action: Action) -> tuple[Sequence[Hashable], Sequence[Hashable]]:
        """A statement's three cards and its slot; an input card and the input place
        (and Run forever, for a claim); an EDIT's card and the card it replaces."""
        if isinstance(action, Script):
            assert self.human is not None  # a hint is for your own move
            return [action.lower, action.upper, action.function], [slot_key(self.human, self.next_slot())]
        if isinstance(action, (Input, Loop)):
            return [action.card], ["input", *(["forever"] if action.forever else [])]
        if isinstance(action, Edit):
            place = (action.seat, action.slot, action.part)
            return [action.card], [card for card in self.cards.items if self.statement_place(card) == place]
        return ["skip"], []

    def next_slot(self) -> int:
        """Your next empty slot: a statement you build goes there."""
        return len(self.state.statements(self.human_seat))

    def statement_cards(self, seat: int, slot: int) -> list[int]:
        zone = statement_zone(seat, slot)
        return [self.cards.occupant[zone, part] for part in range(3) if (zone, part) in self.cards.occupant]

    def sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        """Lay the game out as it stands: each statement's three cards in its own slot."""
        state = self.state
        self.pending.clear()
        laid = {zone: cards for zone, cards in zones.items() if not zone.startswith("statements:")}
        self.face_down = {}
        for seat in range(self.players):
            for slot, placed in enumerate(state.statements(seat)):
                laid[statement_zone(seat, slot)] = list(laid_cards(placed))
                if placed.face_down is not None:
                    self.face_down[seat, slot] = placed.face_down
        super().sync(laid)

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        self.marks.clear()
        for seat in range(self.players):
            for slot in range(len(self.state.statements(seat))):
                self.dress(seat, slot)()
        self.caption.say("")
        self.show_plates()
        self.show_controls(False)

    # -- how the table looks between moves ------------------------------------
    def dress(self, seat: int, slot: int) -> Callable[[], None]:
        """A step that shows a statement as its cards lie now (decided at queue time):
        its function's name, and dimmed while a card in it lies face down."""
        cards = self.statement_cards(seat, slot)
        face_down = self.face_down.get((seat, slot))
        kind = suit(cards[2]) if len(cards) == 3 and face_down != 2 else None

        def show():
            for card in cards:
                self.cards.items[card].set_highlight("dim" if face_down is not None else None)
            self.marks.name(seat, slot, kind, face_down is not None)
        return show

    def show_plates(self) -> None:
        for seat, plate in enumerate(self.fixtures.plates):
            held = len(self.cards.piles.get(f"hand:{seat}", ()))
            plate.update_state(detail=plate_detail(held, seat == self.thinking))

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        self.show_plates()

    def show_controls(self, humans_turn: bool) -> None:
        """The buttons and the empty slots of the phase you are in, or none."""
        phase = self.state.phase if humans_turn else None
        self.forever_button.setVisible(phase in (INPUT, LOOPING))
        self.forever_button.set_checked(self.forever)
        self.skip_button.setVisible(phase in (SCRIPT, INPUT))
        self.skip_button.label = (translate("runtime-error", "No statement") if phase == SCRIPT
                                  else translate("runtime-error", "No input"))
        self.skip_button.update()
        self.marks.show_slots(self.human if phase == SCRIPT else None, self.next_slot() if phase else 0)

    def turn_changed(self, humans_turn: bool) -> None:
        if not humans_turn:
            self.forever = False  # a claim is for the turn it was meant for
            if self.pending.cards:
                self.pending.clear()
                self.relay()
        self.show_controls(humans_turn and not self.state.is_terminal())

    def relay(self) -> None:
        """Lay your hand out again at once (a part placed on a slot, or taken back);
        the parts on the slot glow: they are still yours until the statement is built."""
        if getattr(self.scene.host, "table", None) is not self:
            return  # a later game is on the table
        for card in self.cards.in_pile(f"hand:{self.human}"):
            if card in self.pending or self.cards.items[card].highlight == "hint":
                self.cards.items[card].set_highlight("hint" if card in self.pending else None)
        self.cards.lay_again(f"hand:{self.human}",
                       lambda card: HAND_Z + 10 + self.pending.part_of(card) if card in self.pending else None)

    def keepsake(self) -> Keepsake:
        """The banner, and what your turn shows that the game does not hold yet: the parts
        of a statement on your slot, Run forever pressed; and the caption's words."""
        return {**super().keepsake(), "pending": list(self.pending.cards), "forever": self.forever,
                "caption": (self.caption.text, self.caption_turns)}

    def restore(self, kept: Keepsake) -> None:
        text, turns = kept["caption"]
        if text and not self.caption.text:  # a caption said again meanwhile (a claim being checked) is newer
            self.caption.say(text)
            self.caption_turns = turns
        super().restore(kept)  # the banner's band takes the caption, said first
        if kept["pending"]:
            for card in kept["pending"]:
                self.pending.place(card)
            self.relay()
        self.forever = kept["forever"]
        self.forever_button.set_checked(self.forever)
        self.runner.status_changed.emit(self.status())

    def show_banner(self, event: GameOver) -> None:
        """The banner says who won in a line; the caption under it tells the proof, both
        in the band under the table."""
        super().show_banner(replace(event, reason=headline(event.reason)))
        assert self.overlays.banner is not None  # just put up
        self.scene.show_in_band([self.overlays.banner, self.caption])

    def clear_banner(self) -> None:
        if self.overlays.banner is not None:
            self.caption.say("")  # the proof goes with the banner (the log keeps it)
        super().clear_banner()

    # -- words ---------------------------------------------------------------
    def log_lines(self, events: Sequence[Event], before: RuntimeErrorState, after: RuntimeErrorState) -> list[str]:
        return narrate(events, self.names, self.human, before)

    def scores(self) -> list[tuple[str, str]]:
        state = self.state
        rows = []
        for seat, name in enumerate(self.names):
            rows.append((name, translate("runtime-error", "{cards} · {count} built",
                                         cards=count_cards(len(state.hand(seat))), count=len(state.statements(seat)))))
        return rows


def plate_detail(held: int, thinking: bool) -> str:
    """A name plate's second line: the cards in hand, and whether the seat is thinking."""
    detail = translate_count("runtime-error", held, "{count} card in hand", "{count} cards in hand")
    return translate("runtime-error", "{cards} · thinking…", cards=detail) if thinking else detail


TABLE: type[GameTable] = RuntimeErrorTable  # mypy checks the table keeps to the protocol
