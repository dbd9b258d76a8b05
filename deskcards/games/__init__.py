"""The table of games, found by name (like python-chess's ``find_variant``).

Each entry loads the game's ``GameSpec`` (``deskcards.games.game_spec``) from its
folder's ``spec.py``; a spec is imported on first use, so starting the app
does not load every engine.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from deskcards.engine.events import Event
from deskcards.engine.game import IllegalAction
from deskcards.engine.record import GameRecord, RecordError
from deskcards.games.game_spec import GameSpec, GameState, LoadedRules

if TYPE_CHECKING:
    from deskcards.engine.variants import Variant

# The registry holds every game's spec, each over its own state, observation and
# action types: this alias is the one place they are Any. A caller that needs a
# game's own types imports that game's ``SPEC``.
AnySpec = GameSpec[Any, Any, Any]


def _segfault() -> AnySpec:
    from deskcards.games.segfault.spec import SPEC

    return SPEC


def _blackjack() -> AnySpec:
    from deskcards.games.blackjack.spec import SPEC

    return SPEC


def _segment_trix() -> AnySpec:
    from deskcards.games.segment_trix.spec import SPEC

    return SPEC


def _runtime_error() -> AnySpec:
    from deskcards.games.runtime_error.spec import SPEC

    return SPEC


def _destiny() -> AnySpec:
    from deskcards.games.destiny.spec import SPEC

    return SPEC


SPECS: dict[str, Callable[[], AnySpec]] = {
    "segfault": _segfault,
    "blackjack": _blackjack,
    "segment-trix": _segment_trix,
    "runtime-error": _runtime_error,
    "destiny": _destiny,
}


def game_names() -> list[str]:
    return list(SPECS)


def spec(game: str) -> AnySpec:
    if game not in SPECS:
        raise ValueError(f"unknown game {game!r}; choose one of: {', '.join(SPECS)}")
    return SPECS[game]()


def table_available(game: str) -> bool:
    """Whether ``game`` has a Qt table yet; the UI offers only games that do."""
    return spec(game).table is not None  # an unknown game is a ValueError, not "no table"


def load_game(game: str, variant: str = "standard", players: int | None = None) -> LoadedRules:
    """Build a frozen ruleset: the game, its validated variant, a player count.

    Raises ``ValueError`` (``VariantError`` for a bad variant file) with a
    message a player can read.
    """
    from deskcards.engine.variants import load_variant

    found = spec(game)
    chosen = load_variant(game, variant, found.settings)
    count = chosen.settings.players.default if players is None else players
    chosen.settings.players.check(count)
    return found.ruleset(chosen, count)


Played = Callable[[GameState, int | None, list[Event]], object]  # the state after an action, its seat, its events


def replay(record: GameRecord, played: Played | None = None) -> tuple[LoadedRules, GameState]:
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


def play_on(ruleset: LoadedRules, state: GameState, actions: Sequence[str], start: int,
            played: Played | None = None) -> None:
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

    return load_variant_file(path, lambda name: spec(name).settings, game_names(), game)
