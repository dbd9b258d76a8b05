"""The command line: a bad value exits 1, an unreadable command line 2, never with a traceback."""

import json
import os
import subprocess
import sys

import pytest

from deskcards import __version__
from deskcards.cli import main


@pytest.fixture
def cli_env(tmp_path):
    """The environment for a `deskcards` child process: its config, data and cache folders in tmp_path."""
    folders = {name: tmp_path / name.lower() for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")}
    return {**os.environ, **{name: str(folder) for name, folder in folders.items()}}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"deskcards {__version__}"


@pytest.mark.parametrize(
    "argv, expected",
    [
        (["bogus"], "invalid choice"),
        (["sim"], "the following arguments are required: game"),
        (["variants"], "required: ACTION"),
        (["variants", "show", "segfault"], "required: name"),
        (["--frobnicate"], "unrecognized arguments"),
    ],
)
def test_bad_arguments_exit_2_with_usage(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert expected in err
    assert "Traceback" not in err + out


@pytest.mark.parametrize(
    "argv, expected",
    [
        (["sim", "segfault", "--games", "0"], "expected 1 or more"),
        (["sim", "segfault", "--games", "many"], "expected a whole number"),
        (["sim", "segfault", "--seed", "-3"], "a seed is from 0"),
        (["sim", "segfault", "--players", "4", "--agents", "hard,random"], "--agents names 2 seats"),
        (["sim", "nosuchgame"], "unknown game 'nosuchgame'"),
        (["sim", "segfault", "--players", "9"], "4 to 7 players, not 9"),
        (["sim", "segfault", "--agents", "hard,genius,random,random"], "unknown agent 'genius'"),
        (["sim", "segfault", "--variant", "nope"], "deskcards sim: unknown variant 'nope'"),  # no folder first
        (["sim", "segfault", "--agents", "hard"], "--agents names 1 agent, for a game of 4 to 7 players"),
        (["variants", "show", "segfault", "nope"], "nope"),
    ],
)
def test_bad_values_exit_1_with_a_reason(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert code == 1
    assert expected in err
    assert "Traceback" not in err + out


def test_sim_is_reproducible_and_reports_every_seat(capsys):
    argv = ["sim", "segfault", "--players", "4", "--games", "4", "--seed", "3", "--json"]
    first = json.loads(run(capsys, *argv)[1])
    second = json.loads(run(capsys, *argv)[1])
    assert first["seats"] == second["seats"]
    assert first["mean_game_length"] == second["mean_game_length"]
    assert [s["agent"] for s in first["seats"]] == ["random"] * 4
    # Segmentation Fault has one winner or a draw, and a draw counts for every seat.
    assert sum(s["wins"] for s in first["seats"]) + first["seats"][0]["draws"] == 4
    assert first["decision_ms"]["random"]["count"] > 0


def test_sim_text_report_names_agents(capsys):
    code, out, _ = run(capsys, "sim", "segfault", "--games", "2", "--agents", "easy,random,random,random",
                       "--seed", "5")
    assert code == 0
    assert "easy" in out and "mean game length" in out and "ms per choice" in out


def test_variants_list_and_show(capsys):
    code, out, _ = run(capsys, "variants", "list", "segfault")
    assert code == 0 and "standard" in out and "tutorial" in out
    code, out, _ = run(capsys, "variants", "show", "segfault", "tutorial")
    assert code == 0 and "show_pointers" in out and "true" in out.lower()


def test_variants_check_reports_a_broken_file(capsys, tmp_path):
    bad = tmp_path / "variants" / "segfault" / "bad.yaml"
    bad.parent.mkdir(parents=True)
    bad.write_text("title: Bad\ndescription: x\nextends: standard\nsettings:\n  max_turns: zero\n")
    code, out, _ = run(capsys, "variants", "check", str(bad))
    assert code == 1
    assert "bad.yaml:5" in out and "max_turns" in out


def test_module_entry_point_runs_without_traceback():
    result = subprocess.run([sys.executable, "-m", "deskcards", "sim"], capture_output=True, text=True)
    assert result.returncode == 2
    assert "usage: deskcards sim" in result.stderr
    assert "Traceback" not in result.stderr


def test_no_display_gets_a_message_not_a_crash():
    env = {k: v for k, v in __import__("os").environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "deskcards"], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 1
    assert "no display found" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["variants", "show", "segfault", "tutorial"],
                                  ["sim", "segfault", "--games", "1", "--json"]])
def test_a_reader_that_stops_early_ends_the_command_quietly(cli_env, argv):
    child = subprocess.Popen([sys.executable, "-m", "deskcards", *argv], env=cli_env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()  # as `| head` does once it has its lines; here before the command writes any
    err = child.stderr.read().decode()
    child.stderr.close()
    # 141 = 128 + SIGPIPE: what a shell reports for a Unix tool whose reader went away
    assert (child.wait(timeout=120), err) == (141, "")


@pytest.mark.slow
def test_screenshot_writes_no_warnings(cli_env, tmp_path):
    picture = tmp_path / "table.png"
    result = subprocess.run([sys.executable, "-m", "deskcards", "screenshot", "segfault", "--size", "320x240",
                             "--out", str(picture)], env=cli_env, capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stdout, result.stderr) == (0, f"wrote {picture}\n", "")
