"""Work around PySide6 builds whose void methods drop a reference to None on Python < 3.12.

PySide6/shiboken6 6.12.0 returns ``None`` from void C++ methods without taking a reference.
Python 3.12+ does not care (None is immortal there, PEP 683), but on 3.11 every such call
(``painter.save()``, ``path.lineTo()``...) lowers None's refcount by one, and after a few
thousand calls the interpreter aborts with "none_dealloc: deallocating None". We detect the
bug with one harmless call and, if present, give None a refcount no program can exhaust. The
real fix is Python >= 3.12 or a PySide6 without the bug; then this does nothing.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPointF

_HEADROOM = 1 << 40


def _void_call_drops_none() -> bool:
    point = QPointF()
    before = sys.getrefcount(None)
    point.setX(1.0)
    return sys.getrefcount(None) < before


def pin_none() -> bool:
    """Apply the workaround if this PySide6 needs it; returns whether it was needed."""
    if sys.version_info >= (3, 12) or not _void_call_drops_none():
        return False
    # ob_refcnt is the first field of every PyObject in release builds of CPython 3.11.
    ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
    return True
