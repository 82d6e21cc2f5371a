"""Feeding a table scene the way the controller does: the events, as its seat saw them too; and
starting the game as a process of its own."""

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


def run_game(profile, env) -> subprocess.CompletedProcess:
    """``python -m bura_desktop --profile profile`` in ``env``, its output caught as text."""
    return subprocess.run(
        [sys.executable, "-m", "bura_desktop", "--profile", str(profile)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
