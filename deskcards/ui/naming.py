"""Names for what lies on the table, for a screen reader and a tooltip.

Items on a QGraphicsScene are not widgets, so assistive technology cannot see
them. Each item says what it is in words (``accessible_name``; a card's words
come from its table, which knows what the human may see), and the view's
accessible tree (``deskcards.ui.access_tree``) shows each one under its zone.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsProxyWidget, QWidget

from deskcards.engine.cards import SUIT_SYMBOLS, spoken_text, suit_name
from deskcards.engine.words import translate, translate_count

# Arrows and dingbats drawn beside a word ("Turn ↻"): a screen reader says them badly or
# not at all, and the word says it already.
DECORATION = re.compile("[\u2190-\u21ff\u2600-\u26ff\u2700-\u27bf]")


def item_name(item: QGraphicsItem) -> str:
    """What ``item`` says it is, or "" for an item with nothing to say (an arrow, the felt):
    its cards in words, without decorative symbols."""
    named = getattr(item, "accessible_name", None)
    if callable(named):
        return said_name(named())
    if isinstance(item, QGraphicsProxyWidget) and item.widget() is not None:
        return item.widget().accessibleName()
    return ""


def said_name(text: str) -> str:
    """``text`` as a screen reader should get it: cards in words ("A♦": "ace of diamonds"),
    a suit's symbol as its name unless the name is there ("♠ called": "spades called";
    "♣ Clubs": "Clubs"), other symbols drawn only for the eye left out ("Turn ↻": "Turn")."""
    text = spoken_text(text)
    for suit, symbol in enumerate(SUIT_SYMBOLS):
        name = suit_name(suit)
        text = text.replace(symbol, " " if name.lower() in text.lower() else name)
    return " ".join(DECORATION.sub(" ", text).split())


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Ask a screen reader to say ``text`` when it is done speaking, or at once if ``assertive``."""
    if text:
        event = QAccessibleAnnouncementEvent(widget, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)


def picked_up_words(name: str, places: int) -> str:
    """What Enter picking ``name`` up says: what you hold and what to do next."""
    return translate_count("table", places, "{name}: picked up. It may go to 1 place: choose it with Tab or the "
                           "arrows and press Enter to drop it there, or Escape to put it back.",
                           "{name}: picked up. It may go to {count} places: choose one with Tab or the arrows and "
                           "press Enter to drop it there, or Escape to put it back.", name=_capital(name))


def put_back_words(name: str) -> str:
    """What Escape putting ``name`` back says."""
    return translate("table", "{name}: put back.", name=_capital(name))


def holding_up_words(name: str) -> str:
    """What "Read the table" says of a card you picked up and hold."""
    return translate("table", "You hold {name}, picked up.", name=name)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]
