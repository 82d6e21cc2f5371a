"""Qt Widgets front end: everything that may import Qt lives under here."""

from bura_desktop.ui._none_refcount import pin_none

# Before any other Qt call: see the module for the PySide6 6.12 / Python 3.11 refcount bug.
pin_none()
