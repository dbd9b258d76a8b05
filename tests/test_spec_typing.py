"""A game's spec is typed over its own state, observation and action: mypy
passes the toy game's spec (tests/toy_game/spec.py) and refuses
tests/toy_game/incomplete_spec.py, which lacks ``agents`` and takes
Segmentation Fault's ``why_illegal`` and Blackjack's ``narrate``."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
REAL, INCOMPLETE = "tests/toy_game/spec.py", "tests/toy_game/incomplete_spec.py"


@pytest.mark.slow
def test_mypy_passes_the_toys_spec_and_names_what_the_incomplete_one_gets_wrong(tmp_path):
    result = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"),
                             "--cache-dir", str(tmp_path), REAL, INCOMPLETE],
                            cwd=REPO, capture_output=True, text=True, timeout=600)
    errors = [line for line in result.stdout.splitlines() if ": error: " in line]
    assert [line for line in errors if not line.startswith(INCOMPLETE)] == [], result.stdout
    expected = [r'Missing positional argument "agents" in call to "GameSpec"',
                r'Argument "why_illegal" to "GameSpec" has incompatible type "Callable\[\[SegfaultState, ',
                r'Argument "narrate" to "GameSpec" has incompatible type .*BlackjackState']
    assert [pattern for pattern in expected if not any(re.search(pattern, line) for line in errors)] == [], \
        result.stdout
    assert len(errors) == len(expected) and result.returncode == 1
