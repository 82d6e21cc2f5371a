"""Who sits at the table: names and playing strength, the one seat of the table, its saves and
its statistics; and the names the app gives seats itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bura_desktop.core.bounded import shown
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.names import valid_name

# The human's seat carries this level so every seat has one; a person at another machine's
# window, seen from a guest's table, is a PERSON.
HUMAN = "human"
PERSON = "person"

# The names the app gives seats itself (app.narration translates them; a player's own name is
# shown as written): the human, the computer in the human's seat when computers play every
# seat, and the opponents in order, as Preferences and ``--players`` seat them.
HUMAN_NAME = "You"
COMPUTER_NAME = "Computer"
OPPONENT_NAMES = ("Masha", "Kolya", "Sasha", "Tanya", "Lyosha")


@dataclass(frozen=True)
class Seat:
    name: str
    level: str  # a computer's level (core.levels), or HUMAN

    @property
    def human(self) -> bool:
        return self.level == HUMAN

    @property
    def computer(self) -> bool:
        return self.level not in (HUMAN, PERSON)

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """A seat from stored data; ``ValueError`` says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object with a name and a level")
        name, level = data.get("name"), data.get("level")
        if not valid_name(name):
            raise ValueError(f"seat name {shown(name)} is not valid")
        if level not in OFFERED_LEVELS and level != HUMAN:
            raise ValueError(f"seat level {shown(level)} is not valid")
        return cls(name, level)


__all__ = [
    "COMPUTER_NAME",
    "HUMAN",
    "HUMAN_NAME",
    "OPPONENT_NAMES",
    "PERSON",
    "Seat",
]
