"""Test-wide set-up: Qt runs offscreen, so no display is needed, and every test
gets its own empty home, config, data and cache folders.

deskcards finds its folders through platformdirs at each call (nothing caches
a path at import), and platformdirs reads HOME and the XDG variables then, so
setting them per test is enough. They are set in ``os.environ``, so a CLI or
app run as a subprocess inherits them too.
"""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

pytest_plugins = ["pytester"]  # tests/test_user_folders.py runs a suite inside the suite
collect_ignore = [
    "tests/toy_game/incomplete_spec.py",  # for mypy only: tests/test_spec_typing.py
    "tests/atspi/atspi_driver.py",  # run by the system Python, which has pyatspi; the venv cannot import it
]

# Each variable and its folder under a test's own root. A test that builds a
# house rule writes it to <root>/config/deskcards/variants/<game>/.
USER_FOLDERS = {"HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data",
                "XDG_CACHE_HOME": "cache", "XDG_STATE_HOME": "state"}


def isolate_user_folders(monkeypatch: pytest.MonkeyPatch, root: Path) -> Path:
    """Point HOME and the XDG folders into ``root``; returns ``root``. No folder is
    made: an app that needs one creates it, as it would on a new account."""
    for variable, name in USER_FOLDERS.items():
        monkeypatch.setenv(variable, str(root / name))
    return root


@pytest.fixture(autouse=True)
def user_folders(tmp_path_factory, monkeypatch) -> Path:
    """The test's own folders: the user's real settings, saves and house rules are never read."""
    return isolate_user_folders(monkeypatch, tmp_path_factory.mktemp("user"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--pure-python-yaml", action="store_true",
                     help="read YAML files with PyYAML's pure-Python parser instead of libyaml")


@pytest.fixture(autouse=True)
def yaml_parser(request, monkeypatch) -> None:
    """With --pure-python-yaml, every test reads YAML as a PyYAML without libyaml would."""
    if request.config.getoption("--pure-python-yaml"):
        from deskcards.engine import yamlsafe

        monkeypatch.setattr(yamlsafe, "LIBYAML", None)


@pytest.fixture(autouse=True)
def toy_game_registered(request, monkeypatch) -> None:
    """A test parametrized with the toy game's name (tests/toy_game) finds it registered, as
    ``games_and_the_toy`` in tests/game_helpers.py promises."""
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and callspec.params.get("game") == "high-card":
        from game_helpers import register_toy_game

        register_toy_game(monkeypatch)


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, with the table views' accessible tree installed as the app's start does."""
    from deskcards.ui.access_tree import install

    install()
    return qapp
