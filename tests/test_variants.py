"""Variant files: resolution, listing, and one clear message for every kind of bad file."""

import os
import pathlib
import textwrap
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deskcards.engine import variants, yamlsafe
from deskcards.engine.settings import PlayerCount, setting
from deskcards.engine.variants import (
    VariantError,
    builtin_variant_names,
    describe_settings,
    list_variants,
    load_variant,
    load_variant_file,
    user_variant_dir,
)


@dataclass(frozen=True)
class Pickup:
    two: int = setting(2, "cards picked up for a two", min=0, max=10)
    ace: int = setting(1, "cards picked up for an ace", min=0, max=10)


@dataclass(frozen=True)
class ToySettings:
    players: PlayerCount = PlayerCount(2, 6, 4)
    fast_deal: bool = setting(False, "deal without animation")
    max_turns: int = setting(300, "turns before a draw", min=1, max=100000)
    speed: float = setting(1.0, "animation speed", min=0.25, max=4)
    shortfall: str = setting("forfeit", "what an empty hand means", choices=("forfeit", "debt"))
    pickup: Pickup = Pickup()
    suits: tuple[str, ...] = setting(("hearts", "spades"), "suits in the deck")
    nicknames: dict[str, str] = field(default_factory=lambda: {"A": "ace"}, metadata={"help": "card nicknames"})
    points: dict[str, int] = field(default_factory=dict, metadata={"help": "points per rank"})


GOOD = "title: Toy\ndescription: A test variant.\n"


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    """(built-in folder, user folder) of the game "toy", both empty and inside tmp_path."""
    monkeypatch.setattr(variants, "_builtin_dir", lambda game: tmp_path / "builtin" / game)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path / "builtin" / "toy", tmp_path / "config" / "deskcards" / "variants" / "toy"


def write(folder: pathlib.Path, name: str, text: str) -> pathlib.Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def load_error(dirs, text: str) -> tuple[VariantError, pathlib.Path]:
    path = write(dirs[1], "bad", text)
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "bad", ToySettings)
    return caught.value, path


# --- resolution -----------------------------------------------------------------------------


def test_user_dir_follows_xdg_config_home(dirs):
    assert user_variant_dir("toy") == dirs[1]


def test_a_variant_without_extends_or_settings_has_the_defaults(dirs):
    path = write(dirs[1], "plain", GOOD)
    variant = load_variant("toy", "plain", ToySettings)
    assert variant.settings == ToySettings()
    assert ((variant.game, variant.name, variant.title, variant.description)
            == ("toy", "plain", "Toy", "A test variant."))
    assert (variant.extends, variant.builtin, variant.path) == (None, False, str(path))


def test_builtin_variant_is_marked_and_named_by_its_resource(dirs):
    write(dirs[0], "standard", GOOD + "settings:\n  fast_deal: true\n")
    variant = load_variant("toy", "standard", ToySettings)
    assert variant.builtin and variant.path == "built-in toy/standard.yaml"
    assert variant.settings.fast_deal is True


def test_extends_chain_applies_settings_from_root_to_leaf(dirs):
    write(dirs[0], "standard", GOOD + "settings: {max_turns: 100, speed: 2, shortfall: debt}\n")
    write(dirs[1], "middle", GOOD + "extends: standard\nsettings: {max_turns: 200, fast_deal: true}\n")
    write(dirs[1], "leaf", GOOD + "extends: middle\nsettings: {max_turns: 50}\n")
    variant = load_variant("toy", "leaf", ToySettings)
    assert variant.extends == "middle"
    assert variant.settings == ToySettings(max_turns=50, speed=2.0, shortfall="debt", fast_deal=True)


def test_nested_settings_may_be_overridden_key_by_key(dirs):
    write(dirs[1], "parent", GOOD + "settings:\n  pickup: {two: 5}\n")
    write(dirs[1], "child", GOOD + "extends: parent\nsettings:\n  pickup:\n    ace: 3\n")
    assert load_variant("toy", "parent", ToySettings).settings.pickup == Pickup(two=5, ace=1)
    assert load_variant("toy", "child", ToySettings).settings.pickup == Pickup(two=5, ace=3)


