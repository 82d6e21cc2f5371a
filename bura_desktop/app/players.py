"""Where the computer seats' players come from: the one place the app asks ``ai`` for them."""

from __future__ import annotations

from typing import Protocol

from bura_desktop.ai import make_player
from bura_desktop.core import Action, SeatView


class ComputerPlayer(Protocol):
    def choose(self, view: SeatView) -> Action: ...


def make_computer_player(level: str, seed: int | None = None) -> ComputerPlayer:
    return make_player(level, seed)
