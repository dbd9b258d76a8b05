"""A game's Qt parts, loaded from the module names its spec gives (``GameSpec.table``
and ``GameSpec.rules_pictures``): the games layer names them, as it may not import the ui."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

from PySide6.QtGui import QImage

from deskcards.games import spec
from deskcards.ui.card_table import CardTable


def table_class(game: str) -> type[CardTable]:
    """The game's table: its spec's ``table`` module's ``TABLE``, a CardTable subclass."""
    found = _module(game, spec(game).table, "table").TABLE
    if not (isinstance(found, type) and issubclass(found, CardTable)):
        raise TypeError(f"{game}'s TABLE is {found!r}, not a CardTable subclass")
    return found


def rules_picture(game: str) -> Callable[[str], QImage]:
    """What draws the pictures ``picture:NAME`` in the game's rules help."""
    draw: Callable[[str], QImage] = _module(game, spec(game).rules_pictures, "rules pictures").rules_picture
    return draw


def _module(game: str, name: str | None, what: str) -> ModuleType:
    if name is None:
        raise ValueError(f"{game} has no {what}")
    return importlib.import_module(name)
