"""Starting the desktop app."""

from __future__ import annotations

import os
import sys
import time
from importlib import resources

# Set (to anything) by deskcards/ui/app_figures.py (`deskcards bench --all`,
# benchmarks/frozen_launch.py), which times the real `deskcards` launch, from
# source and frozen alike: print when the table was first painted, then quit.
LAUNCH_PROBE = "DESKCARDS_LAUNCH_PROBE"
# Set by deskcards/ui/app_figures.py and packaging/smoke.py to a seed: the
# launch's new deal, so a run can choose who moves first. Players choose a
# seed for one game in the New game dialog; no saved setting fixes every deal.
LAUNCH_SEED = "DESKCARDS_LAUNCH_SEED"


def ensure_platform() -> None:
    """Without a display, render offscreen instead of failing to start."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def application():
    from PySide6.QtWidgets import QApplication

    from deskcards.ui.access_tree import install as install_access_tree
    from deskcards.ui.translation import install_translations

    install_access_tree()  # before the app and any table view exist: Qt keeps the first interface it makes for each
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QApplication.setApplicationName("DeskCards")
    QApplication.setApplicationDisplayName("DeskCards")
    install_translations(app)
    return app


def app_icon(icons=None):
    """The DeskCards icon, with every prepared PNG size (deskcards-<N>.png) in ``icons``,
    a folder or an ``importlib.resources`` Traversable; by default the shipped resources/icons."""
    from PySide6.QtGui import QIcon, QPixmap

    icons = icons or resources.files("deskcards.resources") / "icons"
    icon = QIcon()
    for entry in icons.iterdir():
        if entry.name.startswith("deskcards-") and entry.name.endswith(".png"):
            pixmap = QPixmap()
            pixmap.loadFromData(entry.read_bytes(), "PNG")
            icon.addPixmap(pixmap)
    return icon


def display_problem() -> str | None:
    """Why Qt would find no display here, or None (always None off Linux and for a windowless platform)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux") or (platform and not platform.startswith(("xcb", "wayland"))):
        return None
    from deskcards.display import display_problem as probe

    return probe(os.environ)


def launched_by_a_person(environ) -> bool:
    """Not a timed or scripted launch: a person is welcomed on a first run, and the
    first deal waits for them; a script's AIs play at once (packaging/smoke.py)."""
    return not (environ.get(LAUNCH_PROBE) or environ.get(LAUNCH_SEED))


def run_app(welcome: bool = False) -> int:
    """The app's window; ``welcome``: started plainly (no arguments), so a first run is welcomed."""
    problem = display_problem()
    if problem is not None:
        # Qt would abort with a core dump; say what is wrong instead.
        print(f"deskcards: no display found ({problem}). Run it from a desktop session, or try "
              "'deskcards screenshot segfault --out table.png' to see the table without one.", file=sys.stderr)
        return 1
    from deskcards.session import seed_from_text
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.first_paint import FirstPaint
    from deskcards.ui.window import MainWindow

    app = application()
    app.setWindowIcon(app_icon())
    window = MainWindow(AIWorker())
    if os.environ.get(LAUNCH_PROBE):
        FirstPaint(window.view.viewport(), lambda: _report_launch(window))
    person = launched_by_a_person(os.environ)
    window.start(seed_from_text(os.environ.get(LAUNCH_SEED, "")), waits=person)
    if welcome and person:
        window.offer_welcome()
    window.show()
    return app.exec()


def _report_launch(window) -> None:
    # CLOCK_MONOTONIC is system-wide: the benchmark compares it with its own spawn time.
    print(f"painted at {time.monotonic():.6f} playable={window.scene.input_enabled}", flush=True)
    window.close()  # the last window: the app quits, and closeEvent stops the AI process
