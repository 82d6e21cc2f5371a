"""Bundled DejaVu Sans, so text and suit symbols render on systems with no fonts installed."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFontDatabase

from bura_desktop.ui.resources import resource_path

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FALLBACK_FAMILY = "DejaVu Sans"


@cache
def load_fonts() -> str:
    """Register the bundled fonts with Qt (once) and return their family name.

    Needs a QGuiApplication. On a bare system Qt has no font to fall back on and draws empty
    boxes, so call this at start-up and make the family the application font.
    """
    family = FALLBACK_FAMILY
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if families:
            family = families[0]
    return family
