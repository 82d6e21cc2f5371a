from PySide6.QtGui import QFontDatabase

from bura_desktop.ui.fonts import load_fonts


def test_bundled_font_loads(qapp):
    family = load_fonts()
    assert family == "DejaVu Sans"
    assert family in QFontDatabase.families()
