"""The wheel is a complete install: built with `python -m build` (the sdist,
then the wheel from the sdist) and pip-installed into a fresh venv outside the
checkout, its `deskcards` finds the built-in variants and draws a table.

This is the slowest test (a build, a venv and PySide6 to install: 8 to 21 s
on a 2-core machine with PySide6 in the pip cache); it is marked slow, so the
quick run (-m "not slow") leaves it out, and runs in the default suite as CI does.
"""

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

import deskcards

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Big or generated folders of a checkout that no build needs.
BUILD_LEFTOVERS = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache")


def run(args, **kwargs):
    result = subprocess.run(args, capture_output=True, text=True, timeout=600, **kwargs)
    assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def builtin_variants():
    """{game: [variant names]} as the checkout's resources/ folder holds them."""
    folders = (REPO / "resources" / "variants").iterdir()
    return {folder.name: sorted(path.stem for path in folder.glob("*.yaml")) for folder in folders}


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A venv outside the checkout with the freshly built wheel installed; its bin folder."""
    # Built from a copy: setuptools writes deskcards.egg-info into the source
    # folder, and a stale one there would add its files to the sdist.
    source = tmp_path_factory.mktemp("source") / "deskcards"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(*BUILD_LEFTOVERS))
    dist = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(source)])
    assert len(list(dist.glob("deskcards-*.tar.gz"))) == 1
    (wheel,) = dist.glob("deskcards-*.whl")
    env_dir = tmp_path_factory.mktemp("venv")
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / "bin"
    run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)])
    return bin_dir


@pytest.fixture
def run_installed(installed, tmp_path):
    """Runs a program of the venv from an empty folder, with no path to the checkout."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))

    def run_program(program, *args):
        return run([str(installed / program), *args], cwd=tmp_path, env=env)

    return run_program


def test_the_installed_package_is_not_the_checkout(run_installed, installed):
    where = run_installed("python", "-c", "import deskcards.resources as r; print(r.__file__)")
    assert Path(where.strip()).is_relative_to(installed.parent)


def test_version(run_installed):
    assert run_installed("deskcards", "--version").split() == ["deskcards", deskcards.__version__]


def test_every_builtin_variant_of_every_game_is_listed(run_installed):
    listed = {}
    game = None
    for line in run_installed("deskcards", "variants", "list").splitlines():
        if not line.startswith(" "):
            game = line.split()[0]
            listed[game] = []
        elif "[built-in" in line:
            listed[game].append(line.split()[0])
    assert {game: sorted(names) for game, names in listed.items()} == builtin_variants()


def test_screenshot_writes_a_png(run_installed, tmp_path):
    run_installed("deskcards", "screenshot", "segfault", "--out", "table.png")
    assert (tmp_path / "table.png").read_bytes().startswith(PNG_SIGNATURE)
