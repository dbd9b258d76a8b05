"""Is there a display Qt can reach? Asked before Qt loads, because Qt aborts
the whole process (SIGABRT) when DISPLAY or WAYLAND_DISPLAY names a server
that is gone, instead of failing with a message."""

from __future__ import annotations

import os
import re
import socket

X11_SOCKET_DIR = "/tmp/.X11-unix"
X11_TCP_BASE = 6000
PROBE_TIMEOUT_S = 1.0
_X11_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(\.\d+)?$")


def x11_address(display: str) -> tuple[int, str | tuple[str, int]] | None:
    """(socket family, address) of an X11 DISPLAY like :0, unix:1, host:2.0 or /path/to/socket; None if unreadable."""
    if display.startswith("/"):  # a socket path, as XQuartz sets it
        return socket.AF_UNIX, display
    match = _X11_DISPLAY.match(display)
    if match is None:
        return None
    host, number = match["host"], int(match["number"])
    if host in ("", "unix"):
        return socket.AF_UNIX, f"{X11_SOCKET_DIR}/X{number}"
    return socket.AF_INET, (host, X11_TCP_BASE + number)


def wayland_address(name: str, runtime_dir: str | None) -> str | None:
    """The Wayland socket's path: WAYLAND_DISPLAY itself if absolute, else inside XDG_RUNTIME_DIR."""
    if os.path.isabs(name):
        return name
    return os.path.join(runtime_dir, name) if runtime_dir else None


def reachable(family: int, address: str | tuple[str, int]) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(PROBE_TIMEOUT_S)
            probe.connect(address)
        return True
    except OSError:
        return False


def _x11_reachable(display: str) -> bool:
    found = x11_address(display)
    if found is None:
        return False
    family, address = found
    if family == socket.AF_UNIX and not reachable(family, address):
        return reachable(family, "\0" + str(address))  # Linux servers also listen on an abstract socket
    return reachable(family, address)


def display_problem(environ: dict[str, str] | os._Environ) -> str | None:
    """Why no display can be reached, as words for the player; None when one can."""
    wayland, x11 = environ.get("WAYLAND_DISPLAY"), environ.get("DISPLAY")
    if wayland:
        path = wayland_address(wayland, environ.get("XDG_RUNTIME_DIR"))
        if path and reachable(socket.AF_UNIX, path):
            return None
    if x11 and _x11_reachable(x11):
        return None
    named = [f"{key}={value}" for key, value in (("WAYLAND_DISPLAY", wayland), ("DISPLAY", x11)) if value]
    if not named:
        return "DISPLAY is not set"
    return f"{' and '.join(named)} cannot be reached"
