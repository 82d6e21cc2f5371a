"""A person's name: one rule wherever a name comes in (typed, read from a file, sent over the
network) and wherever one is shown.

A name is what a seat plate, the log and a hand text show, so it must be something a person
can read in one line: composed (NFC), no leading, trailing or doubled spaces, no control or
format characters (bidi overrides, zero-width joiners, NUL, escape, newlines), at least one
character that shows, and at most ``NAME_LIMIT`` characters (what a seat plate fits at six
players in an 800x600 window, ``ui.table.seat_plate``). ``valid_name`` holds names that are
already so; ``clean_name`` makes one so from what a person typed or a peer sent.
"""

from __future__ import annotations

import unicodedata
from typing import TypeGuard

NAME_LIMIT = 24

# Categories that never show in a line of text: controls (Cc), formats (Cf: bidi overrides and
# isolates, zero-width characters, soft hyphen), line and paragraph separators, surrogates,
# private-use and unassigned code points.
_HIDDEN = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})
# Letters and symbols that the Unicode tables file as visible but that draw nothing.
_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")


def clean_name(text: str) -> str:
    """``text`` made a name: composed, hidden characters dropped, runs of spaces made one and
    the ends trimmed, cut to ``NAME_LIMIT``. "" when nothing in it shows (or ``text`` is not
    a string)."""
    if not isinstance(text, str):
        return ""
    # Only what could survive the limit is looked at: a name padded with a million spaces
    # costs no more than a short one.
    text = unicodedata.normalize("NFC", text[: NAME_LIMIT * 8])
    kept = "".join(c for c in text if unicodedata.category(c) not in _HIDDEN or c.isspace())
    name = " ".join(kept.split())[:NAME_LIMIT].rstrip()
    return name if _shows(name) else ""


def valid_name(name: object) -> TypeGuard[str]:
    """``name`` is a name as it stands: nothing ``clean_name`` would change, and not empty."""
    return isinstance(name, str) and 0 < len(name) <= NAME_LIMIT and clean_name(name) == name


def same_name(first: str, second: str) -> bool:
    """Two names a person would take for the same ("Olga" and "olga")."""
    return clean_name(first).casefold() == clean_name(second).casefold()


def _shows(name: str) -> bool:
    """At least one character draws something: a letter, digit, mark on one, punctuation or
    symbol that is not one of the blank letters."""
    return any(
        not c.isspace() and c not in _BLANK and unicodedata.category(c)[0] in "LNPS" for c in name
    )


__all__ = ["NAME_LIMIT", "clean_name", "same_name", "valid_name"]
