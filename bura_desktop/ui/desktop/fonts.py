"""Fonts: the desktop's interface font for the widgets; the bundled DejaVu Sans for the card
faces and plates the table paints (the same everywhere), and for the widgets too where the
system has no font at all (a bare container: Qt would draw empty boxes)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

from bura_desktop.ui.desktop.resources import resource_path

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


def system_has_a_font() -> bool:
    """Whether the system's interface font resolves to an installed font (call it before
    :func:`load_fonts`, whose family would then answer for it). Needs a QGuiApplication."""
    return bool(QFontInfo(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)).family())


def interface_font() -> QFont | None:
    """The widgets' font: None to keep the desktop's (its family and size, per widget kind as
    the platform theme sets them), or the bundled family at 10 pt where the system has none."""
    if system_has_a_font():
        return None
    return QFont(load_fonts(), 10)
