"""Starting the desktop app."""

from __future__ import annotations

import os
import sys


def ensure_platform() -> None:
    """Without a display, render offscreen instead of failing to start."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def application():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("DeskCards")
    app.setApplicationDisplayName("DeskCards")
    return app


def has_display() -> bool:
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run_app() -> int:
    if not has_display():
        # Qt would abort with a core dump; say what is wrong instead.
        print("deskcards: no display found (DISPLAY is not set). Run it from a desktop session, or try "
              "'deskcards screenshot segfault --out table.png' to see the table without one.", file=sys.stderr)
        return 1
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.window import MainWindow

    app = application()
    window = MainWindow(AIWorker())
    window.start()
    window.show()
    return app.exec()
