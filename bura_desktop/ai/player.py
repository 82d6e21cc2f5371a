"""What every computer player is: something that picks an action from a seat's view."""

from __future__ import annotations

import random
from typing import Protocol

from bura_desktop.core.actions import Action
from bura_desktop.core.view import SeatView


class Player(Protocol):
    @property
    def level(self) -> str:  # a Level, or the name of an arena's special player
        ...

    def choose(self, view: SeatView) -> Action: ...


class RandomPlayer:
    """Any legal action, uniformly: the floor every other level must beat."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal_actions())