def test_every_kind_of_setting_converts(dirs):
    write(dirs[1], "all", GOOD + textwrap.dedent("""\
        settings:
          players: {min: 3, default: 3}
          speed: 2
          suits: [clubs]
          nicknames: {K: king}
          points: {K: 10, Q: 5}
        """))
    chosen = load_variant("toy", "all", ToySettings).settings
    assert chosen.players == PlayerCount(3, 6, 3)
    assert chosen.speed == 2.0 and isinstance(chosen.speed, float)
    assert chosen.suits == ("clubs",)
    assert chosen.nicknames == {"K": "king"}  # a mapping setting is replaced whole
    assert chosen.points == {"K": 10, "Q": 5}


def test_empty_settings_key_means_no_overrides(dirs):
    write(dirs[1], "blank", GOOD + "settings:\n  # max_turns: 5\n")
    assert load_variant("toy", "blank", ToySettings).settings == ToySettings()


def test_describe_settings_lists_every_leaf_with_its_help(dirs):
    write(dirs[1], "shown", GOOD + "settings: {fast_deal: true, pickup: {two: 5}, suits: [a, b]}\n")
    rows = describe_settings(load_variant("toy", "shown", ToySettings))
    assert [key for key, _, _ in rows] == [
        "players.min", "players.max", "players.default", "fast_deal", "max_turns", "speed",
        "shortfall", "pickup.two", "pickup.ace", "suits", "nicknames", "points",
    ]
    assert ("fast_deal", "true", "deal without animation") in rows
    assert ("pickup.two", "5", "cards picked up for a two") in rows
    assert ("suits", "[a, b]", "suits in the deck") in rows
    assert ("nicknames", "{A: ace}", "card nicknames") in rows
    assert rows[0][:2] == ("players.min", "2")


# --- listing --------------------------------------------------------------------------------


def test_builtin_names_put_standard_first_then_alphabetical(dirs):
    for name in ("zeta", "standard", "alpha"):
        write(dirs[0], name, GOOD)
    assert builtin_variant_names("toy") == ["standard", "alpha", "zeta"]
    assert builtin_variant_names("no-such-game") == []


def test_list_variants_returns_good_ones_in_order_and_one_error_per_bad_file(dirs):
    for name in ("zeta", "standard"):
        write(dirs[0], name, GOOD)
    write(dirs[1], "mine", GOOD + "extends: zeta\n")
    write(dirs[1], "broken", GOOD + "settings: {max_turns: 0}\n")
    write(dirs[1], "child_of_broken", GOOD + "extends: broken\n")
    write(dirs[1], "another", GOOD)
    found, errors = list_variants("toy", ToySettings)
    assert [(v.name, v.builtin) for v in found] == [("standard", True), ("zeta", True),
                                                    ("another", False), ("mine", False)]
    assert [str(err) for err in errors] == [
        f"{dirs[1] / 'broken.yaml'}:3: settings.max_turns: expected a whole number from 1 to 100000, got 0"
    ]


def test_user_file_shadowing_a_builtin_is_an_error_and_the_builtin_wins(dirs):
    write(dirs[0], "standard", GOOD)
    write(dirs[1], "standard", "title: Mine\ndescription: My standard.\n")
    found, errors = list_variants("toy", ToySettings)
    assert [v.path for v in found] == ["built-in toy/standard.yaml"]
    assert [str(err) for err in errors] == [
        f"{dirs[1] / 'standard.yaml'}: shadows the built-in variant 'standard'; rename the file"
    ]
    assert load_variant("toy", "standard", ToySettings).builtin


def test_an_unreadable_user_folder_still_lists_the_builtins(dirs):
    write(dirs[0], "standard", GOOD)
    dirs[1].parent.mkdir(parents=True)
    dirs[1].write_text("not a folder")
    found, errors = list_variants("toy", ToySettings)
    assert [v.name for v in found] == ["standard"]
    assert len(errors) == 1 and errors[0].path == str(dirs[1]) and "cannot read the folder" in errors[0].problem


