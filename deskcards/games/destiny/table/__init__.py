"""Destiny on the table: the 5x5 field in the middle, the deck and the discard
pile beside it, every seat's stack and bet, the pots under the discard pile, and
the wager controls in the bottom right corner, laid out for the table's shape and
the room its words take in the view (``layout``, ``room``).

The engine decides everything. The hands are the mouse buttons, as the
ruling says (``hands``): the left button looks and handles the money,
the right button holds a card down or makes the Benediction hand at the
deck. The events ``apply`` reports are animated in order (``motion``):
chips fly, cards rise and go back, markers in the seats' colours show every
hand, and the showdown turns the played cards over one by one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QPointF

from deskcards.engine.events import Event
from deskcards.engine.game import Action
from deskcards.engine.words import noop, translate, translate_count
from deskcards.ui import palette
from deskcards.ui.game_table import GameTable, Keepsake
from deskcards.ui.spots import Spot
from deskcards.ui.table_access import TableAccess
from deskcards.ui.table_cards import Place
from deskcards.ui.table_fixtures import SEAT_COLOURS
from deskcards.ui.table_items import Caption

from ..actions import AllIn, Benediction, Call, Check, Fold, Hold, Look, Raise
from ..cards import COLUMNS, place_text
from ..narrate import narrate
from ..phases import FIRST_WAGER, PLAY, SECOND_WAGER
from ..places import field_words, lifted_words, played_words
from ..pots import pots
from ..rules import DestinyRules
from ..state import DestinyState
from .chips import ChipFlights, ChipPile, PotPile
from .hands import Gestures
from .layout import DestinyLayout
from .marks import DealerButton, Marks
from .motion import Motion, Tally
from .room import CAPTION_WIDTH, LABEL_SIZE, POT_ROW, measure
from .wager import WagerPanel

if TYPE_CHECKING:
    from deskcards.session import SeatedGame
    from deskcards.ui.animator import Animator
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

FIELD_Z, LIFTED_Z, PLAYED_Z = 300.0, 380.0, 390.0


class PileOutline(Spot):
    """The deck's or the discard pile's place, its name written in it for when it is empty."""

    covers_on_purpose = True  # the pile's own cards lie on it: its name shows only with none left
PileT = TypeVar("PileT", bound=ChipPile)


class DestinyAccess(TableAccess):
    table: DestinyTable
    standing_sentence = noop("table", "Chips behind, and put in this hand: {rows}.")

    def access_zone(self, zone: str) -> str:
        """The field's places, and the cards lifted out of them, are one zone: the field."""
        return "field" if zone.startswith(("field:", "look:")) else zone

    def zone_words(self, zone: str) -> str:
        kind, _, seat = zone.partition(":")
        if kind == "field":
            return translate("destiny", "the field")
        if kind == "table":
            return self.table.say.says("destiny", int(seat), "the cards you played", "the cards {player} played")
        return super().zone_words(zone)

    def holding_words(self) -> str:
        """Where your hands are: the card your left hand lifted, its face yours to see, and
        what your right hand holds (a field card's place or the deck: its face stays hidden)."""
        table = self.table
        if table.human is None or table.state.is_terminal():
            return ""
        if table.state.betting.folded[table.human]:
            return translate("destiny", "You have folded this hand.")
        seen = table.state.observation(table.human)
        looked = table.state.hands.look_of(table.human)  # this hand's look, put back once the play is over
        left = ""
        if seen.my_look is not None:
            left = translate("destiny", "Your left hand lifts the {card} at {place}.",
                             card=table.card_words(seen.my_look[1]), place=place_text(seen.my_look[0]))
        elif looked is not None and looked in seen.seen:
            left = translate("destiny", "You looked at the {card} at {place}.",
                             card=table.card_words(seen.seen[looked]), place=place_text(looked))
        if table.held_key() is None:
            right = translate("destiny", "Your right hand holds nothing yet.")
        else:
            right = translate("destiny", "Your right hand holds {held}.", held=table.held_words())
        return f"{left} {right}".strip()


