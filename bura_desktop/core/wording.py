"""Messages worded once, below Qt, and translated where they are shown.

A module without Qt marks a message's template with ``QT_TRANSLATE_NOOP(context, text)``:
pyside6-lupdate finds the call by its name in any Python file it is given (tools/translations.py
lists them), so the template goes into the translations under ``context``; here the call only
returns the text. The window translates the same template with ``translate(context, text)`` and
fills it. Templates use Qt's %1, %2 ..., which ``fill`` replaces as ``QString.arg`` does.

What lupdate does with these calls (pyside6-lupdate 6.11, checked on a scratch module):
``QT_TRANSLATE_NOOP("Ctx", "text")`` and ``QT_TRANSLATE_NOOP("Ctx", "text", "comment")`` are
extracted, also through a module attribute and with implicitly joined literals;
``QT_TRANSLATE_NOOP3`` is not, ``QT_TR_NOOP`` outside a class has no context, a renamed marker is
not seen, and a message is never marked as counted (``%n``), so plural messages stay with
``self.tr(text, "", n)`` in the window.
"""

from __future__ import annotations

import re


def QT_TRANSLATE_NOOP(context: str, text: str, comment: str = "") -> str:
    """``text``, marked for pyside6-lupdate to translate under ``context``."""
    return text


def fill(text: str, *args: object) -> str:
    """``text`` with %1, %2 … replaced by ``args``, as ``QString.arg`` does in C++."""
    return re.sub(r"%(\d)", lambda m: str(args[int(m.group(1)) - 1]), text)


__all__ = ["QT_TRANSLATE_NOOP", "fill"]
