"""Where the computer seats' players come from: the one place the app asks ``ai`` for them."""

from __future__ import annotations

from typing import Protocol

from bura_desktop.ai import level_named, make_player
from bura_desktop.app.pool import PooledPlayer
from bura_desktop.core import Action, SeatView

# Levels whose search would hold the GIL for long: they think in the controller's decision pool.
POOLED_LEVELS = ("advanced", "expert")


class ComputerPlayer(Protocol):
    def choose(self, view: SeatView) -> Action: ...


def make_computer_player(level: str, seed: int | None = None) -> ComputerPlayer:
    if level in POOLED_LEVELS:
        return PooledPlayer(level_named(level), seed)  # the controller hands it its pool
    return make_player(level_named(level), seed)
