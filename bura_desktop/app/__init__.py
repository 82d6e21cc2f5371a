"""Qt, non-visual: the game controller that runs a session in a worker thread."""

from bura_desktop.app.controller import GameController, GameWorker
from bura_desktop.app.table import TableSetup

__all__ = ["GameController", "GameWorker", "TableSetup"]