def test_unknown_variant_name_lists_the_available_ones(dirs):
    write(dirs[0], "standard", GOOD)
    write(dirs[1], "fast", GOOD)
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "fsat", ToySettings)
    assert caught.value.problem == "unknown variant 'fsat'; did you mean 'fast'? known variants: standard, fast"
    assert str(caught.value) == caught.value.problem  # no folder before it: there is no file to name


# --- extends problems -----------------------------------------------------------------------


def test_unknown_parent_names_the_known_variants(dirs):
    write(dirs[0], "standard", GOOD)
    err, path = load_error(dirs, GOOD + "extends: stnadard\n")
    assert str(err) == (
        f"{path}:3: extends: unknown variant 'stnadard'; did you mean 'standard'? known variants: standard"
    )  # not the file itself, which cannot be its own parent


def test_a_builtin_cannot_extend_a_user_variant(dirs):
    write(dirs[0], "standard", GOOD + "extends: mine\n")
    write(dirs[1], "mine", GOOD)
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "standard", ToySettings)
    assert str(caught.value) == ("built-in toy/standard.yaml:3: extends: unknown variant 'mine'; "
                                 "known variants: none")


def test_a_cycle_of_two_is_named(dirs):
    write(dirs[1], "a", GOOD + "extends: b\n")
    write(dirs[1], "b", GOOD + "\n\nextends: a\n")
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "a", ToySettings)
    assert (caught.value.path, caught.value.line, caught.value.key) == (str(dirs[1] / "b.yaml"), 5, "extends")
    assert caught.value.problem == "the chain of parents loops: a -> b -> a"


def test_a_variant_extending_itself_is_a_cycle(dirs):
    err, path = load_error(dirs, GOOD + "extends: bad\n")
    assert str(err) == f"{path}:3: extends: the chain of parents loops: bad -> bad"


# --- bad content: every message names the file, the line, the key and what was expected ----

BAD_SETTINGS = [
    ("titel: Toy\n", 3, "titel", "unknown key 'titel'; did you mean 'title'?"),
    ("settings:\n  max_turn: 5\n", 4, "settings.max_turn", "did you mean 'max_turns'?"),
    ("settings:\n  pickup:\n    twoo: 3\n", 5, "settings.pickup.twoo", "unknown setting 'twoo'; did you mean 'two'?"),
    ("settings:\n  zzz: 1\n", 4, "settings.zzz", "known settings: players, fast_deal, max_turns"),
    ("settings:\n  max_turns: ten\n", 4, "settings.max_turns", "expected a whole number from 1 to 100000, got 'ten'"),
    ("settings:\n  max_turns: true\n", 4, "settings.max_turns", "expected a whole number from 1 to 100000, got true"),
    ("settings:\n  max_turns: 2.5\n", 4, "settings.max_turns", "got 2.5"),
    ("settings:\n  speed: yes\n", 4, "settings.speed", "expected a number from 0.25 to 4, got true"),
    ("settings:\n  fast_deal: 1\n", 4, "settings.fast_deal", "expected true or false, got 1"),
    ("settings:\n  pickup: [1, 2]\n", 4, "settings.pickup", "expected a mapping of two, ace; got a list"),
    ("settings:\n  suits: {a: b}\n", 4, "settings.suits", "expected a list, got a mapping"),
    ("settings:\n  suits:\n    - x\n    - 3\n", 6, "settings.suits[1]", "expected text, got 3"),
    ("settings:\n  points: {K: many}\n", 4, "settings.points.K", "expected a whole number, got 'many'"),
    ("settings:\n  nicknames: [K]\n", 4, "settings.nicknames", "expected a mapping, got a list"),
    ("settings: 5\n", 3, "settings", "expected a mapping of players, fast_deal"),
    ("settings:\n  max_turns: 0\n", 4, "settings.max_turns", "expected a whole number from 1 to 100000, got 0"),
    ("settings:\n  max_turns: 100001\n", 4, "settings.max_turns", "got 100001"),
    ("settings:\n  speed: 10\n", 4, "settings.speed", "expected a number from 0.25 to 4, got 10"),
    ("settings:\n  speed: .nan\n", 4, "settings.speed", "got nan"),
    ("settings:\n  shortfall: loan\n", 4, "settings.shortfall", "expected one of 'forfeit', 'debt', got 'loan'"),
    ("settings:\n  shortfall: no\n", 4, "settings.shortfall", "got false"),
    ("settings:\n  players: {max: 9}\n", 4, "settings.players.max", "from 2 to 6, got 9: a variant may narrow"),
    ("settings:\n  players: {min: 5}\n", 4, "settings.players", "expected min <= default <= max, got min 5, default 4"),
    ("settings:\n  players: 4\n", 4, "settings.players", "expected a mapping of min, max, default; got 4"),
    ("settings:\n  players: {most: 4}\n", 4, "settings.players.most", "unknown key 'most'"),
    ("game: chess\n", 3, "game", "expected 'toy', the game this variant is for, got 'chess'"),
    ("extends: [a]\n", 3, "extends", "expected non-empty text, got a list"),
    ("settings:\n  max_turns: 5\n  max_turns: 6\n", 5, "settings.max_turns", "duplicate key (first given on line 4)"),
    ("settings:\n  3: x\n", 4, "settings", "expected a name as the key, got 3"),
    ("settings:\n  max_turns: !!int ten\n", 4, "settings.max_turns", "'ten' is not a valid int"),
    ("settings:\n  fast_deal: !!bool maybe\n", 4, "settings.fast_deal", "'maybe' is not a valid bool"),
    ("settings:\n  max_turns: " + "9" * 5000 + "\n", 4, "settings.max_turns", "a number of 5000 digits is too long"),
    ("settings:\n  speed: 1" + "0" * 400 + "\n", 4, "settings.speed", "expected a number from 0.25 to 4, got 1000"),
    ("settings:\n  shortfall: " + "x" * 100 + "\n", 4, "settings.shortfall", "got '" + "x" * 40 + "...'"),
]


