"""Who sits at the table: names and playing strength, shared by every stored file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeGuard

from bura_desktop.core.bounded import shown
from bura_desktop.core.levels import OFFERED_LEVELS

# The human's seat carries this level so every seat has one.
HUMAN = "human"
NAME_LIMIT = 24


@dataclass(frozen=True)
class Seat:
    name: str
    level: str

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


def valid_name(name: object) -> TypeGuard[str]:
    return isinstance(name, str) and 0 < len(name.strip()) <= NAME_LIMIT


__all__ = ["HUMAN", "NAME_LIMIT", "Seat", "valid_name"]
