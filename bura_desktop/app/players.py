"""Where the computer seats' players come from.

``make_computer_player`` is the one place to switch to ``bura_desktop.ai.make_player`` once the
``ai`` package exists; until then every level plays ``TemporaryRandomPlayer``.
"""

from __future__ import annotations

import random
from typing import Protocol

from bura_desktop.core import Action, SeatView


class ComputerPlayer(Protocol):
    def choose(self, view: SeatView) -> Action: ...


class TemporaryRandomPlayer:
    """A stand-in for ``bura_desktop.ai``: any legal action at random, except claims."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        # It cannot count its points, so a claim would be a guess that doubles the pot.
        plays = [a for a in legal if a.kind != "claim"] or legal
        return self._random.choice(plays)


def make_computer_player(level: str, seed: int | None = None) -> ComputerPlayer:
    return TemporaryRandomPlayer(seed)