@pytest.mark.parametrize("extra, line, key, expected", BAD_SETTINGS)
def test_bad_content_gets_one_message_with_file_line_and_key(dirs, extra, line, key, expected):
    err, path = load_error(dirs, GOOD + extra)
    assert (err.path, err.line, err.key) == (str(path), line, key)
    assert expected in err.problem
    assert str(err) == f"{path}:{line}: {key}: {err.problem}"


@pytest.mark.parametrize(
    "text, line, key, expected",
    [
        ("description: D.\n", 1, "title", "missing; every variant needs a title"),
        ("title: T\n", 1, "description", "missing; every variant needs a description"),
        ('title: ""\ndescription: D.\n', 1, "title", "expected non-empty text, got ''"),
        ("title:\ndescription: D.\n", 1, "title", "missing"),
        ("title: [T]\ndescription: D.\n", 1, "title", "expected non-empty text, got a list"),
        ("title: T\ntitle: U\ndescription: D.\n", 2, "title", "duplicate key (first given on line 1)"),
        ("title: T\ndescription: D\n  bad: indent\n", 3, None, "invalid YAML: mapping values are not allowed here"),
        ("title: T\nsettings: [1, 2\n", 3, None, "invalid YAML: expected ',' or ']'"),
        ("title: T\n---\ntitle: U\n", 2, None, "invalid YAML: but found another document"),
        ("- title\n- description\n", 1, None, "expected a mapping with title, description, ...; got a list"),
        ("just words\n", 1, None, "got 'just words'"),
        ("title: T\ndescription: \x01\n", 2, None, "character #x0001 is not allowed"),
    ],
)
def test_bad_top_level_gets_one_message(dirs, text, line, key, expected):
    err, path = load_error(dirs, text)
    assert (err.path, err.line, err.key) == (str(path), line, key)
    assert expected in err.problem


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_an_empty_file_is_refused(dirs, text):
    err, path = load_error(dirs, text)
    assert str(err) == f"{path}: the file is empty"


def test_a_python_tag_is_refused_without_building_anything(dirs, monkeypatch):
    calls = []
    monkeypatch.setattr(os, "system", lambda command: calls.append(command))
    err, _path = load_error(dirs, GOOD + 'settings:\n  max_turns: !!python/object/apply:os.system ["echo hi"]\n')
    assert (err.line, err.key) == (4, "settings.max_turns")
    assert err.problem == "the tag !!python/object/apply:os.system is not allowed; write plain values"
    assert calls == []
    whole, _ = load_error(dirs, '!!python/object/apply:os.system ["echo hi"]\n')
    assert whole.line == 1 and "!!python/object/apply:os.system is not allowed" in whole.problem
    assert calls == []


