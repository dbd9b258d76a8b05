"""The linter and the type checker find nothing, so `bash scripts/test` (and CI)
fails on a lint or type error as on a failing test. Their settings are in
pyproject.toml; each runs from the checkout, with its cache in the test's own
folder, and the output is shown when it fails."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CONFIG = str(REPO / "pyproject.toml")


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=REPO, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing():
    result = run_tool("ruff", "check", "--no-cache", "--config", CONFIG, ".")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_mypy_finds_nothing(tmp_path):
    result = run_tool("mypy", "--config-file", CONFIG, "--cache-dir", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr


def qt_free_game_modules() -> list[str]:
    """Every module under deskcards/games/ but those of the Qt tables (the table/ packages)."""
    games = REPO / "deskcards" / "games"
    paths = [path for path in games.rglob("*.py") if "table" not in path.relative_to(games).parts[:-1]]
    names = [path.relative_to(REPO).with_suffix("").parts for path in paths]
    return sorted(".".join(parts[:-1] if parts[-1] == "__init__" else parts) for parts in names)


@pytest.mark.slow
def test_the_engine_the_ai_and_the_games_rules_pass_mypy_strict(tmp_path):
    """pyproject.toml spells out strict's flags for them (strict itself cannot be
    set per module): this says the list is still all of strict."""
    games = [arg for module in qt_free_game_modules() for arg in ("-m", module)]
    result = run_tool("mypy", "--config-file", CONFIG, "--cache-dir", str(tmp_path), "--strict",
                      "-p", "deskcards.engine", "-p", "deskcards.ai", *games)
    assert result.returncode == 0, result.stdout + result.stderr
