"""scripts/setup-venv sets up once: later starts skip pip unless pyproject.toml
or the extras asked for change, or the venv no longer imports DeskCards.

Python and pip are stubs that log their calls, so this runs in milliseconds.
"""

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# python3 -m venv makes a .venv whose python logs its calls and obeys $IMPORT_FAILS.
FAKE_PYTHON3 = """#!/usr/bin/env bash
echo "python3 $*" >> "$LOG"
mkdir -p .venv/bin
cat > .venv/bin/python <<'STUB'
#!/usr/bin/env bash
echo "python $*" >> "$LOG"
[[ "$*" == *"import deskcards"* && -n "${IMPORT_FAILS:-}" ]] && exit 1
exit 0
STUB
chmod +x .venv/bin/python
"""


@pytest.fixture
def checkout(tmp_path):
    (tmp_path / "scripts").mkdir()
    shutil.copy(REPO / "scripts" / "setup-venv", tmp_path / "scripts")
    shutil.copy(REPO / "pyproject.toml", tmp_path)
    fake = tmp_path / "fakebin" / "python3"
    fake.parent.mkdir()
    fake.write_text(FAKE_PYTHON3)
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    return tmp_path


def setup(checkout, *extra, import_fails=False):
    log = checkout / "log"
    log.write_text("")
    env = {**os.environ, "LOG": str(log), "PATH": f"{checkout / 'fakebin'}:{os.environ['PATH']}"}
    if import_fails:
        env["IMPORT_FAILS"] = "1"
    subprocess.run(["bash", str(checkout / "scripts" / "setup-venv"), *extra], check=True, env=env,
                   capture_output=True, timeout=30)
    return [line for line in log.read_text().splitlines() if "import deskcards" not in line]


INSTALL_TEST = "python -m pip install --quiet --disable-pip-version-check -e .[test]"


def test_setup_installs_once_and_again_only_when_something_changed(checkout):
    first = setup(checkout, "test")
    assert first[0] == "python3 -m venv --clear .venv" and first[-1] == INSTALL_TEST
    assert setup(checkout, "test") == []  # nothing new: straight on
    assert setup(checkout) == []  # play needs no extra the venv lacks
    pyproject = checkout / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + "\n# changed\n")
    changed = setup(checkout)
    assert changed[-1] == INSTALL_TEST  # reinstalled, keeping the test extra, in the same venv
    assert not any("venv" in line for line in changed)
    assert setup(checkout, "bench")[-1].endswith("-e .[bench,test]")
    assert setup(checkout, "test") == []


def test_a_venv_that_no_longer_imports_deskcards_is_rebuilt(checkout):
    setup(checkout, "test")
    rebuilt = setup(checkout, "test", import_fails=True)
    assert rebuilt[0] == "python3 -m venv --clear .venv" and rebuilt[-1] == INSTALL_TEST
