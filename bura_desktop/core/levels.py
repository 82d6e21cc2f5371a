"""The computer players' levels, weakest first: one vocabulary for the players that play them
(``ai``), the files that name them (``storage``) and the screens that offer them."""

from __future__ import annotations

from typing import Literal, get_args

Level = Literal["random", "beginner", "intermediate", "advanced", "expert"]
LEVELS: tuple[Level, ...] = get_args(Level)
# The levels a player chooses from and the files keep; "random" plays any legal move, a
# yardstick for measurement only.
OFFERED_LEVELS: tuple[Level, ...] = LEVELS[1:]

__all__ = ["LEVELS", "OFFERED_LEVELS", "Level"]
