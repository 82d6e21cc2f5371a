"""Translation helpers shared by the window and the narration.

``translate`` has Qt's signature so that pyside6-lupdate, which reads calls by name, finds every
``translate("Context", "text")`` in the sources; the context must be a literal for that.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from bura_desktop.core.wording import fill


def translate(context: str, text: str, comment: str | None = None, n: int | None = None) -> str:
    """``text`` in the installed language; ``%n`` becomes ``n`` in the right plural form."""
    if n is None:
        return QCoreApplication.translate(context, text, comment)
    if n >= 0:
        return QCoreApplication.translate(context, text, comment, n)
    # Qt reads a negative n as "no count": it would pick the singular and leave %n unfilled.
    # A negative number takes the plural form of its size in each of our languages ("-1 chip",
    # "-5 chips"), so the size is translated and the sign put back where Qt wrote the number.
    sized = QCoreApplication.translate(context, text, comment, -n)
    return re.sub(rf"(?<!\d){-n}(?!\d)", str(n), sized)


__all__ = ["fill", "translate"]
