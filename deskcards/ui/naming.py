"""Names for what lies on the table, for a screen reader and a tooltip.

Items on a QGraphicsScene are not widgets, so assistive technology cannot see
them. Each item says what it is in words (``accessible_name``; a card's words
come from its table, which knows what the human may see), and the view's
accessible tree (``deskcards.ui.access_tree``) shows each one under its zone.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsProxyWidget, QWidget

from deskcards.engine.words import translate, translate_count


def item_name(item: QGraphicsItem) -> str:
    """What ``item`` says it is, or "" for an item with nothing to say (an arrow, the felt)."""
    named = getattr(item, "accessible_name", None)
    if callable(named):
        return named()
    if isinstance(item, QGraphicsProxyWidget) and item.widget() is not None:
        return item.widget().accessibleName()
    return ""


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
