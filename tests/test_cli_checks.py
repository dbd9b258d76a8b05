"""The command line's checks and reports (issue 8, item 7): each one a case a user met."""

import argparse
import io
import json
import sys
from pathlib import Path

import pytest
import yaml

from deskcards.cli import build_parser, main
from deskcards.engine.variants import load_variant
from deskcards.games import spec


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_counts_the_first_out_of_a_play_on_game_as_its_winner(capsys):
    code, out, _ = run(capsys, "sim", "blackjack", "--variant", "play-on", "--games", "6", "--seed", "2", "--json")
    assert code == 0
    seats = json.loads(out)["seats"]
    wins = sum(seat["wins"] for seat in seats)
    # Every game has one winner or is a draw, which counts once for every seat.
    assert wins > 0
    assert wins + seats[0]["draws"] == 6
    assert all(seat["draws"] == seats[0]["draws"] for seat in seats)


@pytest.mark.parametrize("seconds", ["0", "-1", "nan", "inf", "-inf", "soon"])
def test_bench_takes_only_a_finite_positive_number_of_seconds(capsys, seconds):
    code, out, err = run(capsys, "bench", "segfault", f"--seconds={seconds}")
    assert code == 1
    assert "a finite number of seconds above 0" in err
    assert out == ""


@pytest.mark.parametrize("agents", ["", " ", "hard,,random,random"])
def test_sim_refuses_an_empty_agent_name(capsys, agents):
    code, out, err = run(capsys, "sim", "segfault", f"--agents={agents}")
    assert code == 1
    assert "--agents" in err and "names" in err
    assert out == ""


def test_a_seat_count_mismatch_is_a_bad_value_in_good_grammar(capsys):
    code, _, err = run(capsys, "sim", "segfault", "--players", "4", "--agents", "hard")
    assert code == 1
    assert "--agents names 1 seat" in err and "1 seats" not in err


def test_bench_compare_without_the_peer_still_reports_our_throughput(capsys, monkeypatch):
    from deskcards.bench import throughput as bench

    def missing(seconds, seed):
        raise ImportError("No module named 'rlcard'")

    monkeypatch.setitem(bench.PEERS, "blackjack", missing)
    monkeypatch.setattr(bench, "LEVELS", ("easy",))
    code, out, _ = run(capsys, "bench", "blackjack", "--compare", "--seconds", "0.05", "--decisions", "1")
    assert code == 0
    assert ".venv/bin/pip install -e '.[bench]'" in out
    assert "blackjack: random playouts" in out and "decisions/s" in out


def test_segment_trix_compare_without_pyspiel_gives_the_install_hint(capsys, monkeypatch):
    from deskcards.bench import throughput as bench

    monkeypatch.setitem(sys.modules, "pyspiel", None)  # makes `import pyspiel` fail, installed or not
    monkeypatch.setattr(bench, "LEVELS", ())
    code, out, _ = run(capsys, "bench", "segment-trix", "--compare", "--seconds", "0.05", "--decisions", "1")
    assert code == 0
    assert "segment-trix: peer not installed (" in out and "pyspiel" in out
    assert ".venv/bin/pip install -e '.[bench]'" in out
    assert "segment-trix: random playouts" in out and "decisions/s" in out


def screenshot(capsys, out):
    return run(capsys, "screenshot", "segfault", "--size", "320x240", "--out", str(out))


def test_screenshot_writes_the_format_its_suffix_names(capsys, tmp_path, qapp):
    code, _, err = screenshot(capsys, tmp_path / "table.jpg")
    assert code == 0, err
    assert (tmp_path / "table.jpg").read_bytes().startswith(b"\xff\xd8")  # a JPEG, not PNG bytes


def test_screenshot_refuses_a_suffix_it_cannot_write(capsys, tmp_path, qapp):
    code, _, err = screenshot(capsys, tmp_path / "table.xyz")
    assert code == 1
    assert "cannot write .xyz pictures" in err and ".png" in err
    assert not (tmp_path / "table.xyz").exists()


