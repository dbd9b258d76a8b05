"""High card on the table (the game's Qt view; ``TABLE`` is what the app looks up).

Your hand is fanned along the bottom, the others' backs across the top, the
deck on the left and the round's cards in the middle; each seat's taken cards
lie face down beside it. Every rule question goes to the engine.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from deskcards.engine.cards import card_label
from deskcards.engine.events import CardMoved, GameOver, TurnStarted
from deskcards.engine.words import translate
from deskcards.ui.card_table import CardTable
from deskcards.ui.game_table import GameTable
from deskcards.ui.table_cards import PILES, Place
from deskcards.ui.table_gestures import Gesture, Moves, Refused

from ..actions import Play
from ..events import RoundWon
from ..narrate import narrate
from ..places import place_words
from ..rules import HighCardRules
from ..state import HighCardState

Key = Hashable
DECK, TRICK = QPointF(230, 480), QPointF(600, 480)
TRICK_STEP = 130.0  # between the round's cards, left to right in the order played from the leader's
HAND_Y, TOP_Y = 850.0, 150.0
WON_OFFSET = QPointF(200, 0)  # a seat's taken cards, right of its hand


class HighCardTable(CardTable[HighCardState, HighCardRules]):
    state_type, ruleset_type = HighCardState, HighCardRules

    def __init__(self, scene, animator, session, names: Sequence[str], human: int | None, prefs, confirm):
        super().__init__(scene, animator, session, names, human, prefs, confirm)
        self.fixtures.spot("deck", DECK, translate("high-card", "Deck"), 0.9)
        self.fixtures.spot("trick", TRICK, translate("high-card", "Play here"))
        self.fixtures.build_plates([self._seat_centre(seat) + QPointF(0, -130 if self._at_bottom(seat) else 120)
                           for seat in range(len(names))])

    # -- where cards lie ---------------------------------------------------------
    def _at_bottom(self, seat: int) -> bool:
        return seat == (self.human or 0)

    def _seat_centre(self, seat: int) -> QPointF:
        if self._at_bottom(seat):
            return QPointF(800, HAND_Y)
        others = [other for other in range(len(self.names)) if not self._at_bottom(other)]
        return QPointF(1600 * (others.index(seat) + 1) / (len(others) + 1) - 100, TOP_Y)

    def is_pile(self, zone: str) -> bool:
        return zone in PILES or zone.startswith(("hand:", "won:"))

    def refans(self, zone: str) -> bool:
        return zone.startswith("hand:")

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        return place_words(zone, index, self.say)

    def display_order(self, zone: str, cards: list[int]) -> list[int]:
        strength = self.ruleset.strength
        return sorted(cards, key=strength.__getitem__) if zone == f"hand:{self.human}" else cards

    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        if zone == "deck":
            return Place(DECK + QPointF(-index * 0.2, -index * 0.3), 0.0, 0.9), False
        if zone == "trick":
            return Place(TRICK + QPointF(index * TRICK_STEP, 0), 0.0, 1.0), True
        kind, seat = zone.split(":")
        centre = self._seat_centre(int(seat))
        if kind == "won":
            return Place(centre + WON_OFFSET + QPointF(index * 0.3, -index * 0.3), 90.0, 0.5), False
        count = len(self.cards.piles[zone])
        mine = int(seat) == self.human
        pitch = 90.0 if mine else 18.0
        return Place(centre + QPointF((index - (count - 1) / 2) * pitch, 0), 0.0, 1.0 if mine else 0.5), mine

    # -- your gestures, checked by the engine -------------------------------
    def sources(self) -> list[Key]:
        return [play.card for play in self.state.legal_actions()] if self.state.current_player == self.human else []

    def targets(self, source: Key) -> list[Key]:
        return ["trick"]

    def resolve(self, key: Key) -> Key:
        """A card lying on the trick is, to the hand, the trick itself."""
        return "trick" if self.cards.where.get(key, (None,))[0] == "trick" else super().resolve(key)

    def action_for(self, source: Key, target: Key | None) -> Gesture:
        return (Moves(Play(source)) if target == "trick"
                else Refused(translate("high-card", "Drop the card in the middle to play it.")))

    def hint_keys(self, action: Play) -> tuple[list[Key], list[Key]]:
        return [action.card], ["trick"]

    def extra_key(self, key: int, text: str) -> bool:
        return False  # no keys of its own: Tab, the arrows and Enter do everything

    # -- events to animation and words -------------------------------------
    def show_event(self, event: Any, batch: list) -> None:
        if isinstance(event, CardMoved):
            batch.append(event)
            return
        self.cards.flush(batch)
        if isinstance(event, TurnStarted):
            self.animator.enqueue(lambda seat=event.seat: self.fixtures.mark_turn(seat))
        elif isinstance(event, RoundWon):
            where = self._seat_centre(event.seat)
            self.animator.enqueue(lambda: self.overlays.flash("ROUND!", where))
        elif isinstance(event, GameOver):
            self.animator.enqueue(lambda: self.show_banner(event))

    def log_lines(self, events, before, after) -> list[str]:
        return narrate(events, self.names, self.human, before)

    def status(self) -> str:
        waiting = self.overlays.waiting_status()
        if waiting:
            return waiting
        trick = self.state.trick
        if not trick:
            return translate("high-card", "Your turn: play a card to the middle to lead the round.")
        best = max(trick, key=self.ruleset.strength.__getitem__)
        return translate("high-card", "Your turn: play a card to the middle; beat {card} to take the round.",
                         card=card_label(best))

    def scores(self) -> list[tuple[str, str]]:
        state = self.state
        return [(name, f"{state.rounds_won(seat)} round{'' if state.rounds_won(seat) == 1 else 's'}")
                for seat, name in enumerate(self.names)]


TABLE: type[GameTable] = HighCardTable  # mypy checks the table keeps to the protocol
