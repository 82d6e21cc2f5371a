"""The computer levels' names, as settings, statistics and messages show them."""

from __future__ import annotations

from bura_desktop.app.i18n import translate


def level_title(level: str) -> str:
    """A level's name on its own ("Beginner"), as a title in lists and settings."""
    names = {
        "random": translate("Levels", "Random"),
        "beginner": translate("Levels", "Beginner"),
        "intermediate": translate("Levels", "Intermediate"),
        "advanced": translate("Levels", "Advanced"),
        "expert": translate("Levels", "Expert"),
    }
    return names.get(level, level)


def level_on_plate(level: str) -> str:
    """A computer's level as its seat plate shows it, after its bankroll ("beginner · 99")."""
    names = {
        "beginner": translate("SeatPlate", "beginner"),
        "intermediate": translate("SeatPlate", "intermediate"),
        "advanced": translate("SeatPlate", "advanced"),
        "expert": translate("SeatPlate", "expert"),
    }
    return names.get(level, level)


def level_description(level: str) -> str:
    """What playing against ``level`` is like, for a player choosing an opponent."""
    descriptions = {
        "beginner": translate(
            "Levels",
            "Plays sensibly but miscounts its points and forgets cards, so it sometimes "
            "claims 31 too early or too late.",
        ),
        "intermediate": translate(
            "Levels",
            "Plays by the known tactics: baits with low cards, saves trumps for attacks "
            "and claims 31 the moment it has it.",
        ),
        "advanced": translate(
            "Levels",
            "Thinks a few moves ahead over the hands the others may hold, and counts exactly.",
        ),
        "expert": translate(
            "Levels",
            "Thinks longest (about two seconds a move) and plays the last tricks perfectly. "
            "Like every level, it never sees a hidden card.",
        ),
    }
    return descriptions.get(level, "")