def test_screenshot_says_why_it_could_not_write(capsys, tmp_path, qapp):
    target = tmp_path / "missing" / "table.png"
    code, _, err = screenshot(capsys, target)
    assert code == 1
    assert f"could not write {target}: No such file or directory" in err


def test_variants_check_gives_an_oversized_file_its_real_size(capsys, tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (256 * 1024 + 1))
    code, out, _ = run(capsys, "variants", "check", str(big))
    assert code == 1
    assert "the file is 262,145 bytes; a variant file may be at most 262,144 bytes (256 KiB)" in out


GOOD = "title: Long\ndescription: Longer games.\nextends: standard\nsettings:\n  max_turns: 400\n"


def test_variants_check_takes_the_game_from_the_file_or_game_option(capsys, tmp_path):
    loose = tmp_path / "long.yaml"
    loose.write_text(GOOD)
    code, out, _ = run(capsys, "variants", "check", str(loose))
    assert code == 1
    assert "which game" in out and "--game" in out and "unknown game" not in out
    code, out, _ = run(capsys, "variants", "check", str(loose), "--game", "segfault")
    assert (code, f"{loose}: OK, a valid segfault variant 'long'") == (0, out.split(" (")[0])
    loose.write_text("game: blackjack\n" + GOOD.replace("400", "300"))
    code, out, _ = run(capsys, "variants", "check", str(loose))
    assert code == 0 and "a valid blackjack variant" in out