@pytest.mark.parametrize("tagged", ["title: !foo T\n", "title: !!timestamp 2024-01-01\n", "title: !!set {a: null}\n"])
def test_any_non_plain_tag_is_refused(dirs, tagged):
    err, _ = load_error(dirs, tagged + "description: D.\n")
    assert (err.line, err.key) == (1, "title")
    assert err.problem.startswith("the tag !") and "is not allowed" in err.problem


def test_an_untagged_date_is_plain_text(dirs):
    write(dirs[1], "dated", "title: 2024-01-01\ndescription: D.\n")
    assert load_variant("toy", "dated", ToySettings).title == "2024-01-01"


def test_an_alias_bomb_is_refused_without_expanding(dirs):
    levels = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for index, name in enumerate("bcdefghi"):
        previous = "abcdefghi"[index]
        levels.append(f"{name}: &{name} [" + ", ".join([f"*{previous}"] * 9) + "]")
    err, path = load_error(dirs, "\n".join(levels) + "\n")
    assert str(err) == f"{path}:1: anchors and aliases are not allowed in variant files"


def test_a_lone_anchor_is_refused_too(dirs):
    err, _ = load_error(dirs, GOOD + "settings:\n  max_turns: &turns 5\n")
    assert err.line == 4 and err.problem == "anchors and aliases are not allowed in variant files"


@pytest.mark.slow
def test_deep_nesting_is_refused_instead_of_overflowing_the_stack(dirs):
    err, _ = load_error(dirs, GOOD + "settings: " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert err.line == 3 and err.problem == f"nested more than {yamlsafe.MAX_DEPTH} levels deep"


def test_a_huge_file_is_refused_before_parsing(dirs, monkeypatch):
    monkeypatch.setattr(yamlsafe.yaml, "compose", lambda *args, **kwargs: pytest.fail("a huge file was parsed"))
    path = dirs[1] / "bad.yaml"
    dirs[1].mkdir(parents=True)
    path.write_bytes(b"[" * (10 * 1024 * 1024))
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "bad", ToySettings)
    assert str(caught.value) == (f"{path}: the file is 10,485,760 bytes (10240 KiB); "
                                 "a variant file may be at most 262,144 bytes (256 KiB)")


@pytest.mark.parametrize("start", [b"", "\ufeff".encode()])
def test_a_file_that_is_not_utf8_names_the_line(dirs, start):
    path = dirs[1] / "bad.yaml"
    dirs[1].mkdir(parents=True)
    path.write_bytes(start + b"title: Toy\ndescription: caf\xe9\n")
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "bad", ToySettings)
    assert str(caught.value) == f"{path}:2: not UTF-8 text (byte 0xe9); save the file as UTF-8"


def test_a_utf8_byte_order_mark_is_accepted(dirs):
    dirs[1].mkdir(parents=True)
    (dirs[1] / "bom.yaml").write_bytes("\ufeff".encode() + GOOD.encode())
    assert load_variant("toy", "bom", ToySettings).title == "Toy"


def test_a_folder_named_like_a_variant_is_an_error_not_an_oserror(dirs):
    (dirs[1] / "bad.yaml").mkdir(parents=True)
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "bad", ToySettings)
    assert caught.value.path == str(dirs[1] / "bad.yaml")
    assert caught.value.problem.startswith("cannot read the file: ")


