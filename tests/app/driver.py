"""A stand-in for the window: drives a ``GameWorker``'s controller by queued signals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.core import Action, Card


class Driver(QObject):
    """Connected to the controller as the window is, so every request runs in the worker thread.

    ``generation`` follows the controller's batches the way the window's does: ``act`` plays
    in the game and hand being shown.
    """

    _ready = Signal()
    _move = Signal(int, int, object)
    _check_selection = Signal(object)
    _new_game = Signal(object)
    _next_hand = Signal()
    _hint = Signal()

    def __init__(self, worker: GameWorker) -> None:
        super().__init__()
        self.worker = worker
        self.controller = controller = worker.controller
        self.generation = 0
        self._ready.connect(controller.ready)
        self._move.connect(controller.move)
        self._check_selection.connect(controller.check_selection)
        self._new_game.connect(controller.new_game)
        self._next_hand.connect(controller.next_hand)
        self._hint.connect(controller.hint)
        controller.game_started.connect(self._follow)
        controller.events_ready.connect(self._follow)

    def _follow(self, generation: int, *_: object) -> None:
        self.generation = max(self.generation, generation)

    def start(self) -> None:
        self.worker.start()

    def ready(self) -> None:
        self._ready.emit()

    def act(self, action: Action | str, seat: int = 0) -> None:
        """The human's move, as the window sends it."""
        self._move.emit(self.generation, seat, action)

    def check_selection(self, cards: Sequence[Card]) -> None:
        self._check_selection.emit(tuple(cards))

    def new_game(self, setup: TableSetup) -> None:
        self._new_game.emit(setup)

    def next_hand(self) -> None:
        self._next_hand.emit()

    def hint(self) -> None:
        self._hint.emit()

    def shutdown(self) -> bool:
        return self.worker.shutdown()


def drive(setup: TableSetup, factory=None, keeper=None) -> Driver:
    """A controller for ``setup`` in its worker thread, not started yet, and its driver."""
    return Driver(GameWorker(setup, *([factory] if factory else []), keeper=keeper))
