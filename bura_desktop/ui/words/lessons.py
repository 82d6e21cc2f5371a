"""The lessons' sentences in the player's language: cards as the language writes them, the
seats by their names (``app.lessons.course`` words them once, marked for translation)."""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.lessons.course import Arg, Name
from bura_desktop.app.narration import cards_text, named


def lesson_text(says: str, args: Sequence[Arg], names: Sequence[str]) -> str:
    """The course's sentence ``says`` filled with ``args``; seats go by ``names``."""
    return fill(translate("Lessons", says), *(_word(arg, names) for arg in args))


def _word(arg: Arg, names: Sequence[str]) -> str:
    if isinstance(arg, Name):
        return named(names[arg.seat])
    if isinstance(arg, tuple):
        return cards_text(arg)
    return str(arg)


__all__ = ["lesson_text"]
