"""The frozen smoke test's own checks (packaging/smoke.py), without a bundle."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

SMOKE_PATH = Path(__file__).resolve().parents[1] / "packaging" / "smoke.py"
spec = importlib.util.spec_from_file_location("packaging_smoke", SMOKE_PATH)
smoke = importlib.util.module_from_spec(spec)
spec.loader.exec_module(smoke)


def test_a_bundle_over_its_budget_fails_with_its_size(tmp_path, monkeypatch):
    (tmp_path / "lib.so").write_bytes(b"\0" * 300_000)
    monkeypatch.setattr(smoke, "BUDGET_MB", 0.1)  # 102 KiB
    with pytest.raises(smoke.SmokeFailure, match=r"MiB, over its 0.1 MiB budget"):
        smoke.check_size(tmp_path)
    monkeypatch.setattr(smoke, "BUDGET_MB", 1)
    smoke.check_size(tmp_path)


def test_ai_actions_in_the_autosave_are_what_it_waits_for(tmp_path):
    autosave = tmp_path / "autosave.yaml"
    autosave.write_text("format: 1\nactions:\n- draw\n- swap 5\n")
    app = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"], stderr=subprocess.PIPE)
    try:
        assert smoke.wait_for_ai_actions(autosave, app) == ["draw", "swap 5"]
    finally:
        app.kill()
        app.wait()


def test_a_gui_that_exits_before_any_ai_move_fails(tmp_path):
    app = subprocess.Popen([sys.executable, "-c", "import sys; sys.exit('no display')"],
                           stderr=subprocess.PIPE, text=True)
    app.wait()
    with pytest.raises(smoke.SmokeFailure, match="the GUI exited 1: no display"):
        smoke.wait_for_ai_actions(tmp_path / "autosave.yaml", app)
