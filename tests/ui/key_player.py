"""A player who has only the keyboard (issue 35): each game's legal action made by the
keys a blind player would press, the focus ring walked with Tab alone, never the
mouse and never ``runner.perform``. ``make_by_keys`` fails where the keys cannot do
what the mouse does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from test_accessibility import press

from deskcards.games.blackjack import actions as blackjack
from deskcards.games.destiny import actions as destiny
from deskcards.games.runtime_error import actions as runtime_error
from deskcards.games.runtime_error.table.statements import slot_key
from deskcards.games.segfault import actions as segfault


def tab_to(window, key) -> None:
    """Tab round the focus ring until its frame is on ``key``."""
    ring = list(window.runner.targets(window.scene.picked_up) if window.scene.picked_up is not None
                else window.runner.sources())
    assert key in ring, f"Tab cannot reach {key!r}: the ring is {ring}"
    for _ in range(len(ring) + 1):
        if window.scene.focus_key == key:
            return
        press(window, Qt.Key_Tab)
    raise AssertionError(f"Tab walked past {key!r}")


def enter_on(window, *keys) -> None:
    """Tab to each of ``keys`` in turn and press Enter on it (pick up, then put down)."""
    for key in keys:
        tab_to(window, key)
        press(window, Qt.Key_Return)


def _segfault(window, action) -> None:
    table, state = window.runner.table, window.runner.session.state
    if isinstance(action, segfault.Draw):
        enter_on(window, "deck")
    elif isinstance(action, segfault.Play):
        tab_to(window, "pointing")
        press(window, str(action.n))  # over the count, selected as the frame came onto it
        card = state.drawn if action.pos is None else state.rows[table.human][action.pos]
        enter_on(window, card, "discard")
    else:
        seat, pos = state.swap_target
        enter_on(window, state.rows[seat][pos], state.rows[table.human][action.pos])


def _segment_trix(window, action) -> None:
    enter_on(window, action.card)  # the chooser opens; the frame stays on the card
    press(window, str(action.digit))
    if window.runner.table.chooser.choice is not None:
        press(window, str(action.digit))  # pressed again, the digit chosen plays


def _runtime_error(window, action) -> None:
    table = window.runner.table
    if isinstance(action, runtime_error.Script):
        for card in (action.lower, action.upper, action.function):
            enter_on(window, card, slot_key(table.human, table.next_slot()))
    elif isinstance(action, (runtime_error.Input, runtime_error.Loop)):
        if action.forever:
            press(window, "f")
        enter_on(window, action.card, "input")
    elif isinstance(action, runtime_error.Edit):
        placed = next(card for card in table.cards.items
                      if table.statement_place(card) == (action.seat, action.slot, action.part))
        enter_on(window, placed, action.card)
    else:
        press(window, "n")  # no statement, no input


DESTINY_LETTERS = {destiny.Fold: "f", destiny.Check: "c", destiny.Call: "c", destiny.AllIn: "a",
                   destiny.Benediction: "b"}


def _destiny(window, action) -> None:
    table = window.runner.table
    if isinstance(action, (destiny.Look, destiny.Hold)):
        tab_to(window, table.card_at(action.place))
        press(window, "l" if isinstance(action, destiny.Look) else "d")
    elif isinstance(action, destiny.Raise):
        press(window, "r")  # the frame goes to the raise amount, its number selected
        press(window, str(action.to))
        press(window, Qt.Key_Return)
    else:
        press(window, DESTINY_LETTERS[type(action)])


def _blackjack(window, action) -> None:
    if isinstance(action, blackjack.Play):
        enter_on(window, action.card, "discard")
        if action.suit is not None:
            press(window, str(action.suit + 1))  # the suit an Ace calls, 1 to 4 as its buttons
    elif isinstance(action, blackjack.Draw):
        enter_on(window, "deck")
    else:
        enter_on(window, "end")  # End turn, or New cycle when a turn may not end yet


BY_KEYS: dict[str, Callable] = {"segfault": _segfault, "segment-trix": _segment_trix,
                                "runtime-error": _runtime_error, "destiny": _destiny, "blackjack": _blackjack}


def make_by_keys(window, game: str, action) -> None:
    """Make ``action`` (legal now, your turn) with the keyboard alone, and check it was made."""
    session = window.runner.session
    made = len(session.record.actions)
    BY_KEYS[game](window, action)
    assert session.record.actions[made:made + 1] == [str(action)], (game, str(action), session.record.actions[made:])
