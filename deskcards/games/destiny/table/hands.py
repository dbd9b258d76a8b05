"""Your hands at the Destiny table, as the ruling puts them on the mouse:

- the left button is the left hand: left-click a face-down field card to
  lift it and look (L or Space on the card the focus frame is on); it also
  works every wager control (F fold, C check or call, A all in, + and -
  change the raise; R takes the focus to the raise amount, where R again
  raises). In the raise amount (click it, Tab to it, or R) digits type an
  amount and Enter raises to it; Up, Down, Left and Right
  step it, Esc puts back the amount it had and leaves it, and the letters
  keep their meaning;
- the right button is the right hand: right-click a field card to hold it
  down (D on the focused card; H is Hint, as in every game), right-click the
  deck for the Benediction hand (B). The arrow keys move the focus frame over
  the field.

With the "literal hands" setting your finger must stay on the card you hold
(the right button pressed) until the showdown. Letting go on your turn to
wager is your fold; at any other time the table waits, nothing moves, until
you press the right button on that card again. Every choice is the engine's
to judge: a refused one comes back with its reason.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from deskcards.engine.game import Action
from deskcards.engine.words import translate
from deskcards.ui.card_table import CardTable
from deskcards.ui.table_gestures import Gesture, Moves, Pending, Refused

from ..actions import Benediction, Fold, Hold, Look
from ..cards import place_text
from ..phases import PLAY, SECOND_WAGER
from ..rules import DestinyRules
from ..state import DestinyState
from .wager import KEYS

if TYPE_CHECKING:
    from deskcards.ui.table_items import Caption

    from .wager import WagerPanel

Key = Hashable
ARROWS: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
                                      Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
RISKY = ("fold", "raise", "all-in", "amount")  # where Enter wagers more than a check or a call
AMOUNT_STEPS: dict[int, int] = {Qt.Key.Key_Up: 1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: -1, Qt.Key.Key_Left: -1}


class Gestures(CardTable[DestinyState, DestinyRules]):
    """The gesture half of ``DestinyTable`` (its field bookkeeping, panel and caption are the table's)."""

    # What the gestures use of the table.
    panel: WagerPanel
    caption: Caption
    place_of: Callable[[int], int | None]
    card_at: Callable[[int], int | None]

    def start_hands(self) -> None:
        self.finger_lifted = False  # literal hands: you let go off your turn, and the table waits
        self.panel.amount.spin.confirmed.connect(lambda: self._key_wager("raise"))

    def _my_turn(self) -> bool:
        return self.human is not None and self.state.current_player == self.human

    def _field_cards(self) -> list[int]:
        """The cards lying in the field (lifted ones included), by place."""
        return sorted((card for card in self.cards.items if self.place_of(card) is not None), key=self._place)

    def _place(self, card: int) -> int:
        """The field place of a card known to lie in the field (or lifted from it)."""
        place = self.place_of(card)
        assert place is not None
        return place

    # -- the left button (the scene's gestures) -------------------------------------
    def sources(self) -> list[Key]:
        if not self._my_turn():
            return []
        field = [*self._field_cards(), "deck"]
        controls = self.panel.usable_keys()
        return [*field, *controls] if self.state.phase == PLAY else [*controls, *field]

    def targets(self, source: Key) -> list[Key]:
        return []

    def opens_on_click(self, source: Key) -> bool:
        return True  # a click on a card looks at it at once

    def action_for(self, source: Key, target: Key | None) -> Gesture:
        """The action a left click (or Enter, Space) means, Pending for none, or a reason."""
        if isinstance(source, int):
            return Moves(Look(self._place(source)))
        if source == "deck":
            return Refused(translate("destiny", "The deck takes your right hand: press B (or right-click the deck) "
                                     "for the Benediction hand."))
        if source == "amount":
            return Pending()
        assert isinstance(source, str)  # the rest are the wager panel's buttons
        return self._wager(source)

    def _wager(self, key: str) -> Moves | Refused:
        if key == "fold" and self.fold_by_hand():
            return Refused(translate("destiny", "With literal hands you fold by letting go of your card (release the "
                                     "right button)."))
        return self.panel.action(key, self.state, self.human_seat)

    # -- the right button ------------------------------------------------------------
    def right_button(self, key: Key, pressed: bool) -> None:
        if self.finger_lifted:
            if pressed and key == self.held_key():
                self.finger_lifted = False
                self.caption.say("")
                self.runner.go_on()
            return
        if not pressed:
            self._let_go()
        elif self._my_turn() and self.scene.input_enabled:
            self._right_hand(key)

    def _right_hand(self, key: Key) -> None:
        action: Benediction | Hold
        if key == "deck":  # a card of the deck stands for the deck (the scene resolves it)
            action = Benediction()
        elif isinstance(key, int) and (place := self.place_of(key)) is not None:
            action = Hold(place)
        else:
            self.scene.refused.emit(translate("destiny", "Your right hand holds a face-down field card (D, or "
                                              "right-click it) or makes the Benediction hand at the deck (B, or "
                                              "right-click the deck)."))
            return
        self._perform(action)

    def _perform(self, action: Action) -> None:
        reason = self.runner.perform(action)
        if reason:
            self.scene.refused.emit(reason)

    def _let_go(self) -> None:
        """Literal hands: the finger left your held card before the showdown."""
        if not self.prefs.literal_hands or self.held_key() is None:
            return
        if self._my_turn() and self.state.phase == SECOND_WAGER:
            self._perform(Fold())
            return
        self.finger_lifted = True
        self.runner.halt()
        self.set_thinking(None)  # nobody thinks while the table waits
        self.caption.say(translate("destiny", "Finger back on {held}, please: the table waits.",
                                   held=self.held_words()))
        self.runner.status_changed.emit(self.status())

    def held_key(self) -> Key | None:
        """What your right hand holds in this round (a field card, or the deck), if you are still in."""
        state = self.state
        if self.human is None or state.is_terminal() or state.betting.folded[self.human]:
            return None
        place = state.hands.hold_of(self.human)
        if place is not None:
            return self.card_at(place)
        return "deck" if self.human in state.hands.benedictions else None

    def held_words(self) -> str:
        key = self.held_key()
        if key == "deck":
            return translate("destiny", "the deck")
        assert isinstance(key, int)  # asked while a field card is held
        return place_text(self._place(key))

    def fold_by_hand(self) -> bool:
        """Whether your fold is letting go of your card now (literal hands, a card held)."""
        return self.prefs.literal_hands and self.held_key() is not None

    def waits_for_player(self) -> bool:
        return self.finger_lifted

    # -- the keyboard ---------------------------------------------------------------------
    def steer(self, focus: Key | None, key: int) -> Key | None:
        """Arrows move the frame over the field's rows and columns; on the raise
        amount, Up and Down change it."""
        if focus == "amount" and key in AMOUNT_STEPS:
            self.panel.amount.step(AMOUNT_STEPS[key])
            return "amount"
        cards = self._field_cards()
        if not cards:
            return None
        if not isinstance(focus, int) or focus not in cards:
            return self.card_at(12) if self.card_at(12) in cards else cards[0]
        row, column = divmod(self._place(focus), 5)
        step_row, step_column = ARROWS[key]
        while 0 <= row + step_row < 5 and 0 <= column + step_column < 5:
            row, column = row + step_row, column + step_column
            card = self.card_at(row * 5 + column)
            if card is not None:
                return card
        return focus  # the edge of the field: the frame stays

    def extra_key(self, key: int, text: str) -> bool:
        letter = text.lower()
        focus = self.scene.focus_key
        place = self.place_of(focus) if isinstance(focus, int) else None
        if letter in ("l", "d"):
            if place is None:
                self.scene.refused.emit(translate("destiny", "Move the focus frame onto a field card first "
                                                  "(arrow keys)."))
            else:
                self._perform(Look(place) if letter == "l" else Hold(place))
        elif letter == "b":
            self._perform(Benediction())
        elif letter in KEYS and not (KEYS[letter] == "raise" and focus != "amount" and self._to_the_amount()):
            self._key_wager(KEYS[letter])
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            self.panel.amount.step(-1 if key == Qt.Key.Key_Minus else 1)
            # Set from the table, where the keyboard stays: a screen reader hears the new amount here.
            self.scene.announced.emit(translate("destiny", "Raise to {amount}", amount=self.panel.amount.value()))
        else:
            return False
        return True

    def _to_the_amount(self) -> bool:
        """R away from the raise amount takes the focus frame there, to set the amount
        before Enter (or R again) raises; whether it did (not when no raise is allowed,
        nor when the limit fixes the amount: R then raises at once)."""
        if "raise" not in self.panel.allowed or self.panel.amount.spin.isReadOnly():
            return False
        self.scene.put_focus("amount")
        self.scene.announced.emit(translate("destiny", "Raise to {amount}: type the amount, or press + and -, then "
                                            "Enter raises.", amount=self.panel.amount.value()))
        return True

    def safe_focus(self) -> None:
        """Your turn again: a focus frame left on Fold, the raise, All in or the raise amount,
        where a stray Enter would wager, moves to Check or Call, or in the play to the field."""
        if self.scene.focus_key not in RISKY:
            return
        wagers = [key for key in ("check", "call") if key in self.panel.allowed]
        cards = self._field_cards()
        centre = self.card_at(12)
        if wagers:
            self.scene.put_focus(wagers[0])
        elif cards:
            self.scene.put_focus(centre if centre in cards else cards[0])

    def _key_wager(self, key: str) -> None:
        """A wager by key (a letter, or Enter in the raise amount)."""
        meant = self._wager(key)
        if isinstance(meant, Refused):
            self.scene.refused.emit(meant.reason)
            return
        (wager,) = meant.actions  # a wager is one action
        if self.before_apply(wager):  # as a click on the control asks
            self._perform(wager)

    # -- words ------------------------------------------------------------------------------
    def status(self) -> str:
        if self.finger_lifted:
            return translate("destiny", "Put your finger back on your card: press the right button on {held} again. "
                             "The table waits for you.", held=self.held_words())
        waiting = self.overlays.waiting_status()
        if waiting:
            return waiting
        state = self.state
        if state.phase == PLAY and not state.looked:
            return translate("destiny", "Your play. Left hand: look at a face-down field card (the arrow keys "
                             "move the frame, L or Space looks; or left-click it).")
        if state.phase == PLAY:
            # The card you see is said by the log ("You see the 4♣") and by its own name where the ring
            # is: the status says only what is left to do (issue 35: it was said three times).
            right = translate("destiny", "Right hand: hold a field card down (D, or right-click it), "
                              "or take the Benediction hand at the deck (B, or right-click the deck).")
            if state.observation(self.human_seat).my_look is not None:
                return right
            return translate("destiny", "No field card is free to look at. {right}", right=right)
        if self.fold_by_hand():
            return translate("destiny", "Your wager: C checks or calls, R goes to the raise amount (type it, or + and "
                             "-, then Enter raises), A goes all in, let go of your card to fold.")
        return translate("destiny", "Your wager: C checks or calls, R goes to the raise amount (type it, or + and -, "
                         "then Enter raises), A goes all in, F folds.")
