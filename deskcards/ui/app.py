"""Starting the desktop app."""

from __future__ import annotations

import sys


def run_app() -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("DeskCards")
    window.resize(1280, 800)
    window.show()
    return app.exec()
