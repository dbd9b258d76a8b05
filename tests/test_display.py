"""A display that is gone gets the no-display message, not a Qt abort; screenshots need none."""

import os
import socket
import subprocess
import sys

import pytest

from deskcards.display import display_problem, wayland_address, x11_address

GONE = ":4242"  # nobody runs an X server this high


def _without_display(**extra):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return {**env, **extra}


def test_x11_and_wayland_addresses():
    assert x11_address(":0") == (socket.AF_UNIX, "/tmp/.X11-unix/X0")
    assert x11_address("unix:3.1") == (socket.AF_UNIX, "/tmp/.X11-unix/X3")
    assert x11_address("example.org:2.0") == (socket.AF_INET, ("example.org", 6002))
    assert x11_address("nonsense") is None
    assert wayland_address("wayland-0", "/run/user/7") == "/run/user/7/wayland-0"
    assert wayland_address("/tmp/w", None) == "/tmp/w"
    assert wayland_address("wayland-0", None) is None


def test_a_listening_socket_is_a_display_and_a_stale_name_is_not(tmp_path):
    path = tmp_path / "wayland-9"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen()
        assert display_problem({"WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": str(tmp_path)}) is None
    problem = display_problem({"WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": str(tmp_path), "DISPLAY": GONE})
    assert problem == f"WAYLAND_DISPLAY=wayland-9 and DISPLAY={GONE} cannot be reached"
    assert display_problem({}) == "DISPLAY is not set"


def test_a_stale_display_gets_a_message_not_an_abort():
    result = subprocess.run([sys.executable, "-m", "deskcards"], capture_output=True, text=True,
                            env=_without_display(DISPLAY=GONE), timeout=60)
    assert result.returncode == 1
    assert f"no display found (DISPLAY={GONE} cannot be reached)" in result.stderr


@pytest.mark.slow
def test_screenshot_renders_offscreen_whatever_the_display(tmp_path):
    out = tmp_path / "table.png"
    result = subprocess.run([sys.executable, "-m", "deskcards", "screenshot", "segfault", "--size", "320x240",
                             "--out", str(out)], capture_output=True, text=True,
                            env=_without_display(DISPLAY=GONE), timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"\x89PNG")