def test_a_file_without_permission_is_an_error_not_an_oserror(dirs, monkeypatch):
    path = write(dirs[1], "bad", GOOD)

    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(pathlib.Path, "open", refuse)
    with pytest.raises(VariantError) as caught:
        load_variant("toy", "bad", ToySettings)
    assert str(caught.value) == f"{path}: cannot read the file: Permission denied"


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(
        st.sampled_from([
            "title: T\n", "description: D\n", "settings:\n", "  max_turns: ", "  pickup:\n", "    two: ", "extends: ",
            "players: {min: ", "[", "]", "{", "}", ",", ":", "- ", "&a ", "*a ", "!!python/name:os.system ", "!x ",
            "5", "-1", "true", "null", "'q", '"', "\t", "\x00", "\xe9", "\n", "  ", "#", "---\n", "? ", "<<: ",
        ]),
        max_size=30,
    ).map("".join)
    | st.text(max_size=200)
)
def test_any_text_gives_a_variant_or_a_variant_error(dirs, text):
    path = write(dirs[1], "fuzz", "")
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        load_variant_file(path, *TOY, "toy")
    except VariantError as err:
        assert err.path == str(path)


# --- load_variant_file (`deskcards variants check FILE`) --------------------------------------


def toy_settings(game: str) -> type:
    """The games layer's lookup, for a world whose one game is "toy"."""
    if game != "toy":
        raise ValueError(f"unknown game {game!r}; choose one of: toy")
    return ToySettings


TOY = (toy_settings, ["toy"])


def test_check_file_infers_the_game_from_its_folder(dirs, tmp_path):
    write(dirs[0], "standard", GOOD + "settings: {speed: 3}\n")
    path = write(tmp_path / "elsewhere" / "variants" / "toy", "x", GOOD + "extends: standard\n")
    variant = load_variant_file(path, *TOY)
    assert (variant.game, variant.name, variant.path, variant.builtin) == ("toy", "x", str(path), False)
    assert variant.settings.speed == 3.0


def test_check_file_takes_the_game_key_over_the_folder(dirs, tmp_path):
    write(dirs[1], "mine", GOOD + "settings: {max_turns: 7}\n")
    path = write(tmp_path / "downloads", "x", GOOD + "game: toy\nextends: mine\n")
    variant = load_variant_file(str(path), *TOY)
    assert variant.game == "toy" and variant.settings.max_turns == 7


def test_check_file_with_an_unknown_game(dirs, tmp_path):
    path = write(tmp_path, "x", GOOD + "game: chess\n")
    with pytest.raises(VariantError) as caught:
        load_variant_file(path, *TOY)
    assert str(caught.value) == f"{path}:3: game: unknown game 'chess'; choose one of: toy"
    no_key = write(tmp_path / "chess", "y", GOOD)
    with pytest.raises(VariantError) as caught:
        load_variant_file(no_key, *TOY)
    # A folder that is not a game's does not name one: the file must say its game.
    assert (caught.value.line, caught.value.key) == (None, None) and "which game" in caught.value.problem


def test_check_file_reports_shadowing_and_self_extension(dirs, tmp_path):
    write(dirs[0], "standard", GOOD)
    with pytest.raises(VariantError) as caught:
        load_variant_file(write(tmp_path, "standard", GOOD), *TOY, "toy")
    assert "shadows the built-in variant 'standard'" in caught.value.problem
    own = write(dirs[1], "loop", GOOD + "extends: loop\n")
    with pytest.raises(VariantError) as caught:
        load_variant_file(own, *TOY, "toy")
    assert (caught.value.line, caught.value.problem) == (3, "the chain of parents loops: loop -> loop")


def test_check_file_that_does_not_exist(dirs, tmp_path):
    with pytest.raises(VariantError) as caught:
        load_variant_file(tmp_path / "toy" / "missing.yaml", *TOY)
    assert caught.value.problem == "cannot read the file: No such file or directory"


def test_check_file_refuses_a_game_key_that_disagrees_with_the_game_given(dirs, tmp_path):
    path = write(tmp_path, "x", GOOD + "game: chess\n")
    with pytest.raises(VariantError) as caught:
        load_variant_file(path, *TOY, "toy")
    assert str(caught.value) == f"{path}:3: game: expected 'toy', the game this variant is for, got 'chess'"


def test_error_text_leaves_out_missing_parts():
    assert str(VariantError("f.yaml", "it broke")) == "f.yaml: it broke"
    assert str(VariantError("f.yaml", "it broke", line=2)) == "f.yaml:2: it broke"
    assert str(VariantError("f.yaml", "it broke", line=2, key="title")) == "f.yaml:2: title: it broke"