@pytest.fixture
def house_rules(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    folder = tmp_path / "deskcards" / "variants" / "segfault"
    folder.mkdir(parents=True)
    return folder


def test_yml_house_rules_count_like_yaml(capsys, house_rules):
    (house_rules / "long.yml").write_text(GOOD)
    code, out, _ = run(capsys, "variants", "list", "segfault")
    assert code == 0 and "long" in out
    code, out, _ = run(capsys, "sim", "segfault", "--variant", "long", "--games", "1")
    assert code == 0 and "segfault (long)" in out


@pytest.mark.parametrize("games", [["segfault"], []])
def test_variants_list_sets_broken_files_apart_and_succeeds(capsys, house_rules, games):
    (house_rules / "long.yaml").write_text(GOOD)
    (house_rules / "bad.yaml").write_text(GOOD.replace("400", "zero"))
    code, out, _ = run(capsys, "variants", "list", *games)
    assert code == 0  # the listing worked; a broken house rule is part of what it lists
    usable, _, broken = out.partition("broken, so not offered")
    assert "long" in usable and "bad" not in usable
    assert "bad.yaml:5: settings.max_turns" in broken
    assert games or "destiny  (house rules go in" in broken  # the games after it are still listed


class FakeTerminal(io.StringIO):
    def isatty(self):
        return True


def test_sim_shows_progress_on_a_terminal_only(capsys, monkeypatch):
    argv = ["sim", "segfault", "--games", "3"]
    code, _, err = run(capsys, *argv)
    assert code == 0 and err == ""  # piped: no progress
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(argv) == 0
    assert "\rgame 1/3" in terminal.getvalue() and "\rgame 3/3" in terminal.getvalue()
    assert main([*argv, "--json"]) == 0
    assert "\rgame" not in terminal.getvalue().split("3/3")[-1]  # none for --json


@pytest.mark.parametrize("command", ["sim", "screenshot"])
def test_help_names_the_games_and_defaults(capsys, command):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "segfault, blackjack" in text
    for words in ["--seed S", "(default: 1)", "--variant V", "(default: standard)", "variants list"]:
        assert words in text
    assert ("(default: 100)" in text) if command == "sim" else ("(default: 1280x800)" in text)


def test_top_level_help_says_no_command_opens_the_table(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "with no command, opens the card table" in " ".join(capsys.readouterr().out.split()).lower()


def test_the_readme_house_rule_example_is_valid_and_says_what_it_changes(capsys, tmp_path):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    example = readme.split("```yaml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "example.yaml"
    path.write_text(example)
    code, out, _ = run(capsys, "variants", "check", str(path), "--game", "segfault")
    assert code == 0, out
    data = yaml.safe_load(example)
    standard = load_variant("segfault", "standard", spec("segfault").settings).settings
    for key, value in data["settings"].items():
        assert getattr(standard, key) != value, f"{key}: the example changes nothing"
        assert str(value) in data["description"], f"the description does not say {key} becomes {value}"


SIZE_RULE = "size must be WIDTHxHEIGHT with positive whole numbers, e.g. 1280x800"


@pytest.mark.parametrize("size", [["--size", "-5x100"], ["--size=-5x100"], ["--size", "0x800"], ["--size", "wide"],
                                  ["--size", "1280x"], ["--size", "²x800"]])
def test_screenshot_says_what_a_size_must_be(capsys, tmp_path, size):
    code, out, err = run(capsys, "screenshot", "segfault", *size, "--out", str(tmp_path / "table.png"))
    assert (code, out) == (1, "")
    assert "argument --size: " + SIZE_RULE in err and "Traceback" not in err


def test_screenshot_says_which_sizes_it_draws(capsys, tmp_path):
    code, _, err = run(capsys, "screenshot", "segfault", "--size", "100x100", "--out", str(tmp_path / "table.png"))
    assert code == 1
    assert "a size is from 320x240 to 7680x4320, got '100x100'" in err


@pytest.mark.parametrize("argv, expected", [
    (["sim", "segfault", "--games", "-2"], "argument --games: expected 1 or more, got -2"),
    (["sim", "segfault", "--players", "0"], "argument --players: expected 1 or more, got 0"),
    (["sim", "segfault", "--seed", "-1e3"], "argument --seed: expected a whole number, got '-1e3'"),
    (["screenshot", "segfault", "--moves", "-1", "--out", "x.png"], "argument --moves: expected 0 or more, got -1"),
    (["bench", "segfault", "--seconds", "-1e3"], "argument --seconds: expected a finite number of seconds above 0"),
    (["bench", "segfault", "--seconds", "-inf"], "argument --seconds: expected a finite number of seconds above 0"),
    (["bench", "segfault", "--decisions", "0"], "argument --decisions: expected 1 or more, got 0"),
    (["bench", "runtime-error", "--jobs", "-3"], "argument --jobs: expected 1 or more, got -3"),
    (["bench", "runtime-error", "--games", "-x"], "argument --games: expected a whole number, got '-x'"),
])
def test_a_negative_or_zero_number_gets_its_rule_not_a_missing_argument(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert (code, out) == (1, "")
    assert expected in err and "expected one argument" not in err


def test_an_option_followed_by_another_still_misses_its_value(capsys):
    code, _, err = run(capsys, "sim", "segfault", "--games", "--json")
    assert code == 2 and "argument --games: expected one argument" in err


@pytest.mark.no_qt_log  # Qt's messages reach stderr as they do outside the tests
def test_screenshot_hides_only_the_offscreen_size_hints_warning(capfd, qapp):
    from PySide6.QtCore import qWarning

    from deskcards.ui.screenshot import OFFSCREEN_SIZE_HINTS, offscreen_size_hints_unsaid

    with offscreen_size_hints_unsaid():
        qWarning(OFFSCREEN_SIZE_HINTS)
        qWarning("QPainter::begin: Paint device returned engine == 0")
    qWarning(OFFSCREEN_SIZE_HINTS)  # once the picture is taken, Qt says everything again
    assert capfd.readouterr().err.splitlines() == ["QPainter::begin: Paint device returned engine == 0",
                                                   OFFSCREEN_SIZE_HINTS]


def test_the_readme_names_every_command():
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    [commands] = [action for action in build_parser()._actions if isinstance(action, argparse._SubParsersAction)]
    for command in commands.choices:
        assert f"`deskcards {command}" in readme, f"the README's command table leaves out deskcards {command}"
