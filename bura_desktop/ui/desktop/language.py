"""The interface language: chosen once at start-up, from ``--lang`` or the settings.

Translations are compiled ``.qm`` files inside the package; Qt's own (standard buttons such
as Close, Yes and No) come from the Qt installation when it ships them.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from bura_desktop.storage.settings import INTERFACE_LANGUAGES
from bura_desktop.ui.desktop.resources import resource_path

TRANSLATIONS = resource_path("translations")

# Kept alive here: a translator removed by the garbage collector stops translating.
_installed: list[QTranslator] = []


def resolve(choice: str) -> str:
    """The language code for a setting ("system" follows the system locale, else English)."""
    if choice in INTERFACE_LANGUAGES:
        return choice
    system = QLocale.system().name().split("_")[0]
    return system if system in INTERFACE_LANGUAGES else "en"


def install(choice: str) -> str:
    """Translate the application into ``choice`` (a setting's value); returns the language used.

    Replaces whatever an earlier call installed, so tests can switch languages.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install() needs a QCoreApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = resolve(choice)
    QLocale.setDefault(QLocale(language))
    ours = QTranslator(app)
    # English too: its file holds the plural forms ("1 chip", "2 chips").
    if ours.load(f"bura_desktop_{language}", str(TRANSLATIONS)):
        _installed.append(ours)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != "en" and qt.load(f"qtbase_{language}", qt_dir):
        _installed.append(qt)
    for translator in _installed:
        app.installTranslator(translator)
    logging.getLogger(__name__).info(
        "Language %s: catalogues %s", language, [t.filePath() for t in _installed] or "none"
    )
    return language
