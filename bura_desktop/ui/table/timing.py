"""Animation durations, all scaled by one user setting so "off" really means no animation."""

from __future__ import annotations

from enum import Enum


class Speed(Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


_SCALE = {Speed.OFF: 0.0, Speed.FAST: 0.5, Speed.NORMAL: 1.0, Speed.SLOW: 1.75}

# Base durations in milliseconds at normal speed.
DEAL_MS = 220
PLAY_MS = 260
FLIP_MS = 220
TAKE_TRICK_MS = 360
ARRANGE_HAND_MS = 180
LIFT_MS = 90
CHIPS_MS = 420

_speed = Speed.NORMAL


def set_speed(speed: Speed) -> None:
    global _speed
    _speed = speed


def speed() -> Speed:
    return _speed


def ms(base_ms: int) -> int:
    """A base duration scaled by the current speed; 0 means jump straight to the end."""
    return round(base_ms * _SCALE[_speed])
