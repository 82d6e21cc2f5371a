"""The environment the player started the game with, for the programs the game starts.

A PyInstaller bundle changes its own environment before any of the game's code runs: the
bootloader puts the bundle's libraries first on ``LD_LIBRARY_PATH`` (keeping the player's value
in ``LD_LIBRARY_PATH_ORIG``, as PyInstaller documents) and adds ``_PYI_*`` variables for its own
child processes; PyInstaller's PySide6 hook points ``QT_PLUGIN_PATH`` and ``QML2_IMPORT_PATH``
at the bundle's Qt; shiboken sets ``PYSIDE6_OPTION_PYTHON_ENUM``. A program started with that
environment (``xdg-open`` and the file manager or browser it starts, ``gio``, ``gsettings``)
loads the bundle's libraries, built on an older system than the player's, and fails: "symbol
lookup error", "GLIBCXX_3.4.32 not found".

``packaging/rthook_environment.py``, a runtime hook that runs before PyInstaller's own, calls
:func:`record` with the environment as the bootloader left it; :func:`user_environment` takes
the bootloader's changes back out. The game's own worker processes are the bundle's executable
again, which sets all of this anew, so they are started as before.

No Qt here: the hook runs before Qt is loaded.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

# What the bootloader prepends the bundle's folder to, keeping the value it found in NAME_ORIG
# (LIBPATH on AIX).
LIBRARY_PATHS = ("LD_LIBRARY_PATH", "LIBPATH")
# Set for the bundle after the bootloader, when no hook kept the launch environment.
BUNDLE_ONLY = ("QT_PLUGIN_PATH", "QML2_IMPORT_PATH", "PYSIDE6_OPTION_PYTHON_ENUM")

_launched: dict[str, str] | None = None


def record(environ: Mapping[str, str] = os.environ) -> None:
    """Keep the environment as it is now: the bundle's runtime hook calls this first thing."""
    global _launched
    _launched = dict(environ)


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def user_environment(
    environ: Mapping[str, str] | None = None, bundled: bool | None = None
) -> dict[str, str]:
    """The environment for a program the game starts: the one the player started it with.

    ``environ`` is the environment to start from (default: the one the bundle's hook kept, or
    the process's own); ``bundled`` says whether the game runs from a bundle (default: whether
    it is frozen). Outside a bundle the environment is the process's, unchanged.
    """
    bundled = frozen() if bundled is None else bundled
    kept = _launched if bundled else None
    env = dict(environ if environ is not None else kept if kept is not None else os.environ)
    if not bundled:
        return env
    for name in LIBRARY_PATHS:
        original = env.pop(f"{name}_ORIG", None)
        if original is None:
            env.pop(name, None)  # the bootloader's alone: the player had none
        else:
            env[name] = original
    for name in list(env):
        if name.startswith("_PYI_") or name == "_MEIPASS2":
            del env[name]
    if environ is None and kept is None:
        for name in BUNDLE_ONLY:  # set by the bundle's hooks over whatever the player had
            env.pop(name, None)
    return env
