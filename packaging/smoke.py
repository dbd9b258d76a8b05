"""Smoke test of a built bundle: what a user runs, run from the bundle itself.

Usage: python packaging/smoke.py [dist/deskcards]    (packaging/smoke.sh builds first)

Checks, each failing with a one-line reason: the size budget (du of the
folder), check_bundle.py (every linked library present), ``--version``, a short
``sim`` of every game, an offscreen ``screenshot``, and the AI worker: the GUI,
started offscreen with throw-away settings that give it AI seats, must save AI
moves to its autosave (only the worker process can make them), and must leave
no process behind once stopped.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from deskcards.games import game_names
from deskcards.ui.app import LAUNCH_SEED

BUDGET_MB = 111  # on disk, as `du` counts it, MiB; 110 until QtDBus came in (0.3 MiB, issue 35)
AI_WAIT_S = 60
HERE = Path(__file__).resolve().parent


class SmokeFailure(Exception):
    """One check failed; the message says which and why."""


def run(command: list[str], env: dict | None = None, timeout: float = 120) -> str:
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout, check=False)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["(no output)"]
        raise SmokeFailure(f"{' '.join(command[:3])} ... exited {done.returncode}: {tail[0]}")
    return done.stdout


def check_size(bundle: Path) -> None:
    kib = int(run(["du", "-sk", str(bundle)]).split()[0])
    print(f"size: {kib / 1024:.1f} MiB (budget {BUDGET_MB} MiB)")
    if kib > BUDGET_MB * 1024:
        raise SmokeFailure(f"the bundle is {kib / 1024:.1f} MiB, over its {BUDGET_MB} MiB budget")


def check_libraries(bundle: Path) -> None:
    done = subprocess.run([sys.executable, str(HERE / "check_bundle.py"), str(bundle)],
                          capture_output=True, text=True, check=False)
    print(done.stdout.strip())
    if done.returncode != 0:
        raise SmokeFailure("check_bundle.py: the bundle lacks a library it needs, or carries an unwanted one (above)")


def ai_first_seed() -> int:
    """A Segmentation Fault seed where an AI seat moves first, so the AI acts with nobody clicking."""
    from deskcards.session import GameSession
    from deskcards.ui.preferences import Preferences, seats_for

    seats = seats_for(Preferences(players=4, ai_levels=("easy",) * 3))
    return next(seed for seed in range(1, 1000)
                if GameSession.new("segfault", "standard", seats, seed=seed).state.current_player != 0)


def check_ai_worker(exe: Path) -> None:
    with tempfile.TemporaryDirectory() as home:
        config, data = Path(home, "config"), Path(home, "data")
        (config / "deskcards").mkdir(parents=True)
        (config / "deskcards" / "settings.yaml").write_text(yaml.safe_dump({
            "game": "segfault", "players": 4, "ai_levels": ["easy"] * 3, "animation_speed": "off"}))
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(data),
               LAUNCH_SEED: str(ai_first_seed())}
        app = subprocess.Popen([str(exe)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)  # its own process group: the worker can be found and never leaks
        try:
            actions = wait_for_ai_actions(data / "deskcards" / "autosave.yaml", app)
            print(f"AI worker: the autosave lists {len(actions)} AI action(s): {', '.join(actions[:3])}")
        finally:
            stop(app)


def wait_for_ai_actions(autosave: Path, app: subprocess.Popen) -> list[str]:
    deadline = time.monotonic() + AI_WAIT_S
    while time.monotonic() < deadline:
        if app.poll() is not None:
            raise SmokeFailure(f"the GUI exited {app.returncode}: {app.stderr.read().strip()[-300:]}")
        try:
            actions = (yaml.safe_load(autosave.read_text()) or {}).get("actions") or []
        except (OSError, yaml.YAMLError):  # not written yet
            actions = []
        if actions:
            return actions
        time.sleep(0.2)
    raise SmokeFailure(f"no AI move reached the autosave within {AI_WAIT_S} s: the AI worker did not play")


def stop(app: subprocess.Popen) -> None:
    """SIGTERM the GUI; its worker and resource tracker must follow it out."""
    app.terminate()
    app.wait(timeout=10)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.killpg(app.pid, 0)
        except ProcessLookupError:  # the whole group is gone
            return
        time.sleep(0.2)
    os.killpg(app.pid, signal.SIGKILL)
    raise SmokeFailure("a child of the GUI was still running 10 s after the GUI stopped")


def main(argv: list[str]) -> int:
    bundle = Path(argv[1] if len(argv) > 1 else "dist/deskcards").resolve()
    exe = bundle / "deskcards"
    offscreen = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    try:
        if not exe.is_file():
            raise SmokeFailure(f"no executable at {exe}; build it first (bash packaging/build.sh)")
        check_size(bundle)
        check_libraries(bundle)
        print(run([str(exe), "--version"]).strip())
        for game in game_names():  # the checkout's list, the one the bundle was built from
            run([str(exe), "sim", game, "--games", "2"])
            print(f"sim {game}: 2 games played")
        with tempfile.TemporaryDirectory() as folder:
            picture = Path(folder, "table.png")
            run([str(exe), "screenshot", "segfault", "--moves", "4", "--out", str(picture)], env=offscreen)
            if picture.stat().st_size == 0:
                raise SmokeFailure("screenshot wrote an empty file")
            print(f"screenshot: {picture.stat().st_size} bytes")
        check_ai_worker(exe)
    except (SmokeFailure, subprocess.TimeoutExpired) as failure:
        print(f"smoke test FAILED: {failure}", file=sys.stderr)
        return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
