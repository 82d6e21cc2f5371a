"""What comes in from outside (a pasted hand, a file, a row of the statistics) read within bounds.

A refusal quotes the value at fault, but a value may be anything, of any size: ``shown`` gives a
short text for it (a few dozen characters at most), so that a refusal stays a sentence whatever
it is about, and ``sentence`` keeps a list of problems within a length. JSON is read by
``loads`` only when it is nested no deeper than the caller expects (Python's parser would
otherwise recurse until it fails with a ``RecursionError``).
"""

from __future__ import annotations

import json
from typing import Any

# The most characters of a value a refusal quotes.
QUOTE_LIMIT = 40


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short text for ``value`` in a refusal: its repr, cut to ``limit`` characters."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        # Python will not even write an int of more than 4,300 digits; none is worth quoting.
        return repr(value) if abs(value) < 10**15 else "a huge number"
    if isinstance(value, list | tuple | dict):
        return {list: "a list", tuple: "a list", dict: "an object"}[type(value)]
    if isinstance(value, str):
        value = value[:limit]  # only what can be shown is written out
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def sentence(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters: the first of its "; "-separated problems that fit,
    and how many more there are (a clause too long alone is cut short)."""
    if len(text) <= limit:
        return text
    clauses = text.split("; ")
    for kept in range(len(clauses) - 1, 0, -1):
        shortened = "; ".join(clauses[:kept]) + f"; and {len(clauses) - kept} more"
        if len(shortened) <= limit:
            return shortened
    return text[: limit - 1].rstrip() + "\u2026"


def nesting(text: str) -> int:
    """How deep the lists and objects of JSON ``text`` are nested (0 for a plain value)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def loads(text: str | bytes, depth: int) -> Any:
    """The value of JSON ``text`` nested at most ``depth`` deep; ``ValueError`` otherwise."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    if not isinstance(text, str):
        raise TypeError(f"JSON must be text, not {type(text).__name__}")
    if nesting(text) > depth:
        raise ValueError(f"the JSON is nested more than {depth} deep")
    return json.loads(text)


__all__ = ["QUOTE_LIMIT", "loads", "nesting", "sentence", "shown"]
