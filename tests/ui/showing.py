"""Feeding a table scene the way the controller does: the events, as its seat saw them too."""

from bura_desktop.app.players import make_computer_player
from bura_desktop.core import project


def show(scene, events, view):
    """``scene.play`` with the batch projected for the watched seat, as the controller sends it."""
    scene.play(project(list(events), scene.watched), view)


def quick(level, seed):
    """Computer players that answer at once: random legal moves, whatever the level."""
    return make_computer_player("random", seed)
