"""Where the computer seats' players come from: the one place the app asks ``ai`` for them."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from bura_desktop.ai import level_named, make_player
from bura_desktop.ai.advice import Advice
from bura_desktop.ai.coach import Caution
from bura_desktop.app.pool import PooledPlayer
from bura_desktop.core import Action, SeatView

# Levels whose search would hold the GIL for long: they think in the controller's decision pool.
POOLED_LEVELS = ("advanced", "expert")


class ComputerPlayer(Protocol):
    def choose(self, view: SeatView) -> Action: ...


@runtime_checkable
class Adviser(Protocol):
    """A player that gives hints with reasons (``PooledPlayer.advise``: the review's judgment)."""

    def advise(self, view: SeatView) -> Advice: ...


def advice_of(player: ComputerPlayer, view: SeatView) -> Advice:
    """A hint from ``player``: its advice where it gives one, else its choice without a reason."""
    if isinstance(player, Adviser):
        return player.advise(view)
    return Advice(player.choose(view))


@runtime_checkable
class Coach(Protocol):
    """A player that judges a person's move before it is played (``PooledPlayer.judge``: the
    review's judgment, ``ai.coach``)."""

    def judge(self, view: SeatView, action: Action) -> Caution | None: ...


def caution_of(player: ComputerPlayer, view: SeatView, action: Action) -> Caution | None:
    """The coach's word from ``player`` on ``action`` at ``view``: none from a player that
    does not coach."""
    if isinstance(player, Coach):
        return player.judge(view, action)
    return None


def make_computer_player(level: str, seed: int | None = None) -> ComputerPlayer:
    if level in POOLED_LEVELS:
        return PooledPlayer(level_named(level), seed)  # the controller hands it its pool
    return make_player(level_named(level), seed)


__all__ = [
    "Advice",
    "Adviser",
    "Caution",
    "Coach",
    "ComputerPlayer",
    "advice_of",
    "caution_of",
    "make_computer_player",
]
