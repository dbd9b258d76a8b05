"""The real app on a desktop of its own, read through AT-SPI as a screen reader reads it.

``app_on_a_desktop`` starts, each in a process group of its own: Xvfb on a free
display, a private D-Bus session bus, the AT-SPI bus launcher (which starts the
accessibility bus; the driver then starts the registry), the driver
(``atspi_driver.py``, under the system Python, listening before the app starts)
and ``python -m deskcards`` with the test's own folders (conftest.py), its
settings written there first. It stops them all, the app's AI process included,
however the test ends. Every wait is bounded.

Without the tools, a test skips and says what to install; in CI (``CI`` set) it
fails instead, so CI never passes by skipping.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, TypeVar

import pytest

from deskcards.ui.app import LAUNCH_SEED
from deskcards.ui.preferences import Preferences, save_preferences

SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, with pyatspi; the venv cannot import it
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
DRIVER = Path(__file__).with_name("atspi_driver.py")
APP_NAME = "DeskCards"  # the application's name in the registry
PACKAGES = "xvfb dbus-daemon at-spi2-core python3-pyatspi xdotool"
# What a screen reader hears about: focus, names, announcements, objects coming and going.
EVENTS = ["focus:", "object:state-changed:focused", "object:property-change:accessible-name",
          "object:announcement", "object:children-changed", "object:state-changed:showing",
          "object:state-changed:busy", "object:state-changed:focusable"]
SCREEN = "1280x1024x24"
STARTUP_S = 20  # each piece of the desktop, and the app, may take this long to come up
ANSWER_S = 30  # one request to the driver
STOP_S = 5  # a process group asked to end, before it is killed
Found = TypeVar("Found")


def missing_tools() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-daemon", "xdotool") if shutil.which(tool) is None]
    missing += [path for path in (BUS_LAUNCHER, SYSTEM_PYTHON) if not os.access(path, os.X_OK)]
    if os.access(SYSTEM_PYTHON, os.X_OK) and subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=STARTUP_S).returncode:
        missing.append(f"pyatspi for {SYSTEM_PYTHON}")
    return missing


def require_tools() -> None:
    """Skip the test where the desktop's tools are missing; fail in CI, which installs them (.ci/run)."""
    missing = missing_tools()
    if missing:
        reason = f"AT-SPI test: {', '.join(missing)} missing (apt-get install {PACKAGES})"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)


def poll(look: Callable[[], Found | None], seconds: float, what: str) -> Found:
    """What ``look`` finds, asked again until it finds something (not None) or ``seconds`` pass."""
    deadline = time.monotonic() + seconds
    while True:
        found = look()
        if found is not None:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"after {seconds} s, still no {what}")
        time.sleep(0.1)


class Lines:
    """A child's output pipe, read a line at a time, each within its own time."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.stream, self.pending = stream, b""

    def next(self, seconds: float, what: str) -> str:
        deadline = time.monotonic() + seconds
        while b"\n" not in self.pending:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.stream], [], [], left)[0]:
                raise AssertionError(f"{what}: nothing said within {seconds} s")
            chunk = os.read(self.stream.fileno(), 1 << 16)
            if not chunk:
                raise AssertionError(f"{what}: ended without saying it ({self.pending[-200:]!r} so far)")
            self.pending += chunk
        line, _, self.pending = self.pending.partition(b"\n")
        return line.decode()


class Processes:
    """What a test started, each the head of its own process group, with its output in ``logs``."""

    def __init__(self, logs: Path) -> None:
        self.logs = logs
        self.started: list[subprocess.Popen[bytes]] = []
        logs.mkdir(parents=True, exist_ok=True)

    def start(self, name: str, command: list[str], env: dict[str, str], **popen: Any) -> subprocess.Popen[bytes]:
        with open(self.logs / f"{name}.log", "wb") as log:  # the child keeps its own copy open
            popen.setdefault("stdout", log)
            process = subprocess.Popen(command, env=env, stderr=log, start_new_session=True, **popen)
        self.started.append(process)
        return process

    def stop_all(self) -> None:
        """End every group, the last started first (the app before its buses)."""
        for process in reversed(self.started):
            stop_group(process)

    def log_tails(self) -> str:
        return "\n".join(f"--- {path.name}: {path.read_text(errors='replace')[-1500:]}"
                         for path in sorted(self.logs.glob("*.log")) if path.stat().st_size)


def stop_group(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM the process's group; what is left of it after STOP_S is killed."""
    for signal_number in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, signal_number)
        except ProcessLookupError:  # the whole group is gone
            break
        try:
            process.wait(timeout=STOP_S)
        except subprocess.TimeoutExpired:
            continue
    process.wait(timeout=STOP_S)
    for pipe in (process.stdin, process.stdout):
        if pipe is not None:
            pipe.close()


