"""Feeding a table scene the way the controller does: the events, as its seat saw them too; and
starting the game as its start-up does, in this process or as a process of its own."""

import subprocess
import sys

from bura_desktop.app.players import make_computer_player
from bura_desktop.core import project


def show(scene, events, view):
    """``scene.play`` with the batch projected for the watched seat, as the controller sends it."""
    scene.play(project(list(events), scene.watched), view)


def quick(level, seed):
    """Computer players that answer at once: random legal moves, whatever the level."""
    return make_computer_player("random", seed)


def open_app(qtbot, *arguments: str):
    """The window as ``bura_desktop`` starts it with these command-line ``arguments``, with
    ``quick`` computers, shown at 1024×640 (the caller closes it)."""
    from bura_desktop.__main__ import build_window, parse_args

    window = build_window(parse_args(list(arguments)), quick)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    return window


def run_game(profile, env) -> subprocess.CompletedProcess:
    """``python -m bura_desktop --profile profile`` in ``env``, its output caught as text."""
    return subprocess.run(
        [sys.executable, "-m", "bura_desktop", "--profile", str(profile)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
