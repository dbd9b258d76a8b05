"""The built-in variants load, and a broken font or set-up is one clear VariantError."""

import pytest

from deskcards.engine.variants import VariantError
from deskcards.games import check_variant_file, load_game

STANDARD_FONT = "[abcdef, bc, abdeg, abcdg, bcfg, acdfg, acdefg, abc, abcdefg, abcdfg]"


@pytest.mark.parametrize("variant", ["standard", "left-seven", "short", "lean-chips"])
@pytest.mark.parametrize("players", [3, 4])
def test_every_builtin_variant_plays_a_game(variant, players):
    ruleset = load_game("segment-trix", variant, players)
    state = ruleset.new_state(1)
    while not state.is_terminal():
        state.step(state.legal_actions()[0])
    assert sum(state.returns()) == pytest.approx(1.0)


def test_the_house_variants_change_what_they_say():
    assert load_game("segment-trix", "short", 3).setup.rounds == 3
    assert load_game("segment-trix", "lean-chips", 4).setup.chips == 5
    assert load_game("segment-trix", "left-seven", 4).font.letters[7] == "abcf"


def write(tmp_path, settings: str):
    path = tmp_path / "house.yaml"
    path.write_text(f"title: House\ndescription: a test\nextends: standard\nsettings:\n{settings}")
    return path


@pytest.mark.parametrize("font, line, key, words", [
    (("  font:\n    - abcdef\n    - bc\n    - abdeg\n    - abcdg\n    - bcfg\n    - acdfg\n    - acdefg\n"
      "    - abcx\n    - abcdefg\n    - abcdfg\n"), 13, "settings.font[7]", "digit 7 uses 'x'"),
    ("  font: " + STANDARD_FONT.replace("bcfg", "abdeg") + "\n", 5, "settings.font[4]", "same segments as digit 2"),
    ("  font: " + STANDARD_FONT.replace(", abcdfg", "") + "\n", 5, "settings.font", "got 9"),
])
def test_a_broken_font_names_the_file_line_and_key(tmp_path, font, line, key, words):
    path = write(tmp_path, font)
    with pytest.raises(VariantError, match=words) as caught:
        check_variant_file(path, game="segment-trix")
    assert (caught.value.path, caught.value.line, caught.value.key) == (str(path), line, key)


@pytest.mark.parametrize("settings, words", [
    ("  setups:\n    three: {removed: [4, 6]}\n", "cannot be dealt evenly to 3 players"),
    ("  trump: red\n", "expected one of the colours"),
    ("  colours: [pink, purple, green, yellow]\n", "different first letters"),
    ("  setups:\n    four: {removed: [9]}\n", "distinct card values 0 to 8"),
])
def test_a_broken_set_up_is_refused(tmp_path, settings, words):
    with pytest.raises(VariantError, match=words):
        check_variant_file(write(tmp_path, settings), game="segment-trix")
