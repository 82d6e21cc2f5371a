"""Animation durations, all scaled by one user setting so "off" really means no animation."""

from __future__ import annotations

from bura_desktop.storage.settings import AnimationSpeed

_SCALE: dict[AnimationSpeed, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.75}

# Base durations in milliseconds at normal speed.
DEAL_MS = 220
PLAY_MS = 260
FLIP_MS = 220
TAKE_TRICK_MS = 360
ARRANGE_HAND_MS = 180
LIFT_MS = 90
CHIPS_MS = 420

_speed: AnimationSpeed = "normal"


def set_speed(speed: AnimationSpeed) -> None:
    global _speed
    _speed = speed


def speed() -> AnimationSpeed:
    return _speed


def ms(base_ms: int) -> int:
    """A base duration scaled by the current speed; 0 means jump straight to the end."""
    return round(base_ms * _SCALE[_speed])
