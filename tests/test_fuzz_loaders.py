"""Fuzzing every loader of a user's files: variant YAML, saves, records, settings, statistics.

Each loader either loads or answers with its own clear error (RecordError,
VariantError, BookError; a LoadResult's problem, default settings, a statistics
file set aside); no other exception escapes, and a file over a reader's cap is
refused after reading only the cap.
"""

from __future__ import annotations

import functools
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from deskcards import saves, scorebook
from deskcards.engine.record import MAX_RECORD_BYTES, GameRecord, RecordError
from deskcards.engine.variants import VariantError, list_variants, user_variant_dir
from deskcards.games import check_variant_file, game_names, load_game, spec
from deskcards.scorebook import BookError, Scorebook
from deskcards.session import GameSession, SavedGame, SeatInfo
from deskcards.ui.preferences import (
    MAX_PLACE,
    MAX_SETTINGS_BYTES,
    Preferences,
    load_preferences,
    read_preferences,
    seats_for,
    settings_path,
)

# Hundreds of generated files: the full run's (CI), not the quick run's.
pytestmark = pytest.mark.slow

# The autouse fixture gives each test its own folders; every example reuses them.
FUZZ = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                          HealthCheck.too_slow])
GAMES = game_names()
VARIANTS_ROOT = Path(__file__).resolve().parents[1] / "resources" / "variants"


# -- strategies -----------------------------------------------------------------

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=10**18, max_value=10**40), st.just(-(10**400)),
    st.floats(allow_nan=True), st.text(max_size=12), st.sampled_from(["standard", "ai", "human", "won", "-1", ""]),
)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any]) -> str:
    """``document`` with keys dropped, altered or added, dumped as YAML (sometimes with a key given twice)."""
    data = dict(document)
    for _ in range(draw(st.integers(0, 3))):
        key = draw(st.sampled_from(sorted(data) or ["format"]))
        change = draw(st.sampled_from(["drop", "alter", "nest", "add"]))
        if change == "drop":
            data.pop(key, None)
        elif change == "alter":
            data[key] = draw(values)
        elif change == "nest" and isinstance(data.get(key), (list, dict)):
            inner = data[key]
            data[key] = [inner] if isinstance(inner, dict) else inner + [draw(values)]
        else:
            data[draw(st.text(min_size=1, max_size=8))] = draw(values)
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    if draw(st.booleans()) and data:  # a key given twice
        key = draw(st.sampled_from(sorted(data)))
        text += yaml.safe_dump({key: data[key]}, allow_unicode=True)
    return text


def junk() -> st.SearchStrategy[bytes]:
    """Random bytes, broken UTF-8, deep nesting, huge numbers and odd YAML."""
    return st.one_of(
        st.binary(max_size=200),
        st.text(max_size=200).map(str.encode),
        st.integers(1, 3000).map(lambda depth: b"[" * depth + b"]" * depth),
        st.integers(1, 3000).map(lambda depth: b"a: {" * depth + b"}" * depth),
        st.integers(1, 3000).map(lambda digits: b"seed: " + b"9" * digits),
        st.sampled_from([b"\xff\xfe\x00", b"\xef\xbb\xbf", b"a: &x [1]\nb: *x\n", b"!!python/object:os.system x",
                         b"--- 1\n--- 2\n", b"a: 2026-02-30\n", b"\x00", b"- - - -", b"a: .inf\n", b"{a: b"]),
    )


@functools.cache
def saved_game(game: str) -> dict[str, Any]:
    """A valid save of ``game`` a few moves in, as the mapping its file holds."""
    players = load_game(game).players
    seats = [SeatInfo("You", "human")] + [SeatInfo(f"AI {n}", "ai", "easy") for n in range(1, players)]
    session = GameSession.new(game, "standard", seats, seed=7)
    for _ in range(3):
        if session.is_over():
            break
        session.apply(session.state.legal_actions()[0])
    data: dict[str, Any] = yaml.safe_load(session.to_yaml())
    return data


