"""Translation helpers shared by the window and the narration.

``translate`` has Qt's signature so that pyside6-lupdate, which reads calls by name, finds every
``translate("Context", "text")`` in the sources; the context must be a literal for that.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from bura_desktop.core.wording import fill

# Qt counts with a C int: a larger count would raise OverflowError.
_COUNT_LIMIT = 2**31 - 1
# A stand-in for a larger count: its last nine digits, which decide the plural form in each of
# our languages (Russian looks at the last two), in the count's place (never 0 or 1).
_STAND_IN = 10**9


def translate(context: str, text: str, comment: str | None = None, n: int | None = None) -> str:
    """``text`` in the installed language; ``%n`` becomes ``n`` in the right plural form."""
    if n is None:
        return QCoreApplication.translate(context, text, comment)
    if n > _COUNT_LIMIT:
        # A game may hold more chips than Qt counts: the plural form is the stand-in's, and
        # the number written is ``n`` itself.
        stand_in = _STAND_IN + n % _STAND_IN
        sized = QCoreApplication.translate(context, text, comment, stand_in)
        return re.sub(rf"(?<!\d){stand_in}(?!\d)", str(n), sized)
    if n >= 0:
        return QCoreApplication.translate(context, text, comment, n)
    # Qt reads a negative n as "no count": it would pick the singular and leave %n unfilled.
    # A negative number takes the plural form of its size in each of our languages ("-1 chip",
    # "-5 chips"), so the size is translated and the sign put back where Qt wrote the number.
    sized = translate(context, text, comment, -n)
    return re.sub(rf"(?<!\d){-n}(?!\d)", str(n), sized)


__all__ = ["fill", "translate"]