class Reader:
    """The driver's side in the test: asks it for the app's tree and events, has it press keys."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdin is not None and process.stdout is not None  # both are pipes
        self.requests, self.answers = process.stdin, Lines(process.stdout)

    def ask(self, request: dict[str, Any]) -> Any:
        """The answer's value; AssertionError with the driver's reason if it had none."""
        self.requests.write(json.dumps(request).encode() + b"\n")
        self.requests.flush()
        answer = json.loads(self.answers.next(ANSWER_S, f"the AT-SPI driver, asked {request}"))
        if "error" in answer:
            raise AssertionError(f"the AT-SPI driver, asked {request}: {answer['error']}")
        return answer["ok"]

    def tree(self, depth: int = 12, under: str | None = None) -> dict[str, Any]:
        """The app's tree, or the tree under the object called ``under``, ``depth`` levels deep."""
        return self.ask({"do": "tree", "depth": depth, "under": under})

    def events(self) -> list[dict[str, Any]]:
        return self.ask({"do": "events"})

    def keys(self, *names: str) -> None:
        self.ask({"do": "keys", "keys": list(names)})

    def events_until(self, wanted: Callable[[dict[str, Any]], bool], seconds: float) -> list[dict[str, Any]]:
        """The events heard until one that ``wanted`` accepts, or for ``seconds`` if none comes."""
        heard: list[dict[str, Any]] = []
        deadline = time.monotonic() + seconds
        while not any(map(wanted, heard)) and time.monotonic() < deadline:
            time.sleep(0.1)
            heard += self.events()
        return heard

    def tree_when(self, ready: Callable[[dict[str, Any]], bool], what: str, seconds: float = STARTUP_S) -> dict:
        """The app's tree, read again until ``ready`` accepts it; the app not registered yet counts as not ready."""
        def look() -> dict[str, Any] | None:
            try:
                tree = self.tree()
            except AssertionError:  # not in the registry yet
                return None
            return tree if ready(tree) else None

        return poll(look, seconds, what)


def nodes(tree: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A tree the driver read, and every object under it."""
    yield tree
    for kid in tree["children"]:
        yield from nodes(kid)


def desktop_environment(runtime: Path) -> dict[str, str]:
    """The test's environment (its own folders) without the user's desktop: no display, bus or a11y bus yet."""
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    env = {name: value for name, value in os.environ.items()
           if name not in ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS")}
    return env | {"XDG_RUNTIME_DIR": str(runtime)}


def bring_up_desktop(processes: Processes, env: dict[str, str]) -> dict[str, str]:
    """Xvfb, a session bus and the AT-SPI bus; the environment that finds them."""
    display_read, display_write = os.pipe()
    try:  # -noreset: when its last client leaves, Xvfb would reset and refuse the next one for a moment
        processes.start("xvfb", ["Xvfb", "-displayfd", str(display_write), "-screen", "0", SCREEN, "-nolisten", "tcp",
                                 "-noreset"],
                        env, pass_fds=(display_write,))
    finally:
        os.close(display_write)
    with os.fdopen(display_read, "rb", buffering=0) as said:
        env = env | {"DISPLAY": ":" + Lines(said).next(STARTUP_S, "Xvfb, asked for its display").strip()}
    bus = processes.start("session-bus", ["dbus-daemon", "--session", "--nofork", "--print-address"], env,
                          stdout=subprocess.PIPE)
    assert bus.stdout is not None  # a pipe
    env["DBUS_SESSION_BUS_ADDRESS"] = Lines(bus.stdout).next(STARTUP_S, "the session bus").strip()
    processes.start("at-spi-bus", [BUS_LAUNCHER, "--launch-immediately"], env)
    found = subprocess.run([SYSTEM_PYTHON, str(DRIVER), "bus", str(STARTUP_S)], env=env, capture_output=True,
                           text=True, timeout=STARTUP_S * 2)
    assert found.returncode == 0, f"the AT-SPI bus did not come up: {found.stderr.strip()[-500:]}"
    return env | {"AT_SPI_BUS_ADDRESS": json.loads(found.stdout)["address"]}


def write_settings(game: str, **settings: Any) -> None:
    """The test's own settings: ``game``, no animation, the welcome seen, the window on the screen,
    and any other ``settings`` of ``Preferences``."""
    save_preferences(Preferences(game=game, animation_speed="off", welcomed=True, window=(0, 0, 1200, 900),
                                 **settings))


def give_the_keyboard(app: subprocess.Popen[bytes], env: dict[str, str]) -> None:
    """Focus the app's window, as a window manager focuses a new window (none runs here): Qt
    then makes it the active window, and its table takes the keys."""
    window = ["search", "--sync", "--onlyvisible", "--pid", str(app.pid), "."]  # "." any title
    subprocess.run(["xdotool", *window, "windowfocus", "--sync"], env=env, capture_output=True, timeout=STARTUP_S,
                   check=True)


@contextmanager
def app_on_a_desktop(game: str, seed: int, logs: Path, **settings: Any) -> Iterator[Reader]:
    """``python -m deskcards`` dealing ``game`` with ``seed`` and the test's ``settings``
    (``write_settings``) on a desktop of its own; yields the reader once the app's window is in the
    registry and has the keys. Call from a test, whose folders conftest.py has made its own."""
    require_tools()
    write_settings(game, **settings)
    processes = Processes(logs)
    try:
        yield start_app(processes, seed)
    finally:
        processes.stop_all()


def start_app(processes: Processes, seed: int) -> Reader:
    """The desktop, the driver, then the app; a failure on the way says what each process logged."""
    try:
        env = bring_up_desktop(processes, desktop_environment(processes.logs / "runtime"))
        reader = Reader(processes.start("driver", [SYSTEM_PYTHON, str(DRIVER), "serve", APP_NAME, *EVENTS], env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE))
        reader.answers.next(STARTUP_S, "the AT-SPI driver, starting")
        app = processes.start("app", [sys.executable, "-m", "deskcards"], env | {
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb", LAUNCH_SEED: str(seed),
            "LC_ALL": "C.UTF-8",  # English, as the test words what it looks for
            # An event naming an object already gone is harmless; Qt would log each.
            "QT_LOGGING_RULES": "qt.accessibility.atspi.warning=false"})
        reader.tree_when(lambda tree: any(kid["role"] == "frame" for kid in tree["children"]),
                         "DeskCards window in the AT-SPI registry")
        give_the_keyboard(app, env)
        reader.tree_when(lambda tree: any("focused" in node["states"] for node in nodes(tree)),
                         "focused object in the DeskCards window")
    except (AssertionError, subprocess.SubprocessError) as failure:
        raise AssertionError(f"{failure}\n{processes.log_tails()}") from None
    return reader
