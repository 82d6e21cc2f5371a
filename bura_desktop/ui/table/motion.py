"""Whether the desktop asks applications to keep still ("reduce motion").

Qt 6.11 has no such hint: QStyleHints offers the colour scheme and QAccessibilityHints only the
contrast preference. So each platform's own setting is read, and anything unreadable counts as
"no request" — the animation speed setting can always turn animations off by hand.
"""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

from bura_desktop.environment import user_environment

SPI_GETCLIENTAREAANIMATION = 0x1042


def platform_reduces_motion() -> bool:
    if sys.platform == "win32":
        return not _windows_animates()
    if sys.platform == "darwin":
        return _output(["defaults", "read", "com.apple.universalaccess", "reduceMotion"]) == "1"
    return _kde_still() or _gnome_still()


def _windows_animates() -> bool:
    import ctypes
    from ctypes import wintypes

    enabled = wintypes.BOOL(True)
    user32 = ctypes.windll.user32  # type: ignore[attr-defined]  # only on Windows
    if not user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0):
        return True
    return bool(enabled.value)


def _gnome_still() -> bool:
    command = ["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]
    return _output(command) == "false"


def _kde_still() -> bool:
    """Plasma's "animation speed" slider at "instant" writes a duration factor of 0."""
    if "KDE" not in os.environ.get("XDG_CURRENT_DESKTOP", "").upper():
        return False
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "kdeglobals"
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(config, encoding="utf-8")
        return parser.getfloat("KDE", "AnimationDurationFactor", fallback=1.0) == 0.0
    except (configparser.Error, ValueError, UnicodeDecodeError):
        return False


def _output(command: list[str]) -> str:
    """The command's trimmed output; empty if it is missing, slow or fails."""
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=1,
            check=False,
            env=user_environment(),  # the player's, not the bundle's library path
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""
