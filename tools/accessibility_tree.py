"""Print the game window as a screen reader on Linux sees it: the AT-SPI accessibility tree.

    python3 tools/accessibility_tree.py [game options]     # e.g. --lang ru --players 3

Starts the game (from .venv, made by ``tools/dev.py``) on a private D-Bus session with its own
AT-SPI bus, waits until the first hand is dealt, prints every showing node (role, name,
description, focus) and quits the game. This is the tree Orca reads; Qt's own accessibility
tests check the names, this checks that they reach the platform.

Needs Linux with a display (Xvfb is fine: ``DISPLAY=:90``) and the Debian packages
``at-spi2-core``, ``dbus`` and ``python3-pyatspi``; run it with the system ``python3``, which is
the one that has pyatspi.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
ALWAYS_LISTED = ("application", "menu", "menu item", "popup menu")


def walk(node: Any, depth: int, lines: list[str]) -> None:
    import pyatspi

    role = node.getRoleName()
    states = node.getState().getStates()
    if pyatspi.STATE_SHOWING not in states and role not in ALWAYS_LISTED:
        return  # hidden: a screen reader passes it by
    line = f"{'  ' * depth}[{role}] {node.name!r}"
    if node.description:
        line += f" - {node.description!r}"
    if pyatspi.STATE_FOCUSED in states:
        line += "  (focused)"
    lines.append(line)
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            walk(child, depth + 1, lines)


def find_game(timeout: float) -> Any:
    import pyatspi

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and "bura" in (app.name or "").lower():
                return app
        time.sleep(0.5)
    return None


def inside(game_options: list[str]) -> int:
    """On the private bus: start the AT-SPI bus, the game, then walk the tree."""
    bus = subprocess.Popen([str(BUS_LAUNCHER), "--launch-immediately"])
    python = ROOT / ".venv" / "bin" / "python"
    profile = tempfile.mkdtemp(prefix="bura-a11y-")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    command = [str(python), "-m", "bura_desktop", "--profile", profile, "--new-game"]
    game = subprocess.Popen([*command, *game_options], cwd=ROOT, env=env)
    try:
        app = find_game(timeout=30)
        if app is None:
            print("the game did not appear on the accessibility bus", file=sys.stderr)
            return 1
        time.sleep(3)  # the deal
        lines: list[str] = []
        walk(app, 0, lines)
        print("\n".join(lines))
        return 0
    finally:
        game.terminate()
        bus.terminate()
        shutil.rmtree(profile, ignore_errors=True)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--inside"]:
        return inside(argv[1:])
    missing = [p for p in ("dbus-run-session",) if shutil.which(p) is None]
    if missing or not BUS_LAUNCHER.exists():
        print("needs the Debian packages dbus and at-spi2-core", file=sys.stderr)
        return 2
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        print("needs pyatspi: run it with the system python3 (python3-pyatspi)", file=sys.stderr)
        return 2
    if not (ROOT / ".venv" / "bin" / "python").exists():
        print("no .venv yet: run `python3 tools/dev.py test` or `play` once", file=sys.stderr)
        return 2
    script = str(Path(__file__).resolve())
    return subprocess.call(["dbus-run-session", "--", sys.executable, script, "--inside", *argv])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
