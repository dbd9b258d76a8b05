"""The launch probe benchmarks/frozen_launch.py times the real `deskcards` launch with."""

import os
import re
import subprocess
import sys
import time

import pytest

from deskcards.ui.app import LAUNCH_PROBE


@pytest.mark.slow
def test_the_probe_reports_the_first_painted_table_and_quits(tmp_path):
    env = {**os.environ, LAUNCH_PROBE: "1", "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    spawned = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "deskcards"], env=env, capture_output=True, text=True, timeout=60)
    ended = time.monotonic()
    assert done.returncode == 0, done.stderr
    found = re.search(r"^painted at (\d+\.\d+) playable=(True|False)$", done.stdout, re.MULTILINE)
    assert found, done.stdout
    assert spawned < float(found.group(1)) < ended  # one system-wide clock, taken by the app itself
