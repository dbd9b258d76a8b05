"""The table of games, found by name (like python-chess's ``find_variant``).

Each entry names the module that holds the game's ruleset class; modules are
imported on first use so starting the app does not load every engine.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from deskcards.engine.events import Event
from deskcards.engine.game import IllegalAction
from deskcards.engine.record import GameRecord, RecordError

if TYPE_CHECKING:
    from deskcards.engine.variants import Variant

GAME_MODULES = {
    "segfault": "deskcards.games.segfault.rules",
    "blackjack": "deskcards.games.blackjack.rules",
    "segment-trix": "deskcards.games.segment_trix.rules",
    "runtime-error": "deskcards.games.runtime_error.rules",
    "destiny": "deskcards.games.destiny.rules",
}


def game_names() -> list[str]:
    return list(GAME_MODULES)


def rules_module(game: str) -> Any:
    if game not in GAME_MODULES:
        raise ValueError(f"unknown game {game!r}; choose one of: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[game])


def game_package(game: str) -> str:
    """The package holding ``game``'s modules: a CLI name like ``segment-trix``
    is not a Python name, so a registered game's package comes from its entry."""
    module = GAME_MODULES.get(game)
    return module.rsplit(".", 1)[0] if module else f"deskcards.games.{game}"


def table_available(game: str) -> bool:
    """Whether ``game`` has a Qt table yet; the UI offers only games that do."""
    rules_module(game)  # an unknown game is a ValueError, not "no table"
    return importlib.util.find_spec(game_package(game) + ".table") is not None


def table_class(game: str) -> Any:
    """The game's Qt table (imports PySide6; only the UI calls this)."""
    rules_module(game)
    return importlib.import_module(game_package(game) + ".table").TABLE


def load_game(game: str, variant: str = "standard", players: int | None = None) -> Any:
    """Build a frozen ruleset: the game, its validated variant, a player count.

    Raises ``ValueError`` (``VariantError`` for a bad variant file) with a
    message a player can read.
    """
    from deskcards.engine.variants import load_variant

    module = rules_module(game)
    chosen = load_variant(game, variant, module.SETTINGS)
    count = chosen.settings.players.default if players is None else players
    chosen.settings.players.check(count)
    return module.RULESET(chosen, count)


def replay(record: GameRecord,
           played: Callable[[Any, int | None, list[Event]], object] | None = None) -> tuple[Any, Any]:
    """Rebuild (ruleset, state) by playing every action of ``record`` from the start;
    ``played(state, seat, events)`` hears, after each action, who played it and what it did.
    RecordError says which action cannot be replayed, and why."""
    try:
        ruleset = load_game(record.game, record.variant, record.players)
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    state = ruleset.new_state(record.seed)
    play_on(ruleset, state, record.actions, 0, played)
    return ruleset, state


def play_on(ruleset: Any, state: Any, actions: Sequence[str], start: int,
            played: Callable[[Any, int | None, list[Event]], object] | None = None) -> None:
    """Play ``actions[start:]`` on ``state``, which has played the ones before; ``played`` as
    for ``replay``. RecordError says which action cannot be played, and why; ``state`` has then
    played the ones before it."""
    for number in range(start + 1, len(actions) + 1):
        text = actions[number - 1]
        seat_that_moved = state.current_player
        try:
            events = state.apply(ruleset.parse_action(text))
        except (IllegalAction, ValueError) as exc:
            raise RecordError(f"action {number} ({text!r}) cannot be replayed: {exc}") from None
        if played is not None:
            played(state, seat_that_moved, events)


def check_variant_file(path: str | os.PathLike[str], game: str | None = None) -> Variant:
    """Check one house-rule file, wherever it is (``deskcards variants check``); see
    ``engine.variants.load_variant_file`` for how its game is found."""
    from deskcards.engine.variants import load_variant_file

    return load_variant_file(path, lambda name: rules_module(name).SETTINGS, game_names(), game)
