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


def run_app() -> int:
    from deskcards.ui.ai_worker import AIWorker
    from deskcards.ui.window import MainWindow

    app = application()
    window = MainWindow(AIWorker())
    window.start()
    window.show()
    return app.exec()
