"""Where the main window opens: where it was when last closed, if that is still on a screen."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from deskcards.ui.preferences import Preferences

DEFAULT_SIZE = (1280, 800)
SEEN_AT_LEAST = (200, 100)  # a remembered place must show this much of the window on some screen


def restore_place(window: QMainWindow, prefs: Preferences | None) -> None:
    """Put ``window`` where ``prefs`` remember it, if that is still on a screen; else (and
    without ``prefs``) give it the usual size."""
    if prefs is not None and prefs.window is not None:
        place = QRect(*prefs.window)
        if any(_shows(place, screen.availableGeometry()) for screen in QGuiApplication.screens()):
            window.setGeometry(place)
            if prefs.maximized:
                window.setWindowState(Qt.WindowState.WindowMaximized)
            return
    window.resize(*DEFAULT_SIZE)


def with_place(prefs: Preferences, window: QMainWindow) -> Preferences:
    """``prefs`` remembering where ``window`` is now (its normal place when maximized)."""
    normal = window.normalGeometry() if window.isMaximized() else window.geometry()
    return replace(prefs, window=(normal.x(), normal.y(), normal.width(), normal.height()),
                   maximized=window.isMaximized())


def _shows(place: QRect, screen: QRect) -> bool:
    """Whether enough of a window at ``place`` would be on ``screen`` to be seen and moved."""
    seen = place.intersected(screen)
    return seen.width() >= SEEN_AT_LEAST[0] and seen.height() >= SEEN_AT_LEAST[1]