class DestinyTable(Gestures, Motion):
    access_type = DestinyAccess
    state_type, ruleset_type = DestinyState, DestinyRules
    out_sentence = noop("table", "You have no chips left, and the others play on to the end of the game.")
    scores_caption = noop("table", "The chips each player has behind, and what each has put in this hand.")

    def __init__(self, scene: TableScene, animator: Animator, session: SeatedGame, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool]) -> None:
        self.players = session.ruleset.players
        super().__init__(scene, animator, session, names, human, prefs, confirm)
        self.layout = DestinyLayout(self.players, human if human is not None else 0, self.area,
                                    measure(scene.view_scale, self.names, self.card_scale))
        self.lifted_from: dict[int, int] = {}  # a card in a left hand -> its field place
        self.played_from: dict[int, int | None] = {}  # a card played at the showdown -> its place (None: the deck)
        for key, place, label in (("deck", self.layout.deck(), translate("destiny", "Deck")),
                                  ("discard", self.layout.discard(0, 0), translate("destiny", "Discard"))):
            self.fixtures.spot(key, place.centre, label, place.scale, PileOutline)
        self.fixtures.count_under("deck", self.layout.pile_count(self.layout.deck().centre))
        self.fixtures.count_under("discard", self.layout.pile_count(self.layout.discard(0, 0).centre))
        for column, letter in enumerate(COLUMNS):
            self.fixtures.label(letter, self.layout.column_label(column), LABEL_SIZE, palette.LABEL)
        for row in range(5):
            self.fixtures.label(str(row + 1), self.layout.row_label(row), LABEL_SIZE, palette.LABEL)
        self.fixtures.build_plates([self.layout.plate(seat) for seat in range(self.players)])
        self.stack_piles = [self._placed(ChipPile(title=self.say.says("destiny", seat, "your stack",
                                                                      "{player}'s stack")),
                                         self.layout.stack(seat)) for seat in range(self.players)]
        self.bet_piles = [self._placed(ChipPile(title=self.say.says("destiny", seat, "your bet", "{player}'s bet")),
                                       self.layout.bet(seat)) for seat in range(self.players)]
        for plate, stack, bet in zip(self.fixtures.plates, self.stack_piles, self.bet_piles, strict=True):
            plate.holdings = [partial(_stack_words, stack), partial(_bet_words, bet)]
            stack.said_elsewhere = bet.said_elsewhere = True  # a screen reader hears them on the plate
        self.pot_piles = [self._placed(PotPile(translate("destiny", "Pot") if index == 0
                                               else translate("destiny", "Side pot {number}", number=index),
                                               translate("destiny", "Main") if index == 0
                                               else translate("destiny", "Side {number}", number=index), POT_ROW),
                                       self.layout.pot(index, 1)) for index in range(self.players)]
        self.flights = ChipFlights(scene, animator, lambda: self.ms("play"))
        self.marks = Marks(scene, self.cards.items, self.layout.deck().centre, self.layout.pile_scale,
                           [self._initial(seat) for seat in range(self.players)],
                           [SEAT_COLOURS[seat % len(SEAT_COLOURS)] for seat in range(self.players)])
        self.dealer_button = DealerButton()
        scene.addItem(self.dealer_button)
        self.caption = Caption(CAPTION_WIDTH, hangs=True, room=self.layout.caption_room())  # clear of the field
        self.caption.setPos(self.layout.caption())
        scene.addItem(self.caption)
        self.panel = WagerPanel(scene, self.layout.panel())
        self.tally = self.tally_shown = Tally.of(self.state)
        self.showdown_wins, self.showdown_cards = [], {}  # the PotWon events and the played cards being shown
        self.thinking: int | None = None
        self.start_hands()

    def keepsake(self) -> Keepsake:
        """The banner, and the raise amount you set (the new panel would start at the least raise)."""
        return {**super().keepsake(), "raise_to": self.panel.amount.value()}

    def restore(self, kept: Keepsake) -> None:
        super().restore(kept)
        if "raise" in self.panel.allowed:
            self.panel.amount.set_value(kept["raise_to"])

    def _placed(self, pile: PileT, centre: QPointF) -> PileT:
        pile.setPos(centre)
        self.scene.addItem(pile)
        return pile

    def _initial(self, seat: int) -> str:
        return self.names[seat][:1].upper() or str(seat + 1)

    # -- zones ---------------------------------------------------------------
    def refans(self, zone: str) -> bool:
        return zone == "deck"  # after a reshuffle its order here is not the engine's: a drawn card closes the gap

    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        if zone == "deck":
            return self.layout.deck(index), False
        if zone == "discard":
            return self.layout.discard(card, index), True
        kind, number = zone.split(":")
        if kind == "field":
            return self.layout.field(int(number)), False
        if kind == "look":  # lifted a little out of its place; its face is for its looker alone
            return self.layout.field(self.lifted_from[card], lifted=True), int(number) == self.human
        place = self.played_from.get(card)
        if place is None:
            order = [other for other, where in self.played_from.items() if where is None].index(card)
            return self.layout.blessed(order), True
        return self.layout.field(place), True

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        kind, _, number = zone.partition(":")
        if kind == "field":
            return field_words(int(number))
        if kind == "look" and card in self.lifted_from:
            return lifted_words(self.lifted_from[card], int(number), self.say)
        if kind == "table" and card in self.played_from:
            return played_words(self.played_from[card], int(number), self.say)
        return super().place_words(zone, index, card)

    def z_for(self, zone: str, index: int) -> float:
        if zone.startswith("look:"):
            return LIFTED_Z
        if zone.startswith("table:"):
            return PLAYED_Z
        if zone.startswith("field:"):
            return FIELD_Z
        return super().z_for(zone, index)

    def place_of(self, card: int) -> int | None:
        """The field place a card lies in (or was lifted from), if it is in the field."""
        zone = self.cards.where.get(card, ("",))[0]
        if zone.startswith("field:"):
            return int(zone[6:])
        return self.lifted_from.get(card) if zone.startswith("look:") else None

    def hint_keys(self, action: Action) -> tuple[Sequence[Hashable], Sequence[Hashable]]:
        """A field card to look at or hold, the deck, or a wager's control (a raise sets its amount)."""
        if isinstance(action, (Look, Hold)):
            return [self.card_at(action.place)], []
        if isinstance(action, Benediction):
            return ["deck"], []
        if isinstance(action, Raise):
            self.panel.amount.set_value(action.to)
        kind = {Fold: "fold", Check: "check", Call: "call", Raise: "raise", AllIn: "all-in"}[type(action)]
        return [kind], []

    def card_at(self, place: int) -> int | None:
        return next((card for card in self.cards.items if self.place_of(card) == place), None)

    def field_card(self, place: int) -> int:
        """The card at ``place``, where one is known to lie (a look or a hold is on it)."""
        card = self.card_at(place)
        assert card is not None
        return card

    def sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        """Lay the game out as it stands: each field card in its place, lifted cards over theirs."""
        state = self.state
        looks = state.hands.looks if state.phase == PLAY else {}
        laid = {"deck": list(zones.get("deck", ())), "discard": list(zones.get("discard", ()))}
        self.lifted_from, self.played_from = {}, {}
        for place, card in enumerate(state.field):
            if card is None:
                continue
            if place in looks:
                laid[f"look:{looks[place]}"] = [card]
                self.lifted_from[card] = place
            else:
                laid[f"field:{place}"] = [card]
        super().sync(laid)

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        seen = self.state.observation(self.human if self.human is not None else 0)
        self.marks.clear()
        # After the showdown the hands still rest where their played cards lay: no card, no mark.
        for place, seat in seen.looks.items():
            if (card := self.card_at(place)) is not None:
                self.marks.thumb(card, seat)
        for place, seat in seen.holds.items():
            if (card := self.card_at(place)) is not None:
                self.marks.fingertip(card, seat)
        for seat in seen.benedictions:
            self.marks.bless(seat)
        self.tally = self.tally_shown = Tally.of(self.state)
        self.show_tally(self.tally)
        self.move_dealer_button(seen.dealer)
        self.caption.say("")
        self.show_plates()
        self.show_controls(False)

    # -- chips and plates ----------------------------------------------------------
    def show_tally(self, tally: Tally) -> None:
        """Every pile as ``tally`` has it; the pots as the engine splits the gathered chips."""
        for seat in range(self.players):
            self.stack_piles[seat].set_amount(tally.stacks[seat])
            self.bet_piles[seat].set_amount(tally.bets[seat])
        self.lay_pots([amount for amount, _ in pots(tally.gathered, tally.folded)])

    def lay_pots(self, amounts: list[int]) -> None:
        """The main pot and the side pots with chips in them, one under another."""
        amounts = [amount for amount in amounts if amount]
        for index, pile in enumerate(self.pot_piles):
            pile.lay_as_row(self.layout.pots_in_rows(len(amounts)))
            pile.setPos(self.layout.pot(index, len(amounts)))
            pile.set_amount(amounts[index] if index < len(amounts) else 0)

    def show_plates(self) -> None:
        tally = self.tally_shown
        for seat, plate in enumerate(self.fixtures.plates):
            if tally.out[seat]:
                plate.update_state(out=True, detail=translate("destiny", "out"))
                continue
            # Thinking, a seat's last wager gives way (the log keeps it): the plate stays as narrow as its layout.
            plate.update_state(out=False, detail=translate("destiny", "folded") if tally.folded[seat]
                               else translate("destiny", "all in") if tally.all_in[seat]
                               else translate("destiny", "thinking…") if seat == self.thinking else tally.said[seat])

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        self.show_plates()

    def show_controls(self, humans_turn: bool) -> None:
        state = self.state
        self.panel.set_visible(self.human is not None and not state.is_terminal() and not state.out[self.human])
        if self.human is not None:
            wagering = humans_turn and state.phase in (FIRST_WAGER, SECOND_WAGER)
            self.panel.show_for(state, self.human if wagering else None, self.fold_by_hand())

    def move_dealer_button(self, seat: int) -> None:
        """On the dealer's plate, a badge at its upper left corner."""
        self.fixtures.plates[seat].pin(self.dealer_button)

    def turn_changed(self, humans_turn: bool) -> None:
        self.show_controls(humans_turn and not self.state.is_terminal())
        if humans_turn:
            self.safe_focus()

    # -- words ---------------------------------------------------------------------
    def log_lines(self, events: Sequence[Event], before: DestinyState, after: DestinyState) -> list[str]:
        return narrate(events, self.names, self.human, before)

    def scores(self) -> list[tuple[str, str]]:
        """Each seat's chips behind, and what it has put in this round: bare numbers, as
        under the piles on the table, so a line fits the side panel of a small window."""
        state = self.state
        betting = state.betting
        rows = []
        for seat, name in enumerate(self.names):
            if state.out[seat]:
                rows.append((name, translate("destiny", "out")))
            elif betting.committed[seat]:
                rows.append((name, translate("destiny", "{stack} · {staked} in", stack=betting.stacks[seat],
                                             staked=betting.committed[seat])))
            else:
                rows.append((name, str(betting.stacks[seat])))
        return rows


def _stack_words(stack: ChipPile) -> str:
    """A seat's stack as its plate says it to a screen reader."""
    return translate_count("destiny", stack.amount, "{count} chip", "{count} chips") if stack.amount else ""


def _bet_words(bet: ChipPile) -> str:
    return translate_count("destiny", bet.amount, "bet {count} chip", "bet {count} chips") if bet.amount else ""


TABLE: type[GameTable] = DestinyTable  # mypy checks the table keeps to the protocol
