"""Saves, statistics and settings carry a format version: the first format loads
(with or without its ``format`` key, as files written before it had one), and a
newer one is set aside with a message, never read wrongly or overwritten.

The files in tests/data/format1/ were written by DeskCards in format 1 and are
never regenerated: they are what players have on disk.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deskcards.games import game_names
from deskcards.saves import autosave_path, load_autosave
from deskcards.scorebook import book_path, load_book, save_book
from deskcards.ui.preferences import Preferences, read_preferences, save_preferences, settings_path

FIRST_FORMAT = Path(__file__).parent / "data" / "format1"


def _place(example: str, target: Path, keep_format: bool) -> str:
    """Put the example at ``target``, without its ``format: 1`` line unless ``keep_format``."""
    text = (FIRST_FORMAT / example).read_text(encoding="utf-8")
    assert text.startswith("format: 1\n")
    if not keep_format:
        text = text.removeprefix("format: 1\n")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return text


def _kept_aside(target: Path) -> list[Path]:
    return sorted(target.parent.glob(f"{target.stem}.damaged-*"))


@pytest.mark.parametrize("keep_format", [True, False], ids=["format 1", "no format"])
@pytest.mark.parametrize("game", game_names())
def test_a_first_format_save_resumes(game: str, keep_format: bool) -> None:
    _place(f"save-{game}.yaml", autosave_path(), keep_format)
    loaded = load_autosave()
    assert loaded.problem is None
    assert loaded.session is not None and loaded.session.record.game == game
    assert loaded.session.human_moves == 2


@pytest.mark.parametrize("keep_format", [True, False], ids=["format 1", "no format"])
def test_first_format_statistics_load(keep_format: bool) -> None:
    _place("statistics.yaml", book_path(), keep_format)
    loaded = load_book()
    assert loaded.problem is None
    assert sorted(game for game, _ in loaded.book.tallies) == sorted(game_names())
    assert len(loaded.book.recent) == len(game_names())


@pytest.mark.parametrize("keep_format", [True, False], ids=["format 1", "no format"])
def test_first_format_settings_load(keep_format: bool) -> None:
    _place("settings.yaml", settings_path(), keep_format)
    prefs, problem = read_preferences()
    assert problem is None
    assert (prefs.game, prefs.card_size, prefs.table_colour, prefs.window) == ("blackjack", "large", "blue",
                                                                               (10, 20, 1200, 800))


def test_settings_are_written_with_their_format() -> None:
    save_preferences(Preferences())
    assert settings_path().read_text(encoding="utf-8").startswith("format: 1\n")


def test_newer_settings_are_set_aside_with_a_message_and_never_overwritten() -> None:
    newer = _place("settings.yaml", settings_path(), keep_format=True).replace("format: 1", "format: 2")
    settings_path().write_text(newer, encoding="utf-8")
    prefs, problem = read_preferences()
    assert prefs == Preferences()
    assert problem is not None and "format 2" in problem and "format 1" in problem
    [kept] = _kept_aside(settings_path())
    assert str(kept) in problem
    save_preferences(prefs)  # the app goes on and saves its settings: the newer file stays as it was
    assert kept.read_text(encoding="utf-8") == newer


@pytest.mark.parametrize("example, target, load", [
    ("save-segfault.yaml", autosave_path, load_autosave),
    ("statistics.yaml", book_path, load_book),
], ids=["save", "statistics"])
def test_a_newer_save_or_statistics_file_is_set_aside_with_a_message(example, target, load) -> None:
    newer = _place(example, target(), keep_format=True).replace("format: 1", "format: 2", 1)
    target().write_text(newer, encoding="utf-8")
    problem = load().problem
    assert problem is not None and "format 2" in problem
    [kept] = _kept_aside(target())
    assert kept.read_text(encoding="utf-8") == newer
    if load is load_book:
        assert save_book(load_book().book) is None
        assert kept.read_text(encoding="utf-8") == newer
