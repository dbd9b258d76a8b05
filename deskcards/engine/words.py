"""Words a player reads, marked for translation; Qt-free, so every layer can use it.

A sentence is one whole template with named fields, so a translator sees
"{player} plays {card}", never fragments to glue. The first argument of every
marker is its context, a literal naming where the words belong ("blackjack",
"window"); the templates are literals too, which is how ``scripts/translations``
finds them (tests/test_translations.py checks it can). Until the UI installs
Qt's translator (``install``, at start-up) the lookup is the identity: the
command line and the tests read English.
"""

from __future__ import annotations

from collections.abc import Callable

Lookup = Callable[[str, str], str]  # (context, template) -> the template in the player's language


def _english(context: str, template: str) -> str:
    return template


_lookup: Lookup = _english


def install(lookup: Lookup | None) -> None:
    """Translate every later template with ``lookup`` (Qt's ``QCoreApplication.translate``); None: English."""
    global _lookup
    _lookup = lookup or _english


def translate(context: str, template: str, /, **fields: object) -> str:
    """``template`` in the player's language with its ``{fields}`` filled in.

    >>> translate("speech", "{player} plays {card}", player="Ann", card="7♣")
    'Ann plays 7♣'
    """
    return relay(context, template, **fields)


def translate_count(context: str, count: int, one: str, many: str, /, **fields: object) -> str:
    """``one`` or ``many`` as English picks by ``count``, translated, with ``{count}`` filled in.

    >>> translate_count("speech", 3, "{count} card", "{count} cards")
    '3 cards'
    """
    return relay(context, one if count == 1 else many, count=count, **fields)


def relay(context: str, template: str, /, **fields: object) -> str:
    """``translate`` for a helper handed a template that its caller marked (``Speaker.says``)."""
    text = _lookup(context, template)
    return text.format(**fields) if fields else text


def noop(context: str, template: str, /) -> str:
    """Marks ``template`` for the translators and returns it as it is: for words kept in a
    table at import time, before any translator is installed; ``translate`` them where shown."""
    return template
