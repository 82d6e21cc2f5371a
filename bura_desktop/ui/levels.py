"""The computer levels' names, as settings, statistics and messages show them."""

from __future__ import annotations

from bura_desktop.app.i18n import translate


def level_title(level: str) -> str:
    """A level's name on its own ("Beginner"); seat plates use ``seat_plate.level_name``."""
    names = {
        "random": translate("Levels", "Random"),
        "beginner": translate("Levels", "Beginner"),
        "intermediate": translate("Levels", "Intermediate"),
        "advanced": translate("Levels", "Advanced"),
        "expert": translate("Levels", "Expert"),
    }
    return names.get(level, level)
