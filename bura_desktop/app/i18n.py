"""Translation helpers shared by the window and the narration.

``translate`` has Qt's signature so that pyside6-lupdate, which reads calls by name, finds every
``translate("Context", "text")`` in the sources; the context must be a literal for that.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str, comment: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language; ``%n`` becomes ``n`` in the right plural form."""
    return QCoreApplication.translate(context, text, comment, n)


def fill(text: str, *args: object) -> str:
    """``text`` with %1, %2 … replaced by ``args``, as ``QString.arg`` does in C++."""
    return re.sub(r"%(\d)", lambda m: str(args[int(m.group(1)) - 1]), text)