def written(path: Path, content: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


# -- records and saves --------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(data=st.data())
def test_a_mutated_save_loads_or_says_why(game: str, data: st.DataObject) -> None:
    text = data.draw(mutated(saved_game(game)))
    for load in (GameRecord.loads, SavedGame.loads, GameSession.from_yaml):
        try:
            load(text)
        except RecordError as err:
            assert str(err)


@FUZZ
@given(content=junk())
def test_junk_as_a_record_is_a_record_error(content: bytes) -> None:
    path = written(saves.autosave_path().with_name("junk.yaml"), content)
    with pytest.raises(RecordError):
        saves.open_record(path)


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(data=st.data())
def test_the_autosave_resumes_or_is_set_aside(game: str, data: st.DataObject) -> None:
    path = written(saves.autosave_path(), data.draw(mutated(saved_game(game)) | junk()))
    result = saves.load_autosave()
    assert result.problem is None or (result.session is None and (result.kept is None) == path.exists())


# -- settings ------------------------------------------------------------------------

PREFERENCES = {"game": "blackjack", "variant": "standard", "players": 3, "ai_levels": ["easy", "hard"],
               "animation_speed": "fast", "four_colour": True, "window": [10, 20, 800, 600], "welcomed": True}


@FUZZ
@given(content=mutated(PREFERENCES) | junk())
@example(content="players: 40\n")  # seated AIs past the last name: an IndexError at start-up
@example(content="window: [0, 0, 2147483648, 600]\n")  # too large for a QRect: an OverflowError at start-up
def test_damaged_settings_fall_back_to_usable_values(content: str | bytes) -> None:
    written(settings_path(), content)
    prefs = load_preferences()
    assert prefs.window is None or all(abs(number) <= MAX_PLACE for number in prefs.window)
    try:  # what the window does with them at start-up; it handles these two errors
        GameSession.new(prefs.game, prefs.variant, seats_for(prefs))
    except (ValueError, RecordError) as err:
        assert str(err)


# -- statistics ------------------------------------------------------------------------

def a_book() -> dict[str, Any]:
    session = GameSession.new("blackjack", "standard", [SeatInfo("You", "human"), SeatInfo("AI", "ai", "easy")], 3)
    book = Scorebook()
    finished = scorebook.finished_game(session, abandoned=True)
    assert finished is not None
    book.add(finished)
    data: dict[str, Any] = yaml.safe_load(book.dumps())
    return data


BOOK = a_book()


HUGE_TOTAL = yaml.safe_dump({**BOOK, "tallies": [{**BOOK["tallies"][0], "figure_total": 10**400, "figured": 1}]})


@FUZZ
@given(content=mutated(BOOK) | junk())
@example(content=HUGE_TOTAL)  # its average was too large for a float: an OverflowError in the Scores window
def test_damaged_statistics_are_set_aside(content: str | bytes) -> None:
    path = written(scorebook.book_path(), content)
    loaded = scorebook.load_book()
    assert loaded.problem is None or (not path.exists() and loaded.writable)
    for tally in loaded.book.tallies.values():  # what the Scores window shows of each
        average = tally.average_figure()
        assert (average is None or math.isfinite(average)) and 0 <= tally.won / tally.played <= 1
    text = content.decode(errors="replace") if isinstance(content, bytes) else content
    try:
        Scorebook.loads(text)
    except BookError as err:
        assert str(err)


# -- variants ----------------------------------------------------------------------

def house_rules(game: str) -> list[dict[str, Any]]:
    """The game's built-in variants as house-rule files would hold them."""
    files = sorted((VARIANTS_ROOT / game.replace("_", "-")).glob("*.yaml"))
    return [{"game": game, **yaml.safe_load(file.read_text(encoding="utf-8"))} for file in files
            if file.stem != "standard"]


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(data=st.data())
def test_a_mutated_variant_loads_or_says_why(tmp_path: Path, game: str, data: st.DataObject) -> None:
    document = data.draw(st.sampled_from(house_rules(game)))
    path = written(tmp_path / "house.yaml", data.draw(mutated(document) | junk()))
    try:
        check_variant_file(path, data.draw(st.sampled_from([None, game])))
    except VariantError as err:
        assert str(err)


# -- files that are folders or links, and files over the cap ------------------------

def _folder(path: Path) -> None:
    path.mkdir(parents=True)


def _link_to_nowhere(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(path.with_name("nowhere"))


def _link_to_a_folder(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.with_name("elsewhere").mkdir()
    path.symlink_to(path.with_name("elsewhere"))


def _link_to_itself(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(path)


ODD_FILES = [_folder, _link_to_nowhere, _link_to_a_folder, _link_to_itself]


@pytest.mark.parametrize("make", ODD_FILES)
def test_a_save_that_is_no_file_is_set_aside_or_ignored(make: Any) -> None:
    make(saves.autosave_path())
    result = saves.load_autosave()
    assert result.session is None
    with pytest.raises(RecordError):
        saves.open_record(saves.autosave_path())


@pytest.mark.parametrize("make", ODD_FILES)
def test_settings_that_are_no_file_are_the_defaults(make: Any) -> None:
    make(settings_path())
    assert replace(load_preferences(), welcomed=False) == Preferences()  # one set aside counts as welcomed


@pytest.mark.parametrize("make", ODD_FILES)
def test_statistics_that_are_no_file_start_afresh(make: Any) -> None:
    make(scorebook.book_path())
    assert scorebook.load_book().book == Scorebook()


@pytest.mark.parametrize("make", ODD_FILES)
def test_a_variant_that_is_no_file_is_a_variant_error(tmp_path: Path, make: Any) -> None:
    make(tmp_path / "blackjack" / "house.yaml")
    with pytest.raises(VariantError):
        check_variant_file(tmp_path / "blackjack" / "house.yaml")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("make", ODD_FILES)
def test_a_house_rule_that_is_no_file_is_named_among_the_problems(game: str, make: Any) -> None:
    make(user_variant_dir(game) / "house.yaml")
    with pytest.raises(VariantError, match=r"house\.yaml"):
        load_game(game, "house")
    found, problems = list_variants(game, spec(game).settings)
    assert "house" not in {variant.name for variant in found}
    assert [problem.path for problem in problems] == [str(user_variant_dir(game) / "house.yaml")]


class _CountingFile:
    """A file whose reads are counted: a reader over its cap must stop after the cap."""

    def __init__(self, path: Path):
        self.path, self.read = path, 0

    def open(self, mode: str) -> Any:
        stream = self.path.open(mode)
        original = stream.read

        def read(size: int = -1) -> bytes:
            chunk = original(size)
            self.read += len(chunk)
            return chunk

        stream.read = read  # type: ignore[method-assign]
        return stream


@pytest.mark.parametrize("cap", [MAX_RECORD_BYTES, MAX_SETTINGS_BYTES, scorebook.MAX_BOOK_BYTES])
def test_a_file_just_over_the_cap_is_refused_after_reading_the_cap(tmp_path: Path, cap: int) -> None:
    from deskcards.engine import yamlsafe

    big = _CountingFile(written(tmp_path / "big.yaml", b"#" * (cap + 1) + b"\n" * cap))
    with pytest.raises(yamlsafe.YamlProblem, match="may be at most"):
        yamlsafe.read_text(big, cap)
    assert big.read == cap + 1


def test_every_loader_refuses_a_file_over_its_cap() -> None:
    written(saves.autosave_path(), b"#" * (MAX_RECORD_BYTES + 1))
    assert saves.load_autosave().problem
    written(settings_path(), b"welcomed: true\n" + b"#" * MAX_SETTINGS_BYTES)
    assert read_preferences()[1]
    written(scorebook.book_path(), b"#" * (scorebook.MAX_BOOK_BYTES + 1))
    assert scorebook.load_book().problem

