"""The player's settings, kept in ``settings.yaml`` in the user's config folder.

They remember the new-game dialog's last choices, how the table looks, and
where the window was.
Reading never fails: a damaged file is set aside with a message and the
defaults are used, and a key of the wrong type (or unknown value) falls back
to its default while the good keys are kept. Qt-free; it lives in ui/ because only the UI reads it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import platformdirs
import yaml

from deskcards.ai.agent import THINKING
from deskcards.engine import yamlsafe
from deskcards.engine.words import translate
from deskcards.engine.yamlsafe import YamlProblem
from deskcards.saves import set_aside, write_atomic
from deskcards.session import SeatInfo
from deskcards.ui.speeds import AnimationSpeed

SETTINGS_NAME = "settings.yaml"
FORMAT = 1  # the layout of settings.yaml; a file without the key is format 1
MAX_SETTINGS_BYTES = 64 * 1024  # far above any real settings file; refuses junk cheaply
MAX_PLACE = 100_000  # pixels: beyond any screen, and within what Qt's rectangles hold

# How much larger than the layout draws them the cards are shown, by the player's word for it.
CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.15, "extra large": 1.3}
TABLE_COLOURS = ("green", "blue", "red", "grey")  # the felts of ``deskcards.ui.palette.FELTS``
# The hard AI's search budget, times the usual, by the player's word for it: one table for its
# moves (``deskcards.games.agents.make_agent``) and its hints (``deskcards.hints``).
AI_THINKING = THINKING


@dataclass(frozen=True)
class Preferences:
    # The new-game dialog's last choices.
    game: str = "segfault"
    variant: str = "standard"
    players: int | None = None  # None: the variant's default
    ai_levels: tuple[str, ...] = ()  # the difficulty of each AI seat, in seat order
    # No seed: one typed in the dialog deals that one game (a settings file's old seed_text is ignored).
    # The table.
    animation_speed: str = AnimationSpeed.NORMAL.value
    four_colour: bool = False
    show_positions: bool | None = None  # None: follow the variant
    literal_hands: bool = False  # Destiny: keep the right button on your held card until the showdown
    offer_take_backs: bool = True
    card_size: str = "normal"  # a key of CARD_SIZES
    table_colour: str = "green"  # one of TABLE_COLOURS
    high_contrast: bool = False  # strong outlines, black and white words, larger corner marks
    ai_thinking: str = "normal"  # a key of AI_THINKING: how long the hard AI may search
    confirm_forfeits: bool = True  # ask before a move of yours that loses the game or folds
    # Announcements as notifications, which Orca 43 speaks, instead of announcement events (Orca 45 and later).
    notify_announcements: bool = False
    # The window as it was closed: left, top, width, height (un-maximised), and whether maximised.
    window: tuple[int, int, int, int] | None = None
    maximized: bool = False
    welcomed: bool = False  # the first-run welcome has been shown
    side_panel: bool = True  # View > Side panel: the status, scores and log beside the table


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def _is_playable_game(value: Any) -> bool:
    """A game the app can put on the table: one without a table yet is not remembered."""
    from deskcards.games import game_names, table_available

    return _is_text(value) and value in game_names() and table_available(value)


def _is_flag(value: Any) -> bool:
    return isinstance(value, bool)


def _is_window(value: Any) -> bool:
    return value is None or (isinstance(value, list) and len(value) == 4
                             and all(type(n) is int and abs(n) <= MAX_PLACE for n in value)
                             and value[2] > 0 and value[3] > 0)


AI_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
LEVELS = ("easy", "medium", "hard")

# Each key's test of a value read from the file; a failing value gets the default.
_VALID: dict[str, Callable[[Any], bool]] = {
    "game": _is_playable_game,
    "variant": _is_text,
    # No game seats more players than there are AI names and you.
    "players": lambda value: value is None or (type(value) is int and 1 <= value <= len(AI_NAMES) + 1),
    "ai_levels": lambda value: isinstance(value, list) and all(map(_is_text, value)),
    "animation_speed": lambda value: _is_text(value) and value in {speed.value for speed in AnimationSpeed},
    "four_colour": _is_flag,
    "show_positions": lambda value: value is None or _is_flag(value),
    "literal_hands": _is_flag,
    "offer_take_backs": _is_flag,
    "card_size": lambda value: _is_text(value) and value in CARD_SIZES,
    "table_colour": lambda value: _is_text(value) and value in TABLE_COLOURS,
    "high_contrast": _is_flag,
    "ai_thinking": lambda value: _is_text(value) and value in AI_THINKING,
    "confirm_forfeits": _is_flag,
    "notify_announcements": _is_flag,
    "window": _is_window,
    "maximized": _is_flag,
    "welcomed": _is_flag,
    "side_panel": _is_flag,
}


def seats_for(prefs: Preferences, players: int | None = None) -> list[SeatInfo]:
    """You at seat 0, then AI seats at the remembered difficulties."""
    from deskcards.games import load_game

    count = players or prefs.players or load_game(prefs.game, prefs.variant).players
    seats = [SeatInfo(translate("table", "You"), "human")]
    for index in range(count - 1):
        level = prefs.ai_levels[index] if index < len(prefs.ai_levels) else "medium"
        seats.append(SeatInfo(AI_NAMES[index], "ai", level if level in LEVELS else "medium"))
    return seats


def settings_path() -> Path:
    return platformdirs.user_config_path("deskcards") / SETTINGS_NAME


def load_preferences() -> Preferences:
    """The saved settings, with the default for every key missing or unreadable."""
    return read_preferences()[0]


def read_preferences() -> tuple[Preferences, str | None]:
    """The saved settings, and a message for the player when the file could not be
    used: one damaged, or written in another format (a newer DeskCards). That file
    is set aside, never overwritten, and the defaults are used. A file without
    ``format`` is the first format."""
    path = settings_path()
    if not path.exists():
        return Preferences(), None
    try:
        data = _read_mapping(path)
    except YamlProblem as err:
        problem, _ = set_aside(path, translate(
            "settings", "Your settings could not be read ({problem}): DeskCards starts with the default settings.",
            problem=err))
        # The file was there, so this player has been welcomed before.
        return Preferences(welcomed=True), problem
    written = data.pop("format", FORMAT)
    if written != FORMAT:
        problem, _ = set_aside(path, translate(
            "settings", "Your settings were written in format {written}, and this DeskCards reads format {format}: "
            "it starts with the default settings.", written=written, format=FORMAT))
        return Preferences(), problem
    if data.get("animation_speed") is False:  # unquoted, YAML reads `off` as false
        data["animation_speed"] = AnimationSpeed.OFF.value
    good = {key: data[key] for key, valid in _VALID.items() if key in data and valid(data[key])}
    for key in ("ai_levels", "window"):
        if good.get(key) is not None:
            good[key] = tuple(good[key])
    return Preferences(**good), None


def _read_mapping(path: Path) -> dict:
    """The file's top-level mapping; YamlProblem for a file unreadable, damaged or not a mapping."""
    data = yamlsafe.plain(yamlsafe.load(path, MAX_SETTINGS_BYTES, "settings file"))
    if not isinstance(data, dict):
        raise YamlProblem(translate("settings", "the file holds no settings"))
    return data


def save_preferences(prefs: Preferences) -> None:
    """Write the settings atomically; OSError if the config folder cannot be written."""
    data = {"format": FORMAT, **asdict(prefs)}
    data["ai_levels"] = list(prefs.ai_levels)  # safe_dump writes lists, not tuples
    data["window"] = list(prefs.window) if prefs.window is not None else None
    write_atomic(settings_path(), yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
