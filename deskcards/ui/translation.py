"""The player's language: Qt's translator, and the Qt-free layers' words through it.

A compiled translation is ``resources/translations/deskcards_<language>.qm``
(made from translations/deskcards.ts by pyside6-lrelease); none ships yet, so
the app speaks English until one does.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from deskcards.engine import words


def install_translations(app: QCoreApplication, translator: QTranslator | None = None) -> None:
    """Install ``translator`` (by default the one for the system's language, if shipped)
    in ``app``, and send every ``words.translate`` through Qt from now on."""
    if translator is None:
        translator = QTranslator(app)
        folder = resources.files("deskcards.resources") / "translations"
        if not translator.load(QLocale(), "deskcards", "_", str(folder)):
            translator = None
    if translator is not None:
        app.installTranslator(translator)
    words.install(QCoreApplication.translate)
